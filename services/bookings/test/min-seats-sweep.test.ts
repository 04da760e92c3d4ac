// minSeats (SPEC-DECISIONS): 72 h before its start, a schedule whose confirmed seats are below its
// minimum is flagged once to its coach and the super-admins by mail (issue 31 item 11); one that met the
// minimum, or is further than 72 h away, mails nobody.
import type { EventEnvelope } from '@coachwork/contracts';
import { eventually } from '@coachwork/test-support';
import { bootBookings, type BookingsTest, type Person } from './support';

const HOUR = 3_600_000;

let t: BookingsTest;
let coach: Person;
let admin: Person;
beforeAll(async () => {
  t = await bootBookings();
  coach = await t.person('coach', { firstName: 'Cora', lastName: 'Coach' });
  admin = await t.person('admin', { firstName: 'Ada', lastName: 'Admin' });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.clock.offsetMs = 0;
});

/** A schedule of `coach` with a minimum of 4 seats, starting `hours` from now, with `confirmed` seats paid. */
async function scheduleWith(title: string, hours: number, confirmed: number) {
  const s = await t.schedule({
    workshopTitle: title,
    coachId: coach.id,
    minSeats: 4,
    price: 50,
    timezone: 'America/New_York',
    startDate: new Date(t.now().getTime() + hours * HOUR).toISOString(),
  });
  await eventually(
    async () =>
      (await t.pg.query('select 1 from bookings.schedule_copies where id = $1', [s.id])).rowCount === 1,
  );
  if (confirmed) {
    const booker = await t.person('booker');
    const b = await t.book(booker, s.id, confirmed);
    await t.pay(booker, b.id);
  }
  return s;
}

/** Hands the schedule's bookings.schedule.short events to the bus twice each, as a redelivering relay would. */
async function relayTwice(scheduleId: string) {
  const { rows } = await t.pg.query(
    `select envelope from bookings.outbox where subject = 'bookings.schedule.short' and envelope->'data'->>'workshopScheduleId' = $1`,
    [scheduleId],
  );
  for (const r of rows) {
    await t.deliver(r.envelope as EventEnvelope);
    await t.deliver(r.envelope as EventEnvelope);
  }
  return rows.length;
}

const mailsAbout = async (title: string) =>
  (await t.mails()).filter((m) => m.subject === `Short of the minimum: ${title}`);

describe('the minimum seats sweep', () => {
  it('mails the coach and each super-admin exactly once when a schedule is short 72 h before its start', async () => {
    const s = await scheduleWith('Short Lab', 80, 1);
    // More than 72 h away: not yet.
    await t.handle.sweep();
    expect(await relayTwice(s.id)).toBe(0);

    t.advance(9 * HOUR); // 71 h before the start
    expect((await t.handle.sweep()).shortSchedules).toBeGreaterThanOrEqual(1);
    await t.handle.sweep();
    expect(await relayTwice(s.id)).toBe(1);
    expect((await t.events('bookings.schedule.short')).filter((e) => e.workshopScheduleId === s.id)).toEqual([
      { workshopScheduleId: s.id, coachId: coach.id, startDate: s.startDate, minSeats: 4, seatsConfirmed: 1 },
    ]);

    await eventually(async () => (await mailsAbout('Short Lab')).length >= 2);
    await t.handle.mailer.idle();
    const mails = await mailsAbout('Short Lab');
    const toCoach = mails.filter((m) => m.to.includes(coach.email));
    const toAdmin = mails.filter((m) => m.to.includes(admin.email));
    expect(toCoach).toHaveLength(1);
    expect(toAdmin).toHaveLength(1);
    expect(toCoach[0]!.text).toMatch(/^Hello Cora,/);
    expect(toCoach[0]!.text).toContain('has 1 confirmed seat of the 4 it needs to go ahead (3 more needed)');
    expect(toCoach[0]!.text).toContain('cancel it now with full refunds');
    // In the schedule's zone, named.
    expect(toCoach[0]!.text).toContain('(America/New_York)');
    expect(toCoach[0]!.text).toContain(`http://coachwork.test/c/schedules/${s.id}`);
    expect(toAdmin[0]!.text).toMatch(/^Hello Ada,/);
    expect(toAdmin[0]!.text).toContain('http://coachwork.test/admin/workshop-schedules');
    // Nobody else (a booker is no super-admin).
    expect(mails).toHaveLength(2);
  });

  it('mails nobody for a schedule that met its minimum', async () => {
    const s = await scheduleWith('Full Enough Lab', 70, 4);
    await t.handle.sweep();
    expect(await relayTwice(s.id)).toBe(0);
    const { rows } = await t.pg.query(
      'select min_seats_checked_at, short_of_minimum from bookings.schedule_copies where id = $1',
      [s.id],
    );
    expect(rows[0]).toMatchObject({ short_of_minimum: false });
    expect(rows[0].min_seats_checked_at).not.toBeNull();
    // Looked at once, at the mark: later sweeps do not look again.
    await t.handle.sweep();
    expect(await relayTwice(s.id)).toBe(0);
    expect(await mailsAbout('Full Enough Lab')).toEqual([]);
  });

  it('takes a changed minimum from its workshop (workshops.workshop.updated)', async () => {
    const s = await scheduleWith('Lowered Lab', 70, 2);
    await t.publish('workshops.workshop.updated', {
      id: s.workshopId,
      workshopTemplateId: s.workshopId,
      title: 'Lowered Lab',
      slug: 'lowered-lab',
      price: 50,
      minSeats: 2,
      maxSeats: 10,
      tags: [],
      coachIds: [coach.id],
      deletedAt: null,
    });
    await eventually(
      async () =>
        (await t.pg.query('select min_seats from bookings.schedule_copies where id = $1', [s.id])).rows[0]
          ?.min_seats === 2,
    );
    await t.handle.sweep();
    expect(await relayTwice(s.id)).toBe(0);
  });

  it('leaves alone a schedule further than 72 h away, a cancelled one and one without a minimum', async () => {
    const far = await scheduleWith('Far Away Lab', 73, 0);
    const cancelled = await t.schedule({
      workshopTitle: 'Cancelled Lab',
      coachId: coach.id,
      minSeats: 4,
      startDate: new Date(t.now().getTime() + 10 * HOUR).toISOString(),
      cancelledAt: t.now().toISOString(),
    });
    const unknown = await t.schedule({
      workshopTitle: 'No Minimum Lab',
      coachId: coach.id,
      startDate: new Date(t.now().getTime() + 10 * HOUR).toISOString(),
    });
    await eventually(
      async () =>
        (
          await t.pg.query('select 1 from bookings.schedule_copies where id = any($1)', [
            [cancelled.id, unknown.id],
          ])
        ).rowCount === 2,
    );
    await t.handle.sweep();
    for (const s of [far, cancelled, unknown]) expect(await relayTwice(s.id)).toBe(0);
  });
});
