// The waitlist (issue 27 item 1): a sold-out schedule takes entries (signed in or by e-mail) for 1 to
// its per-booking limit of seats; seats freed by anything (a cancellation, a hold expiring) are held
// for the first entry they fit, mailed with a checkout link and a decline link; an offer paid books,
// one declined or expired passes on; the coach lists the waitlist and offers now. Race-safe: many
// bookers, sweepers and cancellations at once never offer a seat twice nor sell past an offer. Real
// PostgreSQL; the clock is moved by the test; mails are read from the mail folder.
import { SEATS_GO_TO_WAITLIST, type EventEnvelope, type WaitlistEntryDto } from '@coachwork/contracts';
import { eventually, type CapturedMail } from '@coachwork/test-support';
import { offerFreedSeats, sweepWaitlists } from '../src/domain/waitlist/waitlist-offers';
import { bootBookings, type BookingsTest, type Person } from './support';

const HOUR = 3_600_000;

let t: BookingsTest;
beforeAll(async () => {
  t = await bootBookings();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

const delivered = new Set<string>();
/** Hands every not yet delivered outbox event of `subject` to the bus twice, as a redelivering relay would. */
async function relay(subject: string) {
  const { rows } = await t.pg.query('select envelope from bookings.outbox where subject = $1 order by occurred_at, id', [
    subject,
  ]);
  for (const { envelope } of rows as { envelope: EventEnvelope }[]) {
    if (delivered.has(envelope.id)) continue;
    delivered.add(envelope.id);
    await t.deliver(envelope);
    await t.deliver(envelope);
  }
}

const mailsTo = async (p: Person, subject: RegExp) =>
  (await t.mails()).filter((m) => m.to.includes(p.email) && subject.test(m.subject));

async function exactly(p: Person, subject: RegExp, count = 1): Promise<CapturedMail[]> {
  if (count) await eventually(async () => (await mailsTo(p, subject)).length >= count);
  await t.handle.mailer.idle();
  const found = await mailsTo(p, subject);
  expect(found).toHaveLength(count);
  return found;
}

/** The token of a link to `path` in `mail`. */
const tokenIn = (mail: CapturedMail, path: string) =>
  new RegExp(`http://coachwork\\.test${path}\\?(?:[^\\s]*&)?token=([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];

/** A published schedule of `capacity` seats, its copy in bookings, sold out by paid bookings of `sold`. */
async function soldOut(title: string, sold: number[], extra: object = {}) {
  const coach = await t.person('coach');
  const s = await t.schedule({ workshopTitle: title, capacity: sold.reduce((a, b) => a + b, 0), price: 40, coachId: coach.id, ...extra });
  await eventually(async () => (await t.seatsTaken(s.id)) === 0);
  const bookings = [];
  for (const seats of sold) {
    const booker = await t.person('booker');
    const b = await t.book(booker, s.id, seats);
    await t.pay(booker, b.id);
    bookings.push({ booker, b });
  }
  return { s, coach, bookings };
}

const join = (who: Person, scheduleId: string, seats = 1) =>
  t.as(who).post('/v1/waitlist', { workshopScheduleId: scheduleId, seats });

async function list(who: Person, scheduleId: string): Promise<WaitlistEntryDto[]> {
  const res = await t.as(who).get(`/v1/waitlist?workshopScheduleId=${scheduleId}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('joining', () => {
  it('takes entries on a sold-out schedule only, once per person, for 1 to the per-booking limit of seats', async () => {
    const coach = await t.person('coach');
    const open = await t.schedule({ workshopTitle: 'Open Lab', capacity: 3, coachId: coach.id });
    const w = await t.person('booker', { firstName: 'Wanda', lastName: 'Waiter' });
    await eventually(async () => (await t.seatsTaken(open.id)) === 0);
    const notSoldOut = await join(w, open.id);
    expect(notSoldOut.status).toBe(422);
    expect(notSoldOut.body.errors.workshopScheduleId[0]).toMatch(/still has seats/);

    const { s } = await soldOut('Full Lab', [2]);
    const tooMany = await join(w, s.id, 3);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.seats[0]).toBe('Seats must be between 1 and 2 (one booking\'s limit).');
    expect((await join(w, s.id, 0)).body.errors.seats).toBeDefined();

    const joined = await join(w, s.id, 2);
    expect(joined.status).toBe(201);
    expect(joined.body.data).toMatchObject({ status: 'WAITING', seats: 2, position: 1, name: 'Wanda Waiter' });
    const again = await join(w, s.id, 1);
    expect(again.status).toBe(422);
    expect(again.body.errors.workshopScheduleId[0]).toBe('You are already on the waitlist for this session.');

    // The join mail's link leaves the list; the link then answers that it is spent.
    await relay('bookings.waitlist.joined');
    const [mail] = await exactly(w, /^You are on the waitlist for Full Lab$/);
    const token = tokenIn(mail!, '/waitlist/leave');
    expect(token).toBeDefined();
    // The link's page names the session first (no name or address in the answer).
    const about = await t.as(null).get(`/v1/public/waitlist/link?token=${token}`);
    expect(about.status).toBe(200);
    expect(about.body.data).toMatchObject({ kind: 'leave', workshopScheduleId: s.id, workshopTitle: 'Full Lab', seats: 2, status: 'WAITING' });
    expect(JSON.stringify(about.body.data)).not.toContain(w.email);
    expect((await t.as(null).get(`/v1/public/waitlist/link?token=${'B'.repeat(43)}`)).status).toBe(404);
    expect((await t.as(null).get('/v1/public/waitlist/link?token=short')).status).toBe(422);
    const left = await t.as(null).post('/v1/public/waitlist/leave', { token });
    expect(left.status).toBe(200);
    expect(left.body.data.status).toBe('LEFT');
    expect((await t.as(null).post('/v1/public/waitlist/leave', { token })).status).toBe(409);
    // Joining again after leaving is a new entry.
    expect((await join(w, s.id, 1)).status).toBe(201);
  });
});

describe('offers', () => {
  it('offers freed seats to the first entry they fit, mails a checkout link, and books it when paid', async () => {
    const { s, coach, bookings } = await soldOut('Refill Lab', [2, 1]);
    const big = await t.person('booker', { firstName: 'Bo', lastName: 'Big' });
    const small = await t.person('booker', { firstName: 'Sam', lastName: 'Small' });
    expect((await join(big, s.id, 2)).status).toBe(201);
    expect((await join(small, s.id, 1)).status).toBe(201);

    // One seat comes free: Bo's two do not fit, so Sam (second in line) is offered it.
    const one = bookings[1]!;
    expect((await t.as(one.booker).post(`/v1/bookings/${one.b.id}/cancel`, { reason: 'Ill' })).status).toBe(200);
    // The seats-changed event nudges the waitlist (no sweep needed).
    await relay('bookings.schedule.seats-changed');
    await eventually(async () => (await list(coach, s.id)).some((e) => e.status === 'OFFERED'));
    const afterFirst = await list(coach, s.id);
    expect(afterFirst.map((e) => [e.name, e.status, e.position])).toEqual([
      ['Bo Big', 'WAITING', 1],
      ['Sam Small', 'OFFERED', 2],
    ]);
    expect(await t.seatsTaken(s.id)).toBe(3);
    // A booker cannot take the held seat.
    const stranger = await t.person('booker');
    expect((await t.as(stranger).post('/v1/bookings', { userId: stranger.id, workshopScheduleId: s.id, seats: 1, address: { addressLine1: 'a', city: 'b', state: 'c', zip: '1', country: 'DE' } })).status).toBe(409);

    await relay('bookings.waitlist.offered');
    const [offer] = await exactly(small, /^Seats are held for you: Refill Lab$/);
    expect(offer!.text).toContain('1 seat at Refill Lab');
    expect(offer!.text).toContain('Pay €40.00 by then');
    const bookingId = /\/waitlist\/offer\?booking=([0-9a-f-]{36})/.exec(offer!.text)?.[1];
    const held = afterFirst.find((e) => e.status === 'OFFERED')!;
    expect(bookingId).toBe(held.bookingId);
    expect(tokenIn(offer!, '/waitlist/decline')).toBeDefined();
    // The held seats are paid through the ordinary checkout and the entry reads BOOKED.
    await t.pay(small, bookingId!);
    expect((await list(coach, s.id)).find((e) => e.name === 'Sam Small')!.status).toBe('BOOKED');
    // A redelivered offer event mails nobody twice.
    await exactly(small, /^Seats are held for you/, 1);
  });

  it('passes a declined offer on, and an expired one after the workshop window', async () => {
    const { s, coach, bookings } = await soldOut('Pass On Lab', [1], { waitlistWindowHours: 24 });
    const first = await t.person('booker', { firstName: 'First' });
    const second = await t.person('booker', { firstName: 'Second' });
    const third = await t.person('booker', { firstName: 'Third' });
    for (const p of [first, second, third]) expect((await join(p, s.id)).status).toBe(201);
    const { booker, b } = bookings[0]!;
    await t.as(booker).post(`/v1/bookings/${b.id}/cancel`, { reason: 'Plans changed' });
    await offerFreedSeats(t.handle.context, s.id);
    await relay('bookings.waitlist.offered');
    const [offer] = await exactly(first, /^Seats are held for you/);
    const offerToken = tokenIn(offer!, '/waitlist/decline');
    expect((await t.as(null).get(`/v1/public/waitlist/link?token=${offerToken}`)).body.data).toMatchObject({
      kind: 'offer',
      status: 'OFFERED',
    });
    const declined = await t.as(null).post('/v1/public/waitlist/decline', { token: offerToken });
    expect(declined.status).toBe(200);
    expect(declined.body.data.status).toBe('DECLINED');
    // Declining passed the seat on at once.
    expect((await list(coach, s.id)).map((e) => e.status)).toEqual(['DECLINED', 'OFFERED', 'WAITING']);
    expect(await t.seatsTaken(s.id)).toBe(1);

    // Second lets the 24 h go by: the sweep expires the hold and offers the seat to Third.
    t.advance(25 * HOUR);
    await t.handle.sweep();
    expect((await list(coach, s.id)).map((e) => e.status)).toEqual(['DECLINED', 'EXPIRED', 'OFFERED']);
    expect(await t.seatsTaken(s.id)).toBe(1);
    // Nobody who declined or let it expire is offered again.
    await relay('bookings.waitlist.offered');
    await exactly(third, /^Seats are held for you/);
    await exactly(first, /^Seats are held for you/, 1);
  });

  it('does not offer again to someone who booked and cancelled, unless they join again', async () => {
    const { s, coach, bookings } = await soldOut('Once Lab', [1]);
    const w = await t.person('booker');
    await join(w, s.id);
    await t.as(bookings[0]!.booker).post(`/v1/bookings/${bookings[0]!.b.id}/cancel`, { reason: 'x' });
    await offerFreedSeats(t.handle.context, s.id);
    const [entry] = await list(coach, s.id);
    await t.pay(w, entry!.bookingId!);
    await t.as(w).post(`/v1/bookings/${entry!.bookingId}/cancel`, { reason: 'Changed my mind' });
    await offerFreedSeats(t.handle.context, s.id);
    expect((await list(coach, s.id)).map((e) => e.status)).toEqual(['BOOKED']);
    expect(await t.seatsTaken(s.id)).toBe(0);
    // Joining again puts them back in line (the schedule is not sold out now, so somebody books first).
    const other = await t.person('booker');
    await t.pay(other, (await t.book(other, s.id, 1)).id);
    expect((await join(w, s.id)).status).toBe(201);
  });
});

describe('the coach and admins', () => {
  it('see the list of their schedule only, and offer now only when the seats are free', async () => {
    const { s, coach, bookings } = await soldOut('Manual Lab', [2]);
    const w = await t.person('booker');
    const other = await t.person('coach');
    const entry = (await join(w, s.id, 2)).body.data as WaitlistEntryDto;
    expect((await t.as(w).get(`/v1/waitlist?workshopScheduleId=${s.id}`)).status).toBe(403);
    expect((await t.as(other).get(`/v1/waitlist?workshopScheduleId=${s.id}`)).status).toBe(403);
    expect((await t.as(coach).get('/v1/waitlist?workshopScheduleId=nope')).status).toBe(422);
    const admin = await t.person('admin');
    expect((await list(admin, s.id)).map((e) => e.email)).toEqual([w.email]);

    const refused = await t.as(coach).post(`/v1/waitlist/${entry.id}/offer`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only 0 seats are free: this entry waits for 2.');
    expect((await t.as(other).post(`/v1/waitlist/${entry.id}/offer`)).status).toBe(403);

    // The sweeper is not told: the coach offers the freed seats at once.
    await t.pg.query(`update bookings.schedule_copies set capacity = 4 where id = $1`, [s.id]);
    const offered = await t.as(coach).post(`/v1/waitlist/${entry.id}/offer`);
    expect(offered.status).toBe(200);
    expect(offered.body.data.status).toBe('OFFERED');
    expect(await t.seatsTaken(s.id)).toBe(4);
    expect((await t.as(coach).post(`/v1/waitlist/${entry.id}/offer`)).status).toBe(409);
    // The person leaves: the held seats are given back.
    const left = await t.as(w).post(`/v1/waitlist/${entry.id}/leave`);
    expect(left.body.data.status).toBe('LEFT');
    expect(await t.seatsTaken(s.id)).toBe(2);
    expect(bookings).toHaveLength(1);
  });
});

describe('the export (issue 28 item 4)', () => {
  it('gives the coach the list as CSV and XLSX, in order, and refuses whom the list refuses', async () => {
    const { s, coach } = await soldOut('Export Lab', [1]);
    const first = await t.person('booker');
    const second = await t.person('booker');
    expect((await join(first, s.id)).status).toBe(201);
    expect((await join(second, s.id)).status).toBe(201);
    const csv = await t.as(coach).get(`/v1/waitlist/export.csv?workshopScheduleId=${s.id}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="waitlist-.*\.csv"/);
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Position,Name,Email,Seats,Status,Offer expires,Joined,Booking ID,User ID');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 5))).toEqual([
      ['1', expect.any(String), first.email, '1', 'WAITING'],
      ['2', expect.any(String), second.email, '1', 'WAITING'],
    ]);
    const xlsx = await t.as(coach).get(`/v1/waitlist/export.xlsx?workshopScheduleId=${s.id}`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    expect((await t.as(first).get(`/v1/waitlist/export.csv?workshopScheduleId=${s.id}`)).status).toBe(403);
    expect((await t.as(coach).get('/v1/waitlist/export.csv?workshopScheduleId=nope')).status).toBe(422);
  });
});

describe('race', () => {
  it('gives freed seats to the waitlist first: a booking before the offer is refused, a seat nobody waiting fits is sold', async () => {
    const { s, coach, bookings } = await soldOut('First Pick Lab', [1, 2]);
    const pair = await t.person('booker');
    expect((await join(pair, s.id, 2)).status).toBe(201);
    const address = { addressLine1: 'a', city: 'b', state: 'c', zip: '1', country: 'DE' };
    const buyer = await t.person('booker');
    const buy = (seats: number) =>
      t.as(buyer).post('/v1/bookings', { userId: buyer.id, workshopScheduleId: s.id, seats, address });

    // One seat frees up: the entry waits for two, so nobody waiting fits and the seat is on sale.
    const one = bookings[0]!;
    expect((await t.as(one.booker).post(`/v1/bookings/${one.b.id}/cancel`, { reason: 'Ill' })).status).toBe(200);
    const sold = await buy(1);
    expect(sold.status).toBe(201);

    // Two seats free up: before the waitlist's offer is even made (no relay yet), nobody else gets them.
    const two = bookings[1]!;
    expect((await t.as(two.booker).post(`/v1/bookings/${two.b.id}/cancel`, { reason: 'Ill' })).status).toBe(200);
    const refused = await buy(1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SEATS_GO_TO_WAITLIST);
    expect(await t.seatsTaken(s.id)).toBe(1);
    await relay('bookings.schedule.seats-changed');
    await eventually(async () => (await list(coach, s.id)).some((e) => e.status === 'OFFERED'));
    expect(await t.seatsTaken(s.id)).toBe(3);
  });

  it('never offers a seat twice nor sells past an offer, whatever runs at once', async () => {
    const capacity = 6;
    const { s, bookings } = await soldOut('Race Lab', Array.from({ length: capacity }, () => 1));
    const waiters = await Promise.all(Array.from({ length: 8 }, () => t.person('booker')));
    for (const w of waiters) expect((await join(w, s.id, 1)).status).toBe(201);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => t.person('booker')));

    const results = await Promise.allSettled([
      // Every booking of the sold-out schedule is cancelled...
      ...bookings.map(({ booker, b }) => t.as(booker).post(`/v1/bookings/${b.id}/cancel`, { reason: 'Race' })),
      // ...while bookers try to buy and sweepers offer, many at once.
      ...buyers.map((p) =>
        t.as(p).post('/v1/bookings', { userId: p.id, workshopScheduleId: s.id, seats: 1, address: { addressLine1: 'a', city: 'b', state: 'c', zip: '1', country: 'DE' } }),
      ),
      ...Array.from({ length: 6 }, () => offerFreedSeats(t.handle.context, s.id)),
      ...Array.from({ length: 3 }, () => sweepWaitlists(t.handle.context)),
    ]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    // A last pass offers whatever the race left free.
    await offerFreedSeats(t.handle.context, s.id);

    const { rows: live } = await t.pg.query(
      `select coalesce(sum(seats), 0)::int as seats from bookings.bookings
        where workshop_schedule_id = $1 and status in ('PENDING', 'CONFIRMED')`,
      [s.id],
    );
    const { rows: entries } = await t.pg.query(
      `select status, booking_id from bookings.waitlist_entries where workshop_schedule_id = $1`,
      [s.id],
    );
    const offered = entries.filter((e) => e.status === 'OFFERED');
    // Exactly full: every freed seat went to a buyer or an offer, and none twice.
    expect(await t.seatsTaken(s.id)).toBe(capacity);
    expect(live[0].seats).toBe(capacity);
    expect(new Set(offered.map((e) => e.booking_id)).size).toBe(offered.length);
    const { rows: offerBookings } = await t.pg.query(
      `select status from bookings.bookings where id = any($1::uuid[])`,
      [offered.map((e) => e.booking_id)],
    );
    expect(offerBookings.every((b) => b.status === 'PENDING')).toBe(true);
    const bought = results
      .slice(bookings.length, bookings.length + buyers.length)
      .filter((r) => r.status === 'fulfilled' && (r.value as { status: number }).status === 201).length;
    expect(bought + offered.length).toBe(capacity);
    // The waitlist went first: with someone waiting for every freed seat, no buyer got one.
    expect(bought).toBe(0);
    // Every offer event names a distinct entry.
    const events = (await t.events('bookings.waitlist.offered')).filter((e) => e.workshopScheduleId === s.id);
    expect(new Set(events.map((e) => e.entryId)).size).toBe(events.length);
    expect(events).toHaveLength(offered.length);
  });
});
