import { and, eq, isNull } from 'drizzle-orm';
import { NotFoundError, type DbOrTx } from '@coachwork/service-kit';
import { users, type UserRow } from '../../data/schema';

export const USER_NOT_FOUND = 'User not found.';

/** A live (not trashed) user, or a 404. */
export async function liveUser(db: DbOrTx, id: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new NotFoundError(USER_NOT_FOUND);
  return row;
}
