import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bootTestGateway, type TestGateway } from '@coachwork/test-support';
import { consoleAssets } from '../src/console-assets';
import { responseCompression } from '../src/compression';
import { SESSION_COOKIE } from '../src/session-cookie';

/** The answer exactly as it crossed the wire (supertest would decode it). */
async function raw(app: http.RequestListener, url: string, headers: Record<string, string> = {}) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      },
    );
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

const ROOT = path.resolve(__dirname, '..', '..');
const BIG_JS = `window.answer = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `item ${i}`))};\n`;

/** A built console whose assets went through the build's precompress step. */
function builtConsole() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'compressed-'));
  const write = (file: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), body);
  };
  write('shell/dist/index.html', '<!doctype html><div id="root">shell</div>');
  write('shell/dist/main.abc12345.js', BIG_JS);
  write('shell/dist/tiny.abc12345.js', 'var x = 1;');
  // Random bytes do not shrink: an image like this must go out as it is.
  write('shell/dist/logo.png', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)));
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/precompress.js'), path.join(root, 'shell/dist')], {
    stdio: 'ignore',
  });
  return root;
}

describe('static assets compressed at build time', () => {
  const root = builtConsole();
  const app = express()
    .use(responseCompression())
    .use(consoleAssets({ rootDir: root })!);

  it('writes brotli and gzip copies of text assets above 1 KB only', () => {
    const dist = path.join(root, 'shell/dist');
    expect(fs.existsSync(path.join(dist, 'main.abc12345.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'main.abc12345.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'tiny.abc12345.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'logo.png.br'))).toBe(false);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    // A browser's header (Chromium, Firefox): gzip comes first, yet brotli is the smaller copy.
    ['gzip, deflate, br, zstd', 'br'],
    ['*', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['*;q=0.1, br;q=0', 'gzip'],
  ])(
    'answers Accept-Encoding %s with %s, the script type and immutable caching',
    async (accept, encoding) => {
      const res = await raw(app, '/admin/main.abc12345.js', { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.length).toBeLessThan(BIG_JS.length / 2);
      expect(decode(res.body as Buffer, encoding)).toBe(BIG_JS);
    },
  );

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const res = await raw(app, '/admin/main.abc12345.js', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.body.toString()).toBe(BIG_JS);
  });

  it('does not compress an image again', async () => {
    const res = await raw(app, '/admin/logo.png', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBe(4096);
  });
});

describe('answers compressed on the fly', () => {
  const app = express()
    .use(responseCompression())
    .get('/events', (_req, res) => {
      res.set('Content-Type', 'text/event-stream');
      res.write(`data: ${'x'.repeat(4000)}\n\n`);
      res.end();
    })
    .get('/page', (_req, res) => {
      res.type('html').send(`<!doctype html><ul>${'<li>workshop</li>'.repeat(200)}</ul>`);
    });

  it('leaves an event stream alone', async () => {
    const res = await raw(app, '/events', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toContain('data: xxx');
  });

  it('compresses a page', async () => {
    const res = await raw(app, '/page', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decode(res.body as Buffer, 'gzip')).toContain('<li>workshop</li>');
  });
});

describe('whole answers up to 64 KB compressed in one call, larger ones streamed', () => {
  const list = (n: number) => ({
    data: Array.from({ length: n }, (_, i) => ({ id: i, title: `Workshop ${i}` })),
  });
  const small = JSON.stringify(list(60)); // about 2 KB, as a booking's answer
  const large = JSON.stringify(list(3000)); // about 100 KB
  const app = express()
    .use(responseCompression())
    .get('/small', (_req, res) => {
      res.json(list(60));
    })
    .get('/large', (_req, res) => {
      res.json(list(3000));
    })
    .get('/kept', (_req, res) => {
      res.set('Cache-Control', 'no-transform').json(list(60));
    })
    .get('/parts', (_req, res) => {
      res.type('json');
      res.write(small.slice(0, 1000));
      res.end(small.slice(1000));
    });

  it.each([
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['deflate', 'deflate'],
  ])(
    'answers a 2 KB answer for Accept-Encoding %s in %s, with its compressed length',
    async (accept, encoding) => {
      expect(small.length).toBeGreaterThan(1024);
      const res = await raw(app, '/small', { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      // Sent at once with its length, not chunked as a stream is.
      expect(res.headers['content-length']).toBe(String(res.body.length));
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(res.body.length).toBeLessThan(small.length / 2);
      const text =
        encoding === 'deflate' ? zlib.inflateSync(res.body).toString() : decode(res.body, encoding);
      expect(text).toBe(small);
    },
  );

  it('streams an answer above 64 KB, compressed all the same', async () => {
    const res = await raw(app, '/large', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(decode(res.body, 'gzip')).toBe(large);
  });

  it('streams an answer written in parts', async () => {
    const res = await raw(app, '/parts', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(decode(res.body, 'gzip')).toBe(small);
  });

  it('leaves alone an answer marked no-transform, and one for a client that takes no encoding', async () => {
    const kept = await raw(app, '/kept', { 'accept-encoding': 'gzip' });
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.body.toString()).toBe(small);
    const plain = await raw(app, '/small', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(plain.headers['content-length']).toBe(String(small.length));
    expect(plain.body.toString()).toBe(small);
  });
});

describe('the gateway compresses JSON above 1 KB', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await bootTestGateway();
  });
  afterAll(async () => {
    await gw.close();
  });

  it('with brotli or gzip as asked, and not at all when not asked', async () => {
    const admin = gw.browser();
    await admin.login('admin@example.com');
    const cookie = `${SESSION_COOKIE}=${admin.cookie(SESSION_COOKIE)}`;
    const url = '/v1/permissions?perPage=100';
    const plain = await raw(gw.app, url, { cookie, 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = (plain.body as Buffer).toString();
    expect(text.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await raw(gw.app, url, { cookie, 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(JSON.parse(decode(res.body as Buffer, encoding))).toEqual(JSON.parse(text));
    }
  });

  it('sends a small answer as it is', async () => {
    const res = await raw(gw.app, '/v1/health', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
