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
    [
      'one of three seats of 98.00, now priced 65.34: what was paid beyond it',
      { kind: 'seat-cancelled', newAmount: 6534 },
      ctx(),
      3266,
    ],
    [
      'the next seat, now priced 32.67, after 32.66 came back',
      { kind: 'seat-cancelled', newAmount: 3267 },
      ctx({ refunded: 3266 }),
      3267,
    ],
    [
      'a voucher worked out again: 10 % of 2 × 129.00 after 10 % of 10 × 129.00 was paid',
      { kind: 'seat-cancelled', newAmount: 23220 },
      ctx({ paid: 116100 }),
      92880,
    ],
    [
      'a new price above what is left: nothing (never a charge)',
      { kind: 'seat-cancelled', newAmount: 9000 },
      ctx({ refunded: 3266 }),
      0,
    ],
    ['one seat late: nothing', { kind: 'seat-cancelled', newAmount: 6534 }, ctx({ now: hoursBefore(2) }), 0],
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

  it('keeps exactly the new price, so seats given back and the last cancel add up to what was paid', () => {
    // 3 seats of 33.34 (100.02), given back one by one, then the booking cancelled.
    let refunded = 0;
    for (const newAmount of [6668, 3334])
      refunded += refundDue({ kind: 'seat-cancelled', newAmount }, ctx({ paid: 10002, refunded })).amount;
    const last = refundDue({ kind: 'booking-cancelled' }, ctx({ paid: 10002, refunded })).amount;
    expect([refunded, last, refunded + last]).toEqual([6668, 3334, 10002]);
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
