// GET /v1/invitations/{token} (anyone with the link) and POST /v1/invitations/accept|decline (the
// invited person: the invited account, or the verified owner of the invited address). A link works
// once; its answer says precisely why when it no longer does.
import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import {
  addToOutbox,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type Actor,
} from '@coachwork/service-kit';
import {
  INVITATION_ALREADY_ACCEPTED,
  INVITATION_ALREADY_DECLINED,
  INVITATION_BOOKING_CANCELLED,
  INVITATION_EMAIL_UNVERIFIED,
  INVITATION_EXPIRED,
  INVITATION_INVALID,
  INVITATION_REPLACED,
  INVITATION_REVOKED,
  INVITATION_WRONG_PERSON,
  INVITEE_ALREADY_SEATED,
  type BookingSeatDto,
  type InvitationDto,
} from '@coachwork/contracts';
import { toSeatDto } from '../../data/booking.presenter';
import { findSeat, type SeatWithBooking } from '../../data/booking-seat.repository';
import { bookingSeats, eventStore, seatInvitations, type SeatInvitationRow } from '../../data/schema';
import { personName, usersByIds } from '../../data/user-directory.repository';
import { isActive } from '../bookings/booking-state';
import type { BookingsContext } from '../context';
import { audit } from '../audit/audit';
import { hashInvitationToken, isInvitationToken } from './invitation-token';

const FIELD = 'invitation_token';

async function withSeat(ctx: BookingsContext, invitation: SeatInvitationRow | undefined) {
  if (!invitation) return undefined;
  const seat = await findSeat(ctx.db, invitation.seatId);
  return seat ? { invitation, ...seat } : undefined;
}

async function findInvitation(ctx: BookingsContext, token: string) {
  if (!isInvitationToken(token)) return undefined;
  const [invitation] = await ctx.db
    .select()
    .from(seatInvitations)
    .where(eq(seatInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  return withSeat(ctx, invitation);
}

/** The seat's pending invitation (the one a new invitation has not replaced), for /b's list. */
async function findPendingInvitationOfSeat(ctx: BookingsContext, seatId: string) {
  const [invitation] = await ctx.db
    .select()
    .from(seatInvitations)
    .where(and(eq(seatInvitations.seatId, seatId), eq(seatInvitations.status, 'PENDING')))
    .orderBy(desc(seatInvitations.createdAt))
    .limit(1);
  return withSeat(ctx, invitation);
}

const bookingGone = (s: SeatWithBooking) =>
  !isActive(s.booking.status) || Boolean(s.seat.cancelledAt || s.booking.deletedAt || s.seat.deletedAt);

/** `b***@example.com`: enough for the invitee to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local!.slice(0, 1)}***@${domain}`;
}

export async function showInvitation(ctx: BookingsContext, token: string): Promise<InvitationDto> {
  const found = await findInvitation(ctx, token);
  if (!found) throw new NotFoundError('Invitation not found.');
  const { invitation } = found;
  if (invitation.status === 'REVOKED') throw new NotFoundError(INVITATION_REVOKED);
  if (invitation.status === 'REPLACED') throw new NotFoundError(INVITATION_REPLACED);
  return toInvitationDto(ctx, found);
}

type FoundInvitation = NonNullable<Awaited<ReturnType<typeof withSeat>>>;

async function toInvitationDto(ctx: BookingsContext, found: FoundInvitation): Promise<InvitationDto> {
  const { invitation, schedule } = found;
  const expired =
    invitation.status === 'EXPIRED' ||
    (invitation.status === 'PENDING' && (invitation.expiresAt <= ctx.now() || bookingGone(found)));
  const inviter = (await usersByIds(ctx.db, [invitation.inviterId])).get(invitation.inviterId ?? '');
  return {
    seatId: invitation.seatId,
    status: expired ? 'EXPIRED' : (invitation.status as InvitationDto['status']),
    email: invitation.email ? maskEmail(invitation.email) : null,
    inviterUsername: inviter ? personName(inviter) : 'Someone',
    expiresAt: invitation.expiresAt.toISOString(),
    workshopTitle: schedule.workshopTitle,
    workshopScheduleId: schedule.id,
    startDate: schedule.startDate.toISOString(),
    endDate: schedule.endDate.toISOString(),
    timezone: schedule.timezone,
    mode: schedule.mode,
  };
}

/**
 * 403 unless the caller is the invited account or the owner of the invited address. An address must be
 * verified, except when the caller answers through the mailed link (`viaLink`): the link was mailed to
 * that address, so holding it with an account of that address proves the mailbox (issue 31). Identity
 * then marks the address verified from the `bookings.seat.accepted` event, which carries it.
 */
async function assertInvitee(
  ctx: BookingsContext,
  invitation: SeatInvitationRow,
  actor: Actor,
  viaLink: boolean,
) {
  if (invitation.userId && invitation.userId === actor.userId) return;
  const me = await addressOf(ctx, actor);
  if (invitation.email && me && me.email === invitation.email.toLowerCase()) {
    if (me.emailVerified || viaLink) return;
    throw new ForbiddenError(INVITATION_EMAIL_UNVERIFIED);
  }
  throw new ForbiddenError(INVITATION_WRONG_PERSON);
}

/**
 * The caller's address and whether it is verified: identity's own answer, which the gateway puts in the
 * internal token with the session, so an address verified a moment ago counts at once (issue 25 item 11;
 * this service's copy of the user hears of it from identity's event a few seconds later). The copy
 * answers for a caller whose token carries no address.
 */
async function addressOf(ctx: BookingsContext, actor: Actor) {
  if (typeof actor.email === 'string') {
    return { email: actor.email.toLowerCase(), emailVerified: actor.emailVerified === true };
  }
  const copy = (await usersByIds(ctx.db, [actor.userId])).get(actor.userId ?? '');
  return copy ? { email: copy.email, emailVerified: copy.emailVerified } : undefined;
}

const STATE_MESSAGE: Partial<Record<SeatInvitationRow['status'], string>> = {
  ACCEPTED: INVITATION_ALREADY_ACCEPTED,
  DECLINED: INVITATION_ALREADY_DECLINED,
  REVOKED: INVITATION_REVOKED,
  REPLACED: INVITATION_REPLACED,
  EXPIRED: INVITATION_EXPIRED,
};
const refuse = (message: string) => new ValidationError({ [FIELD]: [message] });

async function respond(
  ctx: BookingsContext,
  found: FoundInvitation | undefined,
  actor: Actor,
  answer: 'ACCEPTED' | 'DECLINED',
  viaLink: boolean,
): Promise<BookingSeatDto> {
  if (!found) throw refuse(INVITATION_INVALID);
  const { invitation } = found;
  // Who asks comes first: a stranger holding the link learns nothing about its state.
  await assertInvitee(ctx, invitation, actor, viaLink);
  const stateMessage = STATE_MESSAGE[invitation.status];
  if (stateMessage) throw refuse(stateMessage);
  if (bookingGone(found)) throw refuse(INVITATION_BOOKING_CANCELLED);
  const now = ctx.now();
  if (invitation.expiresAt <= now) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(seatInvitations)
        .set({ status: 'EXPIRED' })
        .where(and(eq(seatInvitations.id, invitation.id), eq(seatInvitations.status, 'PENDING')));
      await tx
        .update(bookingSeats)
        .set({ status: 'EXPIRED', updatedAt: now })
        .where(and(eq(bookingSeats.id, invitation.seatId), eq(bookingSeats.status, 'PENDING')));
    });
    throw refuse(INVITATION_EXPIRED);
  }
  if (answer === 'ACCEPTED') {
    const [elsewhere] = await ctx.db
      .select({ id: bookingSeats.id })
      .from(bookingSeats)
      .where(
        and(
          eq(bookingSeats.bookingId, invitation.bookingId),
          eq(bookingSeats.userId, actor.userId!),
          eq(bookingSeats.status, 'ACCEPTED'),
        ),
      )
      .limit(1);
    if (elsewhere) throw refuse(INVITEE_ALREADY_SEATED);
  }

  const seat = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(seatInvitations)
      .set({ status: answer, respondedAt: now })
      .where(and(eq(seatInvitations.id, invitation.id), eq(seatInvitations.status, 'PENDING')))
      .returning({ id: seatInvitations.id });
    if (!claimed) return undefined;
    const [row] = await tx
      .update(bookingSeats)
      .set({
        status: answer,
        // Accepting puts the account on the seat (an invitation by address gains its user).
        ...(answer === 'ACCEPTED' ? { userId: actor.userId } : {}),
        respondedAt: now,
        updatedAt: now,
      })
      .where(and(eq(bookingSeats.id, invitation.seatId), eq(bookingSeats.status, 'PENDING')))
      .returning();
    if (!row) return undefined;
    await addToOutbox(
      tx,
      eventStore,
      answer === 'ACCEPTED' ? 'bookings.seat.accepted' : 'bookings.seat.declined',
      {
        seatId: row.id,
        bookingId: row.bookingId,
        workshopScheduleId: row.workshopScheduleId,
        userId: actor.userId,
        email: row.email,
      },
    );
    await audit(tx, {
      actor,
      action: answer === 'ACCEPTED' ? 'seat.accepted' : 'seat.declined',
      objectType: 'seat',
      objectId: row.id,
      before: { status: 'PENDING' },
      after: { status: answer },
    });
    return row;
  });
  if (!seat) {
    // Answered, revoked or replaced a moment ago (and the transaction changed nothing).
    const [latest] = await ctx.db.select().from(seatInvitations).where(eq(seatInvitations.id, invitation.id));
    throw refuse(STATE_MESSAGE[latest!.status] ?? INVITATION_INVALID);
  }
  const users = await usersByIds(ctx.db, [seat.userId]);
  return toSeatDto(seat, now, { users, viewer: 'invitee', viewerId: actor.userId });
}

export const acceptInvitation = async (ctx: BookingsContext, token: string, actor: Actor) =>
  respond(ctx, await findInvitation(ctx, token), actor, 'ACCEPTED', true);
export const declineInvitation = async (ctx: BookingsContext, token: string, actor: Actor) =>
  respond(ctx, await findInvitation(ctx, token), actor, 'DECLINED', true);

/**
 * /b answers an invitation listed there by its seat, without the link: only the invited account or the
 * verified owner of the invited address may (the same rule as the link's, without its proof). An
 * unknown seat, or one without a pending invitation, is a 404 for everyone.
 */
async function respondBySeat(
  ctx: BookingsContext,
  seatId: string,
  actor: Actor,
  answer: 'ACCEPTED' | 'DECLINED',
) {
  const found = await findPendingInvitationOfSeat(ctx, seatId);
  if (!found) throw new NotFoundError('Invitation not found.');
  return respond(ctx, found, actor, answer, false);
}
export const acceptInvitationOfSeat = (ctx: BookingsContext, seatId: string, actor: Actor) =>
  respondBySeat(ctx, seatId, actor, 'ACCEPTED');
export const declineInvitationOfSeat = (ctx: BookingsContext, seatId: string, actor: Actor) =>
  respondBySeat(ctx, seatId, actor, 'DECLINED');

/**
 * GET /v1/invitations: the caller's pending invitations, to their account or to their verified address
 * (never an unverified one: anyone may type any address at sign-up), that can still be answered; soonest
 * schedule first.
 */
export async function listMyPendingInvitations(ctx: BookingsContext, actor: Actor): Promise<InvitationDto[]> {
  const me = await addressOf(ctx, actor);
  const mine = [eq(seatInvitations.userId, actor.userId!)];
  if (me?.emailVerified) mine.push(sql`lower(${seatInvitations.email}) = ${me.email}`);
  const rows = await ctx.db
    .select()
    .from(seatInvitations)
    .where(and(eq(seatInvitations.status, 'PENDING'), gt(seatInvitations.expiresAt, ctx.now()), or(...mine)))
    .orderBy(desc(seatInvitations.createdAt))
    .limit(50);
  const found = (await Promise.all(rows.map((r) => withSeat(ctx, r)))).filter(
    (f): f is FoundInvitation => Boolean(f) && !bookingGone(f!),
  );
  const dtos = await Promise.all(found.map((f) => toInvitationDto(ctx, f)));
  return dtos.sort((a, b) => a.startDate.localeCompare(b.startDate));
}
