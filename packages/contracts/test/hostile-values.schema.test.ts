// Values no field may hold (issue 23): text that prints as more or less than it shows, numbers JSON
// carries that are no numbers to compute with, counts and dates past what the product or PostgreSQL
// holds. Each is a 422 on its own field.
import {
  adminRefundSchema,
  createBookingSchema,
  createVoucherSchema,
  createWorkshopScheduleSchema,
  dashboardMetricsQuerySchema,
  guestCheckoutSchema,
  holdPayoutSchema,
  markPayoutPaidSchema,
  MONEY_MAX,
  reorderWorkshopResourcesSchema,
  SEATS_MAX,
  updateWorkshopSchema,
  verifyVoucherQuerySchema,
} from '../src';
import { isMultiLineText, isSingleLineText } from '../src/schemas/schema-helpers';
import { UUID, expectValid, messagesAt } from './helpers';

const ADDRESS = {
  addressLine1: 'Hauptstraße 1',
  city: 'Berlin',
  state: 'Berlin',
  zip: '10115',
  country: 'DE',
};
const booking = { userId: UUID, workshopScheduleId: UUID, seats: 1, address: ADDRESS };

describe('single-line and multi-line text', () => {
  it.each([
    'a\u0000b',
    'a\nb',
    'a\r\nb',
    'a\tb',
    '\u0007',
    '\u007f',
    '\u0085',
    'a\u2028b',
    '\u202Egnp.exe',
    'a\u202Ab',
    'a\u2066b\u2069',
    'a\u200Eb',
    'a\u200Fb',
    'a\u200Bb',
    'a\u200Cb',
    'a\u200Db',
    'a\u2060b',
    'a\uFEFFb',
    'a\uD800',
    '\uDC00b',
  ])('refuses %j on one line', (value) => {
    expect(isSingleLineText(value)).toBe(false);
  });

  it('takes letters of every script and emoji of one code point on one line', () => {
    for (const value of ['Zoë Müller', 'Łukasz', '東京', 'שלום', 'مرحبا', '😀 𝒜', "O'Brien & Co."])
      expect(isSingleLineText(value)).toBe(true);
  });

  it('takes line breaks and tabs in multi-line text, and nothing else invisible', () => {
    expect(isMultiLineText('one\ntwo\r\nthree\tfour')).toBe(true);
    for (const value of ['a\rb', 'a\u0000b', 'a\u000Bb', 'a\u202Eb', 'a\u200Bb', 'a\uD800'])
      expect(isMultiLineText(value)).toBe(false);
  });

  it('takes the zero-width joiners written text needs in multi-line text, not on one line', () => {
    for (const value of ['Family: 👨\u200D👩\u200D👧', 'می\u200Cخواهم'])
      expect([isMultiLineText(value), isSingleLineText(value)]).toEqual([true, false]);
  });

  it('answers the field its message: address lines, names, notes', () => {
    expect(
      messagesAt(
        createBookingSchema,
        { ...booking, address: { ...ADDRESS, addressLine1: '1 Main St\nPAID' } },
        'address.addressLine1',
      ),
    ).toEqual(['Address line 1 must be a single line without control or invisible characters']);
    expect(messagesAt(guestCheckoutSchema, { firstName: 'Gw\u0000en' }, 'firstName')).toEqual([
      'First name must be a single line without control or invisible characters',
    ]);
    expect(messagesAt(createBookingSchema, { ...booking, notes: 'a\u202Eb' }, 'notes')).toEqual([
      'Notes may not contain control or invisible characters other than line breaks and tabs',
    ]);
    expect(expectValid(createBookingSchema, { ...booking, notes: 'one\r\ntwo\tthree' }).notes).toBe(
      'one\r\ntwo\tthree',
    );
  });

  it('refuses a number where text belongs instead of storing it as text', () => {
    expect(messagesAt(markPayoutPaidSchema, { reference: 0 }, 'reference')).toEqual([
      'Reference must be text',
    ]);
    expect(messagesAt(holdPayoutSchema, { reason: 12 }, 'reason')).toEqual(['Reason must be text']);
    expect(expectValid(markPayoutPaidSchema, { reference: ' TRF-1 ' })).toEqual({ reference: 'TRF-1' });
  });
});

describe('numbers with bounds', () => {
  it.each([Infinity, -Infinity, 'Infinity', NaN])('refuses %j as an amount', (amount) => {
    expect(messagesAt(adminRefundSchema, { amount }, 'amount')).toContain('Amount must be a number');
  });

  it('caps money at MONEY_MAX with two decimals; -0 is 0 to every bound', () => {
    expect(MONEY_MAX).toBe(1_000_000);
    expect(messagesAt(adminRefundSchema, { amount: MONEY_MAX + 0.01 }, 'amount')).toEqual([
      'Amount must be at most 1,000,000',
    ]);
    expect(messagesAt(adminRefundSchema, { amount: 1.005 }, 'amount')).toEqual([
      'Amount can have at most 2 decimal places',
    ]);
    expect(messagesAt(adminRefundSchema, { amount: -0 }, 'amount')).toEqual(['Amount must be more than 0']);
    expect(expectValid(updateWorkshopSchema, { price: -0 }).price === 0).toBe(true);
    expect(messagesAt(updateWorkshopSchema, { price: 1e308 }, 'price')).toEqual([
      'Price must be at most 1,000,000',
    ]);
  });

  it('caps seat counts at SEATS_MAX before anything multiplies them, the query string included', () => {
    expect(SEATS_MAX).toBe(1000);
    expect(messagesAt(createBookingSchema, { ...booking, seats: 99_999_999_999_999 }, 'seats')).toEqual([
      'At most 1000 seats can be booked at once',
    ]);
    expect(
      messagesAt(verifyVoucherQuerySchema, { workshopScheduleId: UUID, seats: '99999999999999' }, 'seats'),
    ).toEqual(['At most 1000 seats can be booked at once']);
    expect(messagesAt(updateWorkshopSchema, { maxSeats: 1001 }, 'maxSeats')).toEqual([
      'Maximum seats must be at most 1000',
    ]);
    expect(messagesAt(createWorkshopScheduleSchema, { capacity: 1e15 }, 'capacity')).toEqual([
      'Capacity must be at most 1000',
    ]);
  });
});

describe('dates from the year 1 to 9999', () => {
  it.each(['0000-01-01', '10000-01-01', '0001-01-01T00:00:00+01:00', '+010000-01-01'])(
    'refuses %j as an expiry date',
    (expiresAt) => {
      expect(
        messagesAt(
          createVoucherSchema,
          { code: 'X', expiresAt, data: { discountType: 'free' } },
          'expiresAt',
        ),
      ).toEqual(['Expiry date must be a valid date']);
    },
  );

  it('takes the first and the last day', () => {
    for (const expiresAt of ['0001-01-01', '9999-12-31', '9999-12-31T23:59:59Z'])
      expect(
        expectValid(createVoucherSchema, { code: 'X', expiresAt, data: { discountType: 'free' } }).expiresAt,
      ).toBe(expiresAt);
  });

  it('refuses the year 0 in the dashboard range', () => {
    expect(messagesAt(dashboardMetricsQuerySchema, { from: '0000-01-01' }, 'from')).toEqual([
      'From must be a date like 2026-01-31',
    ]);
    expect(expectValid(dashboardMetricsQuerySchema, { from: '0001-01-01', to: '0002-12-31' })).toMatchObject({
      from: '0001-01-01',
    });
  });
});

describe('lists of the wrong things', () => {
  it('refuses objects where resource ids belong with a 422 on each item, without throwing', () => {
    expect(messagesAt(reorderWorkshopResourcesSchema, { ids: [{ x: 1 }, UUID] }, 'ids.0')).toEqual([
      'Resource must be a valid ID',
    ]);
  });
});
