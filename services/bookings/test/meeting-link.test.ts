// The meeting link of an online schedule: bookings keeps it on its schedule copy (from workshops'
// events) and shows it to the confirmed attendees only (the booker of a confirmed booking, an invitee
// who accepted a seat on one), the schedule's coach and super-admins; and mails it to the booker with
// the confirmation.
import type { BookingDto, BookingSeatDto } from '@coachwork/contracts';
import { eventually } from '@coachwork/test-support';
import { confirmPendingBooking } from '../src/domain/bookings/booking-state';
import { bootBookings, DAY, type BookingsTest, type Person } from './support';

const ROOM = 'https://meet.example.com/feedback-that-lands';

let t: BookingsTest;
let booker: Person;
let other: Person;
let coach: Person;
let admin: Person;
beforeAll(async () => {
  t = await bootBookings();
  [booker, other, coach, admin] = await Promise.all([
    t.person('booker'),
    t.person('booker'),
    t.person('coach'),
    t.person('admin'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const roomOf = async (who: Person | null, bookingId: string) => {
  const res = await t.as(who).get(`/v1/bookings/${bookingId}`);
  return { status: res.status, url: (res.body.data as BookingDto | undefined)?.schedule.meetingUrl };
};

async function confirm(bookingId: string) {
  const payment = { amountPaid: 12900, paymentMethod: 'card', paymentTransactionId: `pi_${bookingId.slice(0, 8)}` };
  const db = t.handle.context.db;
  await db.transaction((tx) => confirmPendingBooking(tx, bookingId, payment, t.now()));
  t.handle.relay.nudge();
}

describe('who sees the meeting link of a booking', () => {
  it('the confirmed booker, the coach and admins; not while held, not guests, not other bookers', async () => {
    const s = await t.schedule({ price: 129, coachId: coach.id, meetingUrl: ROOM });
    const held = await t.book(booker, s.id);
    expect(held.status).toBe('PENDING');
    expect(held.schedule.meetingUrl).toBeNull();
    expect(await roomOf(booker, held.id)).toEqual({ status: 200, url: null });
    expect(await roomOf(null, held.id)).toMatchObject({ status: 401 });
    expect(await roomOf(other, held.id)).toMatchObject({ status: 404 });
    // The coach runs the room whatever the booking's state.
    expect(await roomOf(coach, held.id)).toEqual({ status: 200, url: ROOM });

    await confirm(held.id);
    expect(await roomOf(booker, held.id)).toEqual({ status: 200, url: ROOM });
    expect(await roomOf(admin, held.id)).toEqual({ status: 200, url: ROOM });
    expect(await roomOf(other, held.id)).toMatchObject({ status: 404 });
    const listed = (await t.as(booker).get('/v1/bookings')).body.data as BookingDto[];
    expect(listed.find((b) => b.id === held.id)!.schedule.meetingUrl).toBe(ROOM);

    // Another booker of the same schedule, still holding: nothing.
    const theirs = await t.book(other, s.id);
    expect(await roomOf(other, theirs.id)).toEqual({ status: 200, url: null });
    const theirList = (await t.as(other).get('/v1/bookings')).body.data as BookingDto[];
    expect(JSON.stringify(theirList)).not.toContain(ROOM);
  });

  it('a free booking (confirmed at once) shows it; a cancelled one no longer does', async () => {
    const s = await t.schedule({ price: 0, meetingUrl: ROOM });
    const b = await t.book(booker, s.id);
    expect(b.status).toBe('CONFIRMED');
    expect(b.schedule.meetingUrl).toBe(ROOM);
    expect((await t.as(booker).post(`/v1/bookings/${b.id}/cancel`, { reason: 'Cannot make it' })).status).toBe(200);
    expect(await roomOf(booker, b.id)).toEqual({ status: 200, url: null });
  });

  it('follows the schedule: a changed link replaces it, an older event does not bring the old one back', async () => {
    const s = await t.schedule({ price: 0, meetingUrl: ROOM });
    const b = await t.book(booker, s.id);
    const later = new Date(Date.parse(s.updatedAt) + 60_000).toISOString();
    await t.publish('workshops.schedule.updated', { ...s, meetingUrl: `${ROOM}-moved`, updatedAt: later });
    await eventually(async () => (await roomOf(booker, b.id)).url === `${ROOM}-moved`);
    await t.publish('workshops.schedule.updated', { ...s, meetingUrl: ROOM });
    expect((await roomOf(booker, b.id)).url).toBe(`${ROOM}-moved`);
    // An event from before the field existed leaves the link alone.
    const { meetingUrl: _dropped, ...old } = s;
    await t.publish('workshops.schedule.updated', {
      ...old,
      capacity: 11,
      updatedAt: new Date(Date.parse(later) + 60_000).toISOString(),
    });
    await eventually(async () => (await t.as(booker).get(`/v1/bookings/${b.id}`)).body.data.schedule.capacity === 11);
    expect((await roomOf(booker, b.id)).url).toBe(`${ROOM}-moved`);
  });
});

describe('who sees it on a seat (GET /v1/booking-seats?include=schedule)', () => {
  const seatsOf = async (who: Person, bookingId: string) =>
    (await t.as(who).get(`/v1/booking-seats?filter[bookingId]=${bookingId}&include=schedule`)).body
      .data as BookingSeatDto[];

  it('an invitee once they accepted a seat of a confirmed booking, not before', async () => {
    const s = await t.schedule({
      price: 129,
      meetingUrl: ROOM,
      startDate: new Date(Date.now() + 20 * DAY).toISOString(),
    });
    const b = await t.book(booker, s.id, 2);
    const friend = await t.person('booker');
    const invited = await t.as(booker).post('/v1/booking-seats', { bookingId: b.id, userId: friend.id });
    expect(invited.status).toBe(201);
    const token = await t.invitationToken(friend.email);

    // Invited, not answered: the seat is theirs to see, the room is not.
    const pendingSeat = await t.as(friend).get(`/v1/booking-seats/${invited.body.data.id}?include=schedule`);
    expect(pendingSeat.status).toBe(200);
    expect(pendingSeat.body.data.schedule).toMatchObject({ id: s.id, meetingUrl: null });

    expect((await t.as(friend).post('/v1/invitations/accept', { invitation_token: token })).status).toBe(200);
    // Accepted, but the booking is still held for payment.
    expect((await seatsOf(friend, b.id)).map((x) => x.schedule!.meetingUrl)).toEqual([null]);

    await confirm(b.id);
    expect((await seatsOf(friend, b.id)).map((x) => x.schedule!.meetingUrl)).toEqual([ROOM]);
    expect((await t.as(friend).get(`/v1/booking-seats/${invited.body.data.id}?include=schedule`)).body.data.schedule.meetingUrl).toBe(ROOM);
    // The invitee still cannot open the booking itself.
    expect((await roomOf(friend, b.id)).status).toBe(404);
    // The booker sees it on both seats; a stranger sees no seat at all.
    expect((await seatsOf(booker, b.id)).map((x) => x.schedule!.meetingUrl)).toEqual([ROOM, ROOM]);
    expect(await seatsOf(other, b.id)).toEqual([]);
    // Without include=schedule, no schedule (and no link) on a seat.
    const plain = (await t.as(friend).get(`/v1/booking-seats?filter[bookingId]=${b.id}`)).body.data;
    expect(JSON.stringify(plain)).not.toContain(ROOM);
  });
});

describe('the confirmation mail', () => {
  const mailsTo = async (p: Person) => (await t.mails()).filter((m) => m.to.includes(p.email));
  /** Hands the booking's confirmed event from the outbox to the bus, as the relay would. */
  const relayConfirmed = async (bookingId: string) => {
    const { rows } = await t.pg.query(
      `select envelope from bookings.outbox where subject = 'bookings.booking.confirmed' and envelope->'data'->>'bookingId' = $1`,
      [bookingId],
    );
    for (const r of rows) await t.deliver(r.envelope);
    return rows.length;
  };

  it('goes to the booker once the booking is confirmed, with the link of an online schedule', async () => {
    const person = await t.person('booker');
    const s = await t.schedule({ price: 129, meetingUrl: ROOM, workshopTitle: 'Remote Facilitation' });
    const b = await t.book(person, s.id);
    // Held for payment: no confirmation yet.
    expect(await relayConfirmed(b.id)).toBe(0);
    expect((await mailsTo(person)).filter((m) => m.subject.includes('confirmed'))).toEqual([]);

    await confirm(b.id);
    expect(await relayConfirmed(b.id)).toBe(1);
    // A redelivery mails nobody twice.
    await relayConfirmed(b.id);
    await eventually(async () => (await mailsTo(person)).some((m) => m.subject.includes('confirmed')));
    const mail = (await mailsTo(person)).filter((m) => m.subject.includes('confirmed'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your booking for Remote Facilitation is confirmed');
    expect(mail[0]!.text).toContain(`Join online: ${ROOM}`);
    expect(mail[0]!.text).toContain('Paid: €129.00');
    expect(mail[0]!.text).toContain('http://coachwork.test/b');
  });

  it('names no link for an in-person schedule, and says where it will appear when none is set yet', async () => {
    const a = await t.person('booker');
    const inPerson = await t.schedule({ price: 0, mode: 'IN-PERSON', meetingUrl: null });
    await relayConfirmed((await t.book(a, inPerson.id)).id);
    await eventually(async () => (await mailsTo(a)).some((m) => m.subject.includes('confirmed')));
    const [mail] = (await mailsTo(a)).filter((m) => m.subject.includes('confirmed'));
    expect(mail!.text).not.toMatch(/meeting link|Join online/i);

    const b = await t.person('booker');
    const noRoomYet = await t.schedule({ price: 0, mode: 'ONLINE', meetingUrl: null });
    await relayConfirmed((await t.book(b, noRoomYet.id)).id);
    await eventually(async () => (await mailsTo(b)).some((m) => m.subject.includes('confirmed')));
    const [later] = (await mailsTo(b)).filter((m) => m.subject.includes('confirmed'));
    expect(later!.text).toContain('The meeting link will appear in My bookings once the coach adds it.');
  });

  it('is not sent for a session that is already over when the booking is confirmed', async () => {
    const person = await t.person('booker');
    const s = await t.schedule({ price: 129, meetingUrl: ROOM, workshopTitle: 'Yesterday Lab' });
    const b = await t.book(person, s.id);
    t.advance(30 * DAY);
    try {
      await confirm(b.id);
      expect(await relayConfirmed(b.id)).toBe(1);
      // The same booking's event reached the subscriber (its inbox row), and no mail went out.
      await eventually(async () => {
        const { rows } = await t.pg.query(
          `select 1 from bookings.inbox where consumer = 'bookings-confirmation-mail' and event_id = (
             select (envelope->>'id')::uuid from bookings.outbox
             where subject = 'bookings.booking.confirmed' and envelope->'data'->>'bookingId' = $1)`,
          [b.id],
        );
        return rows.length === 1;
      });
      expect((await mailsTo(person)).filter((m) => m.subject.includes('confirmed'))).toEqual([]);
    } finally {
      t.advance(-30 * DAY);
    }
  });
});
