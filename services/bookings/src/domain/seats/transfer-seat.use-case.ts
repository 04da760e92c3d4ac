// POST /v1/booking-seats/{id}/transfer (issue 27 item 3): a seat's holder hands it to someone else.
// Who may: the person on the seat (an accepted or invited invitee), the booker for their own seat or a
// seat nobody holds yet (an accepted invitee's seat is theirs to hand on), or a super-admin
// (booking-seats.update). In one transaction the seat's invitations still in force are revoked, a new
// one is put on the seat with the existing invitation machinery (`bookings.seat.invited`, the mail with
// its link) and `bookings.seat.transferred` names both people; the person who held it is told by mail.
import { and, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import {
  addToOutbox,
  can,
  ConflictError,
  ForbiddenError,
  ValidationError,
  type Actor,
} from '@coachwork/service-kit';
import {
  SEAT_CANCELLED,
  TRANSFER_NOT_YOURS,
  TRANSFER_TO_SELF,
  type BookingSeatDto,
  type TransferSeatInput,
} from '@coachwork/contracts';
import { bookingSeats, eventStore, seatInvitations } from '../../data/schema';
import { greetingName, personName, usersByIds } from '../../data/user-directory.repository';
import { addressRecipient, recipient } from '../../events/mail-recipients';
import { seatTransferredMail } from '../../mail/moves.mail';
import { audit } from '../audit/audit';
import type { BookingsContext } from '../context';
import { checkInvitation, inviterName, mailAndPresent, putInvitation } from './invite-seat.use-case';
import { loadSeatFor } from './seat-access';

const sameAs = (column: SQLWrapper, value: string | null) => sql`${column} is not distinct from ${value}`;

export async function transferSeat(
  ctx: BookingsContext,
  seatId: string,
  input: TransferSeatInput,
  actor: Actor,
): Promise<BookingSeatDto> {
  const s = await loadSeatFor(ctx.db, seatId, actor);
  if (s.seat.cancelledAt) throw new ConflictError(SEAT_CANCELLED);
  const me = actor.userId;
  const heldByInvitee = s.seat.status === 'ACCEPTED' && s.seat.userId !== s.booking.userId;
  const mayHandOn =
    can(actor, 'booking-seats.update') ||
    (me !== null && s.seat.userId === me && (s.seat.status === 'ACCEPTED' || s.seat.status === 'PENDING')) ||
    (s.access.isOwner && !heldByInvitee);
  if (!mayHandOn) throw new ForbiddenError(TRANSFER_NOT_YOURS);
  const sameAsHolder = input.userId
    ? input.userId === s.seat.userId
    : !!input.email && input.email.toLowerCase() === s.seat.email?.toLowerCase();
  if (sameAsHolder) throw new ValidationError({ [input.userId ? 'userId' : 'email']: [TRANSFER_TO_SELF] });
  const invitee = await checkInvitation(ctx, s, input, s.seat.id);
  const name = await inviterName(ctx, actor);
  const now = ctx.now();
  const previous = { userId: s.seat.userId, email: s.seat.email };
  const made = await ctx.db.transaction(async (tx) => {
    await tx
      .update(seatInvitations)
      .set({ status: 'REVOKED', respondedAt: now })
      .where(
        and(eq(seatInvitations.seatId, seatId), inArray(seatInvitations.status, ['PENDING', 'ACCEPTED'])),
      );
    // Only if the seat is still held as it was read (not given back, not handed on meanwhile).
    const unchanged = and(
      isNull(bookingSeats.cancelledAt),
      sameAs(bookingSeats.userId, previous.userId),
      sameAs(bookingSeats.email, previous.email),
    );
    const put = await putInvitation(tx, ctx, seatId, s, invitee, actor, name, now, unchanged);
    if (!put) return undefined;
    await addToOutbox(tx, eventStore, 'bookings.seat.transferred', {
      seatId,
      bookingId: s.booking.id,
      workshopScheduleId: s.schedule.id,
      userId: invitee.userId,
      email: invitee.email,
      previousUserId: previous.userId,
      previousEmail: previous.email,
      transferredBy: me,
    });
    await audit(tx, {
      actor,
      onBehalfOf: s.booking.userId,
      action: 'seat.transferred',
      objectType: 'seat',
      objectId: seatId,
      before: { status: s.seat.status, userId: previous.userId, email: previous.email },
      after: { status: 'PENDING', userId: invitee.userId, email: invitee.email },
    });
    return put;
  });
  if (!made) throw new ConflictError(SEAT_CANCELLED);
  // The person who held it (an account or an address) hears who has it now.
  const users = await usersByIds(ctx.db, [previous.userId, invitee.userId, me]);
  const old = previous.userId ? users.get(previous.userId) : undefined;
  const to = old
    ? recipient(old, s.schedule)
    : previous.email
      ? await addressRecipient(ctx.db, previous.email, s.schedule)
      : null;
  if (to && !old?.deletedAt) {
    const newcomer = invitee.userId ? users.get(invitee.userId) : undefined;
    const actorUser = me ? users.get(me) : undefined;
    ctx.mailer.dispatch(
      seatTransferredMail({
        to,
        schedule: s.schedule,
        newHolder: newcomer ? personName(newcomer) : invitee.mailTo,
        by:
          me && me === previous.userId
            ? { kind: 'you' }
            : actorUser
              ? { kind: 'person', name: greetingName(actorUser) }
              : { kind: 'team' },
        bookingsLink: new URL('/b', ctx.appUrl).href,
      }),
    );
  }
  return mailAndPresent(ctx, made, actor);
}
