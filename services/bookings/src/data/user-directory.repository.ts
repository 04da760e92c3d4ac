import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type Language, type UserPayload } from '@coachwork/contracts';
import type { DbOrTx } from '@coachwork/service-kit';
import { userDirectory, type UserDirectoryRow } from './schema';

/** Applies a user's state from identity unless a newer event already did. */
export async function applyUser(tx: DbOrTx, user: UserPayload, eventAt: Date): Promise<void> {
  const state = {
    username: user.username,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    email: user.email.toLowerCase(),
    // Older events do not say; an address counts as verified only when identity said so.
    emailVerified: user.emailVerified === true,
    status: user.status,
    roles: user.roles ?? [],
    // Older events do not say (English); a language this service does not write yet is English too.
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
    deletedAt: user.deletedAt ? new Date(user.deletedAt) : null,
    eventAt,
    updatedAt: new Date(),
  };
  await tx
    .insert(userDirectory)
    .values({ id: user.id, ...state })
    .onConflictDoUpdate({
      target: userDirectory.id,
      set: state,
      setWhere: sql`${userDirectory.eventAt} <= ${eventAt}`,
    });
}

/** How a person is addressed and billed: 'First Last', else the username (no name given yet). */
export function personName(user: Pick<UserDirectoryRow, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

/** How a mail greets a person: the first name, else the whole name or the username. */
export function greetingName(user: Pick<UserDirectoryRow, 'firstName' | 'lastName' | 'username'>): string {
  return user.firstName || personName(user);
}

export async function usersByIds(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, UserDirectoryRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db.select().from(userDirectory).where(inArray(userDirectory.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The language of the live account with this address, for mail to someone known by their address
 * alone (an invitation by e-mail): English when the directory has no such account.
 */
export async function languageOfAddress(db: DbOrTx, email: string): Promise<Language> {
  const [row] = await db
    .select({ language: userDirectory.language })
    .from(userDirectory)
    .where(and(eq(userDirectory.email, email.toLowerCase()), isNull(userDirectory.deletedAt)))
    .orderBy(desc(userDirectory.eventAt))
    .limit(1);
  return row?.language ?? DEFAULT_LANGUAGE;
}
