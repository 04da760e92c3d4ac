// The waitlist's requests (issue 27 item 1): joining a sold-out schedule (signed in, or by e-mail through
// the gateway's guest path), leaving it (a button, or the join mail's link), declining an offer (the
// offer mail's link), and, for the schedule's coach and admins, the list and "Offer now".
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import {
  SCHEDULE_UNKNOWN,
  WAITLIST_MESSAGES,
  type JoinWaitlistInput,
  type WaitlistEntryDto,
  type WaitlistLinkDto,
} from '@coachwork/contracts';
import {
  addToOutbox,
  can,
  ConflictError,
  ForbiddenError,
  isUniqueViolation,
  NotFoundError,
  ValidationError,
  type Actor,
  type DbOrTx,
} from '@coachwork/service-kit';
import { bookings, eventStore, scheduleCopies, waitlistEntries, type WaitlistEntryRow } from '../../data/schema';
import { findScheduleCopy, seatsLeftOf } from '../../data/schedule-copy.repository';
import { personName, usersByIds } from '../../data/user-directory.repository';
import type { BookingsContext } from '../context';
import { cancelActiveBookings } from '../bookings/booking-state';
import { isBookable, makeOffer, offerFreedSeats, settleEntries, WAITLIST_OPEN, waitlistPayload } from './waitlist-offers';

export const WAITLIST_DECLINED = 'Waitlist offer declined';
export const WAITLIST_LEFT = 'Left the waitlist';

export const hashWaitlistToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A guest's name and address, as the gateway's guest path passes them on. */
export interface WaitlistGuest {
  email: string;
  firstName: string;
  lastName: string;
}

export async function joinWaitlist(
  ctx: BookingsContext,
  actor: Actor,
  input: JoinWaitlistInput,
  guest?: WaitlistGuest,
): Promise<WaitlistEntryDto> {
  const userId = actor.userId!;
  const now = ctx.now();
  const copy = await findScheduleCopy(ctx.db, input.workshopScheduleId);
  if (!copy || copy.deletedAt || copy.visibility === 'PRIVATE')
    throw new ValidationError({ workshopScheduleId: [SCHEDULE_UNKNOWN] });
  if (!isBookable(copy, now)) throw new ValidationError({ workshopScheduleId: [WAITLIST_MESSAGES.notOpen] });
  if (input.seats > copy.capacity)
    throw new ValidationError({ seats: [WAITLIST_MESSAGES.seatsMax(copy.capacity)] });
  if (seatsLeftOf(copy) > 0) throw new ValidationError({ workshopScheduleId: [WAITLIST_MESSAGES.notSoldOut] });
  const known = (await usersByIds(ctx.db, [userId])).get(userId);
  const person = guest ?? {
    email: known?.email ?? '',
    firstName: known?.firstName ?? known?.username ?? '',
    lastName: known?.lastName ?? '',
  };
  try {
    const entry = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(waitlistEntries)
        .values({
          workshopScheduleId: copy.id,
          userId,
          email: person.email.toLowerCase(),
          firstName: person.firstName || null,
          lastName: person.lastName || null,
          guest: Boolean(guest),
          seats: input.seats,
          status: 'WAITING',
          joinedAt: now,
          updatedAt: now,
        })
        .returning();
      await addToOutbox(tx, eventStore, 'bookings.waitlist.joined', waitlistPayload(row!));
      return row!;
    });
    const [dto] = await present(ctx.db, [entry]);
    return dto!;
  } catch (err) {
    if (isUniqueViolation(err, 'waitlist_entries_open_unique'))
      throw new ValidationError({ workshopScheduleId: [WAITLIST_MESSAGES.alreadyOnList] });
    throw err;
  }
}

/** Ends an entry (LEFT or DECLINED); an offer it held is cancelled, its seats freed and passed on. */
async function endEntry(
  ctx: BookingsContext,
  where: ReturnType<typeof eq>,
  status: 'LEFT' | 'DECLINED',
  onlyOffered: boolean,
): Promise<WaitlistEntryRow> {
  const now = ctx.now();
  const ended = await ctx.db.transaction(async (tx) => {
    const [entry] = await tx.select().from(waitlistEntries).where(where).for('update');
    if (!entry) throw new NotFoundError(WAITLIST_MESSAGES.linkInvalid);
    if (onlyOffered ? entry.status !== 'OFFERED' : !(WAITLIST_OPEN as readonly string[]).includes(entry.status))
      throw new ConflictError(onlyOffered ? WAITLIST_MESSAGES.notOffered : WAITLIST_MESSAGES.linkInvalid);
    if (entry.status === 'OFFERED' && entry.bookingId)
      await cancelActiveBookings(
        tx,
        and(eq(bookings.id, entry.bookingId), eq(bookings.status, 'PENDING'))!,
        status === 'LEFT' ? WAITLIST_LEFT : WAITLIST_DECLINED,
        entry.userId,
        now,
      );
    const [row] = await tx
      .update(waitlistEntries)
      .set({ status, updatedAt: now })
      .where(eq(waitlistEntries.id, entry.id))
      .returning();
    if (status === 'LEFT') await addToOutbox(tx, eventStore, 'bookings.waitlist.left', waitlistPayload(row!));
    return row!;
  });
  // The seats an offer gave back go to the next fitting entry now.
  await offerFreedSeats(ctx, ended.workshopScheduleId);
  return ended;
}

/** POST /v1/waitlist/{id}/leave: the entry's own person, signed in. */
export async function leaveWaitlist(ctx: BookingsContext, actor: Actor, id: string): Promise<WaitlistEntryDto> {
  const [entry] = await ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).limit(1);
  if (!entry) throw new NotFoundError('Waitlist entry not found.');
  if (entry.userId !== actor.userId) throw new ForbiddenError(WAITLIST_MESSAGES.notYours);
  const [dto] = await present(ctx.db, [await endEntry(ctx, eq(waitlistEntries.id, id), 'LEFT', false)]);
  return dto!;
}

/** POST /v1/public/waitlist/leave: the join mail's link. */
export async function leaveWaitlistByToken(ctx: BookingsContext, token: string): Promise<WaitlistEntryDto> {
  const entry = await endEntry(ctx, eq(waitlistEntries.leaveTokenHash, hashWaitlistToken(token)), 'LEFT', false);
  const [dto] = await present(ctx.db, [entry]);
  return dto!;
}

/** POST /v1/public/waitlist/decline: the offer mail's link; the seats pass on to the next entry. */
export async function declineOffer(ctx: BookingsContext, token: string): Promise<WaitlistEntryDto> {
  const entry = await endEntry(ctx, eq(waitlistEntries.offerTokenHash, hashWaitlistToken(token)), 'DECLINED', true);
  const [dto] = await present(ctx.db, [entry]);
  return dto!;
}

/** GET /v1/public/waitlist/link?token=: the session a mail's leave or decline link is about. */
export async function readWaitlistLink(ctx: BookingsContext, token: string): Promise<WaitlistLinkDto> {
  const hash = hashWaitlistToken(token);
  const [entry] = await ctx.db
    .select()
    .from(waitlistEntries)
    .where(or(eq(waitlistEntries.leaveTokenHash, hash), eq(waitlistEntries.offerTokenHash, hash)))
    .limit(1);
  const copy = entry && (await findScheduleCopy(ctx.db, entry.workshopScheduleId));
  if (!entry || !copy) throw new NotFoundError(WAITLIST_MESSAGES.linkInvalid);
  return {
    kind: entry.leaveTokenHash === hash ? 'leave' : 'offer',
    workshopScheduleId: copy.id,
    workshopTitle: copy.workshopTitle,
    startDate: copy.startDate.toISOString(),
    endDate: copy.endDate.toISOString(),
    timezone: copy.timezone,
    seats: entry.seats,
    status: entry.status,
    offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
  };
}

/** The schedule's coach, or whoever may see every booking. */
async function staffSchedule(ctx: BookingsContext, actor: Actor, scheduleId: string) {
  const copy = await findScheduleCopy(ctx.db, scheduleId);
  if (!copy || copy.deletedAt) throw new NotFoundError('Workshop schedule not found.');
  if (copy.coachId !== actor.userId && !can(actor, 'bookings.view'))
    throw new ForbiddenError(WAITLIST_MESSAGES.notStaff);
  return copy;
}

/** GET /v1/waitlist?workshopScheduleId=: the schedule's list in order (open entries first, then settled). */
export async function listWaitlist(
  ctx: BookingsContext,
  actor: Actor,
  scheduleId: string,
): Promise<WaitlistEntryDto[]> {
  await staffSchedule(ctx, actor, scheduleId);
  await ctx.db.transaction((tx) => settleEntries(tx, scheduleId, ctx.now()));
  const rows = await ctx.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.workshopScheduleId, scheduleId))
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
  return present(ctx.db, rows);
}

/** GET /v1/waitlist/mine: the caller's own entries (the storefront's "you are on the list"). */
export async function myWaitlistEntries(ctx: BookingsContext, actor: Actor): Promise<WaitlistEntryDto[]> {
  const rows = await ctx.db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, actor.userId!), inArray(waitlistEntries.status, [...WAITLIST_OPEN])))
    .orderBy(asc(waitlistEntries.joinedAt));
  return present(ctx.db, rows);
}

/**
 * POST /v1/waitlist/{id}/offer ("Offer now"): the entry is offered its seats at once, out of turn;
 * refused (409, saying how many are free) when they are not free.
 */
export async function offerNow(ctx: BookingsContext, actor: Actor, id: string): Promise<WaitlistEntryDto> {
  const [found] = await ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).limit(1);
  if (!found) throw new NotFoundError('Waitlist entry not found.');
  await staffSchedule(ctx, actor, found.workshopScheduleId);
  const now = ctx.now();
  const offered = await ctx.db.transaction(async (tx) => {
    const [copy] = await tx
      .select()
      .from(scheduleCopies)
      .where(eq(scheduleCopies.id, found.workshopScheduleId))
      .for('update');
    await settleEntries(tx, copy!.id, now);
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
    if (entry!.status !== 'WAITING') throw new ConflictError(WAITLIST_MESSAGES.notWaiting);
    if (!isBookable(copy!, now)) throw new ConflictError(WAITLIST_MESSAGES.notOpen);
    const free = seatsLeftOf(copy!);
    if (free < entry!.seats)
      throw new ConflictError(WAITLIST_MESSAGES.seatsNotFree(free, entry!.seats), { seatsLeft: free });
    const made = await makeOffer(ctx, tx, copy!, entry!, now, actor);
    if (!made) throw new ConflictError(WAITLIST_MESSAGES.seatsNotFree(0, entry!.seats), { seatsLeft: 0 });
    return made;
  });
  const [dto] = await present(ctx.db, [offered]);
  return dto!;
}

async function present(db: DbOrTx, rows: WaitlistEntryRow[]): Promise<WaitlistEntryDto[]> {
  const users = await usersByIds(
    db,
    rows.map((r) => r.userId),
  );
  // Positions count the entries still in the queue (waiting or offered) of each schedule, in order.
  const scheduleIds = [...new Set(rows.map((r) => r.workshopScheduleId))];
  const queue = scheduleIds.length
    ? await db
        .select({ id: waitlistEntries.id, scheduleId: waitlistEntries.workshopScheduleId })
        .from(waitlistEntries)
        .where(
          and(
            inArray(waitlistEntries.workshopScheduleId, scheduleIds),
            inArray(waitlistEntries.status, [...WAITLIST_OPEN]),
          ),
        )
        .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id))
    : [];
  const position = new Map<string, number>();
  const counted = new Map<string, number>();
  for (const q of queue) {
    const n = (counted.get(q.scheduleId) ?? 0) + 1;
    counted.set(q.scheduleId, n);
    position.set(q.id, n);
  }
  return rows.map((r) => {
    const user = users.get(r.userId);
    const name = [r.firstName, r.lastName].filter(Boolean).join(' ') || (user ? personName(user) : r.email);
    return {
      id: r.id,
      workshopScheduleId: r.workshopScheduleId,
      position: position.get(r.id) ?? null,
      userId: r.userId,
      name,
      email: r.email || user?.email || '',
      seats: r.seats,
      status: r.status,
      bookingId: r.bookingId,
      offerExpiresAt: r.offerExpiresAt ? r.offerExpiresAt.toISOString() : null,
      joinedAt: r.joinedAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}
