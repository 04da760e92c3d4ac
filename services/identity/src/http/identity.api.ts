// Route declarations of identity's /v1 routes (users, roles, permissions, files), for the OpenAPI
// document; an entry per route of users.routes.ts, roles.routes.ts and files.routes.ts.
import {
  createPermissionSchema,
  createRoleSchema,
  createUserSchema,
  onboardingSchema,
  rejectCoachProfileSchema,
  updatePermissionSchema,
  updateRoleSchema,
  updateUserSchema,
} from '@coachwork/contracts';
import type { AnyObjectSchema } from 'yup';
import { apiRoutes, type ApiRoute, type ListSpec } from '@coachwork/service-kit';
import { publicUserListSpec, userListSpec } from '../data/user-query.repository';
import { permissionListSpec, roleListSpec } from '../domain/roles/roles.use-cases';

const rolesAndPermissions = (
  base: string,
  noun: string,
  perm: string,
  create: AnyObjectSchema,
  update: AnyObjectSchema,
  spec: ListSpec,
): ApiRoute[] =>
  apiRoutes(noun === 'role' ? 'Roles' : 'Permissions', [
    {
      method: 'get',
      path: base,
      summary: `List ${noun}s`,
      access: [`${perm}.view`],
      list: spec,
      answer: 'list',
    },
    { method: 'get', path: `${base}/:id`, summary: `Show a ${noun}`, access: [`${perm}.view`] },
    {
      method: 'post',
      path: base,
      summary: `Create a ${noun}`,
      access: [`${perm}.create`],
      body: create,
      status: 201,
    },
    {
      method: 'patch',
      path: `${base}/:id`,
      summary: `Update a ${noun}`,
      access: [`${perm}.update`],
      body: update,
      // Built-in roles and permissions keep their names and grants.
      conflict: true,
    },
    {
      method: 'put',
      path: `${base}/:id`,
      summary: `Update a ${noun} (same as PATCH)`,
      access: [`${perm}.update`],
      body: update,
      // Built-in roles and permissions keep their names and grants.
      conflict: true,
    },
    {
      method: 'delete',
      path: `${base}/:id`,
      summary: `Delete a ${noun}`,
      access: [`${perm}.delete`],
      conflict: true,
    },
  ]);

export const IDENTITY_API: ApiRoute[] = [
  ...apiRoutes('Users', [
    {
      method: 'get',
      path: '/v1/users',
      summary: 'List users',
      access: ['users.view'],
      list: userListSpec,
      answer: 'list',
    },
    {
      method: 'post',
      path: '/v1/users',
      summary: 'Create a user',
      access: ['users.create'],
      body: createUserSchema,
      status: 201,
    },
    {
      method: 'get',
      path: '/v1/users/:id',
      summary: 'Show a user (oneself, or with users.view)',
      access: 'user',
    },
    {
      method: 'patch',
      path: '/v1/users/:id',
      summary: 'Update a user (oneself without roles/status, or with users.update)',
      access: 'user',
      body: updateUserSchema,
    },
    {
      method: 'put',
      path: '/v1/users/:id',
      summary: 'Update a user (same as PATCH)',
      access: 'user',
      body: updateUserSchema,
    },
    {
      method: 'delete',
      path: '/v1/users/:id',
      summary: 'Move a user to the trash (never oneself: 409)',
      access: ['users.delete'],
      conflict: true,
    },
    { method: 'post', path: '/v1/users/:id/restore', summary: 'Restore a user', access: ['users.restore'] },
    {
      method: 'post',
      path: '/v1/users/:id/onboarding',
      summary: "Finish one's own onboarding while PENDING (409 after)",
      access: 'user',
      body: onboardingSchema,
      conflict: true,
    },
    {
      method: 'post',
      path: '/v1/users/:id/coach-profile/approve',
      summary: "Approve a user's coach profile",
      access: ['users.update'],
      conflict: true,
    },
    {
      method: 'post',
      path: '/v1/users/:id/coach-profile/reject',
      summary: "Reject a user's coach profile",
      access: ['users.update'],
      body: rejectCoachProfileSchema,
      conflict: true,
    },
    {
      method: 'get',
      path: '/v1/public/users',
      summary: 'Approved coaches (public profiles)',
      access: 'public',
      list: publicUserListSpec,
      answer: 'list',
    },
    {
      method: 'get',
      path: '/v1/public/users/:id',
      summary: "An approved coach's public profile, by id or by username",
      access: 'public',
      params: { id: { type: 'string', minLength: 1, maxLength: 64 } },
    },
  ]),
  ...rolesAndPermissions('/v1/roles', 'role', 'roles', createRoleSchema, updateRoleSchema, roleListSpec),
  ...rolesAndPermissions(
    '/v1/permissions',
    'permission',
    'permissions',
    createPermissionSchema,
    updatePermissionSchema,
    permissionListSpec,
  ),
  ...apiRoutes('Files', [
    {
      method: 'post',
      path: '/v1/files/upload-temp',
      summary: 'Upload a file (?purpose=avatar|resource; multipart field `file`)',
      access: 'user',
      body: 'multipart',
      status: 201,
    },
    {
      method: 'get',
      path: '/v1/files/:id',
      summary: 'Serve an upload (?w, dpr, format resize images)',
      refuses: [422],
      access: 'public',
      answer: 'file',
    },
  ]),
];
