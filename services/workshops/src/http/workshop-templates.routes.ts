import type { Router } from 'express';
import { createWorkshopTemplateSchema, updateWorkshopTemplateSchema } from '@coachwork/contracts';
import { crudRoutes, type Db, type OutboxRelay } from '@coachwork/service-kit';
import { findTemplate, templateListSpec, toTemplateDto } from '../data/workshop-template.repository';
import { createWorkshopTemplate } from '../domain/templates/create-workshop-template.use-case';
import { updateWorkshopTemplate } from '../domain/templates/update-workshop-template.use-case';
import {
  deleteWorkshopTemplate,
  restoreWorkshopTemplate,
} from '../domain/templates/trash-workshop-template.use-case';
import { TEMPLATE_EXPORT } from './export-columns';

export function workshopTemplateRoutes(router: Router, db: Db, relay: OutboxRelay): void {
  crudRoutes(router, {
    path: '/v1/workshop-templates',
    noun: 'Workshop template',
    permission: 'workshop-templates',
    db,
    relay,
    toDto: toTemplateDto,
    list: { spec: templateListSpec, export: { name: 'workshop-templates', columns: TEMPLATE_EXPORT } },
    show: { find: findTemplate },
    create: { schema: createWorkshopTemplateSchema, run: createWorkshopTemplate },
    update: { schema: updateWorkshopTemplateSchema, run: updateWorkshopTemplate },
    delete: deleteWorkshopTemplate,
    restore: restoreWorkshopTemplate,
  });
}
