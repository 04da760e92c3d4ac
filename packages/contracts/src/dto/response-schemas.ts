// JSON Schemas of what the main routes answer in `data`, for the OpenAPI document and for the check of
// every answer in development and test runs (gateway/src/response-check.ts). Each is tied to its DTO
// type: a field added to or removed from the DTO without its schema is a compile error, and a field the
// service answers that the schema does not name is a mismatch in the tests (additionalProperties: false).
import { BOOKING_STATUSES, DISCOUNT_TYPES, SEAT_STATUSES, VOUCHER_MODEL_TYPES } from '../enums';
import {
  BOOKING_MONEY_FIELDS,
  type AddressDto,
  type BookingCountDto,
  type BookingDto,
  type BookingPersonDto,
  type BookingScheduleDto,
  type BookingSeatDto,
  type CancelQuoteDto,
  type InvitationDto,
  type MoveQuoteDto,
  type ScheduleRefundOfferDto,
} from './bookings';
import { PAYOUT_STATUSES, type PayoutDto } from './dashboard';
import type { AuditEntryDto } from './audit';
import type {
  BookingPaymentIntentDto,
  BookingPaymentsDto,
  GuestCheckoutDto,
  InvoiceSummaryDto,
  CardSetupDto,
  PaymentMethodDto,
  PaymentProviderDto,
  PaymentRecordDto,
  RefundRecordDto,
  SandboxIntentDto,
  VoucherCheckDto,
  VoucherDataDto,
  VoucherDto,
  VoucherRedemptionDto,
} from './payments';

export type JsonSchema = Record<string, unknown>;

const text: JsonSchema = { type: 'string' };
const integer: JsonSchema = { type: 'integer' };
const number: JsonSchema = { type: 'number' };
const boolean: JsonSchema = { type: 'boolean' };
const uuid: JsonSchema = { type: 'string', format: 'uuid' };
const time: JsonSchema = { type: 'string', format: 'date-time' };
const oneOf = (values: readonly string[]): JsonSchema => ({ type: 'string', enum: [...values] });

/** The schema, or null. */
export function orNull(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema.enum))
    return { ...schema, type: [schema.type, 'null'], enum: [...schema.enum, null] };
  if (typeof schema.type === 'string' && !schema.properties)
    return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

/**
 * An object schema naming every field of `T` (the compiler checks none is missing or extra); the
 * fields in `optional` may be left out of an answer (`?include=` relations), every other is required.
 */
export function dtoSchema<T>(
  properties: { [K in keyof T]-?: JsonSchema },
  optional: readonly (keyof T & string)[] = [],
): JsonSchema {
  return {
    type: 'object',
    required: Object.keys(properties).filter((k) => !optional.includes(k as keyof T & string)),
    properties,
    additionalProperties: false,
  };
}

export const ADDRESS_DATA_SCHEMA = dtoSchema<AddressDto>({
  addressLine1: text,
  addressLine2: orNull(text),
  city: text,
  state: text,
  zip: text,
  country: text,
});

export const BOOKING_PERSON_DATA_SCHEMA = dtoSchema<BookingPersonDto>({
  id: uuid,
  username: text,
  name: text,
  email: orNull(text),
});

export const BOOKING_SCHEDULE_DATA_SCHEMA = dtoSchema<BookingScheduleDto>({
  id: uuid,
  workshopId: uuid,
  workshopTitle: text,
  coachId: uuid,
  startDate: time,
  endDate: time,
  timezone: text,
  mode: text,
  status: text,
  visibility: text,
  capacity: integer,
  price: number,
  seatsLeft: integer,
  meetingUrl: orNull(text),
  cancelledAt: orNull(time),
});

export const BOOKING_SEAT_DATA_SCHEMA = dtoSchema<BookingSeatDto>(
  {
    id: uuid,
    bookingId: uuid,
    workshopScheduleId: uuid,
    position: integer,
    userId: orNull(uuid),
    email: orNull(text),
    inviterId: orNull(uuid),
    status: orNull(oneOf(SEAT_STATUSES)),
    invitedAt: orNull(time),
    invitationExpiresAt: orNull(time),
    respondedAt: orNull(time),
    attended: orNull(boolean),
    attendanceNotes: orNull(text),
    cancelledAt: orNull(time),
    meta: orNull({ type: 'object' }),
    user: orNull(BOOKING_PERSON_DATA_SCHEMA),
    schedule: BOOKING_SCHEDULE_DATA_SCHEMA,
    createdAt: time,
    updatedAt: time,
    deletedAt: orNull(time),
  },
  ['user', 'schedule'],
);

export const BOOKING_DATA_SCHEMA = dtoSchema<BookingDto>(
  {
    id: uuid,
    userId: uuid,
    workshopScheduleId: uuid,
    seats: integer,
    status: oneOf(BOOKING_STATUSES),
    voucherCode: orNull(text),
    currency: text,
    unitPrice: number,
    subtotal: number,
    discount: number,
    amount: number,
    amountPaid: orNull(number),
    paymentMethod: orNull(text),
    paymentTransactionId: orNull(text),
    notes: orNull(text),
    coachNotes: orNull(text),
    cancellationReason: orNull(text),
    cancelledAt: orNull(time),
    expiresAt: orNull(time),
    confirmedAt: orNull(time),
    address: ADDRESS_DATA_SCHEMA,
    meta: orNull({ type: 'object' }),
    replacesBookingId: orNull(uuid),
    schedule: BOOKING_SCHEDULE_DATA_SCHEMA,
    bookingSeats: { type: 'array', items: BOOKING_SEAT_DATA_SCHEMA },
    user: orNull(BOOKING_PERSON_DATA_SCHEMA),
    createdAt: time,
    updatedAt: time,
    deletedAt: orNull(time),
  },
  // The money fields are absent for the schedule's coach.
  ['bookingSeats', 'user', 'replacesBookingId', ...BOOKING_MONEY_FIELDS],
);

export const INVITATION_DATA_SCHEMA = dtoSchema<InvitationDto>({
  seatId: uuid,
  status: oneOf(SEAT_STATUSES),
  email: orNull(text),
  inviterUsername: text,
  expiresAt: time,
  workshopTitle: text,
  workshopScheduleId: uuid,
  startDate: time,
  endDate: time,
  timezone: text,
  mode: text,
});

const VOUCHER_RULES_SCHEMA = dtoSchema<VoucherDataDto>({
  discountType: oneOf(DISCOUNT_TYPES),
  discountValue: orNull(number),
  maxDiscount: orNull(number),
  maxUses: orNull(integer),
});

export const VOUCHER_DATA_SCHEMA = dtoSchema<VoucherDto>({
  id: uuid,
  code: text,
  modelType: orNull(oneOf(VOUCHER_MODEL_TYPES)),
  modelId: orNull(uuid),
  expiresAt: orNull(time),
  data: VOUCHER_RULES_SCHEMA,
  uses: integer,
  createdAt: time,
  updatedAt: time,
});

export const VOUCHER_REDEMPTION_DATA_SCHEMA = dtoSchema<VoucherRedemptionDto>({
  id: uuid,
  bookingId: uuid,
  userId: uuid,
  status: oneOf(['HELD', 'CONFIRMED', 'RELEASED']),
  discount: number,
  currency: text,
  booker: orNull(
    dtoSchema<NonNullable<VoucherRedemptionDto['booker']>>({ id: uuid, username: text, email: text }),
  ),
  createdAt: time,
  updatedAt: time,
});

export const BOOKING_COUNT_DATA_SCHEMA = dtoSchema<BookingCountDto>({
  workshopScheduleId: uuid,
  bookings: integer,
});

export const VOUCHER_CHECK_DATA_SCHEMA = dtoSchema<VoucherCheckDto>(
  {
    code: text,
    discountType: oneOf(DISCOUNT_TYPES),
    discountValue: orNull(number),
    maxDiscount: orNull(number),
    appliesTo: orNull(
      dtoSchema<NonNullable<VoucherCheckDto['appliesTo']>>({
        modelType: oneOf(VOUCHER_MODEL_TYPES),
        modelId: orNull(uuid),
      }),
    ),
    usesLeft: orNull(integer),
    expiresAt: orNull(time),
    currency: text,
    subtotal: number,
    discount: number,
    amount: number,
  },
  // The amounts come only with ?workshopScheduleId=&seats=.
  ['subtotal', 'discount', 'amount'],
);

export const CANCEL_QUOTE_DATA_SCHEMA = dtoSchema<CancelQuoteDto>({
  refund: number,
  newAmount: number,
  currency: text,
  reason: text,
});

export const PAYOUT_DATA_SCHEMA = dtoSchema<PayoutDto>({
  id: uuid,
  coachId: uuid,
  workshopScheduleId: uuid,
  workshopId: uuid,
  workshopTitle: text,
  scheduleStart: time,
  scheduleEnd: time,
  currency: text,
  gross: number,
  refunds: number,
  feePercent: number,
  fee: number,
  adjustments: number,
  amount: number,
  status: oneOf(PAYOUT_STATUSES),
  dueAt: time,
  paidAt: orNull(time),
  reference: orNull(text),
  holdReason: orNull(text),
  createdAt: time,
  updatedAt: time,
});

export const PAYMENT_PROVIDER_DATA_SCHEMA = dtoSchema<PaymentProviderDto>({
  provider: oneOf(['stripe', 'sandbox']),
  publishableKey: orNull(text),
});

export const PAYMENT_METHOD_DATA_SCHEMA = dtoSchema<PaymentMethodDto>({
  id: text,
  brand: text,
  last4: text,
  expMonth: integer,
  expYear: integer,
  isDefault: boolean,
  createdAt: time,
});

export const CARD_SETUP_DATA_SCHEMA = dtoSchema<CardSetupDto>({
  setupIntentId: text,
  clientSecret: text,
});

export const BOOKING_PAYMENT_INTENT_DATA_SCHEMA = dtoSchema<BookingPaymentIntentDto>({
  bookingId: uuid,
  paymentIntentId: text,
  clientSecret: text,
  amount: number,
  currency: text,
  status: text,
  error: orNull(text),
  expiresAt: orNull(time),
});

export const INVOICE_SUMMARY_DATA_SCHEMA = dtoSchema<InvoiceSummaryDto>({
  id: uuid,
  kind: oneOf(['invoice', 'credit-note']),
  number: text,
  bookingId: uuid,
  total: number,
  currency: text,
  issuedAt: time,
});

/** A refund (a booking's payments tab, and what POST .../refunds answers). */
export const REFUND_RECORD_DATA_SCHEMA = dtoSchema<RefundRecordDto>({
  id: uuid,
  amount: number,
  currency: text,
  status: text,
  reason: text,
  createdAt: time,
});

export const BOOKING_PAYMENTS_DATA_SCHEMA = dtoSchema<BookingPaymentsDto>({
  bookingId: uuid,
  intents: {
    type: 'array',
    items: dtoSchema<BookingPaymentsDto['intents'][number]>({
      id: text,
      amount: number,
      currency: text,
      status: text,
      open: boolean,
      error: orNull(text),
      createdAt: time,
    }),
  },
  payments: {
    type: 'array',
    items: dtoSchema<PaymentRecordDto>({
      id: uuid,
      paymentIntentId: text,
      amount: number,
      currency: text,
      method: orNull(text),
      applied: boolean,
      paidAt: time,
    }),
  },
  refunds: { type: 'array', items: REFUND_RECORD_DATA_SCHEMA },
  invoices: { type: 'array', items: INVOICE_SUMMARY_DATA_SCHEMA },
});

/** What the sandbox's confirm, approve and refuse steps answer: where the intent stands now. */
export const SANDBOX_INTENT_DATA_SCHEMA = dtoSchema<SandboxIntentDto>({
  id: text,
  status: text,
  error: orNull(text),
});

export const GUEST_CHECKOUT_DATA_SCHEMA = dtoSchema<GuestCheckoutDto>({
  bookingId: uuid,
  paymentIntentId: orNull(text),
  clientSecret: orNull(text),
  amount: number,
  currency: text,
  checkoutToken: text,
  expiresAt: orNull(time),
  booking: BOOKING_DATA_SCHEMA,
});

const fields: JsonSchema = { type: 'object' };

export const AUDIT_ENTRY_DATA_SCHEMA = dtoSchema<AuditEntryDto>({
  id: uuid,
  occurredAt: time,
  actorId: orNull(uuid),
  actorName: orNull(text),
  onBehalfOf: orNull(uuid),
  ip: orNull(text),
  action: text,
  objectType: text,
  objectId: text,
  before: orNull(fields),
  after: orNull(fields),
});

export const MOVE_QUOTE_DATA_SCHEMA = dtoSchema<MoveQuoteDto>({
  bookingId: uuid,
  workshopScheduleId: uuid,
  startDate: time,
  endDate: time,
  timezone: text,
  seatsLeft: integer,
  seats: integer,
  currency: text,
  currentAmount: number,
  newAmount: number,
  charge: number,
  refund: number,
  payNow: number,
  paidBack: number,
  voucherCode: orNull(text),
  voucherMessage: orNull(text),
  blockedReason: orNull(text),
});

export const SCHEDULE_REFUND_OFFER_DATA_SCHEMA = dtoSchema<ScheduleRefundOfferDto>({
  bookingId: uuid,
  workshopTitle: text,
  startDate: time,
  timezone: text,
  amount: number,
  currency: text,
  usedAt: orNull(time),
});
