// The running product's movable clock (TEST_CLOCK=true): `npm run clock -- advance …` writes an offset to
// DATA_DIR/test-clock.json, and the bookings service's sweeps then act as if that time had passed — here a
// session 30 hours away gets its 24-hour reminder only once the clock is moved 7 hours on, and
// `npm run clock -- reset` brings the real time back. Production refuses the switch. Real PostgreSQL; the
// real script moves the clock.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@coachwork/contracts';
import { eventually } from '@coachwork/test-support';
import { movableClock } from '../src/domain/clock';
import { readConfig } from '../src/config';
import { bootBookings, type BookingsTest } from './support';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const HOUR = 3_600_000;

let clockDir: string;
let t: BookingsTest;
beforeAll(async () => {
  clockDir = mkdtempSync(path.join(os.tmpdir(), 'cw-clock-'));
  t = await bootBookings({ now: movableClock(clockDir) });
});
afterAll(async () => {
  await t.close();
  rmSync(clockDir, { recursive: true, force: true });
});

/** `npm run clock -- …args` on the test's DATA_DIR; what it printed. */
const clock = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'clock.js'), ...args], {
    env: { ...process.env, DATA_DIR: clockDir },
    encoding: 'utf8',
  });

describe('the movable clock of a running product', () => {
  it('brings tomorrow’s reminder today when moved on, and the real time back when reset', async () => {
    const booker = await t.person('booker', { firstName: 'Tess', lastName: 'Clock' });
    const friend = await t.person('booker', { firstName: 'Finn', lastName: 'Clock' });
    const s = await t.schedule({
      workshopTitle: 'Clockwork Basics',
      price: 30,
      startDate: new Date(Date.now() + 30 * HOUR).toISOString(),
    });
    await t.paidWithFriend(booker, friend, s.id, 2);
    // What the sweep claimed for the schedule, handed to the mail subscriber as the relay would.
    const remindersDue = async () => {
      await t.handle.sweep();
      const { rows } = await t.pg.query(
        `select envelope from bookings.outbox where subject = 'bookings.reminder.sent'
           and envelope->'data'->>'workshopScheduleId' = $1`,
        [s.id],
      );
      for (const r of rows) await t.deliver(r.envelope as EventEnvelope);
      await t.handle.mailer.idle();
      return rows.length;
    };
    const reminders = async () =>
      (await t.mails()).filter((m) => m.subject === 'Reminder: Clockwork Basics is coming up');

    expect(await remindersDue()).toBe(0);
    expect(await reminders()).toHaveLength(0);

    expect(clock('advance', '7h')).toMatch(/\+7 h/);
    // The service looks at the file at most every half second.
    await eventually(async () => (await remindersDue()) === 2);
    await eventually(async () => (await reminders()).length === 2);
    expect((await reminders()).flatMap((m) => m.to).sort()).toEqual([booker.email, friend.email].sort());

    expect(clock('reset')).toMatch(/the real time/);
    await eventually(async () => Math.abs(t.handle.context.now().getTime() - Date.now()) < 1000);
  });

  it('refuses a bad amount with a usage line, and keeps the clock where it was', () => {
    expect(() => clock('advance', 'tomorrow')).toThrow(/usage: npm run clock -- advance <number><m\|h\|d>/);
    expect(clock('show')).toMatch(/the real time/);
  });

  it('cannot be turned on in production', () => {
    expect(() => readConfig({ NODE_ENV: 'production', TEST_CLOCK: 'true' })).toThrow(
      /TEST_CLOCK: TEST_CLOCK cannot be used in production/,
    );
    expect(readConfig({ NODE_ENV: 'development', TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(true);
  });
});
