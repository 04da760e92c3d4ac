// The last-seat race, shared by the embedded (PostgreSQL, PGlite) and distributed suites: many
// signed-in bookers, each a different account, book the same schedule at the same moment.
import { eventually, type Browser } from './index';

let counter = 0;

/** `count` new accounts made by the admin, each signed in in its own browser (a few at a time). */
export async function signedInBookers(
  admin: Browser,
  open: () => Browser,
  count: number,
  concurrency = 4,
): Promise<Browser[]> {
  const run = `${Date.now().toString(36).slice(-5)}${++counter}`;
  const bookers: Browser[] = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const email = `racer${run}x${i}@example.com`;
      const made = await admin.post('/v1/users', {
        email,
        username: `racer${run}x${i}`,
        password: 'Secret123',
        profile: { firstName: 'Racer', lastName: String(i) },
      });
      if (made.status !== 201) throw new Error(`making ${email} answered ${made.status}`);
      const b = open();
      await b.login(email, 'Secret123');
      await b.csrf();
      bookers[i] = b;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return bookers;
}

/** A published, public schedule of the demo coach a week ahead with `capacity` seats at `price`; returns its id. */
export async function raceSchedule(admin: Browser, capacity: number, price = 25): Promise<string> {
  const n = `${Date.now().toString(36)}${++counter}`;
  const ok = async (res: { status: number; body: { data?: { id: string } } }, what: string) => {
    if (res.status !== 201) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data!.id;
  };
  const coach = (await admin.get('/v1/users?search=coach@example.com')).body.data[0].id as string;
  // A template is never free (spec §5); a workshop may be.
  const template = await ok(
    await admin.post('/v1/workshop-templates', { title: `Race ${n}`, price: Math.max(price, 1) }),
    'template',
  );
  const workshop = await ok(
    await admin.post('/v1/workshops', {
      workshopTemplateId: template,
      title: `Race ${n}`,
      price,
      minSeats: 1,
      maxSeats: Math.max(capacity, 1),
    }),
    'workshop',
  );
  const start = new Date(Date.now() + 7 * 86_400_000);
  const post = () =>
    admin.post('/v1/workshop-schedules', {
      workshopId: workshop,
      coachId: coach,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
      timezone: 'Europe/Berlin',
      status: 'PUBLISHED',
      visibility: 'PUBLIC',
      mode: 'ONLINE',
      capacity,
    });
  // Workshops learns who is a coach from identity's events: right after a start the demo coach may not
  // have arrived yet (a 422 on coachId).
  const answer = await eventually(async () => {
    const res = await post();
    return res.status === 422 && res.body.errors?.coachId ? null : res;
  }, 30_000);
  return ok(answer!, 'schedule');
}

export interface RaceAnswer {
  status: number;
  asked: number;
  /** From a 409's body. */
  seatsLeft?: number;
  /** From a 201's embedded schedule. */
  seatsLeftAfter?: number;
  /** A 201's booking. */
  bookingId?: string;
}

/** Every booker asks for `seatsFor(i)` seats at once. */
export async function raceForSeats(
  bookers: Browser[],
  scheduleId: string,
  seatsFor: (i: number) => number = () => 1,
  /** An Idempotency-Key for booker i's request, as the storefront's checkout sends one (none: no header). */
  keyFor?: (i: number) => string,
): Promise<RaceAnswer[]> {
  const address = {
    addressLine1: 'Racecourse 1',
    city: 'Berlin',
    state: 'Berlin',
    zip: '10115',
    country: 'DE',
  };
  // Tokens first, so the requests leave together rather than behind a CSRF round trip each.
  const tokens = await Promise.all(bookers.map((b) => b.csrf()));
  return Promise.all(
    bookers.map(async (b, i) => {
      const asked = seatsFor(i);
      const request = b.agent.post('/v1/bookings').set('X-XSRF-TOKEN', tokens[i]!);
      if (keyFor) request.set('Idempotency-Key', keyFor(i));
      const res = await request.send({
        userId: b.userId,
        workshopScheduleId: scheduleId,
        seats: asked,
        address,
      });
      return {
        status: res.status,
        asked,
        seatsLeft: res.status === 409 ? res.body.seatsLeft : undefined,
        seatsLeftAfter: res.status === 201 ? res.body.data.schedule.seatsLeft : undefined,
        bookingId: res.status === 201 ? (res.body.data.id as string) : undefined,
      };
    }),
  );
}

/** What a race must show, whatever the interleaving; returns the seats sold. */
export function checkRace(answers: RaceAnswer[], capacity: number): { sold: number; left: number } {
  const problems: string[] = [];
  const sold = answers.filter((a) => a.status === 201).reduce((n, a) => n + a.asked, 0);
  const left = capacity - sold;
  if (sold > capacity) problems.push(`oversold: ${sold} seats of ${capacity}`);
  for (const a of answers) {
    if (a.status !== 201 && a.status !== 409) problems.push(`answered ${a.status}`);
    if (a.status === 409 && !(a.seatsLeft! >= 0 && a.seatsLeft! < a.asked))
      problems.push(`409 with seatsLeft ${a.seatsLeft} for ${a.asked} asked`);
    // Seats only go during a race, so a refusal of what still fits at the end was a wrong refusal.
    if (a.status === 409 && a.asked <= left) problems.push(`refused ${a.asked} while ${left} stayed unsold`);
    if (a.status === 201 && !(a.seatsLeftAfter! >= 0))
      problems.push(`seatsLeft ${a.seatsLeftAfter} after a booking`);
  }
  if (problems.length) throw new Error(`race failed:\n  ${[...new Set(problems)].join('\n  ')}`);
  return { sold, left };
}
