// A fresh product in demo mode shows a catalogue: the demo coach reaches workshops through identity's
// events, and the demo workshops then get their upcoming schedules, once.
import { sql } from 'drizzle-orm';
import { DEMO_SOLD_OUT_SCHEDULE_ID } from '@coachwork/contracts';
import { openDatabase } from '@coachwork/service-kit';
import { seedDemoSchedules, seedDemoSoldOutSchedule } from '@coachwork/service-workshops';
import { bootTestGateway, eventually, type TestGateway } from '@coachwork/test-support';

interface PublicSchedule {
  id: string;
  price: number;
  startDate: string;
  endDate: string;
  timezone: string;
  mode: string;
  seatsLeft: number;
  capacity: number;
  venueName: string | null;
  venueCity: string | null;
  language: string | null;
  workshop: { id: string; title: string };
  coach: { id: string; username: string };
}

let gw: TestGateway;
beforeAll(async () => {
  gw = await bootTestGateway({ SEED_DEMO_SCHEDULES: 'true' });
});
afterAll(async () => {
  await gw?.close();
});

const catalogue = async () => {
  const res = await gw.browser().get('/v1/public/workshop-schedules?perPage=50');
  expect(res.status).toBe(200);
  return res.body as { data: PublicSchedule[]; meta: { total: number } };
};

describe('demo catalogue', () => {
  it('lists the demo schedules on a fresh start, upcoming, with the demo coach', async () => {
    const { data } = await eventually(async () => {
      const page = await catalogue();
      if (page.data.length < 6) throw new Error(`${page.data.length} schedules so far`);
      // The sold-out date is full once bookings has booked it for the demo booker.
      if (page.data.find((s) => s.id === DEMO_SOLD_OUT_SCHEDULE_ID)?.seatsLeft !== 0)
        throw new Error('the sold-out date is not full yet');
      return page;
    });
    expect(data.map((s) => s.workshop.title)).toEqual([
      'Leading Through Change (Spring)',
      'Feedback Taster (Free)',
      'Feedback That Lands (Online)',
      'Feedback That Lands (Online)',
      'Facilitation Masterclass Berlin',
      'Leading Through Change (Spring)',
    ]);
    expect(new Set(data.map((s) => s.coach.username))).toEqual(new Set(['coach']));
    for (const s of data) {
      expect(new Date(s.startDate).getTime()).toBeGreaterThan(Date.now());
      expect(s.seatsLeft).toBe(s.id === DEMO_SOLD_OUT_SCHEDULE_ID ? 0 : s.capacity);
    }
    expect(data.find((s) => s.id === DEMO_SOLD_OUT_SCHEDULE_ID)).toMatchObject({ capacity: 2, price: 129 });
    // Wall-clock times in the schedule's own zone: 09:30 to 17:30 in Berlin.
    const berlin = data.find((s) => s.timezone === 'Europe/Berlin')!;
    const local = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(iso));
    expect([local(berlin.startDate), local(berlin.endDate)]).toEqual(['09:30', '17:30']);
    expect(berlin.mode).toBe('HYBRID');
    expect(berlin).toMatchObject({ venueCity: 'Berlin', language: 'en' });
    expect(data.find((s) => s.mode === 'ONLINE')).toMatchObject({ venueName: null });
  });

  it('has a free demo schedule the demo booker books and gets confirmed at once; seats left follow', async () => {
    const free = (await catalogue()).data.find((s) => s.workshop.title === 'Feedback Taster (Free)')!;
    expect(free).toMatchObject({ price: 0, seatsLeft: 20 });
    const booker = gw.browser();
    await booker.login('booker@example.com');
    const address = { addressLine1: 'Damrak 1', city: 'Amsterdam', state: 'NH', zip: '1012', country: 'NL' };
    // Bookings learns the schedule from workshops' events, moments after the catalogue shows it.
    const res = await eventually(async () => {
      const r = await booker.post('/v1/bookings', {
        userId: booker.userId,
        workshopScheduleId: free.id,
        seats: 2,
        address,
      });
      return r.status === 201 ? r : null;
    });
    expect(res!.body.data).toMatchObject({ status: 'CONFIRMED', amount: 0, seats: 2 });
    // Embedded, the relay publishes bookings' events in order and each waits for its consumers: the
    // confirmation mail (with its ticket PDF) goes out before seats-changed, so allow a loaded machine.
    await eventually(
      async () => (await catalogue()).data.find((s) => s.id === free.id)!.seatsLeft === 18,
      10_000,
      50,
    );
  });

  it('keeps the unlisted demo schedule off the list but serves it by id', async () => {
    const admin = gw.browser();
    await admin.login('admin@example.com');
    const res = await admin.get('/v1/workshop-schedules?filter[visibility]=UNLISTED');
    expect(res.status).toBe(200);
    const unlisted = (res.body.data as { id: string }[])[0];
    expect(unlisted).toBeDefined();
    const page = await catalogue();
    expect(page.data.map((s) => s.id)).not.toContain(unlisted!.id);
    expect((await gw.browser().get(`/v1/public/workshop-schedules/${unlisted!.id}`)).status).toBe(200);
  });

  it('adds nothing on a restart or a repeated coach event', async () => {
    const before = (await catalogue()).meta.total;
    const database = await openDatabase({ databaseUrl: gw.testDb.url, dataDir: '/nonexistent', poolSize: 1 });
    try {
      expect(await seedDemoSchedules(database.db)).toBe(0);
      expect(await seedDemoSoldOutSchedule(database.db)).toBe(false);
    } finally {
      await database.close();
    }
    expect((await catalogue()).meta.total).toBe(before);
  });

  it('gives every demo workshop a Markdown description, tags and a cover the resizer serves', async () => {
    const { data } = await catalogue();
    const detail = (await gw.browser().get(`/v1/public/workshop-schedules/${data[0]!.id}`)).body.data as {
      workshop: { description: string; image: string; tags: string[] };
    };
    for (const s of [detail, ...(data as unknown as (typeof detail)[])]) {
      expect(s.workshop.description).toMatch(/## (What you will learn|Who it is for)/);
      expect(s.workshop.description).toContain('## Agenda');
      expect(s.workshop.tags.length).toBeGreaterThanOrEqual(2);
      expect(s.workshop.image).toMatch(/^\/v1\/files\/[0-9a-f-]{36}$/);
    }
    const covers = new Set(data.map((s) => (s as unknown as typeof detail).workshop.image));
    expect(covers.size).toBe(4);
    // Drawn at seed time (no network): a wide picture, resized and converted on request.
    const cover = await gw.browser().get(`${detail.workshop.image}?w=640&format=webp`).buffer(true);
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    const original = await gw.browser().get(detail.workshop.image).buffer(true);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.body.length).toBeGreaterThan(1000);
  });

  it('gives the demo coach an avatar, headline, bio, experience, certifications and social links', async () => {
    const { data } = await catalogue();
    const res = await gw.browser().get(`/v1/public/users/${data[0]!.coach.id}`);
    expect(res.status).toBe(200);
    const coach = res.body.data;
    expect(coach.avatarUrl).toMatch(/^\/v1\/files\//);
    expect((await gw.browser().get(`${coach.avatarUrl}?w=320&dpr=2`)).status).toBe(200);
    expect(coach.profile.headline).toBeTruthy();
    expect(coach.profile.socialAccounts.length).toBeGreaterThan(0);
    expect(coach.coachProfile.bio.length).toBeGreaterThan(100);
    expect(coach.coachProfile.experiences.length).toBeGreaterThanOrEqual(2);
    expect(coach.coachProfile.certifications.length).toBeGreaterThanOrEqual(1);
  });

  it('shows the demo schedules on the storefront home page, rendered by the server', async () => {
    const res = await gw.browser().get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Facilitation Masterclass Berlin');
    expect(res.text).not.toContain('No upcoming workshops yet.');
  });

  it('serves the demo coach’s page, with the demo schedules and a Person, and 404 for a non-coach', async () => {
    const res = await gw.browser().get('/coaches/coach');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Cora Coach');
    expect(res.text).toContain('Facilitation Masterclass Berlin');
    expect(res.text).toContain('"@type":"Person"');
    expect((await gw.browser().get('/coaches/booker')).status).toBe(404);
  });

  it('serves a demo schedule page with its description, venue, calendar link and Event', async () => {
    const berlin = (await catalogue()).data.find((s) => s.timezone === 'Europe/Berlin')!;
    const res = await gw.browser().get(`/schedules/${berlin.id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h2>What you will learn</h2>');
    expect(res.text).toContain('Lohmühlenstraße 65');
    expect(res.text).toContain(`/v1/public/workshop-schedules/${berlin.id}/calendar.ics`);
    expect(res.text).toContain('"@type":"Event"');
    expect(res.text).toContain('href="/coaches/coach"');
  });

  it('keeps the demo meeting links out of every public answer and page', async () => {
    const { data } = await catalogue();
    const online = data.filter((s) => s.mode !== 'IN-PERSON');
    expect(online.length).toBeGreaterThan(0);
    const answers = [
      await gw.browser().get('/v1/public/workshop-schedules?perPage=50'),
      await gw.browser().get('/'),
      await gw.browser().get('/coaches/coach'),
      await gw.browser().get('/sitemap.xml'),
    ];
    for (const s of online) {
      answers.push(await gw.browser().get(`/v1/public/workshop-schedules/${s.id}`));
      answers.push(await gw.browser().get(`/v1/public/workshop-schedules/${s.id}/calendar.ics`));
      answers.push(await gw.browser().get(`/schedules/${s.id}`));
    }
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('meet.example.com');
    }
    // Bookings has them, for the attendees.
    const copies = await eventually(async () => {
      const { rows } = (await gw.embedded.services.bookings.context.db.execute(
        sql`select meeting_url from bookings.schedule_copies where meeting_url is not null`,
      )) as unknown as { rows: { meeting_url: string }[] };
      return rows.length >= online.length ? rows : null;
    });
    expect(copies!.every((r) => r.meeting_url.startsWith('https://meet.example.com/'))).toBe(true);
  });
});
