// Inviting people onto a booking's seats: POST /v1/booking-seats, /{id}/send-invitation, /{id}/revoke.
import { bootBookings, DAY, type BookingsTest, type Person } from './support';
import type { BookingDto } from '@coachwork/contracts';

let t: BookingsTest;
let booker: Person;
let coach: Person;
let admin: Person;
beforeAll(async () => {
  t = await bootBookings();
  [booker, coach, admin] = await Promise.all([t.person('booker'), t.person('coach'), t.person('admin')]);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

const invite = (who: Person, bookingId: string, whom: object) =>
  t.as(who).post('/v1/booking-seats', { bookingId, ...whom });
const seatAt = (b: BookingDto, position: number) => b.bookingSeats!.find((s) => s.position === position)!;

describe('POST /v1/booking-seats', () => {
  it('puts an invitation on the first open seat, valid 7 days, and mails the link (never an event)', async () => {
    const s = await t.schedule({
      coachId: coach.id,
      startDate: new Date(Date.now() + 30 * DAY).toISOString(),
    });
    const b = await t.book(booker, s.id, 3);
    const res = await invite(booker, b.id, { email: ' Friend.One@Example.com ' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      bookingId: b.id,
      position: 2,
      email: 'friend.one@example.com',
      userId: null,
      inviterId: booker.id,
      status: 'PENDING',
    });
    const valid = Date.parse(res.body.data.invitationExpiresAt) - Date.parse(res.body.data.invitedAt);
    expect(valid).toBe(7 * DAY);
    const mail = (await t.mails()).filter((m) => m.to.includes('friend.one@example.com'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`${booker.username} invited you to Feedback That Lands`);
    const token = await t.invitationToken('friend.one@example.com');
    expect(mail[0]!.text).toContain(`http://coachwork.test/invitations/${token}`);
    const events = await t.events('bookings.seat.invited');
    const event = events.find((e) => e.seatId === res.body.data.id);
    expect(event).toMatchObject({ bookingId: b.id, email: 'friend.one@example.com', inviterId: booker.id });
    expect(JSON.stringify(events)).not.toContain(token);
    const stored = await t.pg.query('select token_hash from bookings.seat_invitations where seat_id = $1', [
      res.body.data.id,
    ]);
    expect(stored.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0].token_hash).not.toContain(token);
  });

  it('invites an account by id (mailed to its address), then fills the next seat, then has none left', async () => {
    const s = await t.schedule();
    const b = await t.book(booker, s.id, 3);
    const friend = await t.person('booker');
    const first = await invite(booker, b.id, { userId: friend.id });
    expect(first.body.data).toMatchObject({ position: 2, userId: friend.id, email: null });
    await t.invitationToken(friend.email);
    const second = await invite(booker, b.id, { email: 'second@example.com' });
    expect(second.body.data.position).toBe(3);
    const none = await invite(booker, b.id, { email: 'third@example.com' });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('No open seat left on this booking');
  });

  it('refuses to invite nobody, the booker, someone already invited or an unknown account', async () => {
    const s = await t.schedule();
    const b = await t.book(booker, s.id, 3);
    expect((await invite(booker, b.id, {})).body.errors).toEqual({
      email: ['Either user ID or email must be provided'],
    });
    expect((await invite(booker, b.id, { email: booker.email })).body.errors).toEqual({
      email: ['This person already has a seat on this booking.'],
    });
    expect((await invite(booker, b.id, { userId: booker.id })).status).toBe(422);
    expect((await invite(booker, b.id, { email: 'twice@example.com' })).status).toBe(201);
    expect((await invite(booker, b.id, { email: 'twice@example.com' })).body.errors).toEqual({
      email: ['This person already has a seat on this booking.'],
    });
    const unknown = await invite(booker, b.id, { userId: '7d0c8a3e-5d57-4a55-9a2b-2c3f4b5d6e7f' });
    expect(unknown.body.errors).toEqual({ userId: ['The selected user does not exist'] });
  });

  it('never lets a link outlive the start of the workshop', async () => {
    const start = new Date(Date.now() + 2 * DAY);
    const s = await t.schedule({ startDate: start.toISOString() });
    const b = await t.book(booker, s.id, 2);
    const res = await invite(booker, b.id, { email: 'soon@example.com' });
    expect(res.body.data.invitationExpiresAt).toBe(start.toISOString());
  });

  it('is for the owner and super-admins: the coach gets 403, anyone else 404', async () => {
    const s = await t.schedule({ coachId: coach.id, price: 0 });
    const b = await t.book(booker, s.id, 3);
    expect((await invite(coach, b.id, { email: 'c@example.com' })).status).toBe(403);
    expect((await invite(await t.person('booker'), b.id, { email: 'o@example.com' })).status).toBe(404);
    expect((await invite(admin, b.id, { email: 'a@example.com' })).status).toBe(201);
  });

  it('refuses a cancelled booking and a started workshop with 409', async () => {
    const s = await t.schedule({ startDate: new Date(Date.now() + DAY).toISOString() });
    const cancelled = await t.book(booker, s.id, 2);
    await t.as(booker).post(`/v1/bookings/${cancelled.id}/cancel`, { reason: 'No' });
    const res = await invite(booker, cancelled.id, { email: 'x@example.com' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This booking is no longer active.');
    const live = await t.book(booker, s.id, 2);
    t.advance(2 * DAY);
    expect((await invite(admin, live.id, { email: 'y@example.com' })).body.message).toBe(
      'The workshop has already started.',
    );
  });
});

describe('POST /v1/booking-seats/{id}/send-invitation', () => {
  it('re-sends with a new link that replaces the old one', async () => {
    const s = await t.schedule();
    const b = await t.book(booker, s.id, 2);
    const seat = seatAt(b, 2);
    expect(
      (await t.as(booker).post(`/v1/booking-seats/${seat.id}/send-invitation`, { email: 'r@example.com' }))
        .status,
    ).toBe(200);
    const old = await t.invitationToken('r@example.com');
    const again = await t
      .as(booker)
      .post(`/v1/booking-seats/${seat.id}/send-invitation`, { email: 'r@example.com' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'PENDING', email: 'r@example.com' });
    const fresh = await t.invitationToken('r@example.com');
    expect(fresh).not.toBe(old);
    expect((await t.as(null).get(`/v1/invitations/${old}`)).status).toBe(404);
    expect((await t.as(null).get(`/v1/invitations/${fresh}`)).status).toBe(200);
  });

  it("refuses the booker's own seat, an accepted seat and a given-back seat with 409", async () => {
    const s = await t.schedule();
    const b = await t.book(booker, s.id, 3);
    const own = await t
      .as(booker)
      .post(`/v1/booking-seats/${seatAt(b, 1).id}/send-invitation`, { email: 'a@example.com' });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe("The booker's own seat cannot be given to someone else.");

    const friend = await t.person('booker');
    await t.as(booker).post(`/v1/booking-seats/${seatAt(b, 2).id}/send-invitation`, { userId: friend.id });
    const token = await t.invitationToken(friend.email);
    expect((await t.as(friend).post('/v1/invitations/accept', { invitation_token: token })).status).toBe(200);
    const taken = await t
      .as(booker)
      .post(`/v1/booking-seats/${seatAt(b, 2).id}/send-invitation`, { email: 'b@example.com' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This seat has been accepted; give the seat back to free it.');

    await t.as(booker).post(`/v1/booking-seats/${seatAt(b, 3).id}/cancel`);
    const gone = await t
      .as(booker)
      .post(`/v1/booking-seats/${seatAt(b, 3).id}/send-invitation`, { email: 'c@example.com' });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe('This seat has been given back.');
  });

  it('re-invites someone else on a declined seat', async () => {
    const s = await t.schedule();
    const b = await t.book(booker, s.id, 2);
    const seat = seatAt(b, 2);
    const friend = await t.person('booker');
    await t.as(booker).post(`/v1/booking-seats/${seat.id}/send-invitation`, { userId: friend.id });
    await t
      .as(friend)
      .post('/v1/invitations/decline', { invitation_token: await t.invitationToken(friend.email) });
    const res = await t
      .as(booker)
      .post(`/v1/booking-seats/${seat.id}/send-invitation`, { email: 'next@example.com' });
    expect(res.body.data).toMatchObject({ status: 'PENDING', email: 'next@example.com', userId: null });
  });
});

describe('POST /v1/booking-seats/{id}/revoke', () => {
  it('drops a pending invitation: the seat is open again and the link dead', async () => {
    const s = await t.schedule();
    const b = await t.book(booker, s.id, 2);
    const seat = seatAt(b, 2);
    await t.as(booker).post(`/v1/booking-seats/${seat.id}/send-invitation`, { email: 'gone@example.com' });
    const token = await t.invitationToken('gone@example.com');
    const res = await t.as(booker).post(`/v1/booking-seats/${seat.id}/revoke`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ userId: null, email: null, status: null, invitedAt: null });
    const shown = await t.as(null).get(`/v1/invitations/${token}`);
    expect(shown.status).toBe(404);
    expect(shown.body.message).toBe('This invitation has been revoked.');
    const again = await t.as(booker).post(`/v1/booking-seats/${seat.id}/revoke`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('There is no invitation on this seat.');
    expect((await t.events('bookings.seat.revoked')).find((e) => e.seatId === seat.id)).toMatchObject({
      email: 'gone@example.com',
    });
    // Still a seat of the booking, not a seat on sale.
    expect(await t.seatsTaken(s.id)).toBe(2);
  });

  it('refuses an accepted seat and callers other than the owner', async () => {
    const s = await t.schedule({ coachId: coach.id, price: 0 });
    const b = await t.book(booker, s.id, 2);
    const seat = seatAt(b, 2);
    const friend = await t.person('booker');
    await t.as(booker).post(`/v1/booking-seats/${seat.id}/send-invitation`, { userId: friend.id });
    expect((await t.as(coach).post(`/v1/booking-seats/${seat.id}/revoke`)).status).toBe(403);
    expect((await t.as(await t.person('booker')).post(`/v1/booking-seats/${seat.id}/revoke`)).status).toBe(
      404,
    );
    await t
      .as(friend)
      .post('/v1/invitations/accept', { invitation_token: await t.invitationToken(friend.email) });
    expect((await t.as(booker).post(`/v1/booking-seats/${seat.id}/revoke`)).status).toBe(409);
  });
});
