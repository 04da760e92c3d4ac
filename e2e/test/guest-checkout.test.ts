// Issue 12's guest checkout end to end in a real Chromium against the built product (sandbox processor):
// a signed-out visitor books a paid demo schedule as a guest with their email address, pays with 4242,
// sees where the sign-in link went, and the mailed one-time link signs them in as the new account.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { eventually, readMailCopies } from '@coachwork/test-support';
import {
  launchChromium,
  publicCatalogue,
  ROOT,
  startProduct,
  type RunningProduct,
} from './support/product';

jest.setTimeout(180_000);

const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');
const GUEST = `walk.in.${Date.now().toString(36)}@example.com`;


let dataDir: string;
let product: RunningProduct;
let base: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachwork-e2e-guest-'));
  product = await startProduct({ DATA_DIR: dataDir });
  base = product.base;
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC', reducedMotion: 'reduce' });
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('guest checkout by email', () => {
  it('books and pays as a guest, then the mailed link signs the new account in', async () => {
    const list = await publicCatalogue(base);
    const paid = list.find((s) => (s.price ?? 0) > 0 && (s.seatsLeft ?? 0) >= 1)!;
    expect(paid).toBeDefined();

    await page.goto(`${base}/schedules/${paid.id}`);
    await page.getByRole('button', { name: 'Book as a guest' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(GUEST);
    await dialog.getByLabel('First name').fill('Wally');
    await dialog.getByLabel('Last name').fill('Walkin');
    await dialog.getByLabel('Address line 1').fill('Friedrichstraße 10');
    await dialog.getByLabel('City').fill('Berlin');
    await dialog.getByLabel('State or region').fill('Berlin');
    await dialog.getByLabel('ZIP code').fill('10117');
    await dialog.getByLabel('Country').selectOption('DE');
    await dialog.getByRole('button', { name: 'Book and hold my seats' }).click();

    const pay = dialog.getByRole('button', { name: /^Pay €/ });
    await pay.waitFor();
    expect(await dialog.getByLabel('Save this card for next time').count()).toBe(0);
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await pay.click();
    await dialog.getByText('Your booking is confirmed.').waitFor({ timeout: 20_000 });
    expect(await dialog.getByTestId('guest-mail-note').textContent()).toContain(GUEST);
    await page.screenshot({ path: path.join(ARTIFACTS, 'guest-checkout-confirmed-1280x900.png') });
    // Nobody was signed in by the checkout.
    expect((await page.request.get(`${base}/v1/auth/user`)).status()).toBe(401);

    const mail = await eventually(async () => (await readMailCopies(dataDir)).find((m) => m.to.includes(GUEST)), 20_000);
    expect(mail!.subject).toMatch(/^Booking confirmed: /);
    const link = new URL(/https?:\/\/\S+\/login\/token\?\S+/.exec(mail!.text)![0]);
    expect(link.searchParams.get('redirect')).toBe('/b');
    await page.goto(`${base}${link.pathname}${link.search}`);
    // A new account goes through onboarding first (spec §2), signed in.
    await page.waitForURL((url) => url.pathname === '/onboarding/1' || url.pathname === '/b', { timeout: 20_000 });
    const me = (await (await page.request.get(`${base}/v1/auth/user`)).json()) as { data: { email: string; status: string } };
    expect(me.data).toMatchObject({ email: GUEST, status: 'PENDING' });
  });
});
