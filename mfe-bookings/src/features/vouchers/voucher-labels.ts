// How the console words a voucher: its discount, its scope and its uses.
import type { DiscountType, VoucherDto, VoucherModelType } from '@coachwork/contracts';
import { formatMoney } from '../bookings/booking-labels';
import { bookingsMessages } from '../messages';

/** 'Percentage', 'Fixed amount', 'Free'. */
export function discountTypeLabel(type: DiscountType): string {
  const { t } = bookingsMessages();
  return t(`discountType.${type}`);
}

/** 'Workshop', 'Schedule', 'Template'. */
export function modelTypeLabel(type: VoucherModelType): string {
  const { t } = bookingsMessages();
  return t(`scope.${type}`);
}

/** '10 % (at most €20.00)', '€15.00 off', 'Free'. */
export function discountLabel(v: VoucherDto, currency = 'EUR'): string {
  const { t } = bookingsMessages();
  const d = v.data;
  if (d.discountType === 'free') return t('discount.free');
  if (d.discountType === 'fixed') return t('discount.off', { amount: formatMoney(d.discountValue, currency) });
  const value = d.discountValue ?? 0;
  return d.maxDiscount != null
    ? t('discount.percentCapped', { value, max: formatMoney(d.maxDiscount, currency) })
    : t('discount.percent', { value });
}

export function usesLabel(v: VoucherDto): string {
  const { t } = bookingsMessages();
  return v.data.maxUses == null
    ? t('uses.unlimited', { uses: v.uses })
    : t('uses.limited', { uses: v.uses, max: v.data.maxUses });
}
