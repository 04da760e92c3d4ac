import { createVoucherSchema, updateVoucherSchema, VOUCHER_DATA_INVALID } from '../src';
import { UUID, chars, expectInvalid, expectValid, messagesAt } from './helpers';

const voucher = { code: 'SUMMER-26', data: { discountType: 'percentage', discountValue: 10 } };
const withData = (data: Record<string, unknown>) => ({ ...voucher, data: { ...voucher.data, ...data } });

describe('createVoucherSchema', () => {
  it('accepts a voucher', () => {
    expect(expectValid(createVoucherSchema, voucher)).toEqual(voucher);
  });

  it('accepts every field', () => {
    const full = {
      code: 'VIP',
      modelType: 'workshop',
      modelId: UUID,
      expiresAt: '2026-12-31T23:59:59Z',
      data: { discountType: 'fixed', discountValue: 25, maxDiscount: 25, maxUses: 100 },
    };
    expect(expectValid(createVoucherSchema, full)).toEqual(full);
  });

  it('requires the code and reports a missing discount on its own paths', () => {
    expect(expectInvalid(createVoucherSchema, {})).toEqual({
      code: ['Voucher code is required'],
      'data.discountType': ['Discount type is required'],
      'data.discountValue': ['Discount value is required'],
    });
  });

  describe('code', () => {
    it('accepts 32 characters and rejects 33', () => {
      expect(messagesAt(createVoucherSchema, { ...voucher, code: chars(32, 'A') }, 'code')).toEqual([]);
      expect(messagesAt(createVoucherSchema, { ...voucher, code: chars(33, 'A') }, 'code')).toEqual([
        'Voucher code must be at most 32 characters',
      ]);
    });

    it('is stored in upper case, whatever case it was typed in', () => {
      expect(expectValid(createVoucherSchema, { ...voucher, code: ' summer-26 ' }).code).toBe('SUMMER-26');
    });

    it('stays URL-safe', () => {
      expect(messagesAt(createVoucherSchema, { ...voucher, code: 'SUMMER 26' }, 'code')).toEqual([
        'Voucher code may contain only letters, numbers, underscores and hyphens',
      ]);
    });
  });

  describe('percentage discount', () => {
    it.each([0, 100])('accepts %d', (discountValue) => {
      expect(messagesAt(createVoucherSchema, withData({ discountValue }), 'data.discountValue')).toEqual([]);
    });

    it.each([-1, 101, 100.5])('rejects %d with the percentage message only', (discountValue) => {
      expect(messagesAt(createVoucherSchema, withData({ discountValue }), 'data.discountValue')).toEqual([
        'A percentage discount must be between 0 and 100',
      ]);
    });
  });

  describe('fixed discount', () => {
    it('may exceed 100 but not go below 0', () => {
      expect(
        messagesAt(
          createVoucherSchema,
          withData({ discountType: 'fixed', discountValue: 250 }),
          'data.discountValue',
        ),
      ).toEqual([]);
      expect(
        messagesAt(
          createVoucherSchema,
          withData({ discountType: 'fixed', discountValue: -1 }),
          'data.discountValue',
        ),
      ).toEqual(['Discount value must be at least 0']);
    });

    it('needs a value', () => {
      expect(
        messagesAt(
          createVoucherSchema,
          { ...voucher, data: { discountType: 'fixed' } },
          'data.discountValue',
        ),
      ).toEqual(['Discount value is required']);
    });
  });

  it('lets a free voucher go without a value', () => {
    expect(expectValid(createVoucherSchema, { code: 'FREE', data: { discountType: 'free' } })).toEqual({
      code: 'FREE',
      data: { discountType: 'free' },
    });
  });

  it('accepts the three discount types only', () => {
    expect(messagesAt(createVoucherSchema, withData({ discountType: 'bogo' }), 'data.discountType')).toEqual([
      'Please select a valid discount type',
    ]);
  });

  it('needs max discount of at least 0', () => {
    expect(messagesAt(createVoucherSchema, withData({ maxDiscount: 0 }), 'data.maxDiscount')).toEqual([]);
    expect(messagesAt(createVoucherSchema, withData({ maxDiscount: -0.01 }), 'data.maxDiscount')).toEqual([
      'Max discount must be at least 0',
    ]);
  });

  it('needs whole max uses of at least 1', () => {
    expect(messagesAt(createVoucherSchema, withData({ maxUses: 1 }), 'data.maxUses')).toEqual([]);
    expect(messagesAt(createVoucherSchema, withData({ maxUses: 0 }), 'data.maxUses')).toEqual([
      'Max uses must be at least 1',
    ]);
    expect(messagesAt(createVoucherSchema, withData({ maxUses: 2.5 }), 'data.maxUses')).toEqual([
      'Max uses must be a whole number',
    ]);
  });

  it('turns empty limits into null (no limit)', () => {
    expect(expectValid(createVoucherSchema, withData({ maxUses: '', maxDiscount: '' })).data).toEqual({
      ...voucher.data,
      maxUses: null,
      maxDiscount: null,
    });
  });

  it('takes money and percentages to the cent', () => {
    expect(messagesAt(createVoucherSchema, withData({ discountValue: 12.5 }), 'data.discountValue')).toEqual(
      [],
    );
    expect(
      messagesAt(createVoucherSchema, withData({ discountValue: 12.345 }), 'data.discountValue'),
    ).toEqual(['Discount value can have at most 2 decimal places']);
    expect(messagesAt(createVoucherSchema, withData({ maxDiscount: 0.001 }), 'data.maxDiscount')).toEqual([
      'Max discount can have at most 2 decimal places',
    ]);
  });

  describe('scope', () => {
    it.each(['workshop', 'workshop-schedule', 'workshop-template'])('accepts a %s', (modelType) => {
      expect(expectValid(createVoucherSchema, { ...voucher, modelType, modelId: UUID })).toMatchObject({
        modelType,
        modelId: UUID,
      });
    });

    it('applies to everything when left empty', () => {
      expect(expectValid(createVoucherSchema, { ...voucher, modelType: '', modelId: '' })).toMatchObject({
        modelType: null,
        modelId: null,
      });
    });

    it('knows only the three model types', () => {
      expect(
        messagesAt(createVoucherSchema, { ...voucher, modelType: 'course', modelId: UUID }, 'modelType'),
      ).toEqual(['Please select a valid model type']);
    });

    it('needs the type and the id together', () => {
      expect(expectInvalid(createVoucherSchema, { ...voucher, modelType: 'workshop' })).toEqual({
        modelId: ['Model is required'],
      });
      expect(expectInvalid(createVoucherSchema, { ...voucher, modelId: UUID })).toEqual({
        modelType: ['Model type is required'],
      });
    });
  });

  it('checks model id and expiry date', () => {
    expect(
      expectInvalid(createVoucherSchema, {
        ...voucher,
        modelType: 'workshop',
        modelId: '12',
        expiresAt: 'next week',
      }),
    ).toEqual({
      modelId: ['Model must be a valid ID'],
      expiresAt: ['Expiry date must be a valid date'],
    });
    expect(expectValid(createVoucherSchema, { ...voucher, expiresAt: '2026-12-31' }).expiresAt).toBe(
      '2026-12-31',
    );
  });
});

describe('updateVoucherSchema', () => {
  it('accepts a partial body without data', () => {
    expect(expectValid(updateVoucherSchema, { expiresAt: null })).toEqual({ expiresAt: null });
  });

  it('takes a partial data (the service merges it with the stored one and checks the whole)', () => {
    expect(expectValid(updateVoucherSchema, { data: { maxUses: 10 } })).toEqual({ data: { maxUses: 10 } });
    expect(expectInvalid(updateVoucherSchema, { data: 'free' })).toEqual({ data: [VOUCHER_DATA_INVALID] });
  });

  it('widens the scope to everything with modelType null alone, and narrows it only with both', () => {
    expect(expectValid(updateVoucherSchema, { modelType: null })).toEqual({ modelType: null });
    expect(expectInvalid(updateVoucherSchema, { modelType: 'workshop-schedule' })).toEqual({
      modelId: ['Model is required'],
    });
  });

  it('applies the code length to a new code', () => {
    expect(expectInvalid(updateVoucherSchema, { code: chars(33, 'B') })).toEqual({
      code: ['Voucher code must be at most 32 characters'],
    });
  });
});
