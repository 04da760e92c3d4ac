import { refundDue, withinRefundDeadline, type RefundCause } from '../../src/domain/payments/refund-policy';

const startsAt = new Date('2026-06-10T09:00:00Z');
const hoursBefore = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);
const ctx = (over: Partial<{ paid: number; refunded: number; now: Date }> = {}) => ({
  paid: 9800,
  refunded: 0,
  startsAt,
  now: hoursBefore(72),
  deadlineHours: 48,
  ...over,
});

describe('refund policy', () => {
  it.each<[string, RefundCause, ReturnType<typeof ctx>, number]>([
    ['booker cancels 72 h before: everything', { kind: 'booking-cancelled' }, ctx(), 9800],
    [
      'booker cancels exactly 48 h before: everything',
      { kind: 'booking-cancelled' },
      ctx({ now: hoursBefore(48) }),
      9800,
    ],
    [
      'booker cancels 47 h 59 before: nothing',
      { kind: 'booking-cancelled' },
      ctx({ now: new Date(hoursBefore(48).getTime() + 60_000) }),
      0,
    ],
    [
      'booker cancels after a seat was refunded: the rest',
      { kind: 'booking-cancelled' },
      ctx({ refunded: 3266 }),
      6534,
    ],
    [
      'schedule cancelled after the deadline: everything',
      { kind: 'schedule-cancelled' },
      ctx({ now: hoursBefore(1) }),
      9800,
    ],
    [
      'schedule cancelled after a partial refund: the rest',
      { kind: 'schedule-cancelled' },
      ctx({ refunded: 1000 }),
      8800,
    ],
    ['one of three seats of 98.00: 32.66', { kind: 'seat-cancelled', activeSeats: 3 }, ctx(), 3266],
    [
      'the next of two seats of what is left',
      { kind: 'seat-cancelled', activeSeats: 2 },
      ctx({ refunded: 3266 }),
      3267,
    ],
    ['one seat late: nothing', { kind: 'seat-cancelled', activeSeats: 3 }, ctx({ now: hoursBefore(2) }), 0],
    [
      'an administrator: the amount named, even late',
      { kind: 'admin', amount: 500 },
      ctx({ now: hoursBefore(-5) }),
      500,
    ],
    ['an administrator: all that is left', { kind: 'admin', amount: 8800 }, ctx({ refunded: 1000 }), 8800],
  ])('%s', (_what, cause, context, amount) => {
    expect(refundDue(cause, context).amount).toBe(amount);
  });

  it('shares seats so they add up to what was paid', () => {
    let refunded = 0;
    for (let active = 3; active > 1; active--)
      refunded += refundDue(
        { kind: 'seat-cancelled', activeSeats: active },
        ctx({ paid: 10000, refunded }),
      ).amount;
    const last = refundDue({ kind: 'booking-cancelled' }, ctx({ paid: 10000, refunded })).amount;
    expect([refunded, last, refunded + last]).toEqual([6666, 3334, 10000]);
  });

  it('never lets an administrator refund more than is left, or nothing', () => {
    expect(() => refundDue({ kind: 'admin', amount: 8801 }, ctx({ refunded: 1000 }))).toThrow(RangeError);
    expect(() => refundDue({ kind: 'admin', amount: 0 }, ctx())).toThrow(RangeError);
  });

  it('says why, for the credit note', () => {
    expect(refundDue({ kind: 'booking-cancelled' }, ctx({ now: hoursBefore(1) })).reason).toBe(
      'Cancelled less than 48 hours before the start: no refund',
    );
    expect(refundDue({ kind: 'schedule-cancelled' }, ctx()).reason).toBe('The schedule was cancelled');
  });

  it('measures the deadline from the start', () => {
    expect(withinRefundDeadline(startsAt, hoursBefore(48), 48)).toBe(true);
    expect(withinRefundDeadline(startsAt, hoursBefore(47), 48)).toBe(false);
    expect(withinRefundDeadline(startsAt, hoursBefore(0), 0)).toBe(true);
  });
});
