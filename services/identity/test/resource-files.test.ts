import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parse as parseDisposition } from 'content-disposition';
import {
  AVATAR_NOT_UPLOADED,
  AVATAR_TYPE,
  ONLY_IMAGES_RESIZED,
  RESOURCE_FILE_TOO_LARGE,
  RESOURCE_FILE_TYPE,
  UPLOAD_PURPOSE_INVALID,
} from '@coachwork/contracts';
import {
  bootTestGateway,
  docx,
  exe,
  odt,
  pdf,
  zip,
  type Browser,
  type TestGateway,
} from '@coachwork/test-support';
import { signedIn } from './support';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let gw: TestGateway;
let dataDir: string;
let admin: Browser;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-resource-files-'));
  gw = await bootTestGateway({ DATA_DIR: dataDir });
  admin = await signedIn(gw, { email: 'admin@example.com' });
});
afterAll(async () => {
  await gw.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function upload(b: Browser, body: Buffer, name: string, purpose?: string, type?: string) {
  const token = await b.csrf();
  const url = purpose === undefined ? '/v1/files/upload-temp' : `/v1/files/upload-temp?purpose=${purpose}`;
  return b.agent
    .post(url)
    .set('X-XSRF-TOKEN', token)
    .attach('file', body, type ? { filename: name, contentType: type } : name);
}

const storedIds = () =>
  fs.existsSync(path.join(dataDir, 'files')) ? fs.readdirSync(path.join(dataDir, 'files')).sort() : [];

describe('POST /v1/files/upload-temp?purpose=resource', () => {
  it('stores a PDF and answers 201 with its id, url, name, size and type', async () => {
    const body = pdf();
    const res = await upload(admin, body, 'C:\\Users\\me\\handout.pdf', 'resource');
    expect(res.status).toBe(201);
    const { id } = res.body.data;
    expect(res.body.data).toEqual({
      id,
      url: `/v1/files/${id}`,
      name: 'handout.pdf',
      size: body.length,
      mimeType: 'application/pdf',
    });
    const back = await admin.get(`/v1/files/${id}`).buffer(true);
    expect(back.status).toBe(200);
    expect(Buffer.compare(back.body as Buffer, body)).toBe(0);
  });

  it.each([
    ['notes.docx', docx(), DOCX],
    [
      'sheet.xlsx',
      zip([
        ['[Content_Types].xml', '<Types/>'],
        ['xl/workbook.xml', '<workbook/>'],
      ]),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'deck.pptx',
      zip([
        ['[Content_Types].xml', '<Types/>'],
        ['ppt/presentation.xml', '<presentation/>'],
      ]),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['notes.odt', odt(), 'application/vnd.oasis.opendocument.text'],
    [
      'sheet.ods',
      zip([
        ['mimetype', 'application/vnd.oasis.opendocument.spreadsheet'],
        ['content.xml', '<x/>'],
      ]),
      'application/vnd.oasis.opendocument.spreadsheet',
    ],
  ])('accepts %s as an Office or OpenDocument file, whatever the browser said', async (name, body, mime) => {
    const res = await upload(admin, body, name, 'resource', 'application/octet-stream');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name, size: body.length, mimeType: mime });
  });

  it.each([
    ['agenda.txt', 'Day 1: warm-up\nDay 2: practice — ünïcödé welcome\n', 'text/plain'],
    ['seats.csv', 'name,seats\nAda,2\n', 'text/csv'],
    ['README.md', '# Bring\n\n- a notebook\n', 'text/markdown'],
  ])('accepts UTF-8 text %s and takes the type from its extension', async (name, text, mime) => {
    const res = await upload(admin, Buffer.from(text, 'utf8'), name, 'resource');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name, mimeType: mime });
    const back = await admin.get(res.body.data.url);
    expect(back.headers['content-type']).toBe(`${mime}; charset=utf-8`);
  });

  it('accepts an image too, and it can still be resized', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: 'navy' } })
      .png()
      .toBuffer();
    const res = await upload(admin, png, 'map.png', 'resource');
    expect(res.status).toBe(201);
    expect(res.body.data.mimeType).toBe('image/png');
    const small = await admin.get(`${res.body.data.url}?w=320`);
    expect(small.status).toBe(200);
    expect(small.headers['content-disposition']).toBe('inline');
    expect((await sharp(small.body as Buffer).metadata()).width).toBe(320);
  });

  it.each([
    ['a text file named .pdf', Buffer.from('I am only text\n'), 'handout.pdf'],
    ['text that is not UTF-8', Buffer.from([0x48, 0x69, 0xff, 0xfe, 0x0a]), 'notes.txt'],
    ['text with a NUL byte', Buffer.from('abc\u0000def\n'), 'notes.txt'],
    ['text without a text extension', Buffer.from('plain words\n'), 'notes'],
    ['a zip that is not an Office file', zip([['hello.txt', 'hi']]), 'notes.docx'],
    ['a Windows program', exe(), 'setup.pdf'],
    ['an svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), 'x.txt.svg'],
  ])('refuses %s with 422 on file, storing nothing', async (_what, body, name) => {
    const before = storedIds();
    const res = await upload(admin, body, name, 'resource', 'application/pdf');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: [RESOURCE_FILE_TYPE] });
    expect(storedIds()).toEqual(before);
  });

  it('refuses a file over 25 MB with 422 and the size message', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(26 * 1024 * 1024)]);
    const res = await upload(admin, big, 'huge.pdf', 'resource');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: [RESOURCE_FILE_TOO_LARGE] });
  });

  it('answers 403 to a user who may not put files on workshops (a booker), storing nothing', async () => {
    const before = storedIds();
    const booker = await signedIn(gw, { email: 'booker@example.com' });
    const res = await upload(booker, pdf(), 'handout.pdf', 'resource');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You may not upload files for workshops.' });
    expect(storedIds()).toEqual(before);
  });

  it('answers 422 on purpose for an unknown purpose', async () => {
    const res = await upload(admin, pdf(), 'handout.pdf', 'brochure');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ purpose: [UPLOAD_PURPOSE_INVALID] });
  });
});

describe('POST /v1/files/upload-temp for an avatar (no purpose, or purpose=avatar)', () => {
  it.each([undefined, 'avatar'])('still refuses a PDF (purpose %s)', async (purpose) => {
    const res = await upload(admin, pdf(), 'me.pdf', purpose);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: [AVATAR_TYPE] });
  });

  it('answers with the name, size and type as well', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const res = await upload(admin, png, 'me.png');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'me.png', size: png.length, mimeType: 'image/png' });
  });

  it('will not take an image uploaded for a resource as an avatar', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const me = (await admin.get('/v1/auth/user')).body.data;
    const { id } = (await upload(admin, png, 'map.png', 'resource')).body.data;
    const res = await admin.patch(`/v1/users/${me.id}`, { avatar: id });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ avatar: [AVATAR_NOT_UPLOADED] });
  });
});

describe('GET /v1/files/{id} of a document', () => {
  let id: string;
  beforeAll(async () => {
    id = (await upload(admin, pdf(), 'Übersicht "Tag 1".pdf', 'resource')).body.data.id;
  });

  it('sends it as an attachment under its name, with nosniff and the sandbox policy', async () => {
    const res = await admin.get(`/v1/files/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const disposition = res.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^attachment; filename="\?bersicht \\"Tag 1\\"\.pdf"; filename\*=UTF-8''/);
    // filename* carries the real name for clients that read it (all current browsers).
    expect(parseDisposition(disposition)).toMatchObject({
      type: 'attachment',
      parameters: { filename: 'Übersicht "Tag 1".pdf' },
    });
  });

  it('answers 422 when asked to resize it', async () => {
    const res = await admin.get(`/v1/files/${id}?w=640`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ w: [ONLY_IMAGES_RESIZED] });
    const fmt = await admin.get(`/v1/files/${id}?format=webp&dpr=2`);
    expect(fmt.status).toBe(422);
    expect(fmt.body.errors).toEqual({ dpr: [ONLY_IMAGES_RESIZED], format: [ONLY_IMAGES_RESIZED] });
  });

  it('still hides it from everyone else while it is temporary, resized or not', async () => {
    expect((await gw.browser().get(`/v1/files/${id}`)).status).toBe(404);
    expect((await gw.browser().get(`/v1/files/${id}?w=640`)).status).toBe(404);
  });
});
