import { myBookingsParams } from '../bookings-api';
import { formatCountdown, holdDeadline } from '../pages/checkout/checkout-result';
import {
  bookingBody,
  checkoutDefaults,
  createAttemptKeys,
  estimateTotal,
  seatsError,
} from '../pages/checkout/checkout-values';

describe('the checkout rules', () => {
  it('never sends an amount, and sends blank optional fields as null', () => {
    const values = checkoutDefaults('DE');
    values.seats = 2;
    values.address = {
      addressLine1: ' Main St 1 ',
      addressLine2: '  ',
      city: 'Berlin',
      state: 'BE',
      zip: '10115',
      country: 'DE',
    };
    const body = bookingBody('s1', 'u1', values);
    expect(body).toEqual({
      userId: 'u1',
      workshopScheduleId: 's1',
      seats: 2,
      address: {
        addressLine1: 'Main St 1',
        addressLine2: null,
        city: 'Berlin',
        state: 'BE',
        zip: '10115',
        country: 'DE',
      },
      notes: null,
    });
    expect(Object.keys(body)).not.toContain('amount');
  });

  it('leaves the country empty when the profile has none or an unknown code', () => {
    expect(checkoutDefaults(null).address.country).toBe('');
    expect(checkoutDefaults('XX').address.country).toBe('');
  });

  it('estimates seats × price in cents, and nothing for a blank stepper', () => {
    expect(estimateTotal(3, 19.99)).toBe(59.97);
    expect(estimateTotal(Number.NaN, 90)).toBe(0);
    expect(estimateTotal(2, null)).toBe(0);
  });

  it('refuses more seats than are left', () => {
    expect(seatsError(2, 3)).toBeNull();
    expect(seatsError(4, 3)).toBe('Only 3 seats are left');
    expect(seatsError(1, 0)).toBe('This session is sold out');
  });

  it('keeps one Idempotency-Key per body: a retry reuses it, a changed body gets its own, a new checkout starts over', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `k${++n}`);
    const body = bookingBody('s1', 'u1', checkoutDefaults('DE'));
    expect(keys.keyFor(body)).toBe('k1');
    expect(keys.keyFor({ ...body })).toBe('k1');
    expect(keys.keyFor({ ...body, seats: 2 })).toBe('k2');
    // Back to the first body: that request may have reached the server, so it must not book twice.
    expect(keys.keyFor(body)).toBe('k1');
    // The next checkout (the dialog opened again) is a new attempt.
    expect(createAttemptKeys(() => `k${++n}`).keyFor(body)).toBe('k3');
  });
});

describe('the hold countdown', () => {
  const expiresAt = '2030-01-01T10:15:00.000Z';
  const serverNow = Date.parse('2030-01-01T10:00:00.000Z');

  it('ends at expiresAt when the browser clock agrees with the server', () => {
    expect(holdDeadline(expiresAt, serverNow, serverNow + 2000)).toBe(Date.parse(expiresAt));
    expect(holdDeadline(expiresAt, null, 0)).toBe(Date.parse(expiresAt));
  });

  it('follows the server when the browser clock is off by minutes', () => {
    const browserNow = serverNow - 10 * 60_000;
    expect(holdDeadline(expiresAt, serverNow, browserNow) - browserNow).toBe(15 * 60_000);
  });

  it('shows minutes and seconds, never below zero', () => {
    expect(formatCountdown(14 * 60_000 + 59_999)).toBe('14:59');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});

describe('the booker area query', () => {
  const base = { userId: 'u1', now: '2030-01-01T10:00:00.000Z', page: 1 };

  it('asks for the booker’s own upcoming bookings with their seats, soonest first', () => {
    expect(myBookingsParams({ ...base, when: 'upcoming' })).toEqual({
      include: 'seats',
      'filter[userId]': 'u1',
      'filter[startsFrom]': base.now,
      'filter[status]': 'PENDING,CONFIRMED,COMPLETED,NO_SHOW',
      sort: 'startDate',
      page: 1,
      perPage: 10,
    });
  });

  it('moves cancelled bookings out of upcoming into their own section, latest first', () => {
    const params = myBookingsParams({ ...base, when: 'cancelled' });
    expect(params).toMatchObject({ 'filter[status]': 'CANCELLED', sort: '-startDate' });
    expect(params).not.toHaveProperty('filter[startsFrom]');
    expect(params).not.toHaveProperty('filter[startsTo]');
  });

  it('asks for past bookings latest first, with a status filter', () => {
    const params = myBookingsParams({ ...base, when: 'past', status: 'CANCELLED', page: 2 });
    expect(params).toMatchObject({
      'filter[startsTo]': base.now,
      sort: '-startDate',
      'filter[status]': 'CANCELLED',
      page: 2,
    });
    expect(params).not.toHaveProperty('filter[startsFrom]');
  });
});
