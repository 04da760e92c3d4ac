// Issue 11 end to end in a real Chromium against the built product: the demo booker books the free demo
// schedule from the storefront home (confirmed at once), invites a second account by email; that person
// reads the mailed link (the demo copy under DATA_DIR/mail), signs in from the invitation page, comes
// back and accepts; /b then shows both seats taken. A paid schedule is held with a live countdown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eventually } from '@coachwork/test-support';
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
const INVITEE = { email: 'ida.invitee@example.org', username: 'ida-invitee', password: 'Password123' };


let dataDir: string;
let product: RunningProduct;
let base: string;
let browser: Browser;
let booker: Page;
let free: CatalogueRow;
let paid: CatalogueRow;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachwork-e2e-bookings-'));
  product = await startProduct({ DATA_DIR: dataDir, MAIL_RATE_LIMIT_MAX: '50', MAIL_RATE_LIMIT_IP_MAX: '100' });
  base = product.base;
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'UTC', reducedMotion: 'reduce' });
  booker = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A /v1 call with a browser context's cookies (its session and CSRF token), as the pages make them. */
async function api(context: BrowserContext, method: string, route: string, data?: unknown) {
  const xsrf = async () => (await context.cookies(base)).find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (method !== 'GET' && !(await xsrf())) await context.request.get(`${base}/v1/csrf-cookie`);
  const token = await xsrf();
  const res = await context.request.fetch(`${base}/v1${route}`, {
    method,
    data,
    headers: token ? { 'X-XSRF-TOKEN': decodeURIComponent(token) } : {},
  });
  const text = await res.text();
  return { status: res.status(), body: text ? JSON.parse(text) : null };
}

/** The text of the newest demo mail copy to `address` whose text matches `pattern`. */
async function mailTo(address: string, pattern: RegExp): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  return eventually<string | undefined>(
    async () => {
      if (!fs.existsSync(dir)) return undefined;
      for (const file of fs.readdirSync(dir).sort().reverse()) {
        const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
        const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
        if (to.includes(address) && pattern.test(mail.text ?? '')) return mail.text!;
      }
      return undefined;
    },
    20_000,
    250,
  ) as Promise<string>;
}

async function signIn(page: Page, email: string, password = 'Password123') {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function fillCheckout(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Address line 1').fill('Friedrichstraße 10');
  await dialog.getByLabel('City').fill('Berlin');
  await dialog.getByLabel('State or region').fill('Berlin');
  await dialog.getByLabel('ZIP code').fill('10117');
  await dialog.getByLabel('Country').selectOption('DE');
  return dialog;
}

const bookingCard = (page: Page, title: string) => page.locator('li.sf-booking', { has: page.getByRole('heading', { name: title }) });

describe('bookings, end to end', () => {
  it('finds a free and a paid demo schedule in the public catalogue', async () => {
    const list = await publicCatalogue(base);
    free = list.find((s) => !s.price && (s.seatsLeft ?? 0) >= 2)!;
    paid = list.find((s) => (s.price ?? 0) > 0 && (s.seatsLeft ?? 0) >= 1)!;
    expect(free).toBeDefined();
    expect(paid).toBeDefined();
  });

  it('lets the demo booker book two seats of the free schedule from the home page, confirmed at once', async () => {
    await booker.goto(`${base}/login`);
    await signIn(booker, 'booker@example.com');
    await booker.waitForURL((url) => url.pathname === '/b');

    await booker.goto(`${base}/`);
    await booker.locator(`li[data-schedule-id="${free.id}"]`).getByRole('link', { name: free.workshop.title }).click();
    await booker.waitForURL(new RegExp(`/schedules/${free.id}$`));
    await booker.getByRole('button', { name: 'Book', exact: true }).click();
    const dialog = await fillCheckout(booker);
    await dialog.getByRole('button', { name: 'More seats' }).click();
    expect(await dialog.getByTestId('checkout-total').textContent()).toBe('Free');
    await booker.screenshot({ path: path.join(ARTIFACTS, 'bookings-checkout-1280x800.png') });
    await dialog.getByRole('button', { name: 'Book now' }).click();
    await dialog.getByText('Your booking is confirmed.').waitFor();
    await booker.screenshot({ path: path.join(ARTIFACTS, 'bookings-confirmed-1280x800.png') });
  });

  it('invites a second account by email from /b', async () => {
    // The second person has an account with a verified address (signed up, code from the mail copy, onboarded).
    const context = await browser.newContext();
    const registered = await api(context, 'POST', '/auth/register', {
      ...INVITEE,
      firstName: 'Ida',
      lastName: 'Invitee',
    });
    expect(registered.status).toBe(201);
    const id = registered.body.data.id as string;
    expect((await api(context, 'POST', `/users/${id}/onboarding`, { accountType: 'booker', profile: { firstName: 'Ida', lastName: 'Invitee' } })).status).toBe(200);
    expect((await api(context, 'POST', '/auth/login-using-otp', { email: INVITEE.email })).status).toBe(202);
    const otp = /\b(\d{6})\b/.exec(await mailTo(INVITEE.email, /\b\d{6}\b/))![1];
    expect((await api(context, 'POST', '/auth/verify-email-using-otp', { email: INVITEE.email, otp })).status).toBe(200);
    await context.close();

    await booker.goto(`${base}/b`);
    const card = bookingCard(booker, free.workshop.title);
    await card.getByText('Confirmed', { exact: true }).waitFor();
    expect(await card.getByTestId('seats-taken').textContent()).toBe('2 (1 of 2 taken)');
    await card.getByLabel('Invite by email to seat 2').fill(INVITEE.email);
    await card.getByRole('button', { name: 'Invite' }).click();
    await booker.getByText('Invitation sent', { exact: true }).waitFor();
    await card.getByText(INVITEE.email).waitFor();
    await card.getByText('Invited', { exact: true }).waitFor();
  });

  it('lets the invited person open the mailed link, sign in, come back and accept', async () => {
    const text = await mailTo(INVITEE.email, /\/invitations\/[A-Za-z0-9_-]+/);
    const link = /\/invitations\/[A-Za-z0-9_-]+/.exec(text)![0];
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, timezoneId: 'UTC' });
    const page = await context.newPage();
    const res = await page.goto(`${base}${link}`);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: free.workshop.title }).waitFor();
    await page.getByText('Ben Booker invited you to a seat', { exact: false }).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'bookings-invitation-375x812.png'), fullPage: true });

    await page.getByRole('link', { name: 'Sign in to accept' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, INVITEE.email, INVITEE.password);
    await page.waitForURL((url) => url.pathname === link);
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByText(`You have a seat at ${free.workshop.title}.`).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'bookings-invitation-accepted-375x812.png'), fullPage: true });
    await context.close();
  });

  it('shows both seats taken in the booker area', async () => {
    await booker.goto(`${base}/b`);
    const card = bookingCard(booker, free.workshop.title);
    await eventually(async () => (await card.getByTestId('seats-taken').textContent()) === '2 (2 of 2 taken)', 10_000);
    const seats = card.locator('li.sf-seat');
    expect(await seats.count()).toBe(2);
    for (let i = 0; i < 2; i++) expect(await seats.nth(i).getAttribute('data-seat-status')).toBe('ACCEPTED');
    await booker.screenshot({ path: path.join(ARTIFACTS, 'bookings-booker-area-1280x800.png'), fullPage: true });

    const mobile = await browser.newContext({ viewport: { width: 375, height: 812 }, timezoneId: 'UTC', storageState: await booker.context().storageState() });
    const page = await mobile.newPage();
    await page.goto(`${base}/b`);
    await bookingCard(page, free.workshop.title).getByTestId('seats-taken').waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'bookings-booker-area-375x812.png'), fullPage: true });
    await mobile.close();
  });

  it('holds the seats of a paid schedule with a live countdown above the card form, the booking pending until paid', async () => {
    await booker.goto(`${base}/schedules/${paid.id}`);
    await booker.getByRole('button', { name: 'Book', exact: true }).click();
    const dialog = await fillCheckout(booker);
    await dialog.getByRole('button', { name: 'Book and hold my seats' }).click();
    const countdown = dialog.getByTestId('hold-countdown');
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(/^Your seats are held for 1[45]:\d\d$/);
    const first = await countdown.textContent();
    await eventually(async () => (await countdown.textContent()) !== first, 5000);
    await dialog.getByText('Sandbox — no real money').waitFor();
    await booker.screenshot({ path: path.join(ARTIFACTS, 'bookings-hold-1280x800.png') });

    await booker.goto(`${base}/b`);
    await bookingCard(booker, paid.workshop.title).getByText('Pending', { exact: true }).waitFor();
  });

  it('lists the booking and its seats in the console', async () => {
    const mine = await api(booker.context(), 'GET', `/bookings?filter[workshopScheduleId]=${free.id}`);
    expect(mine.body.data).toHaveLength(1);
    const id = mine.body.data[0].id as string;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC', reducedMotion: 'reduce' });
    const admin = await context.newPage();
    await admin.goto(`${base}/admin/login`);
    await signIn(admin, 'admin@example.com');
    await admin.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
    await admin.goto(`${base}/admin/bookings`);
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: `Booking ${id}` }) });
    await row.getByText('Confirmed').waitFor();
    await row.getByText(free.workshop.title).waitFor();
    await row.getByRole('link', { name: `Booking ${id}` }).click();
    await admin.getByRole('tab', { name: 'Seats' }).click();
    await admin.waitForURL(new RegExp(`/admin/bookings/${id}/seats$`));
    // Both seats are taken: the booker's and the invited account's.
    const seats = admin.locator('.ant-table-tbody').getByRole('row');
    await seats.filter({ hasText: 'booker' }).getByText('Accepted').waitFor();
    expect(await seats.count()).toBe(2);
    expect(await seats.getByText('Accepted', { exact: true }).count()).toBe(2);
    await context.close();
  });
});
