// Guest checkout (POST /v1/public/payments/payment-intent): the gateway found or made the account of
// the guest's address and vouches for it; here the seats are held exactly like POST /v1/bookings (one
// transaction, the same conditional seat UPDATE), with the checkout token's hash written in that same
// transaction, then the booking's one intent is opened. The token is the guest's only proof on the
// payment-intent and finalize routes. A booking confirmed without a payment (free, or a 100 % voucher)
// announces the guest's confirmation at once; a paid one does so when its payment is finalized.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addToOutbox, storeIdempotentAnswer, type Actor, type DbOrTx } from '@coachwork/service-kit';
import type { GuestCheckoutDto, GuestCheckoutInput } from '@coachwork/contracts';
import { withMoney } from '../../data/booking.presenter';
import { eventStore, guestCheckouts, type BookingRow, type ScheduleCopyRow } from '../../data/schema';
import { createBooking } from '../bookings/create-booking.use-case';
import { toMajorUnits } from '../money';
import { openBookingIntent } from './booking-payment-intent.use-case';
import type { PaymentsContext } from './payments-context';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The guest account a checkout token pays for, or null when the token is not this booking's. */
export async function checkoutTokenOwner(
  db: DbOrTx,
  bookingId: string,
  token: string,
): Promise<string | null> {
  const [row] = await db
    .select()
    .from(guestCheckouts)
    .where(eq(guestCheckouts.bookingId, bookingId))
    .limit(1);
  if (!row) return null;
  const given = Buffer.from(hashToken(token));
  const kept = Buffer.from(row.tokenHash);
  return given.length === kept.length && timingSafeEqual(given, kept) ? row.userId : null;
}

/**
 * Writes `bookings.guest-checkout.confirmed` when `booking` (just confirmed, in `tx`) came from a guest
 * checkout; identity then mails the confirmation with a sign-in link. Nothing for other bookings.
 */
export async function announceGuestConfirmation(
  tx: DbOrTx,
  booking: BookingRow,
  schedule: ScheduleCopyRow,
): Promise<void> {
  const [guest] = await tx
    .select()
    .from(guestCheckouts)
    .where(eq(guestCheckouts.bookingId, booking.id))
    .limit(1);
  if (!guest) return;
  await addToOutbox(tx, eventStore, 'bookings.guest-checkout.confirmed', {
    bookingId: booking.id,
    userId: guest.userId,
    email: guest.email,
    firstName: guest.firstName,
    workshopTitle: schedule.workshopTitle,
    startDate: schedule.startDate.toISOString(),
    timezone: schedule.timezone,
    seats: booking.seats,
    amountPaid: toMajorUnits(booking.amountPaid ?? 0, booking.currency),
    currency: booking.currency,
  });
}

export async function guestCheckout(
  ctx: PaymentsContext,
  input: GuestCheckoutInput,
  actor: Actor,
): Promise<GuestCheckoutDto> {
  const userId = actor.userId!;
  const checkoutToken = randomBytes(32).toString('base64url');
  const made = await createBooking(
    ctx,
    {
      userId,
      workshopScheduleId: input.workshopScheduleId,
      seats: input.seats,
      address: input.address,
      notes: input.notes ?? null,
      voucherCode: input.voucherCode ?? null,
      meta: undefined,
    },
    actor,
    async (tx, row, schedule) => {
      await tx.insert(guestCheckouts).values({
        bookingId: row.id,
        userId,
        email: input.email,
        firstName: input.firstName,
        tokenHash: hashToken(checkoutToken),
        createdAt: ctx.now(),
      });
      if (row.status === 'CONFIRMED') await announceGuestConfirmation(tx, row, schedule);
    },
    // The hold and its checkout token commit with the answer a retry replays; the intent opened after
    // the commit completes that answer (a retry after a crash in between gets the token without an
    // intent, and the payment page opens one with it).
    (tx, dto) => {
      const booking = withMoney(dto);
      return storeIdempotentAnswer(tx, 201, {
        data: {
          bookingId: booking.id,
          currency: booking.currency,
          checkoutToken,
          expiresAt: booking.expiresAt,
          booking,
          paymentIntentId: null,
          clientSecret: null,
          amount: booking.amount,
        },
      });
    },
  );
  const booking = withMoney(made); // the guest owns the booking: its money is theirs to see
  const answer = {
    bookingId: booking.id,
    currency: booking.currency,
    checkoutToken,
    expiresAt: booking.expiresAt,
    booking,
  };
  if (booking.status !== 'PENDING')
    return { ...answer, paymentIntentId: null, clientSecret: null, amount: booking.amount };
  const intent = await openBookingIntent(ctx, booking.id, userId, {
    email: input.email,
    name: `${input.firstName} ${input.lastName}`,
  });
  return {
    ...answer,
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    amount: intent.amount,
  };
}
