// Issue 17 in a real Chromium against the real product: settings cards keep each other's edits and
// open from the console too (item 1), console tables show cached rows at once on a return visit
// (item 7), and an uploaded workshop image reaches the storefront as a resized webp through srcset, with
// the account button showing the avatar (item 8).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { eventually } from '@coachwork/test-support';
import { launchChromium, ROOT, startProduct, type RunningProduct } from './support/product';

jest.setTimeout(120_000);

const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');

let product: RunningProduct;
let base: string;
let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  product = await startProduct();
  base = product.base;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function newPage(width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  return context.newPage();
}

async function storefrontSignIn(page: Page, email: string, landing: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Password123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === landing);
  await page.waitForLoadState('networkidle');
}

async function consoleSignIn(page: Page) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('Password123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
}

/** A /v1 call from inside the page, with the session cookie and the CSRF token as the front ends send them. */
async function api(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      if (method !== 'GET') await fetch('/v1/csrf-cookie');
      const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, url, body },
  );
}

/** Uploads a generated PNG from inside the page; returns the temporary file's id and url. */
async function uploadPng(page: Page, purpose: 'avatar' | 'resource', width: number, height: number) {
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
  return page.evaluate(
    async ({ bytes, purpose }) => {
      await fetch('/v1/csrf-cookie');
      const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
      const res = await fetch(`/v1/files/upload-temp?purpose=${purpose}`, {
        method: 'POST',
        headers: { 'X-XSRF-TOKEN': token },
        body: form,
      });
      return (await res.json()).data as { id: string; url: string };
    },
    { bytes: [...png], purpose },
  );
}

describe('settings cards (item 1)', () => {
  it('keeps the unsaved edit of one card while another saves, and opens from the console menu', async () => {
    const page = await newPage();
    await storefrontSignIn(page, 'booker@example.com', '/b');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const card = (name: string) => page.getByRole('dialog').getByRole('form', { name });
    await card('Display Name').waitFor();

    await card('Display Name').getByLabel('Middle name').fill('Kept');
    await card('Headline').getByLabel('Headline').fill('Books workshops for the team');
    await card('Headline').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByText('Headline saved').waitFor();
    expect(await card('Display Name').getByLabel('Middle name').inputValue()).toBe('Kept');
    expect(await card('Display Name').getByRole('button', { name: 'Save' }).isDisabled()).toBe(false);
    await card('Display Name').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByText('Display name saved').waitFor();
    const me = await api(page, 'GET', '/v1/auth/user');
    expect(me.body.data.profile).toMatchObject({ middleName: 'Kept', headline: 'Books workshops for the team' });

    const admin = await newPage();
    await consoleSignIn(admin);
    await admin.getByRole('button', { name: 'Account menu for Ada Admin' }).click();
    await admin.getByRole('menuitem', { name: 'Settings' }).click();
    await admin.getByRole('dialog').getByRole('form', { name: 'Display Name' }).waitFor();
    expect(await admin.getByRole('dialog').getByRole('form', { name: 'Display Name' }).getByLabel('First name').inputValue()).toBe('Ada');
    await admin.screenshot({ path: path.join(ARTIFACTS, 'console-settings-1280x900.png') });
  });
});

describe('console data cache (item 7)', () => {
  it('shows the cached rows at once when coming back to a table, while the server is still answering', async () => {
    const page = await newPage();
    await consoleSignIn(page);
    await page.goto(`${base}/admin/workshops`);
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await firstRow.waitFor();
    const shownBefore = (await firstRow.innerText()).trim();

    // From now on the list answers only after 4 s; a cached page must not wait for it.
    let slowAnswers = 0;
    await page.route('**/v1/workshops?*', async (route) => {
      slowAnswers += 1;
      await new Promise((r) => setTimeout(r, 4000));
      // The page may be gone by then.
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('menu').getByText('Workshop Templates', { exact: true }).click();
    await page.waitForURL(/\/admin\/workshop-templates/);
    // The address changes before the router has swapped the pages: the templates page sets its title
    // once it is the one on screen, so the workshops table is gone by then.
    await page.waitForFunction(() => document.title.startsWith('Workshop Templates'));
    await page.locator('.ant-table-tbody').first().waitFor();
    await page.getByRole('menu').getByText('Workshops', { exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/admin/workshops');
    const started = Date.now();
    // As above: until the workshops page sets its title, the first row on screen may be the templates'.
    await page.waitForFunction(() => document.title.startsWith('Workshops'), undefined, { timeout: 3000 });
    await firstRow.waitFor({ timeout: 3000 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await firstRow.innerText()).trim()).toBe(shownBefore);
    // The refresh went out behind the cached rows.
    await eventually(async () => slowAnswers >= 1, 5000);
    await page.context().close();
  });
});

describe('responsive images (item 8)', () => {
  it("serves an uploaded workshop image as a resized webp through the storefront's srcset", async () => {
    const admin = await newPage();
    await consoleSignIn(admin);
    const schedules = await api(admin, 'GET', '/v1/public/workshop-schedules?perPage=1');
    const workshopId = schedules.body.data[0].workshop.id as string;
    const file = await uploadPng(admin, 'resource', 2400, 1350);
    // Workshop images are stored as full URLs.
    const saved = await api(admin, 'PATCH', `/v1/workshops/${workshopId}`, { image: `${base}${file.url}` });
    expect(saved.status).toBe(200);

    // Claimed through workshops' event, the file becomes public.
    const guest = await newPage(1280, 900);
    await eventually(async () => (await guest.request.get(`${base}${file.url}`)).status() === 200, 15_000);
    await guest.goto(`${base}/`);
    const img = guest.locator(`[data-schedule-id] img.sf-card-img`).first();
    await img.waitFor();
    const srcset = (await img.getAttribute('srcset')) ?? '';
    const candidates = srcset.split(', ').map((c) => c.split(' '));
    expect(candidates.map(([, d]) => d)).toEqual(
      expect.arrayContaining(['320w', '640w', '768w', '1024w', '1280w', '1536w', '3072w']),
    );
    expect(await img.getAttribute('sizes')).toBeTruthy();
    const [url] = candidates.find(([, d]) => d === '640w')!;
    expect(url).toContain('format=webp');
    expect(url!.startsWith(`${base}${file.url}?`)).toBe(true);
    const res = await guest.request.get(url!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/webp');
    expect((await sharp(await res.body()).metadata()).width).toBe(640);
    // The browser picked a candidate from the srcset, not the original.
    const current = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(current).toMatch(/\?w=\d+&dpr=\d&format=webp$/);
  });

  it('shows the avatar on the storefront account button once there is one', async () => {
    const page = await newPage();
    await storefrontSignIn(page, 'coach@example.com', '/c');
    const file = await uploadPng(page, 'avatar', 400, 400);
    const me = await api(page, 'GET', '/v1/auth/user');
    expect((await api(page, 'PATCH', `/v1/users/${me.body.data.id}`, { avatar: file.id })).status).toBe(200);
    await page.goto(`${base}/`);
    const avatar = page.getByRole('button', { name: /Account menu for/ }).locator('img');
    await avatar.waitFor();
    expect(await avatar.getAttribute('srcset')).toMatch(/\?w=320&dpr=2&format=webp 2x$/);
    expect(await avatar.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  });
});
