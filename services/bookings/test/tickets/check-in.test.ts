import { eventually, pdfQrCodes, pdfText, pngQrCode } from '@coachwork/test-support';
import type { CheckInDto, TicketDto } from '@coachwork/contracts';
import { ticketCodes } from '../../src/domain/tickets/ticket-code';
import { bootBookings, DAY, type BookingsTest, type Person } from '../support';

// Rendering PDFs and reading their QR codes back takes a while on a busy machine.
jest.setTimeout(120_000);

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

const session = (extra: object = {}) =>
  t.schedule({
    coachId: coach.id,
    price: 0,
    mode: 'IN_PERSON',
    venue: { name: 'Studio Nord', address: 'Torstraße 1', city: 'Berlin', country: 'DE' },
    startDate: new Date(Date.now() + DAY).toISOString(),
    ...extra,
  });

/** A confirmed (free) booking of `seats` on a new schedule of the coach's, and its seats' ids. */
async function bookedSeats(seats = 1) {
  const s = await session();
  const b = await t.book(booker, s.id, seats);
  const list = await t.as(booker).get(`/v1/booking-seats?filter[bookingId]=${b.id}&sort=position`);
  return { schedule: s, booking: b, seatIds: (list.body.data as { id: string }[]).map((x) => x.id) };
}

const ticketOf = async (who: Person, seatId: string) => t.as(who).get(`/v1/booking-seats/${seatId}/ticket`);
const checkIn = (
  who: Person,
  workshopScheduleId: string,
  body: { code?: string; seatId?: string; scannedAt?: string },
) => t.as(who).post('/v1/check-ins', { workshopScheduleId, ...body });

describe('GET /v1/booking-seats/{id}/ticket and ticket.pdf', () => {
  it('gives the booker a ticket per confirmed seat whose PDF carries a QR code that reads back as its code', async () => {
    const { schedule, seatIds } = await bookedSeats(2);
    const res = await ticketOf(booker, seatIds[0]!);
    expect(res.status).toBe(200);
    const ticket = res.body.data as TicketDto;
    expect(ticket).toMatchObject({
      seatId: seatIds[0],
      workshopScheduleId: schedule.id,
      workshopTitle: 'Feedback That Lands',
      holderName: booker.username,
      venue: 'Studio Nord, Torstraße 1, Berlin',
      checkedInAt: null,
    });
    expect(ticket.qr).toMatch(/^data:image\/png;base64,/);
    expect(pngQrCode(ticket.qr)).toBe(ticket.code);
    const second = (await ticketOf(booker, seatIds[1]!)).body.data as TicketDto;
    expect(second.holderName).toBe(`Guest of ${booker.username}`);
    expect(second.code).not.toBe(ticket.code);

    const pdf = await t.as(booker).get(`/v1/booking-seats/${seatIds[0]}/ticket.pdf`).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfQrCodes(pdf.body as Buffer)).toEqual([ticket.code]);
    const { text } = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Feedback That Lands');
    expect(text).toContain(booker.username);
  });

  it('is nobody else’s: another person and the coach get 404', async () => {
    const { seatIds } = await bookedSeats();
    expect((await ticketOf(await t.person('booker'), seatIds[0]!)).status).toBe(404);
    expect((await ticketOf(coach, seatIds[0]!)).status).toBe(404);
    expect((await ticketOf(admin, seatIds[0]!)).status).toBe(200);
  });

  it('attaches every seat’s ticket to the confirmation mail', async () => {
    const me = await t.person('booker');
    const s = await session();
    const booking = await t.book(me, s.id, 2);
    const seats = await t.as(me).get(`/v1/booking-seats?filter[bookingId]=${booking.id}&sort=position`);
    const codes = await Promise.all(
      (seats.body.data as { id: string }[]).map(async ({ id }) => {
        const res = await ticketOf(me, id);
        if (res.status !== 200) throw new Error(`ticket answered ${res.status}: ${JSON.stringify(res.body)}`);
        return (res.body.data as TicketDto).code;
      }),
    );
    // The booking's confirmed event, handed from the outbox to the bus as the relay would.
    const { rows } = await t.pg.query(
      `select envelope from bookings.outbox where subject = 'bookings.booking.confirmed' and envelope->'data'->>'bookingId' = $1`,
      [booking.id],
    );
    for (const r of rows) await t.deliver(r.envelope);
    const confirmation = async () => (await t.mails()).find((m) => m.to.includes(me.email));
    const mail = (await eventually(confirmation, 60_000))!;
    expect(mail.text).toContain('Your tickets are attached');
    const pdf = mail.attachments.find((a) => a.filename === 'tickets.pdf')!;
    expect(pdf.contentType).toBe('application/pdf');
    expect(await pdfQrCodes(pdf.bytes)).toEqual(codes);
  });
});

describe('POST /v1/check-ins', () => {
  it('checks a ticket in once: the seat counts as attended, and a second scan says who and when', async () => {
    const { schedule, seatIds } = await bookedSeats();
    const { code } = (await ticketOf(booker, seatIds[0]!)).body.data as TicketDto;
    const first = await checkIn(coach, schedule.id, { code });
    expect(first.status).toBe(201);
    const done = first.body.data as CheckInDto;
    expect(done).toMatchObject({
      seatId: seatIds[0],
      holderName: booker.username,
      checkedInById: coach.id,
      checkedInByName: coach.username,
      alreadyCheckedIn: false,
    });
    const seat = await t.as(coach).get(`/v1/booking-seats/${seatIds[0]}`);
    expect(seat.body.data.attended).toBe(true);

    // The same ticket again, even by a super-admin: the first check-in's facts, nothing new.
    const again = await checkIn(admin, schedule.id, { code });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ ...done, alreadyCheckedIn: true });
    const events = (await t.events('bookings.seat.checked-in')).filter((e) => e.seatId === seatIds[0]);
    expect(events).toEqual([
      expect.objectContaining({ seatId: seatIds[0], checkedInBy: coach.id, checkedInAt: done.checkedInAt }),
    ]);
  });

  it('records one check-in when the same ticket is scanned on several phones at once', async () => {
    const { schedule, seatIds } = await bookedSeats();
    const { code } = (await ticketOf(booker, seatIds[0]!)).body.data as TicketDto;
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkIn(coach, schedule.id, { code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.checkedInAt)).size).toBe(1);
    const events = (await t.events('bookings.seat.checked-in')).filter((e) => e.seatId === seatIds[0]);
    expect(events).toHaveLength(1);
  });

  it('refuses a forged or altered code', async () => {
    const { schedule, seatIds } = await bookedSeats(2);
    const { code } = (await ticketOf(booker, seatIds[0]!)).body.data as TicketDto;
    const [prefix, seat, kid, mac] = code.split('.') as [string, string, string, string];
    const otherSeat = ((await ticketOf(booker, seatIds[1]!)).body.data as TicketDto).code.split('.')[1]!;
    const flip = (s: string) => (s.endsWith('A') ? `${s.slice(0, -1)}B` : `${s.slice(0, -1)}A`);
    const forged = ticketCodes({ current: 'somebody-elses-secret-key' }).issue(seatIds[0]!);
    const bad = [
      [prefix, otherSeat, kid, mac].join('.'), // another seat under this seat's signature
      [prefix, seat, kid, flip(mac)].join('.'),
      [prefix, seat, 'AAAAAA', mac].join('.'),
      forged,
      seatIds[0]!,
      'hello',
    ];
    for (const attempt of bad) {
      const res = await checkIn(coach, schedule.id, { code: attempt });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ code: ['This is not a valid Coachwork ticket.'] });
    }
    const sheet = await t.as(coach).get(`/v1/check-ins/${schedule.id}`);
    expect(sheet.body.data.checkedIn).toBe(0);
  });

  it("refuses another schedule's ticket, saying which session it is for", async () => {
    const { seatIds } = await bookedSeats();
    const other = await session();
    const { code } = (await ticketOf(booker, seatIds[0]!)).body.data as TicketDto;
    const res = await checkIn(coach, other.id, { code });
    expect(res.status).toBe(422);
    expect(res.body.errors.code[0]).toMatch(
      /^This ticket is for another session, not this one\. It is for Feedback That Lands, .+\.$/,
    );
  });

  it("is for the schedule's coach and super-admins: anyone else gets 403", async () => {
    const { schedule, seatIds } = await bookedSeats();
    const { code } = (await ticketOf(booker, seatIds[0]!)).body.data as TicketDto;
    expect((await checkIn(booker, schedule.id, { code })).status).toBe(403);
    expect((await checkIn(await t.person('coach'), schedule.id, { code })).status).toBe(403);
    expect((await t.as(booker).get(`/v1/check-ins/${schedule.id}`)).status).toBe(403);
    expect((await checkIn(admin, schedule.id, { code })).status).toBe(201);
  });

  it('checks in by name from the attendee list (the seat picked instead of a code)', async () => {
    const { schedule, seatIds } = await bookedSeats(2);
    const sheet = await t.as(coach).get(`/v1/check-ins/${schedule.id}`);
    expect(sheet.status).toBe(200);
    expect(sheet.body.data).toMatchObject({ total: 2, checkedIn: 0, workshopScheduleId: schedule.id });
    expect(sheet.body.data.attendees.map((a: { holderName: string }) => a.holderName)).toEqual([
      booker.username,
      `Guest of ${booker.username}`,
    ]);
    const res = await checkIn(coach, schedule.id, { seatId: seatIds[1]! });
    expect(res.status).toBe(201);
    const after = (await t.as(coach).get(`/v1/check-ins/${schedule.id}`)).body.data;
    expect(after.checkedIn).toBe(1);
    expect(after.attendees[1]).toMatchObject({ seatId: seatIds[1], checkedInByName: coach.username });
  });

  it('stamps a scan queued offline with the time it was made: never later than it arrives, at most 7 days back', async () => {
    const { schedule, seatIds } = await bookedSeats(3);
    const [queued, ahead, stale] = seatIds as [string, string, string];
    const scannedAt = new Date(Date.now() - 20 * 60_000).toISOString();
    const first = await checkIn(coach, schedule.id, { seatId: queued, scannedAt });
    expect(first.status).toBe(201);
    expect((first.body.data as CheckInDto).checkedInAt).toBe(scannedAt);
    const sheet = await t.as(coach).get(`/v1/check-ins/${schedule.id}`);
    expect(JSON.stringify(sheet.body.data)).toContain(scannedAt);

    // A phone whose clock runs an hour ahead: the server's time instead.
    const before = Date.now();
    const second = await checkIn(coach, schedule.id, {
      seatId: ahead,
      scannedAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const at = Date.parse((second.body.data as CheckInDto).checkedInAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());

    const third = await checkIn(coach, schedule.id, {
      seatId: stale,
      scannedAt: new Date(Date.now() - 30 * DAY).toISOString(),
    });
    const weekAgo = Date.now() - 7 * DAY;
    expect(Math.abs(Date.parse((third.body.data as CheckInDto).checkedInAt) - weekAgo)).toBeLessThan(60_000);
  });

  it('answers 422 for a scan time that is not a date and time, and checks nothing in', async () => {
    const { schedule, seatIds } = await bookedSeats();
    const res = await checkIn(coach, schedule.id, { seatId: seatIds[0]!, scannedAt: 'yesterday' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ scannedAt: ['Scanned at must be a valid date and time'] });
    expect((await t.as(coach).get(`/v1/booking-seats/${seatIds[0]}`)).body.data.attended).toBeNull();
  });

  it('answers 422 without a code or a seat', async () => {
    const s = await session();
    const res = await t.as(coach).post('/v1/check-ins', { workshopScheduleId: s.id });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: ['Ticket code is required'] });
  });
});

describe('the dashboard’s attendance rate', () => {
  afterEach(() => {
    t.clock.offsetMs = 0;
  });

  it('is the check-ins over the confirmed seats of the coach’s sessions that have started', async () => {
    const own = await t.person('coach');
    const s = await t.schedule({
      coachId: own.id,
      price: 0,
      startDate: new Date(Date.now() + DAY).toISOString(),
    });
    const b = await t.book(booker, s.id, 2);
    const seats = (await t.as(booker).get(`/v1/booking-seats?filter[bookingId]=${b.id}&sort=position`)).body
      .data;
    const day = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 10);
    const query = `from=${day(0)}&to=${day(2 * DAY)}&groupBy=day`;
    const attendance = async () =>
      (await t.as(own).get(`/v1/dashboard/metrics?${query}`)).body.data.attendance;
    // Not started yet: nobody could have come, so nothing counts.
    expect((await attendance()).totals).toEqual({ checkedIn: 0, confirmed: 0, rate: null });
    t.advance(DAY + 60_000);
    expect((await checkIn(own, s.id, { seatId: seats[0].id })).status).toBe(201);
    expect((await attendance()).totals).toEqual({ checkedIn: 1, confirmed: 2, rate: 0.5 });
  });
});

describe('ticket codes', () => {
  it('keep working across a rotation of the secret, and new ones use the new key', () => {
    const seat = '6f1c2b1e-8d3a-4c55-9a0e-2f6b1f4f9a10';
    const before = ticketCodes({ current: 'the-first-ticket-secret' });
    const old = before.issue(seat);
    const after = ticketCodes({ current: 'the-second-ticket-secret', previous: 'the-first-ticket-secret' });
    expect(after.verify(old)).toBe(seat);
    expect(after.issue(seat)).not.toBe(old);
    expect(after.verify(after.issue(seat))).toBe(seat);
    // Once the old secret is dropped, its tickets stop working.
    expect(ticketCodes({ current: 'the-second-ticket-secret' }).verify(old)).toBeNull();
  });
});
