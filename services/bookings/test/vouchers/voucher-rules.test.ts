import type { VoucherModelType } from '@coachwork/contracts';
import {
  normalizeVoucherCode,
  priceBooking,
  voucherAppliesTo,
  voucherDiscount,
  voucherExpiry,
  voucherRefusal,
  type VoucherTerms,
} from '../../src/domain/vouchers/voucher-rules';

const WORKSHOP = '11111111-1111-4111-8111-111111111111';
const SCHEDULE = '22222222-2222-4222-8222-222222222222';
const TEMPLATE = '33333333-3333-4333-8333-333333333333';
const OTHER = '44444444-4444-4444-8444-444444444444';
const target = { workshopId: WORKSHOP, workshopScheduleId: SCHEDULE, workshopTemplateId: TEMPLATE };

const terms = (over: Partial<VoucherTerms> = {}): VoucherTerms => ({
  code: 'SUMMER',
  modelType: null,
  modelId: null,
  expiresAt: null,
  discountType: 'percentage',
  discountValue: 10,
  maxDiscount: null,
  maxUses: null,
  ...over,
});

describe('voucherDiscount (minor units)', () => {
  it.each([
    // [what, discount type, value, max discount, subtotal, expected discount]
    ['10 % of 200.00', 'percentage', 10, null, 20000, 2000],
    ['12.5 % rounds to the nearest cent', 'percentage', 12.5, null, 1999, 250],
    ['33 % of 0.01 rounds to nothing', 'percentage', 33, null, 1, 0],
    ['50 % capped by max discount 30.00', 'percentage', 50, 30, 20000, 3000],
    ['a cap above the percentage changes nothing', 'percentage', 10, 500, 20000, 2000],
    ['a cap of 0 gives nothing', 'percentage', 50, 0, 20000, 0],
    ['100 % is the whole subtotal', 'percentage', 100, null, 4999, 4999],
    ['0 % is nothing', 'percentage', 0, null, 4999, 0],
    ['fixed 25.00 off 200.00', 'fixed', 25, null, 20000, 2500],
    ['fixed 19.99 is exact in cents', 'fixed', 19.99, null, 20000, 1999],
    ['fixed above the subtotal stops at 0 to pay', 'fixed', 250, null, 20000, 20000],
    ['fixed ignores max discount', 'fixed', 40, 10, 20000, 4000],
    ['free takes everything', 'free', null, null, 12345, 12345],
    ['free on nothing is nothing', 'free', null, null, 0, 0],
  ] as const)('%s', (_what, discountType, discountValue, maxDiscount, subtotal, expected) => {
    expect(voucherDiscount({ discountType, discountValue, maxDiscount }, subtotal, 'EUR')).toBe(expected);
  });

  it('reads fixed amounts in the currency’s own unit (no cents in yen)', () => {
    expect(
      voucherDiscount({ discountType: 'fixed', discountValue: 500, maxDiscount: null }, 3000, 'JPY'),
    ).toBe(500);
  });

  it('refuses fractions of a cent as a subtotal', () => {
    expect(() => voucherDiscount(terms(), 10.5, 'EUR')).toThrow(RangeError);
  });
});

describe('priceBooking', () => {
  it('multiplies seats by the unit price and takes the voucher off', () => {
    expect(
      priceBooking(4900, 3, 'EUR', { discountType: 'fixed', discountValue: 20, maxDiscount: null }),
    ).toEqual({
      unitPrice: 4900,
      seats: 3,
      subtotal: 14700,
      discount: 2000,
      amount: 12700,
    });
  });

  it('is the full price without a voucher and 0 with a free one', () => {
    expect(priceBooking(4900, 2, 'EUR', null).amount).toBe(9800);
    expect(
      priceBooking(4900, 2, 'EUR', { discountType: 'free', discountValue: null, maxDiscount: null }).amount,
    ).toBe(0);
  });

  it('never goes below 0', () => {
    expect(
      priceBooking(1000, 1, 'EUR', { discountType: 'fixed', discountValue: 99, maxDiscount: null }),
    ).toMatchObject({
      discount: 1000,
      amount: 0,
    });
  });
});

describe('voucherAppliesTo', () => {
  it.each([
    [null, null, true],
    ['workshop', WORKSHOP, true],
    ['workshop', OTHER, false],
    ['workshop-schedule', SCHEDULE, true],
    ['workshop-schedule', WORKSHOP, false],
    ['workshop-template', TEMPLATE, true],
    ['workshop-template', OTHER, false],
  ] as [VoucherModelType | null, string | null, boolean][])('%s %s → %s', (modelType, modelId, expected) => {
    expect(voucherAppliesTo({ modelType, modelId }, target)).toBe(expected);
  });

  it('does not match a template scope when the template is unknown', () => {
    expect(
      voucherAppliesTo(
        { modelType: 'workshop-template', modelId: TEMPLATE },
        { ...target, workshopTemplateId: null },
      ),
    ).toBe(false);
  });
});

describe('voucherExpiry', () => {
  it('keeps a bare date valid through that day (UTC)', () => {
    expect(voucherExpiry('2026-12-31').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('takes a date-time as given', () => {
    expect(voucherExpiry('2026-12-31T12:00:00+02:00').toISOString()).toBe('2026-12-31T10:00:00.000Z');
  });
});

describe('voucherRefusal', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const ctx = (over: Partial<{ usesTaken: number; target: typeof target }> = {}) => ({
    now,
    usesTaken: 0,
    target,
    ...over,
  });

  it.each([
    ['an unknown code', null, ctx(), 'This voucher does not exist'],
    [
      'an expired voucher',
      terms({ expiresAt: new Date('2026-06-01T12:00:00Z') }),
      ctx(),
      'This voucher has expired',
    ],
    [
      'a voucher for another workshop',
      terms({ modelType: 'workshop', modelId: OTHER }),
      ctx(),
      'This voucher does not apply to this workshop',
    ],
    ['the last use taken', terms({ maxUses: 3 }), ctx({ usesTaken: 3 }), 'This voucher has been used up'],
    [
      'expired and for another workshop: expiry first',
      terms({ expiresAt: new Date(0), modelType: 'workshop', modelId: OTHER }),
      ctx(),
      'This voucher has expired',
    ],
    [
      'used up and for another workshop: scope first',
      terms({ maxUses: 1, modelType: 'workshop', modelId: OTHER }),
      ctx({ usesTaken: 1 }),
      'This voucher does not apply to this workshop',
    ],
    ['one use left', terms({ maxUses: 3 }), ctx({ usesTaken: 2 }), null],
    ['unlimited uses', terms({ maxUses: null }), ctx({ usesTaken: 10_000 }), null],
    ['expiring a second from now', terms({ expiresAt: new Date('2026-06-01T12:00:01Z') }), ctx(), null],
  ] as const)('%s', (_what, voucher, context, expected) => {
    expect(voucherRefusal(voucher, context)).toBe(expected);
  });
});

describe('normalizeVoucherCode', () => {
  it('compares codes in upper case', () => {
    expect(normalizeVoucherCode(' summer-26 ')).toBe('SUMMER-26');
  });
});
