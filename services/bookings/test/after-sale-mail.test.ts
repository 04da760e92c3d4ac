// The mails after the sale: a seat given back, a booking cancelled, a refund made, a schedule cancelled
// or moved reach the booker and each person on an affected seat, exactly once even when the event is
// delivered twice, with times in a named zone.
import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@coachwork/contracts';
import { eventually } from '@coachwork/test-support';
import { bootBookings, type BookingsTest, type Person } from './support';

let t: BookingsTest;
beforeAll(async () => {
  t = await bootBookings();
});
afterAll(async () => {
  await t.close();
});

async function pay(booker: Person, bookingId: string) {
  const intent = (await t.as(booker).post(`/v1/payments/bookings/${bookingId}/payment-intent`)).body.data;
  const card = await t.as(null).post('/v1/public/payments/sandbox/payment-methods', {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
  await t.as(null).post(`/v1/public/payments/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    clientSecret: intent.clientSecret,
    paymentMethodId: card.body.data.id,
  });
  const fin = await t.as(booker).post(`/v1/payments/bookings/${bookingId}/finalize`, {
    paymentIntentId: intent.paymentIntentId,
  });
  expect(fin.body.data.status).toBe('CONFIRMED');
}

/** A paid booking of 3 seats at €50, seat 2 accepted by a friend; both gave their names to identity. */
async function scene(title: string) {
  const [booker, friend] = [
    await t.person('booker', { firstName: 'Bea', lastName: 'Booker' }),
    await t.person('booker', { firstName: 'Fran', lastName: 'Friend' }),
  ];
  const s = await t.schedule({ price: 50, workshopTitle: title, timezone: 'America/New_York' });
  const b = await t.book(booker, s.id, 3);
  await pay(booker, b.id);
  const seats = (await t.as(booker).get(`/v1/booking-seats?filter[bookingId]=${b.id}&sort=position`)).body
    .data as {
    id: string;
  }[];
  await t.as(booker).post(`/v1/booking-seats/${seats[1]!.id}/send-invitation`, { userId: friend.id });
  await t
    .as(friend)
    .post('/v1/invitations/accept', { invitation_token: await t.invitationToken(friend.email) });
  return { booker, friend, s, b, seats: seats.map((x) => x.id) };
}

/** Hands the booking's outbox events of `subject` to the bus twice each, as a redelivering relay would. */
async function relayTwice(subject: string, bookingId: string) {
  const { rows } = await t.pg.query(
    `select envelope from bookings.outbox where subject = $1 and envelope->'data'->>'bookingId' = $2`,
    [subject, bookingId],
  );
  for (const r of rows) {
    await t.deliver(r.envelope as EventEnvelope);
    await t.deliver(r.envelope as EventEnvelope);
  }
  return rows.length;
}

const mailsTo = async (p: Person, subject: RegExp) =>
  (await t.mails()).filter((m) => m.to.includes(p.email) && subject.test(m.subject));

/** Waits for `count` mails, then checks no more come (the redelivery is handled by then). */
async function exactly(p: Person, subject: RegExp, count = 1) {
  await eventually(async () => (await mailsTo(p, subject)).length >= count);
  await t.handle.mailer.idle();
  const found = await mailsTo(p, subject);
  expect(found).toHaveLength(count);
  return found;
}

describe('a seat given back', () => {
  it('mails the booker and the holder once each, and the booker the refund once', async () => {
    const { booker, friend, b, seats } = await scene('Seat Mail Lab');
    expect((await t.as(friend).post(`/v1/booking-seats/${seats[1]}/cancel`)).status).toBe(200);
    expect(await relayTwice('bookings.seat.cancelled', b.id)).toBe(1);
    expect(await relayTwice('bookings.payment.refunded', b.id)).toBe(1);

    const [toBooker] = await exactly(booker, /^A seat at Seat Mail Lab was given back$/);
    expect(toBooker!.text).toContain(`Seat 2 of your booking for Seat Mail Lab on`);
    // People are named and greeted by their names, not their usernames (issue 31 item 6).
    expect(toBooker!.text).toMatch(/^Hello Bea,/);
    expect(toBooker!.text).toContain('was given back by Fran Friend');
    expect(toBooker!.text).not.toContain(friend.username);
    expect(toBooker!.text).toContain('(America/New_York)');
    expect(toBooker!.text).toContain('Your booking now holds 2 seats');
    const [toFriend] = await exactly(friend, /given back/);
    expect(toFriend!.text).toContain('Your seat at Seat Mail Lab on');
    expect(toFriend!.text).toContain('was given back by you');
    expect(toFriend!.html).toContain('Seat Mail Lab');

    const [refund] = await exactly(booker, /^Refund of €50\.00 for Seat Mail Lab$/);
    expect(refund!.text).toMatch(/5 to 10 business days/);
    expect(refund!.text).toMatch(/Credit note CN-\d{4}-\d{6}/);
    expect(refund!.text).toContain('http://coachwork.test/b?tab=invoices');
    // The refund goes to the booker who paid, never to the holder.
    expect(await mailsTo(friend, /Refund/)).toEqual([]);
  });
});

describe('a booking cancelled', () => {
  it('tells the booker and the seat holder who cancelled and why, once', async () => {
    const { booker, friend, b } = await scene('Cancel Mail Lab');
    expect(
      (await t.as(booker).post(`/v1/bookings/${b.id}/cancel`, { reason: 'Team offsite moved' })).status,
    ).toBe(200);
    expect(await relayTwice('bookings.booking.cancelled', b.id)).toBe(1);
    await relayTwice('bookings.payment.refunded', b.id);

    const [toBooker] = await exactly(booker, /^Booking cancelled: Cancel Mail Lab$/);
    expect(toBooker!.text).toContain('was cancelled by you.');
    expect(toBooker!.text).toContain('Reason: Team offsite moved');
    const [toFriend] = await exactly(friend, /^Booking cancelled: Cancel Mail Lab$/);
    expect(toFriend!.text).toMatch(/^Hello Fran,/);
    expect(toFriend!.text).toContain('was cancelled by Bea Booker.');
    expect(toFriend!.text).toContain('Your seat went with it.');
    await exactly(booker, /^Refund of €150\.00 for Cancel Mail Lab$/);
  });

  it('mails nobody when an unpaid hold simply expires', async () => {
    const booker = await t.person('booker');
    const s = await t.schedule({ price: 50, workshopTitle: 'Expired Hold Lab' });
    const b = await t.book(booker, s.id, 1);
    t.advance(60 * 60_000);
    try {
      await t.handle.sweep();
    } finally {
      t.advance(-60 * 60_000);
    }
    expect(await relayTwice('bookings.booking.cancelled', b.id)).toBe(1);
    await eventually(async () => {
      const { rows } = await t.pg.query(
        `select 1 from bookings.outbox o where o.subject = 'bookings.booking.cancelled' and o.envelope->'data'->>'bookingId' = $1`,
        [b.id],
      );
      return rows.length === 1;
    });
    await t.handle.mailer.idle();
    expect(await mailsTo(booker, /cancelled/i)).toEqual([]);
  });
});

describe('a schedule cancelled or moved by workshops', () => {
  it('a cancellation tells everyone on its bookings once, with the reason, and refunds the booker in full', async () => {
    const { booker, friend, s, b } = await scene('Called Off Lab');
    const cancelled: EventEnvelope<'workshops.schedule.cancelled'> = {
      id: randomUUID(),
      subject: 'workshops.schedule.cancelled',
      occurredAt: new Date().toISOString(),
      version: 1,
      data: {
        ...s,
        status: 'PUBLISHED',
        cancelledAt: new Date().toISOString(),
        cancelledBy: s.coachId,
        cancellationReason: 'The coach is ill',
        updatedAt: new Date(Date.parse(s.updatedAt) + 1000).toISOString(),
      },
    };
    await t.deliver(cancelled as EventEnvelope);
    await t.deliver(cancelled as EventEnvelope);
    await relayTwice('bookings.booking.cancelled', b.id);
    await relayTwice('bookings.payment.refunded', b.id);

    const [toBooker] = await exactly(booker, /^Cancelled: Called Off Lab on /);
    expect(toBooker!.text).toContain('Reason: The coach is ill');
    expect(toBooker!.text).toContain('You get everything you paid back');
    expect(toBooker!.subject).toMatch(/(EST|EDT|GMT-[45])/);
    const [toFriend] = await exactly(friend, /^Cancelled: Called Off Lab on /);
    expect(toFriend!.text).not.toContain('You get everything you paid back');
    // No second "booking cancelled" notice on top of the schedule's.
    expect(await mailsTo(booker, /^Booking cancelled/)).toEqual([]);
    await exactly(booker, /^Refund of €150\.00 for Called Off Lab$/);
  });

  it('a new time tells everyone on its bookings once, with the old and the new time in a named zone', async () => {
    const { booker, friend, s } = await scene('Moved Lab');
    const start = new Date(Date.parse(s.startDate) + 86_400_000);
    const moved: EventEnvelope<'workshops.schedule.updated'> = {
      id: randomUUID(),
      subject: 'workshops.schedule.updated',
      occurredAt: new Date().toISOString(),
      version: 1,
      data: {
        ...s,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
        updatedAt: new Date(Date.parse(s.updatedAt) + 1000).toISOString(),
      },
    };
    await t.deliver(moved as EventEnvelope);
    await t.deliver(moved as EventEnvelope);
    for (const who of [booker, friend]) {
      const [mail] = await exactly(who, /^New time: Moved Lab$/);
      expect(mail!.text).toMatch(/Now: .*\(America\/New_York\) until /);
      expect(mail!.text).toMatch(/Was: .*\(America\/New_York\)\./);
    }
    // A change that does not move it (the capacity) mails nobody.
    await t.publish('workshops.schedule.updated', {
      ...moved.data,
      capacity: 12,
      updatedAt: new Date(Date.parse(moved.data.updatedAt) + 1000).toISOString(),
    });
    await t.handle.mailer.idle();
    expect(await mailsTo(booker, /^New time/)).toHaveLength(1);
  });
});
