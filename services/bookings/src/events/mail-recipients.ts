// Who a notice about a booking goes to, and in which zone its dates are written.
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@coachwork/service-kit';
import {
  bookingSeats,
  type BookingSeatRow,
  type ScheduleCopyRow,
  type UserDirectoryRow,
} from '../data/schema';
import { greetingName, usersByIds } from '../data/user-directory.repository';
import type { Recipient } from '../mail/after-sale-notices.mail';

/**
 * Dates go in the recipient's own time zone when the user directory knows it, else the schedule's.
 * Identity's user events carry no zone today (user_directory has no such column), so it is the
 * schedule's zone, always named in the mail; a zone column would be read here first.
 */
export function recipient(user: UserDirectoryRow, schedule: ScheduleCopyRow): Recipient {
  return { email: user.email, greeting: greetingName(user), timeZone: schedule.timezone };
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

/** How a mail names who did something: 'you' for the recipient, a known name, or the team. */
export function byWhom(
  actorId: string | null | undefined,
  recipientId: string,
  named: Map<string, string>,
): string {
  if (actorId && actorId === recipientId) return 'you';
  return (actorId && named.get(actorId)) || 'the Coachwork team';
}
