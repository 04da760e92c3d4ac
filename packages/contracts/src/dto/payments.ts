// What the payments, vouchers and invoices routes answer (issue 12). Amounts are major units with two
// decimals, like `price`; the service computes every one of them.
import type { DiscountType, VoucherModelType } from '../enums';

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

/** GET /v1/vouchers/verify/{code}?workshopScheduleId=&seats=: what the voucher would take off. */
export interface VoucherCheckDto {
  code: string;
  discountType: DiscountType;
  currency: string;
  subtotal: number;
  discount: number;
  /** What would be paid: subtotal − discount, never below 0. */
  amount: number;
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

/** A sandbox intent after the page acted on it (confirm, approve, refuse): where it stands now. */
export interface SandboxIntentDto {
  id: string;
  /** `succeeded`; `requires_action` (show the confirmation step); `requires_payment_method` (try another card). */
  status: string;
  /** The processor's words when the attempt failed ('Your card was declined.'). */
  error: string | null;
}
