// Route declarations of workshops' /v1 routes, for the OpenAPI document: an entry per route of
// workshop-templates, workshops, workshop-resources, workshop-schedules, schedule-coaches and
// public-workshop-schedules.routes.ts.
import {
  cancelWorkshopScheduleSchema,
  createWorkshopResourceSchema,
  createWorkshopScheduleSchema,
  createWorkshopSchema,
  createWorkshopTemplateSchema,
  reorderWorkshopResourcesSchema,
  updateWorkshopResourceSchema,
  updateWorkshopScheduleSchema,
  updateWorkshopSchema,
  updateWorkshopTemplateSchema,
} from '@coachwork/contracts';
import { apiRoutes, crudApi, type ApiRoute } from '@coachwork/service-kit';
import { publicScheduleListSpec } from '../data/public-schedule.repository';
import { tagListSpec } from '../data/tag.repository';
import { resourceListSpec } from '../data/workshop-resource.repository';
import { scheduleListSpec } from '../data/workshop-schedule.repository';
import { templateListSpec } from '../data/workshop-template.repository';
import { historyListSpec, workshopListSpec } from '../data/workshop.repository';
import { coachListSpec } from './schedule-coaches.routes';
import {
  PUBLIC_SCHEDULE_DATA_SCHEMA,
  PUBLIC_SCHEDULE_DETAIL_DATA_SCHEMA,
  SCHEDULE_COACH_DATA_SCHEMA,
  TAG_DATA_SCHEMA,
  WORKSHOP_DATA_SCHEMA,
  WORKSHOP_HISTORY_DATA_SCHEMA,
  WORKSHOP_RESOURCE_DATA_SCHEMA,
  WORKSHOP_SCHEDULE_DATA_SCHEMA,
  WORKSHOP_TEMPLATE_DATA_SCHEMA,
} from './workshops-data.schemas';

const RESOURCE = '/v1/workshops/:id/resources';

export const WORKSHOPS_API: ApiRoute[] = [
  ...crudApi({
    path: '/v1/workshop-templates',
    noun: 'Workshop template',
    tag: 'Workshop templates',
    permission: 'workshop-templates',
    list: templateListSpec,
    exports: 'workshop templates',
    show: true,
    create: createWorkshopTemplateSchema,
    update: updateWorkshopTemplateSchema,
    delete: true,
    restore: true,
    data: WORKSHOP_TEMPLATE_DATA_SCHEMA,
  }),
  ...crudApi({
    path: '/v1/workshops',
    noun: 'Workshop',
    tag: 'Workshops',
    permission: 'workshops',
    list: workshopListSpec,
    exports: 'workshops',
    show: true,
    create: createWorkshopSchema,
    update: updateWorkshopSchema,
    delete: true,
    restore: true,
    data: WORKSHOP_DATA_SCHEMA,
  }),
  ...apiRoutes('Workshops', [
    {
      method: 'get',
      path: '/v1/workshops/:id/history',
      summary: 'Every change to a workshop, its schedules and resources',
      access: ['workshops.update'],
      list: historyListSpec,
      answer: 'list',
      data: WORKSHOP_HISTORY_DATA_SCHEMA,
    },
    {
      method: 'get',
      path: '/v1/tags',
      summary: 'Tags put on workshops',
      access: ['workshops.view'],
      list: tagListSpec,
      answer: 'list',
      data: TAG_DATA_SCHEMA,
    },
  ]),
  ...apiRoutes('Workshop resources', [
    {
      method: 'get',
      path: RESOURCE,
      summary: "A workshop's resources (assigned coaches, or workshops.update)",
      access: ['workshops.view'],
      list: resourceListSpec,
      answer: 'list',
      data: WORKSHOP_RESOURCE_DATA_SCHEMA,
    },
    {
      method: 'post',
      path: `${RESOURCE}/reorder`,
      summary: 'Give the listed resources their order (assigned coaches, or workshops.update)',
      access: ['workshops.view'],
      body: reorderWorkshopResourcesSchema,
      answer: 'items',
      data: WORKSHOP_RESOURCE_DATA_SCHEMA,
    },
    {
      method: 'get',
      path: `${RESOURCE}/:resourceId`,
      summary: 'Show a resource',
      access: ['workshops.view'],
      data: WORKSHOP_RESOURCE_DATA_SCHEMA,
    },
    {
      method: 'post',
      path: RESOURCE,
      summary: 'Add a resource (assigned coaches, or workshops.update)',
      access: ['workshops.view'],
      body: createWorkshopResourceSchema,
      status: 201,
      data: WORKSHOP_RESOURCE_DATA_SCHEMA,
    },
    {
      method: 'patch',
      path: `${RESOURCE}/:resourceId`,
      summary: 'Update a resource',
      access: ['workshops.view'],
      body: updateWorkshopResourceSchema,
      data: WORKSHOP_RESOURCE_DATA_SCHEMA,
    },
    {
      method: 'put',
      path: `${RESOURCE}/:resourceId`,
      summary: 'Update a resource (same as PATCH)',
      access: ['workshops.view'],
      body: updateWorkshopResourceSchema,
      data: WORKSHOP_RESOURCE_DATA_SCHEMA,
    },
    {
      method: 'delete',
      path: `${RESOURCE}/:resourceId`,
      summary: 'Move a resource to the trash',
      access: ['workshops.view'],
      data: WORKSHOP_RESOURCE_DATA_SCHEMA,
    },
    {
      method: 'post',
      path: `${RESOURCE}/:resourceId/restore`,
      summary: 'Restore a resource',
      access: ['workshops.view'],
      data: WORKSHOP_RESOURCE_DATA_SCHEMA,
    },
  ]),
  ...crudApi({
    path: '/v1/workshop-schedules',
    noun: 'Workshop schedule',
    tag: 'Workshop schedules',
    permission: 'workshop-schedules',
    access: {
      create: ['workshop-schedules.create', 'workshop-schedules.create-own'],
      update: ['workshop-schedules.update', 'workshop-schedules.update-own'],
    },
    list: scheduleListSpec,
    exports: 'workshop schedules',
    show: true,
    create: createWorkshopScheduleSchema,
    update: updateWorkshopScheduleSchema,
    delete: true,
    restore: true,
    // Editing a cancelled schedule, or fewer places than seats already taken.
    conflicts: ['update'],
    data: WORKSHOP_SCHEDULE_DATA_SCHEMA,
  }),
  ...apiRoutes('Workshop schedules', [
    {
      method: 'post',
      path: '/v1/workshop-schedules/:id/cancel',
      summary: 'Cancel a schedule (409 when already cancelled)',
      access: ['workshop-schedules.update', 'workshop-schedules.update-own'],
      body: cancelWorkshopScheduleSchema,
      data: WORKSHOP_SCHEDULE_DATA_SCHEMA,
      conflict: true,
    },
    {
      method: 'get',
      path: '/v1/workshop-schedules/coaches',
      summary: "Coaches for the console's pickers",
      access: [
        'workshop-schedules.create',
        'workshop-schedules.update',
        'workshops.create',
        'workshops.update',
      ],
      list: coachListSpec,
      answer: 'list',
      data: SCHEDULE_COACH_DATA_SCHEMA,
    },
  ]),
  ...apiRoutes('Catalogue', [
    {
      method: 'get',
      path: '/v1/public/workshop-schedules',
      summary: 'The public catalogue',
      access: 'public',
      list: publicScheduleListSpec,
      answer: 'list',
      data: PUBLIC_SCHEDULE_DATA_SCHEMA,
    },
    {
      method: 'get',
      path: '/v1/public/workshop-schedules/:id',
      summary: 'One schedule of the catalogue (with its visible resources)',
      access: 'public',
      data: PUBLIC_SCHEDULE_DETAIL_DATA_SCHEMA,
    },
    {
      method: 'get',
      path: '/v1/public/workshop-schedules/:id/calendar.ics',
      summary: 'The schedule as an iCalendar file (RFC 5545, in its own time zone)',
      access: 'public',
      answer: 'file',
    },
  ]),
];
