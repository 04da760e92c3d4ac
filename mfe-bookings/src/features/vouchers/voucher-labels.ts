// How the console words a voucher: its discount, its scope and its uses.
import type { VoucherDto, VoucherModelType } from '@coachwork/contracts';
import { formatMoney } from '../bookings/booking-labels';

export const DISCOUNT_TYPE_LABELS = { percentage: 'Percentage', fixed: 'Fixed amount', free: 'Free' } as const;
export const MODEL_TYPE_LABELS: Record<VoucherModelType, string> = {
  workshop: 'Workshop',
  'workshop-schedule': 'Schedule',
  'workshop-template': 'Template',
};

/** '10 % (at most €20.00)', '€15.00 off', 'Free'. */
export function discountLabel(v: VoucherDto, currency = 'EUR'): string {
  const d = v.data;
  if (d.discountType === 'free') return 'Free';
  if (d.discountType === 'fixed') return `${formatMoney(d.discountValue, currency)} off`;
  return `${d.discountValue ?? 0} %${d.maxDiscount != null ? ` (at most ${formatMoney(d.maxDiscount, currency)})` : ''}`;
}

export const usesLabel = (v: VoucherDto) => (v.data.maxUses == null ? `${v.uses} (no limit)` : `${v.uses} of ${v.data.maxUses}`);
