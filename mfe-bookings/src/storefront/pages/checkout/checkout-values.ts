// The checkout's form values, their rules (the contract's booking schema, limited to the seats left),
// the request body, the estimate shown as the total, and the Idempotency-Key of one attempt.
import { createBookingSchema, guestCheckoutSchema, isCountryCode, type AddressDto } from '@coachwork/contracts';
import type { CreateBookingBody } from '../../bookings-api';
import type { GuestCheckoutBody } from '../../payments-api';

export interface CheckoutValues {
  seats: number;
  address: {
    addressLine1: string;
    addressLine2: string;
    city: string;
    state: string;
    zip: string;
    country: string;
  };
  notes: string;
  /** Optional; the server checks it again when booking (a 422 on voucherCode says why not). */
  voucherCode: string;
  /** A signed-out visitor's address and name (guest checkout); unused when signed in. */
  email: string;
  firstName: string;
  lastName: string;
}

type SeatsWord = 'checkout.onlyLeft' | 'checkout.soldOutError';
const ENGLISH_SEATS = (id: SeatsWord, { n }: { n: number }) =>
  id === 'checkout.soldOutError' ? 'This session is sold out' : n === 1 ? 'Only 1 seat is left' : `Only ${n} seats are left`;

/** 'Only 3 seats are left'; `t` writes it in the page's language. */
export const seatsLeftMessage = (seatsLeft: number, t: (id: SeatsWord, values: { n: number }) => string = ENGLISH_SEATS) =>
  t('checkout.onlyLeft', { n: seatsLeft });

/** The booking rules of spec §5 from contracts (seats, address, notes, voucher; the schedule and user come from the page). */
export const checkoutSchema = createBookingSchema.pick(['seats', 'address', 'notes', 'voucherCode']);

/** The same for a signed-out visitor, with who they are (guest checkout's contract). */
export const guestCheckoutFormSchema = guestCheckoutSchema.pick([
  'seats',
  'address',
  'notes',
  'voucherCode',
  'email',
  'firstName',
  'lastName',
]);

/** The stepper's upper bound, checked on submit since it moves when the server reports fewer seats. */
export function seatsError(
  seats: number,
  seatsLeft: number,
  t: (id: SeatsWord, values: { n: number }) => string = ENGLISH_SEATS,
): string | null {
  if (seatsLeft <= 0) return t('checkout.soldOutError', { n: seatsLeft });
  return seats > seatsLeft ? seatsLeftMessage(seatsLeft, t) : null;
}

/** The form's address from one the booker used before (their latest booking's). */
export function addressValues(a: AddressDto): CheckoutValues['address'] {
  return {
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 ?? '',
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: isCountryCode(a.country) ? a.country : '',
  };
}

export function checkoutDefaults(country: string | null | undefined): CheckoutValues {
  return {
    seats: 1,
    address: {
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      zip: '',
      country: country && isCountryCode(country) ? country : '',
    },
    notes: '',
    voucherCode: '',
    email: '',
    firstName: '',
    lastName: '',
  };
}

const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** What a booking asks for, the same for a signed-in booker and a guest; never an amount (the server computes it). */
function bookingFields(scheduleId: string, values: CheckoutValues): CreateBookingBody {
  const address: AddressDto = {
    addressLine1: values.address.addressLine1.trim(),
    addressLine2: blankToNull(values.address.addressLine2),
    city: values.address.city.trim(),
    state: values.address.state.trim(),
    zip: values.address.zip.trim(),
    country: values.address.country,
  };
  const body: CreateBookingBody = {
    workshopScheduleId: scheduleId,
    seats: Number(values.seats),
    address,
    notes: blankToNull(values.notes),
  };
  const voucherCode = blankToNull(values.voucherCode);
  if (voucherCode) body.voucherCode = voucherCode;
  return body;
}

/** POST /v1/bookings body: it names whom the booking is for, the signed-in user (spec §5: userId is required). */
export function bookingBody(scheduleId: string, userId: string, values: CheckoutValues): CreateBookingBody & { userId: string } {
  return { userId, ...bookingFields(scheduleId, values) };
}

/** POST /v1/public/payments/payment-intent body: the booking's fields and who the guest is. */
export function guestCheckoutBody(scheduleId: string, values: CheckoutValues): GuestCheckoutBody {
  return {
    ...bookingFields(scheduleId, values),
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  };
}

/** Seats × price, rounded to cents: an estimate; the server's amount is what counts. */
export function estimateTotal(seats: number, price: number | null | undefined): number {
  const n = Number.isInteger(seats) && seats > 0 ? seats : 0;
  return Math.round(n * (price ?? 0) * 100) / 100;
}

/** A v4 UUID; crypto.randomUUID only exists in secure contexts, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per attempt. Sending the same body again (a double click, a retry after a lost answer) reuses
 * its key, so the server replays its first answer instead of booking twice; a changed body (after a 422
 * or a 409) is a new attempt with a new key, since the server refuses a known key with another body.
 * Keys are kept per body for the whole checkout: going back to an earlier body reuses its key too, in
 * case that earlier request did reach the server.
 */
export function createAttemptKeys(makeKey: () => string = newIdempotencyKey) {
  const keys = new Map<string, string>();
  return {
    keyFor(body: CreateBookingBody | GuestCheckoutBody): string {
      const json = JSON.stringify(body);
      let key = keys.get(json);
      if (!key) {
        key = makeKey();
        keys.set(json, key);
      }
      return key;
    },
  };
}
