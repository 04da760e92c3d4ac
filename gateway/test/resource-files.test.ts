// A resource file end to end: uploaded to identity, attached to a workshop resource in workshops, and
// claimed by identity from workshops' event, so it outlives the sweep of temporary uploads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { bootTestGateway, eventually, pdf, type Browser, type TestGateway } from '@coachwork/test-support';

const HOUR = 60 * 60 * 1000;

let gw: TestGateway;
let dataDir: string;
let clock: Date | null = null;
let admin: Browser;
let coach: Browser;
let workshopId: string;
let adminId: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-resource-files-'));
  gw = await bootTestGateway(
    { DATA_DIR: dataDir },
    { identity: { now: () => clock ?? new Date(), files: { sweepIntervalMs: 0 } } },
  );
  admin = gw.browser();
  adminId = (await admin.login('admin@example.com')).id;
  coach = gw.browser();
  await coach.login('coach@example.com');
  const list = await admin.get('/v1/workshops?perPage=1');
  workshopId = list.body.data[0].id;
});
afterAll(async () => {
  await gw.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function upload(b: Browser, body: Buffer, name: string, purpose = 'resource') {
  const res = await b.agent
    .post(`/v1/files/upload-temp?purpose=${purpose}`)
    .set('X-XSRF-TOKEN', await b.csrf())
    .attach('file', body, name);
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; url: string; name: string; size: number; mimeType: string };
}

async function query<T>(sql: string, params: unknown[]): Promise<T[]> {
  const db = new Client({ connectionString: gw.testDb.url });
  await db.connect();
  try {
    return (await db.query(sql, params)).rows as T[];
  } finally {
    await db.end();
  }
}

/** The file.attached events workshops wrote about this file. */
const attachedEvents = (fileId: string) =>
  query<{ id: string; data: Record<string, string> }>(
    `SELECT id, envelope->'data' AS data FROM workshops.outbox
      WHERE subject = 'workshops.file.attached' AND envelope->'data'->>'fileId' = $1 ORDER BY occurred_at`,
    [fileId],
  );

/** Whether identity has handled the event (claimed the file or decided to leave it). */
const handledByIdentity = async (eventId: string) =>
  (await query(`SELECT 1 FROM identity.inbox WHERE event_id = $1`, [eventId])).length > 0;

const storedFiles = () => fs.readdirSync(path.join(dataDir, 'files'));

describe('a document attached to a workshop resource', () => {
  it('is claimed through workshops.file.attached: public, and kept by the sweep while unattached uploads go', async () => {
    const file = await upload(admin, pdf(), 'handout.pdf');
    const loose = await upload(admin, pdf(), 'forgotten.pdf');
    // Before it is attached, only the uploader may fetch it.
    expect((await gw.browser().get(file.url)).status).toBe(404);

    const created = await admin.post(`/v1/workshops/${workshopId}/resources`, {
      title: 'Handout',
      type: 'document',
      filePath: file.url,
      fileSize: file.size,
      fileType: file.mimeType,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      filePath: file.url,
      fileSize: file.size,
      fileType: 'application/pdf',
    });

    const [event] = await attachedEvents(file.id);
    expect(event?.data).toEqual({
      fileId: file.id,
      attachedBy: adminId,
      entity: 'resource',
      entityId: created.body.data.id,
    });

    // Once identity has handled the event, anyone (a guest following the resource link) may download it.
    const guest = (await eventually(async () => {
      const res = await gw.browser().get(file.url);
      return res.status === 200 ? res : null;
    }))!;
    expect(guest.headers['content-type']).toBe('application/pdf');
    expect(guest.headers['content-disposition']).toMatch(/^attachment; filename="?handout\.pdf"?$/);
    expect(guest.headers['x-content-type-options']).toBe('nosniff');

    clock = new Date(Date.now() + 25 * HOUR);
    try {
      expect(await gw.embedded.services.identity.files.sweepTempFiles()).toBeGreaterThanOrEqual(1);
    } finally {
      clock = null;
    }
    expect((await gw.browser().get(file.url)).status).toBe(200);
    expect(storedFiles()).toContain(file.id);
    expect((await admin.get(loose.url)).status).toBe(404);
    expect(storedFiles()).not.toContain(loose.id);
  });

  it('claims an image set as a workshop’s image, and a file that a resource is changed to point at', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: 'teal' } })
      .png()
      .toBuffer();
    const picture = await upload(admin, png, 'cover.png', 'avatar');
    const patched = await admin.patch(`/v1/workshops/${workshopId}`, {
      // Workshop images are full URLs.
      image: `http://localhost:3000${picture.url}`,
    });
    expect(patched.status).toBe(200);

    const resource = await admin.post(`/v1/workshops/${workshopId}/resources`, {
      title: 'Link first',
      type: 'link',
      url: 'https://example.com/notes',
    });
    const doc = await upload(admin, pdf(), 'notes.pdf');
    const changed = await admin.patch(`/v1/workshops/${workshopId}/resources/${resource.body.data.id}`, {
      type: 'file',
      filePath: doc.url,
    });
    expect(changed.status).toBe(200);

    const cover = await upload(admin, png, 'template.png', 'resource');
    const template = await admin.post('/v1/workshop-templates', {
      title: 'Template with a cover',
      price: 10,
      image: `http://localhost:3000${cover.url}?w=640`,
    });
    expect(template.status).toBe(201);

    expect((await attachedEvents(picture.id)).map((e) => e.data.entity)).toEqual(['workshop']);
    expect((await attachedEvents(cover.id)).map((e) => e.data)).toEqual([
      { fileId: cover.id, attachedBy: adminId, entity: 'template', entityId: template.body.data.id },
    ]);
    await eventually(async () => (await gw.browser().get(cover.url)).status === 200);
    expect((await attachedEvents(doc.id)).map((e) => e.data.entity)).toEqual(['resource']);
    await eventually(async () => (await gw.browser().get(`${picture.url}?w=320`)).status === 200);
    await eventually(async () => (await gw.browser().get(doc.url)).status === 200);
  });

  it('leaves someone else’s upload temporary, and the consumer keeps going', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const coachFile = await upload(coach, png, 'me.png', 'avatar');
    const res = await admin.post(`/v1/workshops/${workshopId}/resources`, {
      title: 'Not yours',
      type: 'document',
      filePath: coachFile.url,
    });
    expect(res.status).toBe(201);
    const [event] = await attachedEvents(coachFile.id);
    await eventually(() => handledByIdentity(event!.id));
    // Still the coach's private temporary upload.
    expect((await gw.browser().get(coachFile.url)).status).toBe(404);
    expect((await coach.get(coachFile.url)).headers['cache-control']).toBe('private, no-cache');

    // A later event of the same consumer is still handled.
    const next = await upload(admin, pdf(), 'after.pdf');
    await admin.post(`/v1/workshops/${workshopId}/resources`, {
      title: 'After',
      type: 'document',
      filePath: next.url,
    });
    await eventually(async () => (await gw.browser().get(next.url)).status === 200);
  });

  it('writes no event for a path that is not one of our files, nor when the path stays the same', async () => {
    const before = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM workshops.outbox WHERE subject = 'workshops.file.attached'`,
      [],
    );
    const other = await admin.post(`/v1/workshops/${workshopId}/resources`, {
      title: 'Elsewhere',
      type: 'file',
      filePath: 'https://cdn.example.com/handouts/day1.pdf',
    });
    expect(other.status).toBe(201);
    const doc = await upload(admin, pdf(), 'same.pdf');
    const made = await admin.post(`/v1/workshops/${workshopId}/resources`, {
      title: 'Same',
      type: 'file',
      filePath: doc.url,
    });
    await admin.patch(`/v1/workshops/${workshopId}/resources/${made.body.data.id}`, {
      title: 'Same, renamed',
      filePath: doc.url,
    });
    const after = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM workshops.outbox WHERE subject = 'workshops.file.attached'`,
      [],
    );
    expect(after[0]!.n - before[0]!.n).toBe(1);
  });
});
