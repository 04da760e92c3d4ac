// Who a notice about a booking goes to, in which zone its dates are written and in which language.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@coachwork/contracts';
import type { DbOrTx } from '@coachwork/service-kit';
import {
  bookingSeats,
  type BookingSeatRow,
  type ScheduleCopyRow,
  type UserDirectoryRow,
  type WaitlistEntryRow,
} from '../data/schema';
import { greetingName, languageOfAddress, usersByIds } from '../data/user-directory.repository';
import type { Recipient } from '../mail/after-sale-notices.mail';
import type { Doer } from '../mail/translator';

/**
 * Dates go in the recipient's own time zone when the user directory knows it, else the schedule's.
 * Identity's user events carry no zone today (user_directory has no such column), so it is the
 * schedule's zone, always named in the mail; a zone column would be read here first.
 */
export function recipient(user: UserDirectoryRow, schedule: ScheduleCopyRow): Recipient {
  return {
    email: user.email,
    greeting: greetingName(user),
    timeZone: schedule.timezone,
    language: user.language,
  };
}

/**
 * Someone known by an address alone (invited by e-mail, or whose seat was): greeted without a name,
 * in the language of the live account with that address if the directory has one, else English.
 */
export async function addressRecipient(
  db: DbOrTx,
  email: string,
  schedule: Pick<ScheduleCopyRow, 'timezone'>,
): Promise<Recipient> {
  return { email, greeting: null, timeZone: schedule.timezone, language: await languageOfAddress(db, email) };
}

/**
 * A waitlist entry's person, greeted by the name they gave: every entry has an account (a guest's made
 * or found by the gateway), whose language the directory knows; English while it does not yet.
 */
export async function waitlistRecipient(
  db: DbOrTx,
  entry: Pick<WaitlistEntryRow, 'userId' | 'email' | 'firstName'>,
  schedule: Pick<ScheduleCopyRow, 'timezone'>,
): Promise<Recipient> {
  const user = (await usersByIds(db, [entry.userId])).get(entry.userId);
  return {
    email: entry.email,
    greeting: entry.firstName || null,
    timeZone: schedule.timezone,
    language: user?.language ?? DEFAULT_LANGUAGE,
  };
}

/** A live user of the directory (deleted accounts get no mail). */
export async function liveUser(db: DbOrTx, id: string | null): Promise<UserDirectoryRow | undefined> {
  if (!id) return undefined;
  const user = (await usersByIds(db, [id])).get(id);
  return user && !user.deletedAt ? user : undefined;
}

/** The booking's accepted seats that are still on (the booker's own among them), by position. */
export async function acceptedSeatsOf(db: DbOrTx, bookingId: string): Promise<BookingSeatRow[]> {
  return db
    .select()
    .from(bookingSeats)
    .where(
      and(
        eq(bookingSeats.bookingId, bookingId),
        eq(bookingSeats.status, 'ACCEPTED'),
        isNull(bookingSeats.cancelledAt),
        isNull(bookingSeats.deletedAt),
      ),
    )
    .orderBy(asc(bookingSeats.position));
}

/** The people who accepted the booking's other seats (not given back), without the booker. */
export async function seatHoldersOf(
  db: DbOrTx,
  bookingId: string,
  bookerId: string,
): Promise<UserDirectoryRow[]> {
  const seats = await db
    .select({ userId: bookingSeats.userId })
    .from(bookingSeats)
    .where(
      and(
        eq(bookingSeats.bookingId, bookingId),
        gt(bookingSeats.position, 1),
        eq(bookingSeats.status, 'ACCEPTED'),
        isNull(bookingSeats.cancelledAt),
        isNull(bookingSeats.deletedAt),
      ),
    )
    .orderBy(asc(bookingSeats.position));
  const ids = [...new Set(seats.map((s) => s.userId).filter((id): id is string => !!id && id !== bookerId))];
  const users = await usersByIds(db, ids);
  return ids.map((id) => users.get(id)).filter((u): u is UserDirectoryRow => !!u && !u.deletedAt);
}

/** How a mail names who did something: the recipient themselves, a known name, or the team. */
export function byWhom(
  actorId: string | null | undefined,
  recipientId: string,
  named: Map<string, string>,
): Doer {
  if (actorId && actorId === recipientId) return { kind: 'you' };
  const name = actorId && named.get(actorId);
  return name ? { kind: 'person', name } : { kind: 'team' };
}
