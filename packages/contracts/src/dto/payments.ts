// What the payments, vouchers and invoices routes answer (issue 12). Amounts are major units with two
// decimals, like `price`; the service computes every one of them.
import type { DiscountType, VoucherModelType } from '../enums';
import type { BookingDto } from './bookings';

export interface VoucherDataDto {
  discountType: DiscountType;
  /** Percent for `percentage`, an amount for `fixed`, null for `free`. */
  discountValue: number | null;
  /** Caps a percentage discount; null: no cap. */
  maxDiscount: number | null;
  /** Null: unlimited. */
  maxUses: number | null;
}

export interface VoucherDto {
  id: string;
  /** Upper case. */
  code: string;
  /** Null with modelId null: every workshop. */
  modelType: VoucherModelType | null;
  modelId: string | null;
  expiresAt: string | null;
  data: VoucherDataDto;
  /** Uses taken now: confirmed bookings and live holds (an expired hold gives its use back). */
  uses: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /v1/vouchers/{id}/redemptions: the bookings that hold or used a voucher, newest first. */
export interface VoucherRedemptionDto {
  id: string;
  bookingId: string;
  userId: string;
  /** HELD with the booking's hold, CONFIRMED once paid (or free), RELEASED when the use went back. */
  status: 'HELD' | 'CONFIRMED' | 'RELEASED';
  discount: number;
  currency: string;
  /**
   * Who booked, from bookings' copy of identity's users (null until that copy has them). Identity's
   * user events carry no first or last name, so neither does this.
   */
  booker: { id: string; username: string; email: string } | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * GET /v1/vouchers/verify/{code}: a valid voucher's terms; with ?workshopScheduleId=&seats= also what
 * it would take off that booking (the amounts come only then).
 */
export interface VoucherCheckDto {
  code: string;
  discountType: DiscountType;
  /** A percentage (0–100) for `percentage`, an amount in major units for `fixed`, null for `free`. */
  discountValue: number | null;
  /** Caps a percentage discount; null: no cap. */
  maxDiscount: number | null;
  /** What it applies to; null: everything. */
  appliesTo: { modelType: VoucherModelType; modelId: string | null } | null;
  /** Null: unlimited. */
  usesLeft: number | null;
  expiresAt: string | null;
  currency: string;
  subtotal?: number;
  discount?: number;
  /** What would be paid: subtotal − discount, never below 0. */
  amount?: number;
}

/** GET /v1/public/payments/stripe-key: which card form the payment page shows. */
export interface PaymentProviderDto {
  provider: 'stripe' | 'sandbox';
  /** Stripe's pk_...; null for the sandbox. */
  publishableKey: string | null;
}

/** A saved card (or one the sandbox form just made). Never the number: brand and last 4 only. */
export interface PaymentMethodDto {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  createdAt: string;
}

/** A card to be saved through Stripe.js (a SetupIntent of the caller's customer); Stripe only. */
export interface CardSetupDto {
  setupIntentId: string;
  /** For Stripe.js' confirmSetup on the page; it confirms this one setup, nothing more. */
  clientSecret: string;
}

/** A sandbox intent after the page acted on it (confirm, approve, refuse): where it stands now. */
export interface SandboxIntentDto {
  id: string;
  /** `succeeded`; `requires_action` (show the confirmation step); `requires_payment_method` (try another card). */
  status: string;
  /** The processor's words when the attempt failed ('Your card was declined.'). */
  error: string | null;
}

/** POST /v1/payments/bookings/{id}/payment-intent: the booking's one open intent. */
export interface BookingPaymentIntentDto {
  bookingId: string;
  paymentIntentId: string;
  /** For the card form (Stripe.js or the sandbox's); confirms this one intent, nothing more. */
  clientSecret: string;
  amount: number;
  currency: string;
  /** The processor's status: `requires_payment_method`, `requires_action`, `succeeded`, ... */
  status: string;
  /** The last attempt's refusal in the processor's words ('Your card was declined.'). */
  error: string | null;
  /** When the hold ends: pay before then. */
  expiresAt: string | null;
}

/** A booking's payment record (the console's payments tab). */
export interface PaymentRecordDto {
  id: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  method: string | null;
  /** False for a capture that could not pay the booking (paid twice, a price changed): refunded in full. */
  applied: boolean;
  paidAt: string;
}

export interface RefundRecordDto {
  id: string;
  amount: number;
  currency: string;
  status: string;
  reason: string;
  createdAt: string;
}

export interface InvoiceSummaryDto {
  id: string;
  kind: 'invoice' | 'credit-note';
  number: string;
  bookingId: string;
  total: number;
  currency: string;
  issuedAt: string;
}

/** GET /v1/payments/bookings/{id}: everything money about one booking. */
export interface BookingPaymentsDto {
  bookingId: string;
  intents: {
    id: string;
    amount: number;
    currency: string;
    status: string;
    open: boolean;
    error: string | null;
    createdAt: string;
  }[];
  payments: PaymentRecordDto[];
  refunds: RefundRecordDto[];
  invoices: InvoiceSummaryDto[];
}

/**
 * Sent instead of a session by a guest who checked out by email: it proves the booking is theirs on
 * its payment-intent and finalize routes, and nowhere else.
 */
export const CHECKOUT_TOKEN_HEADER = 'X-Checkout-Token';

/**
 * POST /v1/public/payments/payment-intent: the guest's held booking, its intent (null when nothing is
 * due: a free schedule or a 100 % voucher confirms at once) and the checkout token.
 */
export interface GuestCheckoutDto {
  bookingId: string;
  paymentIntentId: string | null;
  clientSecret: string | null;
  amount: number;
  currency: string;
  /** Kept by the guest's browser only; sent as X-Checkout-Token. */
  checkoutToken: string;
  /** When the hold ends (null once confirmed). */
  expiresAt: string | null;
  booking: BookingDto;
}
