// Issue 31 items 1, 2 and 13 in a real Chromium against the built product (sandbox processor): the demo
// booker books two seats of a paid schedule, pays with 4242 and invites the demo coach to the second,
// who accepts. In /b the booker gives that seat back: the dialog shows the refund before confirming,
// then the card shows the seat Cancelled, the refund and its credit note. The mail folder then holds
// the notice to the booker, the one to the coach whose seat it was, and the refund mail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import type { BookingDto } from '@coachwork/contracts';
import { eventually } from '@coachwork/test-support';
import { api as callApi, mailTo } from './support/browser';
import {
  launchChromium,
  publicCatalogue,
  startProduct,
  type CatalogueRow,
  type RunningProduct,
} from './support/product';

jest.setTimeout(180_000);

const ADDRESS = {
  addressLine1: 'Friedrichstraße 10',
  city: 'Berlin',
  state: 'Berlin',
  zip: '10117',
  country: 'DE',
};

let dataDir: string;
let product: RunningProduct;
let base: string;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachwork-e2e-give-back-'));
  product = await startProduct({
    DATA_DIR: dataDir,
    MAIL_RATE_LIMIT_MAX: '50',
    MAIL_RATE_LIMIT_IP_MAX: '100',
  });
  base = product.base;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const api = <T = unknown>(context: BrowserContext, method: string, route: string, data?: unknown) =>
  callApi(context, base, method, route, data) as Promise<{ status: number; body: T }>;

const money = (n: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(n);

/** The booker books `seats` of `schedule` and pays with the sandbox's 4242 card, as the payment page does. */
async function paidBooking(context: BrowserContext, schedule: CatalogueRow, seats: number) {
  const login = await api<{ data: { id: string } }>(context, 'POST', '/auth/login', {
    email: 'booker@example.com',
    password: 'Password123',
  });
  expect(login.status).toBe(200);
  const booking = await eventually(async () => {
    const res = await api<{ data: BookingDto }>(context, 'POST', '/bookings', {
      userId: login.body.data.id,
      workshopScheduleId: schedule.id,
      seats,
      address: ADDRESS,
    });
    if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  }, 20_000);
  const intent = await api<{ data: { paymentIntentId: string; clientSecret: string } }>(
    context,
    'POST',
    `/payments/bookings/${booking!.id}/payment-intent`,
  );
  const card = await api<{ data: { id: string } }>(context, 'POST', '/public/payments/sandbox/payment-methods', {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
  const confirmed = await api<{ data: { status: string } }>(
    context,
    'POST',
    `/public/payments/sandbox/payment-intents/${intent.body.data.paymentIntentId}/confirm`,
    { clientSecret: intent.body.data.clientSecret, paymentMethodId: card.body.data.id },
  );
  expect(confirmed.body.data.status).toBe('succeeded');
  const fin = await api<{ data: BookingDto }>(context, 'POST', `/payments/bookings/${booking!.id}/finalize`, {
    paymentIntentId: intent.body.data.paymentIntentId,
  });
  expect([fin.status, fin.body.data.status]).toEqual([200, 'CONFIRMED']);
  return fin.body.data;
}

describe('giving back a seat from /b', () => {
  it('a booker gives back one seat, sees the refund and the mails reach the booker and the seat holder', async () => {
    // Starts more than 3 days ahead: before the refund deadline, a seat given back is refunded.
    const schedule = ((await publicCatalogue(base)) as (CatalogueRow & { startDate: string })[]).find(
      (s) =>
        (s.price ?? 0) > 0 &&
        (s.seatsLeft ?? 0) >= 2 &&
        new Date(s.startDate).getTime() > Date.now() + 3 * 86_400_000,
    )!;
    expect(schedule).toBeDefined();
    const title = schedule.workshop.title;
    const bookerContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'Europe/Berlin',
    });
    const booking = await paidBooking(bookerContext, schedule, 2);
    const price = booking.unitPrice!;
    const seats = await api<{ data: { id: string; position: number }[] }>(
      bookerContext,
      'GET',
      `/booking-seats?filter[bookingId]=${booking.id}&sort=position`,
    );
    const second = seats.body.data.find((s) => s.position === 2)!;

    // The demo coach is invited to the second seat and takes it.
    expect(
      (
        await api(bookerContext, 'POST', `/booking-seats/${second.id}/send-invitation`, {
          email: 'coach@example.com',
        })
      ).status,
    ).toBe(200);
    const coachContext = await browser.newContext();
    expect(
      (await api(coachContext, 'POST', '/auth/login', { email: 'coach@example.com', password: 'Password123' }))
        .status,
    ).toBe(200);
    expect((await api(coachContext, 'POST', `/invitations/${second.id}/accept`)).status).toBe(200);
    await coachContext.close();

    const page = await bookerContext.newPage();
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    // The context signed in through the API when it booked: /b opens with that session.
    await page.goto(`${base}/b`);
    const card = page.locator(`[data-booking-id="${booking.id}"]`);
    await card.locator('[data-seat-position="2"][data-seat-status="ACCEPTED"]').waitFor();

    // Asked first, with what comes back under the policy: one seat's price.
    await card.getByRole('button', { name: 'Give back seat 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give back seat 2?' });
    const quote = dialog.getByTestId('cancel-quote');
    await quote.getByText(`Refund: ${money(price)}`).waitFor();
    expect(await quote.textContent()).toContain(`The booking then costs ${money(booking.amount! - price)}`);
    await dialog.getByRole('button', { name: 'Give back the seat' }).click();
    await page.getByText('Seat given back').waitFor();

    // The card follows: the seat reads Cancelled, the refund and its credit note are there.
    await card.locator('[data-seat-position="2"]').getByText('Cancelled', { exact: true }).waitFor();
    await eventually(async () => (await card.getByTestId('refunded').textContent()) === money(price), 15_000);
    expect(await card.getByTestId('net').textContent()).toBe(money(booking.amount! - price));
    await card.getByRole('link', { name: /^Credit note .+ \(PDF\)$/ }).waitFor();
    expect(await card.getByRole('button', { name: /Give back seat/ }).count()).toBe(0);

    // The mails: the booker's notice, the coach's (whose seat it was) and the booker's refund.
    const toBooker = await mailTo(dataDir, 'booker@example.com', /Seat 2 of your booking/);
    expect(toBooker).toContain(`Seat 2 of your booking for ${title}`);
    expect(toBooker).toContain('was given back by you');
    expect(toBooker).toContain('Your booking now holds 1 seat.');
    const toHolder = await mailTo(dataDir, 'coach@example.com', /Your seat at/);
    expect(toHolder).toContain(`Your seat at ${title}`);
    expect(toHolder).toMatch(/was given back by Ben Booker, so it is no longer yours/);
    const refund = await mailTo(dataDir, 'booker@example.com', /We are refunding/);
    expect(refund).toContain(`We are refunding ${money(price)} for your booking of ${title}`);
    expect(refund).toMatch(/Credit note \S+ is in your invoices/);
    expect(pageErrors).toEqual([]);
    await bookerContext.close();
  });
});
