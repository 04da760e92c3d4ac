import {
  ConflictError,
  NotFoundError,
  restore,
  softDelete,
  type Actor,
  type Db,
} from '@coachwork/service-kit';
import { users } from '../../data/schema';
import { loadUserView, roleNamesOf, toUserDto, type UserDto } from '../../data/user.repository';
import { USER_NOT_FOUND } from './find-user';
import { announceUserChange, revokeSessions } from './user-changes';

export const DELETE_SELF = 'You cannot delete your own account.';

/** Soft delete: the user disappears from lists and public pages and is signed out everywhere. */
export async function deleteUser(db: Db, actor: Actor, id: string): Promise<UserDto> {
  if (actor.userId === id) throw new ConflictError(DELETE_SELF);
  await db.transaction(async (tx) => {
    const row = await softDelete(tx, users, id);
    if (!row) throw new NotFoundError(USER_NOT_FOUND);
    await revokeSessions(tx, id);
    await announceUserChange(tx, row, await roleNamesOf(tx, id), { fields: true, roles: false });
  });
  return toUserDto((await loadUserView(db, id))!);
}

export async function restoreUser(db: Db, id: string): Promise<UserDto> {
  await db.transaction(async (tx) => {
    const row = await restore(tx, users, id);
    if (!row) throw new NotFoundError('User not found in the trash.');
    await announceUserChange(tx, row, await roleNamesOf(tx, id), { fields: true, roles: false });
  });
  return toUserDto((await loadUserView(db, id))!);
}
