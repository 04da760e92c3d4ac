// Outgoing webhooks against a real receiver on 127.0.0.1: a signed booking.confirmed that verifies,
// retries while the receiver is down or answers 500 (the clock moved rather than waited for), the
// endpoint disabled after a day of failures and its owner mailed (in their account's language), a
// resend, tenant owners kept to their own tenant's endpoints, and 422 bags for bad input.
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { eventually, raceSchedule, readMailCopies, signedInBookers } from '@coachwork/test-support';
import { verifySignature } from '../src';
import { bootWorld, person, startReceiver, tenantOwnedBy, type Receiver, type World } from './support';

let world: World;
let receiver: Receiver;
let scheduleId: string;

beforeAll(async () => {
  world = await bootWorld();
  receiver = await startReceiver();
  // Free: a booking is confirmed at once.
  scheduleId = await raceSchedule(world.admin, 50, 0);
}, 60_000);

afterAll(async () => {
  await receiver?.close();
  await world?.close();
});

interface Delivery {
  id: string;
  eventId: string;
  type: string;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatusCode: number | null;
  lastError: string | null;
  lastResponseExcerpt: string | null;
}

async function endpoint(events = ['booking.confirmed'], url = receiver.url) {
  const res = await world.admin.post('/v1/webhooks/endpoints', { url, events, description: 'Test receiver' });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; secret: string; enabled: boolean };
}

/** A free booking by a new booker; answers its id. */
async function book(): Promise<string> {
  const [booker] = await signedInBookers(world.admin, () => world.gw.browser(), 1, 1);
  const res = await booker!.post('/v1/bookings', {
    userId: booker!.userId,
    workshopScheduleId: scheduleId,
    seats: 1,
    address: { addressLine1: 'Hook Street 1', city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' },
  });
  if (res.status !== 201) throw new Error(`booking: ${res.status} ${JSON.stringify(res.body)}`);
  expect(res.body.data.status).toBe('CONFIRMED');
  return res.body.data.id as string;
}

const deliveriesOf = async (endpointId: string) =>
  (await world.admin.get(`/v1/webhooks/endpoints/${endpointId}/deliveries`)).body.data as Delivery[];

async function deliveryFor(
  endpointId: string,
  bookingId: string,
  check: (d: Delivery) => boolean,
): Promise<Delivery> {
  const found = await eventually(async () => {
    for (const d of await deliveriesOf(endpointId)) {
      const shown = (await world.admin.get(`/v1/webhooks/deliveries/${d.id}`)).body.data;
      if (shown.body.data.bookingId === bookingId && check(d)) return d;
    }
    return undefined;
  }, 30_000);
  return found!;
}

const receivedFor = (bookingId: string) =>
  receiver.received.filter(
    (r) => (JSON.parse(r.body) as { data: { bookingId?: string } }).data.bookingId === bookingId,
  );

describe('outgoing webhooks', () => {
  it('deliver a signed booking.confirmed whose signature verifies, and log the attempt', async () => {
    const ep = await endpoint();
    expect(ep.secret).toMatch(/^whsec_/);
    const bookingId = await book();
    const got = await eventually(async () => receivedFor(bookingId)[0], 30_000);
    const header = got!.headers['coachwork-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(ep.secret, got!.body, header)).toBe(true);
    expect(verifySignature(ep.secret, got!.body.replace('confirmed', 'cancelled'), header)).toBe(false);
    expect(verifySignature('whsec_wrong', got!.body, header)).toBe(false);
    // Too old for the receiver's tolerance: a replayed capture is refused.
    expect(verifySignature(ep.secret, got!.body, header, Math.floor(Date.now() / 1000) + 3600)).toBe(false);
    const body = JSON.parse(got!.body);
    expect(body).toEqual({
      id: expect.any(String),
      type: 'booking.confirmed',
      created: expect.any(Number),
      data: expect.objectContaining({
        bookingId,
        workshopScheduleId: scheduleId,
        status: 'CONFIRMED',
        seats: 1,
      }),
    });
    const d = await deliveryFor(ep.id, bookingId, (x) => x.status === 'delivered');
    expect(d).toMatchObject({
      type: 'booking.confirmed',
      attempts: 1,
      lastStatusCode: 200,
      eventId: body.id,
    });
    const shown = (await world.admin.get(`/v1/webhooks/deliveries/${d.id}`)).body.data;
    expect(shown.attemptLog).toEqual([
      expect.objectContaining({ statusCode: 200, responseExcerpt: 'thanks', durationMs: expect.any(Number) }),
    ]);

    // Resend from the console: the receiver gets the same event again (same id, fresh signature).
    const again = await world.admin.post(`/v1/webhooks/deliveries/${d.id}/resend`);
    expect(again.status).toBe(202);
    await eventually(async () => receivedFor(bookingId).length === 2);
    const second = receivedFor(bookingId)[1]!;
    expect(JSON.parse(second.body).id).toBe(body.id);
    expect(verifySignature(ep.secret, second.body, second.headers['coachwork-signature'] as string)).toBe(
      true,
    );
    await eventually(
      async () => (await deliveryFor(ep.id, bookingId, (x) => x.attempts === 2)) !== undefined,
    );
    await world.admin.delete(`/v1/webhooks/endpoints/${ep.id}`);
  });

  it('owe each booking of a burst one delivery, however the relay batched their events', async () => {
    const ep = await endpoint(['booking.created', 'booking.confirmed']);
    const bookers = await signedInBookers(world.admin, () => world.gw.browser(), 12, 4);
    // All at once: their events reach the webhooks consumer in batches of several.
    const made = await Promise.all(
      bookers.map((b) =>
        b.post('/v1/bookings', {
          userId: b.userId,
          workshopScheduleId: scheduleId,
          seats: 1,
          address: {
            addressLine1: 'Burst Street 1',
            city: 'Berlin',
            state: 'Berlin',
            zip: '10115',
            country: 'DE',
          },
        }),
      ),
    );
    expect(made.map((r) => r.status)).toEqual(bookers.map(() => 201));
    const ids = made.map((r) => r.body.data.id as string);
    const owed = async () => {
      const types = new Map<string, string[]>();
      for (const d of await deliveriesOf(ep.id)) {
        const shown = (await world.admin.get(`/v1/webhooks/deliveries/${d.id}`)).body.data;
        const id = shown.body.data.bookingId as string;
        types.set(id, [...(types.get(id) ?? []), d.type].sort());
      }
      return types;
    };
    const types = await eventually(async () => {
      const t = await owed();
      return ids.every((id) => t.get(id)?.length === 2) ? t : undefined;
    }, 30_000);
    for (const id of ids)
      expect([id, types!.get(id)]).toEqual([id, ['booking.confirmed', 'booking.created']]);
    expect(types!.size).toBe(ids.length);
    await world.admin.delete(`/v1/webhooks/endpoints/${ep.id}`);
  });

  it('retry while the receiver is down, and deliver once it is back', async () => {
    const ep = await endpoint();
    await receiver.down();
    try {
      const bookingId = await book();
      const failed = await deliveryFor(ep.id, bookingId, (x) => x.attempts === 1);
      expect(failed.status).toBe('pending');
      expect(failed.lastStatusCode).toBeNull();
      expect(failed.lastError).toBeTruthy();
      expect(failed.nextAttemptAt).not.toBeNull();
      // Not due yet: nothing is sent.
      await world.sendDue();
      expect((await deliveryFor(ep.id, bookingId, () => true)).attempts).toBe(1);
      await receiver.up();
      world.advance(60_000);
      await world.sendDue();
      expect(receivedFor(bookingId)).toHaveLength(1);
      const done = await deliveryFor(ep.id, bookingId, (x) => x.status === 'delivered');
      expect(done.attempts).toBe(2);
    } finally {
      await receiver.up();
      await world.admin.delete(`/v1/webhooks/endpoints/${ep.id}`);
    }
  });

  it('retry a 500 answer with a bounded excerpt of it, with growing waits', async () => {
    const ep = await endpoint();
    receiver.answerWith(500);
    try {
      const bookingId = await book();
      const first = await deliveryFor(ep.id, bookingId, (x) => x.attempts === 1);
      expect(first).toMatchObject({ status: 'pending', lastStatusCode: 500 });
      expect(first.lastResponseExcerpt!.startsWith('receiver broke')).toBe(true);
      expect(first.lastResponseExcerpt!.length).toBeLessThanOrEqual(1024);
      world.advance(31_000);
      await world.sendDue();
      const second = await deliveryFor(ep.id, bookingId, (x) => x.attempts === 2);
      // The second wait is twice the first.
      const wait1 = new Date(first.nextAttemptAt!).getTime();
      const wait2 = new Date(second.nextAttemptAt!).getTime();
      expect(wait2 - wait1).toBeGreaterThanOrEqual(60_000);
      receiver.answerWith(200);
      world.advance(61_000);
      await world.sendDue();
      expect((await deliveryFor(ep.id, bookingId, (x) => x.status === 'delivered')).attempts).toBe(3);
    } finally {
      receiver.answerWith(200);
      await world.admin.delete(`/v1/webhooks/endpoints/${ep.id}`);
    }
  });

  it('disable an endpoint that failed for a whole day, and mail its owner', async () => {
    const ep = await endpoint();
    receiver.answerWith(503);
    try {
      const bookingId = await book();
      await deliveryFor(ep.id, bookingId, (x) => x.attempts === 1);
      let shown = (await world.admin.get(`/v1/webhooks/endpoints/${ep.id}`)).body.data;
      for (let i = 0; i < 12 && shown.enabled; i++) {
        world.advance(6 * 3600_000);
        await world.sendDue();
        shown = (await world.admin.get(`/v1/webhooks/endpoints/${ep.id}`)).body.data;
      }
      expect(shown.enabled).toBe(false);
      expect(shown.disabledReason).toMatch(/failed for a day/);
      const mail = await eventually(async () =>
        (await readMailCopies(world.dataDir)).find(
          (m) => m.to.includes('admin@example.com') && m.subject === 'Webhook endpoint disabled',
        ),
      );
      expect(mail!.text).toContain(receiver.url);
      // Disabled: a new booking owes it nothing, and a resend is refused until it is enabled again.
      const later = await book();
      const [owed] = await deliveriesOf(ep.id);
      const refused = await world.admin.post(`/v1/webhooks/deliveries/${owed!.id}/resend`);
      expect(refused.status).toBe(409);
      receiver.answerWith(200);
      const on = await world.admin.patch(`/v1/webhooks/endpoints/${ep.id}`, { enabled: true });
      expect(on.body.data).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
      // What it was still owed (within three days of the event) goes once it is enabled.
      await eventually(async () => receivedFor(bookingId).length > 0);
      expect(receivedFor(later)).toHaveLength(0);
    } finally {
      receiver.answerWith(200);
      await world.admin.delete(`/v1/webhooks/endpoints/${ep.id}`);
    }
  });

  it("mail a German owner about their disabled endpoint in German, their account's language", async () => {
    const owner = await person(world);
    const tenantId = await tenantOwnedBy(world, owner);
    const made = await owner.browser.post('/v1/webhooks/endpoints', {
      url: receiver.url,
      events: ['tenant.updated'],
      tenantId,
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id as string;
    const pg = new Client({ connectionString: world.gw.testDb.url });
    await pg.connect();
    const ownerLanguage = async () =>
      (await pg.query('select owner_language from webhooks.endpoints where id = $1', [id])).rows[0]
        ?.owner_language as string;
    receiver.answerWith(503);
    try {
      // Registered from a page that named no language; then the owner's account turns German.
      expect(await ownerLanguage()).toBe('en');
      expect((await owner.browser.patch(`/v1/users/${owner.id}`, { language: 'de' })).status).toBe(200);
      await eventually(async () => (await ownerLanguage()) === 'de');
      const renamed = await world.admin.patch(`/v1/tenants/${tenantId}`, { name: `Renamed ${tenantId}` });
      expect(renamed.status).toBe(200);
      await eventually(async () => (await deliveriesOf(id))[0]?.attempts === 1, 30_000);
      let shown = (await owner.browser.get(`/v1/webhooks/endpoints/${id}`)).body.data;
      for (let i = 0; i < 12 && shown.enabled; i++) {
        world.advance(6 * 3600_000);
        await world.sendDue();
        shown = (await owner.browser.get(`/v1/webhooks/endpoints/${id}`)).body.data;
      }
      expect(shown.enabled).toBe(false);
      const mail = await eventually(async () =>
        (await readMailCopies(world.dataDir)).find((m) => m.to.includes(owner.email)),
      );
      expect(mail!.subject).toBe('Webhook-Endpunkt deaktiviert');
      expect(mail!.text.split('\n\n')).toEqual([
        `Jede Zustellung an Ihren Webhook-Endpunkt ${receiver.url} ist einen Tag lang fehlgeschlagen, daher hat Coachwork ihn deaktiviert.`,
        'Noch ausstehende Zustellungen warten; sie werden erneut gesendet, sobald Sie den Endpunkt wieder aktivieren (innerhalb von drei Tagen nach dem jeweiligen Ereignis).',
        expect.stringMatching(
          /^Prüfen Sie den Empfänger und aktivieren Sie den Endpunkt dann in der Konsole wieder: http\S+\/admin\/webhooks$/,
        ),
      ]);
    } finally {
      receiver.answerWith(200);
      await pg.end();
      await owner.browser.delete(`/v1/webhooks/endpoints/${id}`);
    }
  });

  it('export the endpoints and every delivery, past the 100 the log shows, as CSV and XLSX', async () => {
    const ep = await world.admin.post('/v1/webhooks/endpoints', {
      url: receiver.url,
      events: ['booking.confirmed'],
      description: '=HYPERLINK("x")',
    });
    expect(ep.status).toBe(201);
    const id = ep.body.data.id as string;
    // 130 deliveries written straight into the log (one a minute), more than the list's 100.
    const pg = new Client({ connectionString: world.gw.testDb.url });
    await pg.connect();
    try {
      await pg.query(
        `insert into webhooks.deliveries (endpoint_id, event_id, type, body, status, attempts, created_at)
         select $1, gen_random_uuid(), 'booking.confirmed', '{}'::jsonb,
                case when n % 10 = 0 then 'failed' else 'delivered' end, 1, now() - n * interval '1 minute'
         from generate_series(1, 130) n`,
        [id],
      );
    } finally {
      await pg.end();
    }
    const text = (r: { text?: string; body: unknown }) => r.text ?? String(r.body);
    const endpoints = await world.admin.get('/v1/webhooks/endpoints/export.csv');
    expect(endpoints.status).toBe(200);
    expect(endpoints.headers['content-disposition']).toMatch(
      /filename="webhook-endpoints-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const endpointLines = text(endpoints)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(endpointLines[0]).toMatch(/^ID,URL,Description,/);
    // A description a spreadsheet would run is written as text; the secret never leaves.
    expect(endpointLines.find((l) => l.startsWith(id))).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text(endpoints)).not.toContain(ep.body.data.secret);

    // The written rows (no answer recorded), told apart from a real delivery an earlier booking may add.
    const written = (csv: string) => csv.split('\r\n').filter((l) => /,(delivered|failed),1,,,,,/.test(l));
    const all = await world.admin.get(`/v1/webhooks/endpoints/${id}/deliveries/export.csv`);
    expect(all.status).toBe(200);
    expect(written(text(all))).toHaveLength(130);
    const failed = await world.admin.get(`/v1/webhooks/endpoints/${id}/deliveries/export.csv?status=failed`);
    expect(written(text(failed))).toHaveLength(13);
    expect(text(failed)).not.toContain(',delivered,');
    const xlsx = await world.admin
      .get(`/v1/webhooks/endpoints/${id}/deliveries/export.xlsx`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(xlsx.status).toBe(200);
    // A zip (an .xlsx workbook) with a sheet row per delivery and the header.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBeGreaterThanOrEqual(1 + 130);
    expect(
      (await world.admin.get(`/v1/webhooks/endpoints/${id}/deliveries/export.csv?status=nope`)).status,
    ).toBe(422);
    // Someone else's endpoint reads as unknown; a guest is asked to sign in.
    const stranger = await person(world);
    expect((await stranger.browser.get(`/v1/webhooks/endpoints/${id}/deliveries/export.csv`)).status).toBe(
      404,
    );
    expect(text(await stranger.browser.get('/v1/webhooks/endpoints/export.csv'))).not.toContain(id);
    expect((await world.gw.browser().get('/v1/webhooks/endpoints/export.csv')).status).toBe(401);
    await world.admin.delete(`/v1/webhooks/endpoints/${id}`);
  });

  it('keep a tenant owner to their own tenant’s endpoints', async () => {
    const a = await person(world);
    const b = await person(world);
    const tenantA = await tenantOwnedBy(world, a);
    const tenantB = await tenantOwnedBy(world, b);
    const made = await a.browser.post('/v1/webhooks/endpoints', {
      url: receiver.url,
      events: ['booking.confirmed'],
      tenantId: tenantA,
    });
    expect(made.status).toBe(201);
    const id = made.body.data.id as string;
    expect(
      (await a.browser.get('/v1/webhooks/endpoints')).body.data.map((e: { id: string }) => e.id),
    ).toEqual([id]);
    expect((await b.browser.get('/v1/webhooks/endpoints')).body.data).toEqual([]);
    expect((await b.browser.get(`/v1/webhooks/endpoints/${id}`)).status).toBe(404);
    expect((await b.browser.patch(`/v1/webhooks/endpoints/${id}`, { enabled: false })).status).toBe(404);
    expect((await b.browser.post(`/v1/webhooks/endpoints/${id}/roll-secret`)).status).toBe(404);
    expect((await b.browser.delete(`/v1/webhooks/endpoints/${id}`)).status).toBe(404);
    const intoA = await b.browser.post('/v1/webhooks/endpoints', {
      url: receiver.url,
      events: ['booking.confirmed'],
      tenantId: tenantA,
    });
    expect(intoA.status).toBe(403);
    // Without webhooks.manage, no platform endpoint either.
    const platform = await b.browser.post('/v1/webhooks/endpoints', {
      url: receiver.url,
      events: ['booking.confirmed'],
    });
    expect(platform.status).toBe(403);
    // A tenant hears no platform-wide events such as users.
    const users = await b.browser.post('/v1/webhooks/endpoints', {
      url: receiver.url,
      events: ['booking.confirmed', 'user.registered'],
      tenantId: tenantB,
    });
    expect(users.status).toBe(422);
    expect(Object.keys(users.body.errors)).toEqual(['events.1']);
    // The admin sees both tenants' endpoints; the owner of A may roll A's secret.
    expect((await world.admin.get(`/v1/webhooks/endpoints?tenantId=${tenantA}`)).body.data).toHaveLength(1);
    const rolled = await a.browser.post(`/v1/webhooks/endpoints/${id}/roll-secret`);
    expect(rolled.status).toBe(200);
    expect(rolled.body.data.secret).toMatch(/^whsec_/);
    expect(rolled.body.data.secret).not.toBe(made.body.data.secret);
    expect((await a.browser.delete(`/v1/webhooks/endpoints/${id}`)).status).toBe(204);
  });

  it('answer 422 with a field-keyed bag for bad URLs and events', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const res = await world.admin.post('/v1/webhooks/endpoints', body);
      expect(res.status).toBe(422);
      return res.body.errors as Record<string, string[]>;
    };
    expect(await bad({ url: 'ftp://example.com/x', events: ['booking.confirmed'] })).toEqual({
      url: ['The URL must be a valid https:// address.'],
    });
    expect(await bad({ url: 'http://example.com/x', events: ['booking.confirmed'] })).toEqual({
      url: ['The URL must be a valid https:// address.'],
    });
    for (const url of [
      'https://10.1.2.3/x',
      'https://192.168.0.7/x',
      'https://169.254.169.254/latest',
      'https://[fd00::1]/x',
    ])
      expect(await bad({ url, events: ['booking.confirmed'] })).toEqual({
        url: ['The URL must point to a public address, not a private or local one.'],
      });
    expect(await bad({ url: 'https://hooks.example.com/x', events: [] })).toEqual({
      events: ['Choose at least one event.'],
    });
    const unknown = await bad({ url: 'not a url', events: ['booking.exploded'] });
    expect(unknown.url).toEqual(['The URL must be a valid https:// address.']);
    expect(Object.keys(unknown).some((k) => k.startsWith('events'))).toBe(true);
    const ok = await world.admin.post('/v1/webhooks/endpoints', {
      url: 'https://hooks.example.com/coachwork',
      events: ['booking.confirmed', 'payment.finalized'],
    });
    expect(ok.status).toBe(201);
    const patched = await world.admin.patch(`/v1/webhooks/endpoints/${ok.body.data.id}`, {
      url: 'https://127.0.0.1:1/x',
    });
    expect(patched.status).toBe(200);
    const patchedBad = await world.admin.patch(`/v1/webhooks/endpoints/${ok.body.data.id}`, {
      url: 'https://10.0.0.1/x',
    });
    expect(patchedBad.status).toBe(422);
    expect((await world.gw.browser().get('/v1/webhooks/endpoints')).status).toBe(401);
    await world.admin.delete(`/v1/webhooks/endpoints/${ok.body.data.id}`);
  });
});
