// Roles and permissions as data (spec §6): roles hold permission names; both are deleted for real but
// not while in use (SPEC-DECISIONS, Data). Seeded roles and the permission catalogue the code checks
// keep their names.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  PERMISSION_NAME_TAKEN,
  PERMISSION_UNKNOWN,
  PERMISSIONS,
  ROLE_NAME_TAKEN,
  ROLE_PERMISSIONS,
  SUPER_ADMIN_ROLE,
  type CreatePermissionInput,
  type CreateRoleInput,
  type ErrorBag,
  type UpdatePermissionInput,
  type UpdateRoleInput,
} from '@coachwork/contracts';
import {
  ConflictError,
  isUniqueViolation,
  listRows,
  NotFoundError,
  parseListQuery,
  ValidationError,
  type Db,
  type DbOrTx,
  type ListSpec,
} from '@coachwork/service-kit';
import { permissions, roles, userRoles } from '../../data/schema';

type RoleRow = typeof roles.$inferSelect;
type PermissionRow = typeof permissions.$inferSelect;

export const SEEDED_ROLES = Object.keys(ROLE_PERMISSIONS);
const BUILT_IN_PERMISSIONS: readonly string[] = PERMISSIONS;

export const roleListSpec: ListSpec = {
  table: roles,
  sortable: { name: roles.name, createdAt: roles.createdAt, updatedAt: roles.updatedAt },
  filterable: { name: roles.name },
  searchable: [roles.name, roles.description],
  defaultSort: 'name',
};

export const permissionListSpec: ListSpec = {
  table: permissions,
  sortable: { name: permissions.name, createdAt: permissions.createdAt, updatedAt: permissions.updatedAt },
  filterable: { name: permissions.name },
  searchable: [permissions.name, permissions.description],
  defaultSort: 'name',
};

function toRoleDto(row: RoleRow, usersCount: number) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: [...row.permissions].sort(),
    usersCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type RoleDto = ReturnType<typeof toRoleDto>;

function toPermissionDto(row: PermissionRow, rolesCount: number) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    rolesCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type PermissionDto = ReturnType<typeof toPermissionDto>;

async function usersCounts(db: DbOrTx, roleIds: string[]): Promise<Map<string, number>> {
  if (!roleIds.length) return new Map();
  const rows = await db
    .select({ roleId: userRoles.roleId, n: sql<number>`count(*)::int` })
    .from(userRoles)
    .where(inArray(userRoles.roleId, roleIds))
    .groupBy(userRoles.roleId);
  return new Map(rows.map((r) => [r.roleId, r.n]));
}

/** Names of the roles holding a permission. */
async function rolesHolding(db: DbOrTx, permission: string): Promise<string[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(roles)
    .where(sql`${roles.permissions} @> ${JSON.stringify([permission])}::jsonb`)
    .orderBy(asc(roles.name));
  return rows.map((r) => r.name);
}

async function checkPermissionNames(db: DbOrTx, names: string[], errors: ErrorBag): Promise<string[]> {
  if (!names.length) return [];
  const found = await db
    .select({ name: permissions.name })
    .from(permissions)
    .where(inArray(permissions.name, names));
  const known = new Set(found.map((p) => p.name));
  names.forEach((name, i) => {
    if (!known.has(name)) errors[`permissions.${i}`] = [PERMISSION_UNKNOWN];
  });
  return [...new Set(names)];
}

async function roleById(db: DbOrTx, id: string): Promise<RoleRow> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  if (!row) throw new NotFoundError('Role not found.');
  return row;
}

async function permissionById(db: DbOrTx, id: string): Promise<PermissionRow> {
  const [row] = await db.select().from(permissions).where(eq(permissions.id, id)).limit(1);
  if (!row) throw new NotFoundError('Permission not found.');
  return row;
}

export function roleUseCases(db: Db) {
  async function roleDto(row: RoleRow): Promise<RoleDto> {
    return toRoleDto(row, (await usersCounts(db, [row.id])).get(row.id) ?? 0);
  }

  return {
    async list(query: Record<string, unknown>) {
      const q = parseListQuery(query, roleListSpec);
      const { rows, meta } = await listRows<RoleRow>(db, roleListSpec, q);
      const counts = await usersCounts(
        db,
        rows.map((r) => r.id),
      );
      return { data: rows.map((r) => toRoleDto(r, counts.get(r.id) ?? 0)), meta };
    },

    async show(id: string) {
      return roleDto(await roleById(db, id));
    },

    async create(input: CreateRoleInput) {
      const errors: ErrorBag = {};
      const [taken] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(eq(roles.name, input.name))
        .limit(1);
      if (taken) errors.name = [ROLE_NAME_TAKEN];
      const granted = await checkPermissionNames(db, input.permissions ?? [], errors);
      if (Object.keys(errors).length) throw new ValidationError(errors);
      try {
        // Each write in a transaction, which tells the audit trigger who acts (auditedDb).
        const [row] = await db.transaction((tx) =>
          tx
            .insert(roles)
            .values({ name: input.name, description: input.description ?? null, permissions: granted })
            .returning(),
        );
        return roleDto(row!);
      } catch (err) {
        if (isUniqueViolation(err)) throw new ValidationError({ name: [ROLE_NAME_TAKEN] });
        throw err;
      }
    },

    async update(id: string, input: UpdateRoleInput) {
      const current = await roleById(db, id);
      const seeded = SEEDED_ROLES.includes(current.name);
      if (seeded && input.name !== undefined && input.name !== current.name)
        throw new ConflictError(`The ${current.name} role is built in and cannot be renamed.`);
      const errors: ErrorBag = {};
      if (input.name !== undefined && input.name !== current.name) {
        const [taken] = await db
          .select({ id: roles.id })
          .from(roles)
          .where(and(eq(roles.name, input.name), ne(roles.id, id)))
          .limit(1);
        if (taken) errors.name = [ROLE_NAME_TAKEN];
      }
      const granted =
        input.permissions !== undefined
          ? await checkPermissionNames(db, input.permissions, errors)
          : undefined;
      if (Object.keys(errors).length) throw new ValidationError(errors);
      if (
        current.name === SUPER_ADMIN_ROLE &&
        granted !== undefined &&
        !BUILT_IN_PERMISSIONS.every((p) => granted.includes(p))
      ) {
        throw new ConflictError('The super-admin role always holds every permission.');
      }
      const changes: Partial<typeof roles.$inferInsert> = { updatedAt: new Date() };
      if (input.name !== undefined) changes.name = input.name;
      if (input.description !== undefined) changes.description = input.description;
      if (granted !== undefined) changes.permissions = granted;
      try {
        const [row] = await db.transaction((tx) =>
          tx.update(roles).set(changes).where(eq(roles.id, id)).returning(),
        );
        return roleDto(row!);
      } catch (err) {
        if (isUniqueViolation(err)) throw new ValidationError({ name: [ROLE_NAME_TAKEN] });
        throw err;
      }
    },

    async remove(id: string) {
      const current = await roleById(db, id);
      if (SEEDED_ROLES.includes(current.name))
        throw new ConflictError(`The ${current.name} role is built in and cannot be deleted.`);
      const held = (await usersCounts(db, [id])).get(id) ?? 0;
      if (held > 0)
        throw new ConflictError(
          `The role ${current.name} is held by ${held} user${held === 1 ? '' : 's'}; take it away from them first.`,
        );
      try {
        const [row] = await db.transaction((tx) => tx.delete(roles).where(eq(roles.id, id)).returning());
        if (!row) throw new NotFoundError('Role not found.');
        return toRoleDto(row, 0);
      } catch (err) {
        // A user was given the role in the meantime (user_roles restricts the delete).
        if ((err as { code?: string; cause?: { code?: string } }).cause?.code === '23503')
          throw new ConflictError(`The role ${current.name} is held by users; take it away from them first.`);
        throw err;
      }
    },
  };
}

export function permissionUseCases(db: Db) {
  async function permissionDto(row: PermissionRow) {
    return toPermissionDto(row, (await rolesHolding(db, row.name)).length);
  }

  return {
    async list(query: Record<string, unknown>) {
      const q = parseListQuery(query, permissionListSpec);
      const { rows, meta } = await listRows<PermissionRow>(db, permissionListSpec, q);
      const all = await db.select({ permissions: roles.permissions }).from(roles);
      const count = (name: string) => all.filter((r) => r.permissions.includes(name)).length;
      return { data: rows.map((r) => toPermissionDto(r, count(r.name))), meta };
    },

    async show(id: string) {
      return permissionDto(await permissionById(db, id));
    },

    async create(input: CreatePermissionInput) {
      try {
        const [row] = await db.transaction((tx) =>
          tx
            .insert(permissions)
            .values({ name: input.name, description: input.description ?? null })
            .returning(),
        );
        return toPermissionDto(row!, 0);
      } catch (err) {
        if (isUniqueViolation(err)) throw new ValidationError({ name: [PERMISSION_NAME_TAKEN] });
        throw err;
      }
    },

    async update(id: string, input: UpdatePermissionInput) {
      const current = await permissionById(db, id);
      const renamed = input.name !== undefined && input.name !== current.name;
      if (renamed && BUILT_IN_PERMISSIONS.includes(current.name))
        throw new ConflictError(
          `The permission ${current.name} is checked by the product and cannot be renamed.`,
        );
      try {
        return await db.transaction(async (tx) => {
          const changes: Partial<typeof permissions.$inferInsert> = { updatedAt: new Date() };
          if (renamed) changes.name = input.name;
          if (input.description !== undefined) changes.description = input.description;
          const [row] = await tx.update(permissions).set(changes).where(eq(permissions.id, id)).returning();
          if (renamed) {
            // Roles hold names: a rename follows into every role that holds the permission.
            await tx.execute(sql`
              update ${roles}
              set permissions = (
                select coalesce(jsonb_agg(case when p = ${current.name} then ${input.name} else p end), '[]'::jsonb)
                from jsonb_array_elements_text(${roles.permissions}) as p
              ), updated_at = now()
              where ${roles.permissions} @> ${JSON.stringify([current.name])}::jsonb`);
          }
          return toPermissionDto(row!, (await rolesHolding(tx, row!.name)).length);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ValidationError({ name: [PERMISSION_NAME_TAKEN] });
        throw err;
      }
    },

    async remove(id: string) {
      const current = await permissionById(db, id);
      if (BUILT_IN_PERMISSIONS.includes(current.name))
        throw new ConflictError(
          `The permission ${current.name} is checked by the product and cannot be deleted.`,
        );
      const holders = await rolesHolding(db, current.name);
      if (holders.length)
        throw new ConflictError(
          `The permission ${current.name} is held by the role${holders.length === 1 ? '' : 's'} ${holders.join(', ')}; remove it from them first.`,
        );
      const [row] = await db.transaction((tx) =>
        tx.delete(permissions).where(eq(permissions.id, id)).returning(),
      );
      if (!row) throw new NotFoundError('Permission not found.');
      return toPermissionDto(row, 0);
    },
  };
}
