// An independent deploy: the tenants remote, served from its own host, is rebuilt with a visible change
// while the console runs; the next page load shows it, with the shell's files and the gateway untouched.
import { execFile, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { freePort } from '@coachwork/test-support';
import { launchChromium, ROOT, startProduct, type RunningProduct } from './support/product';

// Inside the repository (and gitignored) so the copy resolves React, antd and web-kit from node_modules.
const DEPLOY = path.join(ROOT, 'e2e', '.deploy');
const COPY = path.join(DEPLOY, 'mfe-tenants');
/** What the remote's own host publishes. */
const HOSTED = path.join(DEPLOY, 'tenants-host');
const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
// webpack builds take 40–60 s on a 2-core machine.
const BUILD_TIMEOUT = 240_000;

// The tenants list's introduction, as the remote ships it and as the rebuilt copy says it.
const OLD_TEXT = 'Organisations on the platform, their plans, members and job postings.';
const STAMP = `Deployed on its own at ${new Date().toISOString()}.`;
const NEW_TEXT = `Organisations on the platform, their plans, members and job postings. ${STAMP}`;

let product: RunningProduct;
let gateway: ChildProcess;
let gatewayPid: number;
let base: string;
let remoteHost: http.Server;
let remoteBase: string;
const remoteRequests: string[] = [];
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
const failedResponses: string[] = [];

/** Copies mfe-tenants' sources and points its webpack config at the shared factory by absolute path. */
function copyRemote() {
  fs.rmSync(DEPLOY, { recursive: true, force: true });
  fs.mkdirSync(COPY, { recursive: true });
  const from = path.join(ROOT, 'mfe-tenants');
  fs.cpSync(path.join(from, 'src'), path.join(COPY, 'src'), { recursive: true });
  fs.copyFileSync(path.join(from, 'package.json'), path.join(COPY, 'package.json'));
  // The packages npm installed for this remote alone (those it did not hoist, such as
  // @hookform/resolvers), as a deploy of the remote would have them from its own install.
  const own = path.join(from, 'node_modules');
  if (fs.existsSync(own)) fs.symlinkSync(own, path.join(COPY, 'node_modules'), 'dir');
  const config = fs.readFileSync(path.join(from, 'webpack.config.js'), 'utf8');
  const factory = "'../infra/webpack/federated-app'";
  if (!config.includes(factory))
    throw new Error(`mfe-tenants/webpack.config.js no longer requires ${factory}`);
  fs.writeFileSync(
    path.join(COPY, 'webpack.config.js'),
    config.replace(factory, JSON.stringify(path.join(ROOT, 'infra/webpack/federated-app'))),
  );
}

async function deploy(): Promise<number> {
  const started = Date.now();
  await promisify(execFile)('bash', [path.join(ROOT, 'scripts/deploy-remote.sh'), COPY, HOSTED], {
    cwd: ROOT,
    timeout: BUILD_TIMEOUT,
    maxBuffer: 16 * 1024 * 1024,
  });
  return Date.now() - started;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain',
};

/** A static host like a CDN: CORS open, hashed chunks immutable, everything else revalidated. */
function serveRemote(port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    remoteRequests.push(pathname);
    const file = path.join(HOSTED, path.normalize(pathname));
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(HOSTED + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': /\.[0-9a-f]{8}\.(js|css)$/.test(file)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Path → size, mtime and content hash of every file under a folder. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = fs.statSync(file);
    const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    out[path.relative(dir, file)] = `${stat.size} ${stat.mtimeMs} ${hash}`;
  }
  return out;
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(SHELL_DIST, 'index.html')))
    throw new Error('build the console first (npm run build)');
  copyRemote();
  await deploy();
  remoteHost = await serveRemote(await freePort());
  remoteBase = `http://127.0.0.1:${(remoteHost.address() as { port: number }).port}`;

  product = await startProduct({ REMOTE_MFE_TENANTS_URL: `${remoteBase}/mf-manifest.json` });
  base = product.base;
  gateway = product.process;
  gatewayPid = gateway.pid!;
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  page.on('response', (r) => {
    if (r.status() >= 400) failedResponses.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
}, BUILD_TIMEOUT + 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await new Promise<void>((r) => (remoteHost ? remoteHost.close(() => r()) : r()));
  fs.rmSync(DEPLOY, { recursive: true, force: true });
});

describe('independent deploy of the tenants remote', () => {
  it("shows the tenants page loaded from the remote's own host", async () => {
    const list = await (await fetch(`${base}/admin/remotes.json`)).json();
    expect(list).toContainEqual({ name: 'mfe_tenants', entry: `${remoteBase}/mf-manifest.json` });

    await page.goto(`${base}/admin/`);
    await page.waitForURL(/\/admin\/login\?redirect=/);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('Password123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'),
    );
    await page.goto(`${base}/admin/tenants`);
    await page.getByText(OLD_TEXT, { exact: true }).waitFor();
    expect(remoteRequests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
  }, 60_000);

  it(
    'shows a rebuilt remote on reload, with the shell untouched and the gateway still running',
    async () => {
      const shellBefore = snapshot(SHELL_DIST);
      // The list page's description, in the remote's catalogue.
      const catalogue = path.join(COPY, 'src/messages.ts');
      const source = fs.readFileSync(catalogue, 'utf8');
      expect(source).toContain(OLD_TEXT);
      fs.writeFileSync(catalogue, source.replace(OLD_TEXT, NEW_TEXT));
      const ms = await deploy();
      process.stderr.write(`[independent-deploy] rebuilt the tenants remote in ${Math.round(ms / 1000)} s\n`);

      remoteRequests.length = 0;
      await page.reload();
      await page.getByText(NEW_TEXT, { exact: true }).waitFor({ timeout: 30_000 });
      expect(await page.getByText(OLD_TEXT, { exact: true }).count()).toBe(0);
      expect(remoteRequests).toContain('/mf-manifest.json');

      expect(snapshot(SHELL_DIST)).toEqual(shellBefore);
      expect(gateway.pid).toBe(gatewayPid);
      expect(gateway.exitCode).toBeNull();
      expect(gateway.signalCode).toBeNull();
      expect(() => process.kill(gatewayPid, 0)).not.toThrow();
      expect((await fetch(`${base}/v1/health`)).ok).toBe(true);
    },
    BUILD_TIMEOUT + 60_000,
  );

  it('logged no browser errors, and no failed requests but the signed-out user check', () => {
    // Chromium logs each failed response as an error without its URL (its own /favicon.ico request,
    // which the gateway answers 404, among them); the page's responses are checked by URL instead.
    expect(consoleErrors.filter((e) => !/^Failed to load resource/.test(e))).toEqual([]);
    expect(failedResponses.filter((r) => !/^401 GET \S+\/v1\/auth\/user$/.test(r))).toEqual([]);
  });
});
