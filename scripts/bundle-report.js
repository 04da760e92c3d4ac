#!/usr/bin/env node
// `npm run bundle-report`: starts the built product on a free port (embedded PGlite in a temp folder),
// opens pages in a real Chromium and adds up every JavaScript file each page loads: the bytes Chromium
// received for it (compressed as the gateway sent it, headers excluded), beside a gzip -9 estimate and
// the raw size. Budgets (issue: Console and storefront platform; Performance) on the bytes received:
// storefront home <= 200 KB, console first page (a signed-out visitor's /admin/, which lands on the
// sign-in page) <= 350 KB. Exits 1 over budget.
// The signed-in console's first page is printed too, for information.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { chromium } = require('playwright-core');

const ROOT = path.resolve(__dirname, '..');
const KB = 1024;
const BUDGETS = { storefront: 200 * KB, console: 350 * KB };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await fetch(`${base}/v1/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the product did not answer on ${base} within ${ms} ms`);
}

/** Loads `url`, waits until the network is quiet, and returns [{url, wire, raw, gzip}] for every script. */
async function measure(context, url, { settle } = {}) {
  const page = await context.newPage();
  const scripts = new Map();
  const pending = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const body = await response.body();
        // responseBodySize is the body as it crossed the network, before Chromium decoded it.
        const { responseBodySize } = await request.sizes();
        scripts.set(response.url(), {
          wire: responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? 'none',
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        });
      })().catch(() => {
        // A response without a body (redirect, aborted) carries no script.
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (settle) await settle(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  return [...scripts].map(([u, sizes]) => ({ url: new URL(u).pathname, ...sizes }));
}

function report(title, files, budget) {
  const sum = (k) => files.reduce((total, f) => total + f[k], 0);
  const kb = (n) => `${(n / KB).toFixed(1).padStart(7)} KB`;
  console.log(`\n${title}\n  ${'received'.padStart(10)}  ${'gzip -9'.padStart(10)}  ${'raw'.padStart(10)}`);
  for (const f of files.sort((a, b) => b.wire - a.wire)) {
    console.log(`  ${kb(f.wire)}  ${kb(f.gzip)}  ${kb(f.raw)}  ${f.url} (${f.encoding})`);
  }
  const total = sum('wire');
  const verdict =
    budget === undefined ? '' : total <= budget ? `  within ${budget / KB} KB` : `  OVER ${budget / KB} KB`;
  console.log(
    `  ${kb(total)}  ${kb(sum('gzip'))}  ${kb(sum('raw'))}  total, ${files.length} files${verdict}`,
  );
  return budget === undefined || total <= budget;
}

async function main() {
  for (const built of [
    'gateway/dist/start.js',
    'shell/dist/index.html',
    'mfe-bookings/dist/server/storefront.js',
  ]) {
    if (!fs.existsSync(path.join(ROOT, built)))
      throw new Error(`${built} is missing: run npm run build first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachwork-bundle-report-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(ROOT, 'gateway/dist/start.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let browser;
  try {
    await waitForHealth(base, 120_000);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_BIN || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
      ],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const storefront = await measure(context, `${base}/`);
    const consoleFirst = await measure(context, `${base}/admin/`, {
      settle: (page) => page.getByLabel('Email').waitFor(),
    });
    const signedIn = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const dashboard = await measure(signedIn, `${base}/admin/login`, {
      async settle(page) {
        await page.getByLabel('Email').fill('admin@example.com');
        await page.getByLabel('Password').fill('Password123');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByText('Dashboard').first().waitFor();
      },
    });
    const ok = [
      report('Storefront home (/)', storefront, BUDGETS.storefront),
      report('Console first page (/admin/ signed out, the sign-in page)', consoleFirst, BUDGETS.console),
      report('Console after sign-in (login page + dashboard, for information)', dashboard),
    ].every(Boolean);
    console.log(ok ? '\nBudgets hold.' : '\nA budget is exceeded.');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
