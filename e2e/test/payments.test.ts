// Issue 12's payment page end to end in a real Chromium against the built product (sandbox processor):
// the demo booker books a seat of a paid demo schedule, a declined test card shows the processor's words
// and keeps the hold, the 4242 card pays, the confirmation offers the invoice PDF, and /b lists it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  launchChromium,
  publicCatalogue,
  ROOT,
  startProduct,
  type CatalogueRow,
  type RunningProduct,
} from './support/product';

jest.setTimeout(180_000);

const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');


let dataDir: string;
let product: RunningProduct;
let base: string;
let browser: Browser;
let booker: Page;
let paid: CatalogueRow;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachwork-e2e-payments-'));
  product = await startProduct({ DATA_DIR: dataDir });
  base = product.base;
  browser = await launchChromium();
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    acceptDownloads: true,
  });
  booker = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function typeCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
}

describe('paying a booking with the sandbox card', () => {
  it('finds a paid demo schedule in the public catalogue', async () => {
    const list = await publicCatalogue(base);
    paid = list.find((s) => (s.price ?? 0) > 0 && (s.seatsLeft ?? 0) >= 1)!;
    expect(paid).toBeDefined();
  });

  it('holds a seat, shows a declined card its message and keeps the hold, then pays with 4242', async () => {
    await booker.goto(`${base}/login`);
    await booker.getByLabel('Email').fill('booker@example.com');
    await booker.getByLabel('Password').fill('Password123');
    await booker.getByRole('button', { name: 'Sign in' }).click();
    await booker.waitForURL((url) => url.pathname === '/b');

    await booker.goto(`${base}/schedules/${paid.id}`);
    await booker.getByRole('button', { name: 'Book', exact: true }).click();
    const dialog = booker.getByRole('dialog');
    await dialog.getByLabel('Address line 1').fill('Friedrichstraße 10');
    await dialog.getByLabel('City').fill('Berlin');
    await dialog.getByLabel('State or region').fill('Berlin');
    await dialog.getByLabel('ZIP code').fill('10117');
    await dialog.getByLabel('Country').selectOption('DE');
    await dialog.getByRole('button', { name: 'Book and hold my seats' }).click();

    await dialog.getByText('Sandbox — no real money').waitFor();
    const pay = dialog.getByRole('button', { name: /^Pay €/ });
    await pay.waitFor();
    const price = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(paid.price!);
    expect(await pay.textContent()).toBe(`Pay ${price}`);

    await typeCard(booker, '4000 0000 0000 0002');
    await pay.click();
    const refusal = dialog.getByTestId('payment-refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('Your card was declined. Your seats are still held.');
    expect(await dialog.getByTestId('hold-countdown').textContent()).toMatch(/^Your seats are held for 1[45]:\d\d$/);
    await booker.screenshot({ path: path.join(ARTIFACTS, 'payments-declined-1280x900.png') });

    await typeCard(booker, '4242 4242 4242 4242');
    await pay.click();
    await dialog.getByText('Your booking is confirmed.').waitFor({ timeout: 20_000 });
    await dialog.getByText('Visa •••• 4242').waitFor();
    expect(await dialog.getByTestId('booking-amount').textContent()).toBe(price);
    await booker.screenshot({ path: path.join(ARTIFACTS, 'payments-confirmed-1280x900.png') });
  });

  it('downloads the invoice PDF from the confirmation, and /b lists it', async () => {
    const dialog = booker.getByRole('dialog');
    const [download] = await Promise.all([
      booker.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download the invoice (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
    const file = await download.path();
    expect(fs.readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');

    await booker.goto(`${base}/b?tab=invoices`);
    const row = booker.getByTestId('invoice-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain(download.suggestedFilename().replace(/\.pdf$/, ''));
    await booker.screenshot({ path: path.join(ARTIFACTS, 'payments-invoices-1280x900.png') });
  });
});
