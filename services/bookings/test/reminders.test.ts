// Reminders (issue 27 item 2): 24 h and 1 h before a session every holder of a confirmed seat, the
// booker and each accepted invitee, gets one mail in the schedule's zone (named) with the meeting link
// or the venue and a map link, and an .ics naming only them. A seat given back or a booking cancelled
// has none; a moved schedule has new ones; two sweepers at once send each reminder once; the workshop
// may turn either off. Real PostgreSQL; the clock is moved by the test.
import type { EventEnvelope } from '@coachwork/contracts';
import { eventually, type CapturedMail } from '@coachwork/test-support';
import { sweepReminders } from '../src/domain/bookings/reminder-sweep';
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

const VENUE = { name: 'Studio 4', address: 'Hauptstraße 1', city: 'Berlin', country: 'DE' };

/**
 * A HYBRID schedule starting `hours` from now with a paid booking of 3 seats: seat 1 the booker's, seat
 * 2 accepted by a friend, seat 3 open.
 */
async function scene(title: string, hours = 30) {
  const booker = await t.person('booker', { firstName: 'Bea', lastName: 'Booker' });
  const friend = await t.person('booker', { firstName: 'Fran', lastName: 'Friend' });
  const s = await t.schedule({
    workshopTitle: title,
    price: 50,
    mode: 'HYBRID',
    meetingUrl: 'https://meet.example.com/room-42',
    venue: VENUE,
    timezone: 'America/New_York',
    startDate: new Date(t.now().getTime() + hours * HOUR).toISOString(),
  });
  const { b, seats } = await t.paidWithFriend(booker, friend, s.id, 3);
  return { booker, friend, s, b, seats };
}

/** Hands the schedule's reminder events of `kind` to the bus twice each, as a redelivering relay would. */
async function relayTwice(scheduleId: string, kind: '24h' | '1h') {
  const { rows } = await t.pg.query(
    `select envelope from bookings.outbox where subject = 'bookings.reminder.sent'
       and envelope->'data'->>'workshopScheduleId' = $1 and envelope->'data'->>'kind' = $2`,
    [scheduleId, kind],
  );
  for (const r of rows) {
    await t.deliver(r.envelope as EventEnvelope);
    await t.deliver(r.envelope as EventEnvelope);
  }
  return rows.length;
}

const reminders = async (title: string, kind: '24h' | '1h') =>
  (await t.mails()).filter(
    (m) =>
      m.subject ===
      (kind === '1h' ? `Reminder: ${title} starts within the hour` : `Reminder: ${title} is coming up`),
  );

/** Waits for `count` reminders, then checks that no more come (the redelivery is handled by then). */
async function exactly(title: string, kind: '24h' | '1h', count: number) {
  if (count) await eventually(async () => (await reminders(title, kind)).length >= count);
  await t.handle.mailer.idle();
  const found = await reminders(title, kind);
  expect(found).toHaveLength(count);
  return found;
}

const to = (mails: CapturedMail[], p: Person) => mails.filter((m) => m.to.includes(p.email));
/** The mail's calendar file, its folded lines unfolded (RFC 5545 3.1). */
const ics = (m: CapturedMail) =>
  m.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.replace(/\r\n[ \t]/g, '');

/** Reminders claimed for the schedule so far. */
const claimed = async (scheduleId: string) =>
  (
    await t.pg.query('select count(*)::int as n from bookings.reminders where workshop_schedule_id = $1', [
      scheduleId,
    ])
  ).rows[0].n as number;

describe('reminders before a session', () => {
  it('mails the booker and the accepted invitee once each 24 h and 1 h before the start', async () => {
    const { booker, friend, s } = await scene('Reminder Lab');
    // 30 h before: nothing is due.
    await t.handle.sweep();
    expect(await relayTwice(s.id, '24h')).toBe(0);

    t.advance(7 * HOUR); // 23 h before
    expect((await t.handle.sweep()).reminders).toBe(2);
    expect((await t.handle.sweep()).reminders).toBe(0);
    expect(await relayTwice(s.id, '24h')).toBe(2);
    expect(await relayTwice(s.id, '1h')).toBe(0);
    const dayBefore = await exactly('Reminder Lab', '24h', 2);
    const [toBooker] = to(dayBefore, booker);
    const [toFriend] = to(dayBefore, friend);
    expect(toBooker!.text).toMatch(/^Hello Bea,/);
    expect(toFriend!.text).toMatch(/^Hello Fran,/);
    for (const m of [toBooker!, toFriend!]) {
      // In the schedule's zone, named; the room and the venue with a map link (a hybrid session).
      expect(m.text).toContain('Reminder Lab starts on ');
      expect(m.text).toContain('(America/New_York)');
      expect(m.text).toContain('Join online: https://meet.example.com/room-42');
      expect(m.text).toContain('Where: Studio 4, Hauptstraße 1, Berlin, DE');
      expect(m.text).toContain(
        'https://www.openstreetmap.org/search?query=Hauptstra%C3%9Fe%201%2C%20Berlin%2C%20DE',
      );
    }
    // Each calendar file names its recipient and nobody else.
    const bookerIcs = ics(toBooker!);
    expect(bookerIcs).toContain('BEGIN:VEVENT');
    expect(bookerIcs).toContain('SUMMARY:Reminder Lab');
    expect(bookerIcs).toContain(`DTSTART:${s.startDate.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(bookerIcs).toContain(`mailto:${booker.email}`);
    expect(bookerIcs).toContain('CN="Bea Booker"');
    expect(bookerIcs).not.toContain(friend.email);
    expect(bookerIcs).not.toContain('Fran');
    const friendIcs = ics(toFriend!);
    expect(friendIcs).toContain(`mailto:${friend.email}`);
    expect(friendIcs).not.toContain(booker.email);
    expect(friendIcs.match(/^ATTENDEE/gm)).toHaveLength(1);

    t.advance(22 * HOUR + 30 * 60_000); // 30 min before
    expect((await t.handle.sweep()).reminders).toBe(2);
    expect(await relayTwice(s.id, '1h')).toBe(2);
    const hourBefore = await exactly('Reminder Lab', '1h', 2);
    expect(to(hourBefore, booker)).toHaveLength(1);
    expect(to(hourBefore, friend)).toHaveLength(1);
    expect(hourBefore[0]!.text).toContain('Reminder Lab starts within the hour: ');
    // Still two of the day before: nothing was sent again.
    await exactly('Reminder Lab', '24h', 2);

    // Once it has started, nothing more.
    t.advance(HOUR);
    expect((await t.handle.sweep()).reminders).toBe(0);
  });

  it('reminds nobody of a seat given back, nor of a cancelled booking', async () => {
    const given = await scene('Given Back Lab');
    expect((await t.as(given.friend).post(`/v1/booking-seats/${given.seats[1]}/cancel`)).status).toBe(200);
    const cancelled = await scene('Cancelled Booking Lab');
    expect(
      (await t.as(cancelled.booker).post(`/v1/bookings/${cancelled.b.id}/cancel`, { reason: 'Ill' })).status,
    ).toBe(200);

    t.advance(7 * HOUR);
    await t.handle.sweep();
    expect(await relayTwice(given.s.id, '24h')).toBe(1);
    expect(await relayTwice(cancelled.s.id, '24h')).toBe(0);
    const mails = await exactly('Given Back Lab', '24h', 1);
    expect(to(mails, given.booker)).toHaveLength(1);
    await exactly('Cancelled Booking Lab', '24h', 0);
  });

  it('sends no reminder a seat lost after it fell due, and new ones when the schedule moves', async () => {
    const { booker, friend, s, seats } = await scene('Moved Lab');
    t.advance(7 * HOUR); // 23 h before the first start
    await t.handle.sweep();
    // The friend gives the seat back between the claim and the mail: the friend's is not sent.
    expect((await t.as(friend).post(`/v1/booking-seats/${seats[1]}/cancel`)).status).toBe(200);
    expect(await relayTwice(s.id, '24h')).toBe(2);
    expect(to(await exactly('Moved Lab', '24h', 1), booker)).toHaveLength(1);

    // Moved two days later: the reminders are due again before the new start.
    const moved = new Date(new Date(s.startDate).getTime() + 48 * HOUR);
    await t.publish('workshops.schedule.updated', {
      ...s,
      startDate: moved.toISOString(),
      endDate: new Date(moved.getTime() + 3 * HOUR).toISOString(),
      updatedAt: t.now().toISOString(),
    });
    await eventually(
      async () =>
        (
          await t.pg.query('select start_date from bookings.schedule_copies where id = $1', [s.id])
        ).rows[0]?.start_date.getTime() === moved.getTime(),
    );
    // The old start's reminder delivered late mails nobody.
    await relayTwice(s.id, '24h');
    await exactly('Moved Lab', '24h', 1);
    await t.handle.sweep();
    expect(await claimed(s.id)).toBe(2);

    t.advance(48 * HOUR); // 23 h before the new start
    await t.handle.sweep();
    await relayTwice(s.id, '24h');
    const mails = await exactly('Moved Lab', '24h', 2);
    expect(to(mails, booker)).toHaveLength(2);
    expect(mails[1]!.text).toContain(
      new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        timeZone: 'America/New_York',
      }).format(moved),
    );
    expect(to(mails, friend)).toHaveLength(0);
  });

  it('claims each reminder once when sweepers run at once', async () => {
    const { s } = await scene('Race Lab');
    t.advance(7 * HOUR);
    const counts = await Promise.all(Array.from({ length: 4 }, () => sweepReminders(t.handle.context)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await claimed(s.id)).toBe(2);
    expect(await relayTwice(s.id, '24h')).toBe(2);
    await exactly('Race Lab', '24h', 2);
  });

  it('leaves out the 1 h reminder when its workshop turned it off', async () => {
    const { s } = await scene('Quiet Hour Lab');
    await t.publish('workshops.workshop.updated', {
      id: s.workshopId,
      workshopTemplateId: s.workshopId,
      title: 'Quiet Hour Lab',
      slug: 'quiet-hour-lab',
      price: 50,
      minSeats: 1,
      maxSeats: 10,
      tags: [],
      coachIds: [s.coachId],
      remindDayBefore: true,
      remindHourBefore: false,
      deletedAt: null,
    });
    await eventually(
      async () =>
        (await t.pg.query('select remind_hour_before from bookings.schedule_copies where id = $1', [s.id]))
          .rows[0]?.remind_hour_before === false,
    );
    t.advance(7 * HOUR);
    await t.handle.sweep();
    expect(await relayTwice(s.id, '24h')).toBe(2);
    await exactly('Quiet Hour Lab', '24h', 2);
    t.advance(22 * HOUR + 30 * 60_000);
    await t.handle.sweep();
    expect(await claimed(s.id)).toBe(2);
    expect(await relayTwice(s.id, '1h')).toBe(0);
    await exactly('Quiet Hour Lab', '1h', 0);
  });
});
