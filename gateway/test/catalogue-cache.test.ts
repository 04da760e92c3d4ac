// The public catalogue is served from the gateway's memory; these check that what a visitor sees
// still follows every change (a cached answer would otherwise live for a minute) and that a client
// holding the current answer gets a 304.
import {
  bootTestGateway,
  eventually,
  raceSchedule,
  type Browser,
  type TestGateway,
} from '@coachwork/test-support';

const LIST = '/v1/public/workshop-schedules?perPage=100';
const ADDRESS = {
  addressLine1: 'Cachestraße 1',
  city: 'Berlin',
  state: 'Berlin',
  zip: '10115',
  country: 'DE',
};

let gw: TestGateway;
let admin: Browser;
beforeAll(async () => {
  gw = await bootTestGateway({ API_RATE_LIMIT_MAX: '100000' });
  admin = gw.browser();
  await admin.login('admin@example.com');
});
afterAll(async () => {
  await gw.close();
});

const visitor = () => gw.browser();
const listed = async (id: string) =>
  ((await visitor().get(LIST)).body.data as { id: string; seatsLeft: number; capacity: number }[]).find(
    (s) => s.id === id,
  );

describe('the public catalogue from memory', () => {
  it('answers the same list with a strong ETag, CDN caching, and 304 to a client that has it', async () => {
    const id = await raceSchedule(admin, 5);
    const first = await visitor().get(LIST);
    expect(first.status).toBe(200);
    expect(first.body.data.map((s: { id: string }) => s.id)).toContain(id);
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
    expect(first.headers['cache-control']).toMatch(/s-maxage=\d+/);

    const again = await visitor().get(LIST);
    expect(again.headers['etag']).toBe(etag);
    expect(again.body).toEqual(first.body);

    const revalidated = await visitor().get(LIST).set('If-None-Match', String(etag));
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBeFalsy();

    const detail = await visitor().get(`/v1/public/workshop-schedules/${id}`);
    const detail304 = await visitor()
      .get(`/v1/public/workshop-schedules/${id}`)
      .set('If-None-Match', String(detail.headers['etag']));
    expect(detail304.status).toBe(304);
  });

  it('sends an answer from memory with the same security headers and request id as any other', async () => {
    // Enough rows for an answer above the compression threshold (1 KB).
    for (let i = 0; i < 2; i++) await raceSchedule(admin, 5);
    await visitor().get(LIST);
    const hit = await visitor().get(LIST).set('X-Request-Id', 'trace-me-42');
    const fresh = await visitor().get('/v1/csrf-cookie');
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ])
      expect([header, hit.headers[header]]).toEqual([header, fresh.headers[header]]);
    expect(hit.headers['content-security-policy']).toContain("default-src 'self'");
    expect(hit.headers['x-request-id']).toBe('trace-me-42');
    expect(hit.headers['vary']).toBe('Accept-Encoding');
    expect(hit.headers['content-type']).toMatch(/^application\/json/);
    // A weak copy of the same tag, a list of tags and '*' say the client has it; no-cache asks again.
    const etag = String(hit.headers['etag']);
    for (const given of [`W/${etag}`, `"other", ${etag}`, '*'])
      expect([given, (await visitor().get(LIST).set('If-None-Match', given)).status]).toEqual([given, 304]);
    const forced = await visitor().get(LIST).set('If-None-Match', etag).set('Cache-Control', 'no-cache');
    expect(forced.status).toBe(200);
    // Each encoding is its own representation with its own tag (the client here decompresses gzip).
    const plain = await visitor().get(LIST).set('Accept-Encoding', 'identity');
    const gzip = await visitor().get(LIST).set('Accept-Encoding', 'gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);
    expect(gzip.headers['etag']).toBe(`${String(plain.headers['etag']).slice(0, -1)}-gzip"`);
    expect(gzip.body.data).toEqual(plain.body.data);
    // A browser lists gzip first and gets brotli, the smaller one.
    // (superagent decodes brotli as browsers do).
    const browser = await visitor().get(LIST).set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers['etag']).toBe(`${String(plain.headers['etag']).slice(0, -1)}-br"`);
    expect(browser.body.data).toEqual(plain.body.data);
  });

  it('shows a changed capacity at once, in the list and the detail', async () => {
    const id = await raceSchedule(admin, 5);
    expect((await listed(id))?.capacity).toBe(5);
    const before = await visitor().get(`/v1/public/workshop-schedules/${id}`);
    expect(before.body.data.seatsLeft).toBe(5);

    const changed = await admin.patch(`/v1/workshop-schedules/${id}`, { capacity: 8 });
    expect(changed.status).toBe(200);
    expect((await listed(id))?.seatsLeft).toBe(8);
    const after = await visitor()
      .get(`/v1/public/workshop-schedules/${id}`)
      .set('If-None-Match', String(before.headers['etag']));
    expect(after.status).toBe(200);
    expect(after.body.data.seatsLeft).toBe(8);
  });

  it('shows the seats a booking took once bookings has told workshops', async () => {
    const id = await raceSchedule(admin, 5);
    expect((await listed(id))?.seatsLeft).toBe(5);
    const booker = gw.browser();
    await booker.login('booker@example.com');
    // Bookings learns the schedule from workshops' event; until then it answers 404 or 422.
    await eventually(async () => {
      const res = await booker.post('/v1/bookings', {
        userId: booker.userId,
        workshopScheduleId: id,
        seats: 2,
        address: ADDRESS,
      });
      return res.status === 201;
    });
    // Without the events the old answer would stay for a minute.
    await eventually(async () => (await listed(id))?.seatsLeft === 3, 5000);
    await eventually(
      async () => (await visitor().get(`/v1/public/workshop-schedules/${id}`)).body.data.seatsLeft === 3,
      5000,
    );
  });

  it('drops a trashed schedule from the list and the detail', async () => {
    const id = await raceSchedule(admin, 5);
    expect(await listed(id)).toBeDefined();
    expect((await visitor().get(`/v1/public/workshop-schedules/${id}`)).status).toBe(200);
    expect((await admin.delete(`/v1/workshop-schedules/${id}`)).status).toBe(200);
    expect(await listed(id)).toBeUndefined();
    expect((await visitor().get(`/v1/public/workshop-schedules/${id}`)).status).toBe(404);
  });

  it('still answers a bad query with the 422 bag, uncached', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await visitor().get('/v1/public/workshop-schedules?perPage=1000');
      expect(res.status).toBe(422);
      expect(res.body.errors.perPage).toBeDefined();
      expect(String(res.headers['etag'] ?? '')).not.toMatch(/^"/);
    }
  });

  it('refuses a client-made internal token as before (the cache signs its own guest token)', async () => {
    const res = await visitor().get(LIST).set('x-internal-token', 'forged');
    expect(res.status).toBe(200);
  });
});

describe('storefront pages for signed-out visitors', () => {
  const page = (path: string) => visitor().get(path).set('User-Agent', 'Mozilla/5.0');

  it('serves the home page again with the same ETag and 304, and follows new and trashed schedules', async () => {
    const id = await raceSchedule(admin, 5);
    const title = (await visitor().get(`/v1/public/workshop-schedules/${id}`)).body.data.workshop.title;
    const first = await page('/');
    expect(first.status).toBe(200);
    expect(first.text).toContain(title);
    expect(String(first.headers['etag'])).toMatch(/^"[^"]+"$/);
    // The schedule's own events may still drop the first render; once they are through, it stays.
    await eventually(async () => {
      const etag = String((await page('/')).headers['etag']);
      return (await page('/').set('If-None-Match', etag)).status === 304;
    });

    const added = await raceSchedule(admin, 5);
    const addedTitle = (await visitor().get(`/v1/public/workshop-schedules/${added}`)).body.data.workshop
      .title;
    expect((await page('/')).text).toContain(addedTitle);

    expect((await admin.delete(`/v1/workshop-schedules/${added}`)).status).toBe(200);
    expect((await page('/')).text).not.toContain(addedTitle);
    expect((await page(`/schedules/${added}`)).status).toBe(404);
  });

  it('keeps a copy per language: German for a browser asking for it or a visitor who chose it, English otherwise', async () => {
    const germanBrowser = () => page('/').set('Accept-Language', 'de-DE,de;q=0.9');
    const germanChosen = () => page('/').set('Cookie', 'lang=de').set('Accept-Language', 'en');
    const english = () => page('/').set('Accept-Language', 'en-GB,en;q=0.9');
    for (const ask of [germanBrowser, germanChosen]) {
      const res = await ask();
      expect(res.status).toBe(200);
      expect(res.text).toContain('<html lang="de">');
      expect(res.text).toContain('Workshops, die sich lohnen');
      expect(res.headers['content-language']).toBe('de');
      expect(String(res.headers.vary)).toMatch(/Cookie.*Accept-Language|Accept-Language.*Cookie/);
    }
    const en = await english();
    expect(en.text).toContain('<html lang="en">');
    expect(en.text).toContain('Workshops worth your time');
    expect(en.headers['content-language']).toBe('en');

    // Events of earlier tests may still drop a copy while this runs (a loaded machine delivers them
    // late), so each check is asked again until a copy stands: both ways of asking for German get the
    // same copy from memory (304 for each other's ETag), and English is another copy (200 for it).
    await eventually(async () => {
      const de = String((await germanBrowser()).headers.etag);
      const chose = await germanChosen().set('If-None-Match', de);
      const other = await english().set('If-None-Match', de);
      const back = await germanBrowser().set('If-None-Match', de);
      return chose.status === 304 && back.status === 304 && other.status === 200;
    }, 20_000);
    await eventually(async () => {
      const etag = String((await english()).headers.etag);
      return (await english().set('If-None-Match', etag)).status === 304;
    }, 20_000);
  });

  it('renders the page afresh for a signed-in visitor', async () => {
    const res = await admin.get('/').set('User-Agent', 'Mozilla/5.0');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('shows a signed-in person the pages in their account’s language, over the browser’s', async () => {
    const reader = gw.browser();
    await reader.login('booker@example.com');
    const asked = () => reader.get('/').set('User-Agent', 'Mozilla/5.0').set('Accept-Language', 'en-GB');
    expect((await reader.patch(`/v1/users/${reader.userId}`, { language: 'de' })).status).toBe(200);
    const german = await asked();
    expect(german.text).toContain('<html lang="de">');
    expect(german.text).toContain('Workshops, die sich lohnen');
    expect((await reader.patch(`/v1/users/${reader.userId}`, { language: 'en' })).status).toBe(200);
    expect((await asked()).text).toContain('<html lang="en">');
  });
});

describe('the API rate limit and the catalogue', () => {
  let limited: TestGateway;
  beforeAll(async () => {
    limited = await bootTestGateway({ API_RATE_LIMIT_MAX: '10' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('counts only the reads that reach the database, never the answers kept in memory', async () => {
    const b = limited.browser();
    // The demo data's events, heard one by one after boot, each empty the cache: wait them out.
    await limited.eventsSettled();
    await eventually(async () => {
      const etag = String((await b.get(LIST)).headers['etag']);
      return (await b.get(LIST).set('If-None-Match', etag)).status === 304;
    });
    for (let i = 0; i < 30; i++) expect((await b.get(LIST)).status).toBe(200);
    // 30 counted requests would have spent the limit of 10 long ago; queries not yet in memory count.
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++)
      statuses.push((await b.get(`/v1/public/workshop-schedules?perPage=${i}`)).status);
    expect(statuses).toContain(429);
  });
});
