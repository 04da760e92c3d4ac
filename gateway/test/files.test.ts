import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { AVATAR_TOO_LARGE, AVATAR_TYPE } from '@coachwork/contracts';
import { openDatabase } from '@coachwork/service-kit';
import { claimFile } from '@coachwork/service-identity';
import { bootTestGateway, type Browser, type TestGateway } from '@coachwork/test-support';

const image = (format: 'png' | 'jpeg' | 'webp', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

let gw: TestGateway;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-files-'));
  gw = await bootTestGateway({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await gw.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(email = 'booker@example.com'): Promise<Browser> {
  const b = gw.browser();
  await b.login(email);
  return b;
}

async function upload(b: Browser, body: Buffer, name: string, field = 'file', type?: string) {
  const token = await b.csrf();
  return b.agent
    .post('/v1/files/upload-temp')
    .set('X-XSRF-TOKEN', token)
    .attach(field, body, type ? { filename: name, contentType: type } : name);
}

describe('POST /v1/files/upload-temp', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'stores a %s image and answers 201 with its id and url',
    async (format) => {
      const b = await signedIn();
      const res = await upload(b, await image(format), `me.${format === 'jpeg' ? 'jpg' : format}`);
      expect(res.status).toBe(201);
      expect(res.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.data.url).toBe(`/v1/files/${res.body.data.id}`);
      const back = await b.get(res.body.data.url);
      expect(back.status).toBe(200);
      expect(back.headers['content-type']).toBe(`image/${format}`);
      expect((await sharp(back.body as Buffer).metadata()).format).toBe(format);
    },
  );

  it('refuses a text file named .png with 422 on file, whatever type the browser claims', async () => {
    const b = await signedIn();
    const res = await upload(
      b,
      Buffer.from('hello, I am not a picture\n'),
      'avatar.png',
      'file',
      'image/png',
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: [AVATAR_TYPE] });
  });

  it('refuses a gif and a png whose body is cut short', async () => {
    const b = await signedIn();
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    expect((await upload(b, gif, 'a.png')).body.errors).toEqual({ file: [AVATAR_TYPE] });
    const png = await image('png', 400, 400);
    const cut = await upload(b, png.subarray(0, Math.floor(png.length / 2)), 'half.png');
    expect(cut.status).toBe(422);
    expect(cut.body.errors).toEqual({ file: [AVATAR_TYPE] });
  });

  it('refuses a file over 5 MB with 422 and the size message', async () => {
    const b = await signedIn();
    // A real PNG header followed by padding: refused on size before anything looks at the content.
    const big = Buffer.concat([await image('png', 8, 8), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(b, big, 'big.png');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: [AVATAR_TOO_LARGE] });
  });

  it('answers 422 when the file field is missing or named otherwise', async () => {
    const b = await signedIn();
    const token = await b.csrf();
    const none = await b.agent
      .post('/v1/files/upload-temp')
      .set('X-XSRF-TOKEN', token)
      .field('note', 'no file here');
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ file: ['File is required'] });
    const json = await b.post('/v1/files/upload-temp', { file: 'x' });
    expect(json.status).toBe(422);
    expect(Object.keys(json.body.errors)).toEqual(['file']);
    const other = await upload(b, await image('png', 8, 8), 'a.png', 'avatar');
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors)).toEqual(['file']);
  });

  it('answers 401 to a guest and stores nothing', async () => {
    const stored = () =>
      fs.existsSync(path.join(dataDir, 'files')) ? fs.readdirSync(path.join(dataDir, 'files')) : [];
    const before = stored();
    const guest = gw.browser();
    const res = await upload(guest, await image('png', 8, 8), 'a.png');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
    expect(stored()).toEqual(before);
  });

  it('answers 419 without the CSRF header', async () => {
    const b = await signedIn();
    const res = await b.agent.post('/v1/files/upload-temp').attach('file', await image('png', 8, 8), 'a.png');
    expect(res.status).toBe(419);
  });
});

describe('GET /v1/files/{id}', () => {
  let owner: Browser;
  let id: string;
  beforeAll(async () => {
    owner = await signedIn('coach@example.com');
    id = (await upload(owner, await image('png', 1600, 1200), 'wide.png')).body.data.id;
  });

  it('serves the original with nosniff and a private cache while the file is temporary', async () => {
    const res = await owner.get(`/v1/files/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1200]);
  });

  it('does not show a temporary file to anyone but its uploader', async () => {
    expect((await gw.browser().get(`/v1/files/${id}`)).status).toBe(404);
    expect((await (await signedIn()).get(`/v1/files/${id}`)).status).toBe(404);
  });

  it('serves a resized webp at the asked width times the density, and keeps it', async () => {
    const res = await owner.get(`/v1/files/${id}?w=640&dpr=2`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1280);
    expect(meta.height).toBe(960);
    const small = await owner.get(`/v1/files/${id}?w=320&format=jpeg`);
    expect(small.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(small.body as Buffer).metadata()).width).toBe(320);
    // Cached in storage beside the original.
    expect(fs.readdirSync(path.join(dataDir, 'files', id, 'variants')).sort()).toEqual([
      'w320-x1.jpeg',
      'w640-x2.webp',
    ]);
  });

  it('answers 422 for a width outside the breakpoints, a density or format it does not make', async () => {
    const res = await owner.get(`/v1/files/${id}?w=500&dpr=3&format=gif`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      w: ['Width must be one of 320, 640, 768, 1024, 1280, 1536'],
      dpr: ['Density must be one of 1, 2'],
      format: ['Format must be one of webp, png, jpeg'],
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await owner.get('/v1/files/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await owner.get('/v1/files/not-an-id')).status).toBe(404);
  });

  it('shows a claimed file to everyone with a long public cache', async () => {
    const me = (await owner.get('/v1/auth/user')).body.data;
    const database = await openDatabase({ databaseUrl: gw.testDb.url, dataDir: '/nonexistent', poolSize: 1 });
    try {
      expect(await claimFile(database.db, id, me.id)).toMatchObject({ id, temp: false });
    } finally {
      await database.close();
    }
    const res = await gw.browser().get(`/v1/files/${id}?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
