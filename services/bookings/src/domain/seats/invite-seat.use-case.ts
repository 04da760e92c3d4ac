// POST /v1/booking-seats (an invitation on the booking's first open seat) and
// POST /v1/booking-seats/{id}/send-invitation (invite, re-invite or resend on one seat). Either way the
// seat's earlier link stops working, a new one is mailed, and `bookings.seat.invited` says so without
// the link.
import { and, asc, eq, gt, inArray, isNull, ne, or, sql, lte, type SQL } from 'drizzle-orm';
import {
  addToOutbox,
  can,
  ConflictError,
  ForbiddenError,
  ValidationError,
  type Actor,
  type MailMessage,
  type Tx,
} from '@coachwork/service-kit';
import {
  BOOKING_NOT_ACTIVE,
  MOVE_SEATS_WAIT,
  BOOKING_STARTED_NO_CHANGE,
  INVITEE_ALREADY_SEATED,
  INVITEE_UNKNOWN,
  NO_OPEN_SEAT,
  SEAT_CANCELLED,
  SEAT_OWN_NOT_INVITABLE,
  SEAT_TAKEN,
  type BookingSeatDto,
  type CreateBookingSeatInput,
  type Language,
  type SendInvitationInput,
} from '@coachwork/contracts';
import { toSeatDto } from '../../data/booking.presenter';
import type { BookingWithSchedule } from '../../data/booking.repository';
import { bookingSeats, eventStore, seatInvitations, type BookingSeatRow } from '../../data/schema';
import { languageOfAddress, personName, usersByIds } from '../../data/user-directory.repository';
import { invitationMail } from '../../mail/invitation.mail';
import { loadBookingFor } from '../bookings/booking-access';
import { awaitsMove, isActive } from '../bookings/booking-state';
import type { BookingsContext } from '../context';
import { invitationExpiry, invitationLink, newInvitationToken } from '../invitations/invitation-token';
import { loadSeatFor } from './seat-access';
import { audit } from '../audit/audit';

interface Invitee {
  userId: string | null;
  email: string | null;
  /** Where the link goes: the address given, or the invited account's. */
  mailTo: string;
  /** The invitation's language: the account's, else that of an account with the address, else English. */
  language: Language;
}

/** The booking must still be on and not started; the invitee known and not on the booking already. */
export async function checkInvitation(
  ctx: BookingsContext,
  b: BookingWithSchedule,
  input: { userId?: string | null; email?: string | null },
  exceptSeatId: string | null,
): Promise<Invitee> {
  if (!isActive(b.booking.status)) throw new ConflictError(BOOKING_NOT_ACTIVE);
  if (b.schedule.startDate <= ctx.now()) throw new ConflictError(BOOKING_STARTED_NO_CHANGE);
  // A held booking paying for a move gets the moved booking's seats (and holders) once paid.
  if (awaitsMove(b.booking)) throw new ConflictError(MOVE_SEATS_WAIT);
  let invitee: Invitee;
  if (input.userId) {
    const user = (await usersByIds(ctx.db, [input.userId])).get(input.userId);
    if (!user || user.deletedAt) throw new ValidationError({ userId: [INVITEE_UNKNOWN] });
    invitee = { userId: user.id, email: null, mailTo: user.email, language: user.language };
  } else {
    const language = await languageOfAddress(ctx.db, input.email!);
    invitee = { userId: null, email: input.email!, mailTo: input.email!, language };
  }
  // Someone already holding or invited to a seat of this booking (the booker included) gets no second.
  const field = invitee.userId ? 'userId' : 'email';
  const owner = (await usersByIds(ctx.db, [b.booking.userId])).get(b.booking.userId);
  const holders = await ctx.db
    .select({ id: bookingSeats.id })
    .from(bookingSeats)
    .where(
      and(
        eq(bookingSeats.bookingId, b.booking.id),
        isNull(bookingSeats.cancelledAt),
        inArray(bookingSeats.status, ['PENDING', 'ACCEPTED']),
        exceptSeatId ? ne(bookingSeats.id, exceptSeatId) : undefined,
        invitee.userId ? eq(bookingSeats.userId, invitee.userId) : eq(bookingSeats.email, invitee.email!),
      ),
    )
    .limit(1);
  const isBooker = invitee.userId ? invitee.userId === b.booking.userId : owner?.email === invitee.email;
  if (holders.length || isBooker) throw new ValidationError({ [field]: [INVITEE_ALREADY_SEATED] });
  return invitee;
}

/** Puts the invitation on `seatId` (already known to be invitable and locked by the caller). */
export async function putInvitation(
  tx: Tx,
  ctx: BookingsContext,
  seatId: string,
  b: BookingWithSchedule,
  invitee: Invitee,
  actor: Actor,
  inviterName: string | null,
  now: Date,
  onlyIf: SQL | undefined,
): Promise<{ seat: BookingSeatRow; mail: MailMessage } | undefined> {
  const inviterId = actor.userId;
  const { token, hash } = newInvitationToken();
  const expiresAt = invitationExpiry(now, b.schedule.startDate);
  const [seat] = await tx
    .update(bookingSeats)
    .set({
      userId: invitee.userId,
      email: invitee.email,
      inviterId,
      status: 'PENDING',
      invitedAt: now,
      invitationExpiresAt: expiresAt,
      respondedAt: null,
      updatedAt: now,
    })
    .where(and(eq(bookingSeats.id, seatId), onlyIf))
    .returning();
  if (!seat) return undefined;
  await tx
    .update(seatInvitations)
    .set({ status: 'REPLACED' })
    .where(and(eq(seatInvitations.seatId, seatId), eq(seatInvitations.status, 'PENDING')));
  await tx.insert(seatInvitations).values({
    seatId,
    bookingId: b.booking.id,
    tokenHash: hash,
    userId: invitee.userId,
    email: invitee.email,
    inviterId,
    status: 'PENDING',
    expiresAt,
    createdAt: now,
  });
  await addToOutbox(tx, eventStore, 'bookings.seat.invited', {
    seatId,
    bookingId: b.booking.id,
    workshopScheduleId: b.schedule.id,
    userId: invitee.userId,
    email: invitee.email,
    inviterId,
    expiresAt: expiresAt.toISOString(),
  });
  await audit(tx, {
    actor,
    onBehalfOf: b.booking.userId,
    action: 'seat.invited',
    objectType: 'seat',
    objectId: seatId,
    after: { status: 'PENDING', email: invitee.email, userId: invitee.userId },
  });
  // Composed here, so a mail that cannot be written rolls the invitation back instead of leaving a
  // seat invited with a link nobody received.
  const mail = invitationMail({
    to: invitee.mailTo,
    language: invitee.language,
    link: invitationLink(ctx.appUrl, token),
    inviterUsername: inviterName,
    workshopTitle: b.schedule.workshopTitle,
    startDate: b.schedule.startDate,
    timezone: b.schedule.timezone,
    expiresAt,
  });
  return { seat, mail };
}

export async function mailAndPresent(
  ctx: BookingsContext,
  made: { seat: BookingSeatRow; mail: MailMessage },
  actor: Actor,
): Promise<BookingSeatDto> {
  ctx.mailer.dispatch(made.mail);
  const users = await usersByIds(ctx.db, [made.seat.userId]);
  return toSeatDto(made.seat, ctx.now(), { users, viewer: 'owner', viewerId: actor.userId });
}

/** The inviter's name, or null when the directory does not know them (the mail says 'Someone'). */
export const inviterName = async (ctx: BookingsContext, actor: Actor): Promise<string | null> => {
  const inviter = (await usersByIds(ctx.db, [actor.userId])).get(actor.userId ?? '');
  return inviter ? personName(inviter) : null;
};

/** Seats a new invitation may go on: open ones first, then declined or expired ones, by position. */
const reusable = (now: Date) =>
  and(
    gt(bookingSeats.position, 1),
    isNull(bookingSeats.cancelledAt),
    isNull(bookingSeats.deletedAt),
    or(
      isNull(bookingSeats.status),
      inArray(bookingSeats.status, ['DECLINED', 'EXPIRED']),
      and(eq(bookingSeats.status, 'PENDING'), lte(bookingSeats.invitationExpiresAt, now)),
    ),
  );

export async function inviteToOpenSeat(
  ctx: BookingsContext,
  input: CreateBookingSeatInput,
  actor: Actor,
): Promise<BookingSeatDto> {
  const b = await loadBookingFor(ctx.db, input.bookingId, actor);
  if (b.booking.deletedAt) throw new ConflictError(BOOKING_NOT_ACTIVE);
  if (!b.access.isOwner && !can(actor, 'booking-seats.create')) throw new ForbiddenError();
  const invitee = await checkInvitation(ctx, b, input, null);
  const name = await inviterName(ctx, actor);
  const now = ctx.now();
  const made = await ctx.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: bookingSeats.id })
      .from(bookingSeats)
      .where(and(eq(bookingSeats.bookingId, b.booking.id), reusable(now)))
      .orderBy(sql`${bookingSeats.status} is not null`, asc(bookingSeats.position))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!open) return undefined;
    return putInvitation(tx, ctx, open.id, b, invitee, actor, name, now, reusable(now));
  });
  if (!made) throw new ConflictError(NO_OPEN_SEAT);
  return mailAndPresent(ctx, made, actor);
}

export async function sendInvitation(
  ctx: BookingsContext,
  seatId: string,
  input: SendInvitationInput,
  actor: Actor,
): Promise<BookingSeatDto> {
  const s = await loadSeatFor(ctx.db, seatId, actor);
  if (!s.access.isOwner && !can(actor, 'booking-seats.update')) throw new ForbiddenError();
  if (s.seat.position === 1) throw new ConflictError(SEAT_OWN_NOT_INVITABLE);
  if (s.seat.cancelledAt) throw new ConflictError(SEAT_CANCELLED);
  if (s.seat.status === 'ACCEPTED') throw new ConflictError(SEAT_TAKEN);
  const invitee = await checkInvitation(ctx, s, input, s.seat.id);
  const name = await inviterName(ctx, actor);
  const now = ctx.now();
  const invitable = and(
    isNull(bookingSeats.cancelledAt),
    or(isNull(bookingSeats.status), ne(bookingSeats.status, 'ACCEPTED')),
  );
  const made = await ctx.db.transaction((tx) =>
    putInvitation(tx, ctx, s.seat.id, s, invitee, actor, name, now, invitable),
  );
  // Accepted or given back a moment ago.
  if (!made) throw new ConflictError(SEAT_TAKEN);
  return mailAndPresent(ctx, made, actor);
}
