// /v1/roles and /v1/permissions: list, show, create, update (PATCH or PUT, partial) and delete.
import type { Request, Response, Router } from 'express';
import type * as yup from 'yup';
import {
  createPermissionSchema,
  createRoleSchema,
  updatePermissionSchema,
  updateRoleSchema,
} from '@coachwork/contracts';
import {
  listExportRoutes,
  requirePermission,
  uuidParam,
  validate,
  type Db,
  type ExportColumn,
  type ListPage,
  type ListSpec,
} from '@coachwork/service-kit';
import {
  permissionListSpec,
  permissionUseCases,
  roleListSpec,
  roleUseCases,
} from '../domain/roles/roles.use-cases';
import { PERMISSION_EXPORT, rawPage, ROLE_EXPORT } from './export-columns';

interface Resource {
  base: string;
  perm: string;
  what: string;
  cases: {
    list(query: Record<string, unknown>): Promise<unknown>;
    show(id: string): Promise<unknown>;
    create(input: never): Promise<unknown>;
    update(id: string, input: never): Promise<unknown>;
    remove(id: string): Promise<unknown>;
  };
  create: yup.AnyObjectSchema;
  update: yup.AnyObjectSchema;
  spec: ListSpec;
  columns: readonly ExportColumn<never>[];
}

export function roleRoutes(router: Router, db: Db): void {
  const resources: Resource[] = [
    {
      base: '/v1/roles',
      perm: 'roles',
      what: 'Role',
      cases: roleUseCases(db),
      create: createRoleSchema as yup.AnyObjectSchema,
      update: updateRoleSchema as yup.AnyObjectSchema,
      spec: roleListSpec,
      columns: ROLE_EXPORT,
    },
    {
      base: '/v1/permissions',
      perm: 'permissions',
      what: 'Permission',
      cases: permissionUseCases(db),
      create: createPermissionSchema as yup.AnyObjectSchema,
      update: updatePermissionSchema as yup.AnyObjectSchema,
      spec: permissionListSpec,
      columns: PERMISSION_EXPORT,
    },
  ];

  for (const r of resources) {
    const id = (req: Request) => uuidParam(req, 'id', r.what);
    router.get(r.base, requirePermission(`${r.perm}.view`), async (req, res) => {
      res.json(await r.cases.list(req.query));
    });
    // Before /:id.
    listExportRoutes<unknown>(router, {
      path: r.base,
      guards: [requirePermission(`${r.perm}.view`)],
      spec: r.spec,
      name: r.perm,
      columns: r.columns as readonly ExportColumn<unknown>[],
      load: (q, req) => r.cases.list(rawPage(req.query, q)) as Promise<ListPage<unknown>>,
    });
    router.get(`${r.base}/:id`, requirePermission(`${r.perm}.view`), async (req, res) => {
      res.json({ data: await r.cases.show(id(req)) });
    });
    router.post(r.base, requirePermission(`${r.perm}.create`), validate(r.create), async (req, res) => {
      res.status(201).json({ data: await r.cases.create(req.body as never) });
    });
    const update = async (req: Request, res: Response) => {
      res.json({ data: await r.cases.update(id(req), req.body as never) });
    };
    router.patch(`${r.base}/:id`, requirePermission(`${r.perm}.update`), validate(r.update), update);
    router.put(`${r.base}/:id`, requirePermission(`${r.perm}.update`), validate(r.update), update);
    router.delete(`${r.base}/:id`, requirePermission(`${r.perm}.delete`), async (req, res) => {
      res.json({ data: await r.cases.remove(id(req)) });
    });
  }
}
