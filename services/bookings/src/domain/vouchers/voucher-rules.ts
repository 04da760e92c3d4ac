// What a voucher gives and when it gives nothing, as pure functions over plain values: the verify
// route, the booking's price and the redeem use case all ask these, so they cannot disagree.
import {
  VOUCHER_EXPIRED,
  VOUCHER_NOT_APPLICABLE,
  VOUCHER_NOT_FOUND,
  VOUCHER_USED_UP,
  type DiscountType,
  type VoucherModelType,
} from '@coachwork/contracts';
import { assertMinorUnits, toMinorUnits } from '../money';

export { normalizeVoucherCode } from '@coachwork/contracts';

/** A voucher as the rules need it: `discountValue` and `maxDiscount` in major units, like the API. */
export interface VoucherTerms {
  code: string;
  modelType: VoucherModelType | null;
  modelId: string | null;
  expiresAt: Date | null;
  discountType: DiscountType;
  /** Percent (0–100) for `percentage`, an amount for `fixed`, unused for `free`. */
  discountValue: number | null;
  /** Caps a percentage discount; null means no cap. */
  maxDiscount: number | null;
  /** Null means unlimited. */
  maxUses: number | null;
}

/** What is being bought, named every way a voucher may be scoped. */
export interface VoucherTarget {
  workshopScheduleId: string;
  workshopId: string;
  workshopTemplateId: string | null;
}

export function voucherAppliesTo(
  terms: Pick<VoucherTerms, 'modelType' | 'modelId'>,
  target: VoucherTarget,
): boolean {
  switch (terms.modelType) {
    case null:
      return true;
    case 'workshop':
      return terms.modelId === target.workshopId;
    case 'workshop-schedule':
      return terms.modelId === target.workshopScheduleId;
    case 'workshop-template':
      return target.workshopTemplateId !== null && terms.modelId === target.workshopTemplateId;
  }
}

/**
 * The moment a voucher stops working. A bare date ('2026-12-31') means "valid through that day", so it
 * ends at the next midnight UTC; a date-time is taken as given.
 */
export function voucherExpiry(expiresAt: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(expiresAt)) {
    const end = new Date(`${expiresAt}T00:00:00.000Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    return end;
  }
  return new Date(expiresAt);
}

export function isVoucherExpired(terms: Pick<VoucherTerms, 'expiresAt'>, now: Date): boolean {
  return terms.expiresAt !== null && now.getTime() >= terms.expiresAt.getTime();
}

/**
 * Why this voucher gives nothing here, or null when it applies. `usesTaken` counts confirmed bookings
 * and live holds (an expired hold has given its use back). Scope is judged before the use count: "does
 * not apply" stays true, while "used up" suggests it would have worked.
 */
export function voucherRefusal(
  terms: VoucherTerms | null,
  context: { now: Date; usesTaken: number; target: VoucherTarget },
): string | null {
  if (!terms) return VOUCHER_NOT_FOUND;
  if (isVoucherExpired(terms, context.now)) return VOUCHER_EXPIRED;
  if (!voucherAppliesTo(terms, context.target)) return VOUCHER_NOT_APPLICABLE;
  if (terms.maxUses !== null && context.usesTaken >= terms.maxUses) return VOUCHER_USED_UP;
  return null;
}

/**
 * The discount in minor units on a subtotal in minor units: never more than the subtotal (a fixed
 * voucher does not take the amount below 0), a percentage rounded to the nearest minor unit and capped
 * by `maxDiscount`, `free` the whole subtotal.
 */
export function voucherDiscount(
  terms: Pick<VoucherTerms, 'discountType' | 'discountValue' | 'maxDiscount'>,
  subtotal: number,
  currency: string,
): number {
  assertMinorUnits(subtotal);
  if (subtotal <= 0) return 0;
  let discount: number;
  switch (terms.discountType) {
    case 'free':
      return subtotal;
    case 'fixed':
      discount = toMinorUnits(terms.discountValue ?? 0, currency);
      break;
    case 'percentage': {
      // Basis points keep 12.5 % exact; one rounding at the end.
      const basisPoints = Math.round((terms.discountValue ?? 0) * 100);
      discount = Math.round((subtotal * basisPoints) / 10_000);
      if (terms.maxDiscount !== null)
        discount = Math.min(discount, toMinorUnits(terms.maxDiscount, currency));
      break;
    }
  }
  return Math.max(0, Math.min(discount, subtotal));
}

export interface BookingPrice {
  unitPrice: number;
  seats: number;
  subtotal: number;
  discount: number;
  /** What the booker pays: subtotal − discount, never below 0. */
  amount: number;
}

/** Seats × unit price less the voucher, all in minor units. */
export function priceBooking(
  unitPrice: number,
  seats: number,
  currency: string,
  voucher: Pick<VoucherTerms, 'discountType' | 'discountValue' | 'maxDiscount'> | null,
): BookingPrice {
  assertMinorUnits(unitPrice);
  if (!Number.isInteger(seats) || seats < 1)
    throw new RangeError(`Seats must be a whole number ≥ 1, got ${seats}`);
  const subtotal = unitPrice * seats;
  const discount = voucher ? voucherDiscount(voucher, subtotal, currency) : 0;
  return { unitPrice, seats, subtotal, discount, amount: subtotal - discount };
}
