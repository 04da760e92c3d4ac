// Shared steps of the use cases that change a user: role names checked against the catalogue, the
// user's role set replaced, and the outbox events other services keep their read models with.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AVATAR_NOT_UPLOADED, ROLE_UNKNOWN, type ErrorBag } from '@coachwork/contracts';
import { addToOutbox, ValidationError, type DbOrTx, type Tx } from '@coachwork/service-kit';
import { claimFile } from '../files/files';
import { eventStore, roles, sessions, userRoles, type UserRow } from '../../data/schema';
import { userPayload } from '../../data/user.repository';

/** Role ids for the names given; unknown names go into `errors` as `roles.N`. */
export async function resolveRoles(db: DbOrTx, names: string[], errors: ErrorBag): Promise<string[]> {
  if (!names.length) return [];
  const found = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, names));
  const byName = new Map(found.map((r) => [r.name, r.id]));
  names.forEach((name, i) => {
    if (!byName.has(name)) errors[`roles.${i}`] = [ROLE_UNKNOWN];
  });
  return [...new Set(names.map((n) => byName.get(n)).filter((id): id is string => Boolean(id)))];
}

export async function replaceRoles(tx: Tx, userId: string, roleIds: string[]): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

/** `identity.user.updated` when fields changed, `identity.user.roles-changed` when roles did. */
export async function announceUserChange(
  tx: Tx,
  row: UserRow,
  roleNames: string[],
  changed: { fields: boolean; roles: boolean },
): Promise<void> {
  if (changed.fields) await addToOutbox(tx, eventStore, 'identity.user.updated', userPayload(row, roleNames));
  if (changed.roles)
    await addToOutbox(tx, eventStore, 'identity.user.roles-changed', userPayload(row, roleNames));
}

/** Ends every live session of the user (suspension, deletion). */
export async function revokeSessions(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Setting an avatar claims the upload (it stops being a temporary file). Only the uploader's own
 * files can be claimed (the user themselves, or the admin who uploaded it for them), and only uploads
 * made as avatars: a document uploaded for a workshop resource is no picture.
 */
export async function claimAvatar(
  tx: DbOrTx,
  avatar: string | null | undefined,
  uploaderId: string,
): Promise<void> {
  if (!avatar) return;
  if (!(await claimFile(tx, avatar, uploaderId, new Date(), 'avatar')))
    throw new ValidationError({ avatar: [AVATAR_NOT_UPLOADED] });
}
