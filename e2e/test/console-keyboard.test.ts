// Issue 30, the back office by keyboard: a super-admin signs in, creates a schedule, gives back one
// seat of a paid booking, creates a voucher and marks a payout paid with the keys alone (Tab, typing,
// Enter, Space, the arrows, Escape): no click, no direct filling. Each dialog takes the focus when it
// opens and gives it back to what opened it when it closes; Escape closes a dialog at rest, never one
// that is saving.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BookingDto } from '@coachwork/contracts';
import { eventually } from '@coachwork/test-support';
import { api } from './support/browser';
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

let product: RunningProduct;
let base: string;
let browser: Browser;
let admin: Page;
let bookerContext: BrowserContext;
const pageErrors: string[] = [];

beforeAll(async () => {
  product = await startProduct();
  base = product.base;
  browser = await launchChromium();
  bookerContext = await browser.newContext();
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  });
  admin = await context.newPage();
  admin.on('pageerror', (e) => pageErrors.push(String(e)));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** What has the focus: tag, accessible label bits and text, for matching and for error messages. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const labels = Array.from((el as HTMLInputElement).labels ?? []).map((l) => (l.textContent ?? '').trim());
    return {
      tag: el.tagName,
      label: el.getAttribute('aria-label') ?? labels[0] ?? '',
      text: (el.textContent ?? '').trim(),
      inDialog: Boolean(el.closest('[role=dialog]')),
    };
  });
}

type Focused = NonNullable<Awaited<ReturnType<typeof focused>>>;

/** Presses Tab (Shift+Tab when `back`) until the focused element satisfies `test`. */
async function tabTo(
  page: Page,
  what: string,
  test: (el: Focused) => boolean,
  { back = false, max = 80 } = {},
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const el = await focused(page);
    if (el && test(el)) return;
  }
  throw new Error(`Tab never reached ${what} (the focus is on ${JSON.stringify(await focused(page))})`);
}

const field = (label: string) => (el: Focused) => el.tag !== 'BUTTON' && el.label.startsWith(label);
const button = (text: string) => (el: Focused) =>
  (el.tag === 'BUTTON' || el.tag === 'A') && (el.text === text || el.label === text);

/** Picks the option of an antd select the focus is on by typing part of it, then Enter. */
async function typeAndPick(page: Page, text: string, option: string) {
  await page.keyboard.type(text);
  await page
    .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
    .first()
    .waitFor();
  await page.keyboard.press('Enter');
  await page
    .locator('.ant-select-dropdown:visible')
    .waitFor({ state: 'hidden' })
    .catch(() => undefined);
}

/** Types a date into the antd picker that has the focus and closes its panel with Enter. */
async function typeDate(page: Page, value: string) {
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
  await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
}

/** The booker books `seats` of a paid schedule and pays with the sandbox's 4242 card, as the payment page does. */
async function paidBooking(schedule: CatalogueRow, seats: number): Promise<BookingDto> {
  const login = await api(bookerContext, base, 'POST', '/auth/login', {
    email: 'booker@example.com',
    password: 'Password123',
  });
  const booking = (await eventually(async () => {
    const res = await api(bookerContext, base, 'POST', '/bookings', {
      userId: login.body.data.id,
      workshopScheduleId: schedule.id,
      seats,
      address: ADDRESS,
    });
    if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data as BookingDto;
  }, 20_000))!;
  const intent = await api(bookerContext, base, 'POST', `/payments/bookings/${booking.id}/payment-intent`);
  const card = await api(bookerContext, base, 'POST', '/public/payments/sandbox/payment-methods', {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
  await api(
    bookerContext,
    base,
    'POST',
    `/public/payments/sandbox/payment-intents/${intent.body.data.paymentIntentId}/confirm`,
    {
      clientSecret: intent.body.data.clientSecret,
      paymentMethodId: card.body.data.id,
    },
  );
  const finalized = await api(bookerContext, base, 'POST', `/payments/bookings/${booking.id}/finalize`, {
    paymentIntentId: intent.body.data.paymentIntentId,
  });
  expect(finalized.body.data.status).toBe('CONFIRMED');
  return finalized.body.data as BookingDto;
}

/** Opens the page and waits for its remote and data. */
async function open(page: Page, route: string) {
  await page.goto(`${base}/admin${route}`);
  await page.waitForLoadState('networkidle');
}

describe('the console by keyboard alone', () => {
  it('signs in', async () => {
    await open(admin, '/');
    await admin.waitForURL(/\/admin\/login/);
    await tabTo(admin, 'the email field', field('Email'));
    await admin.keyboard.type('admin@example.com');
    await tabTo(admin, 'the password field', field('Password'));
    await admin.keyboard.type('Password123');
    await admin.keyboard.press('Enter');
    await admin.waitForURL((url) => url.pathname === '/admin/' || url.pathname === '/admin');
    await admin.getByText('Net revenue and bookings by day', { exact: true }).waitFor();
  });

  it('creates a schedule in a dialog that takes the focus and gives it back; Escape closes it at rest', async () => {
    const workshops = await api(admin.context(), base, 'GET', '/workshops?search=Leading');
    const workshop = (workshops.body.data as { id: string; title: string }[])[0]!;
    await open(admin, `/workshops/${workshop.id}`);

    // At rest, Escape closes the dialog and the focus is back on its opener.
    await tabTo(admin, 'the New schedule button', button('New schedule'));
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog');
    await dialog.waitFor();
    await eventually(async () => (await focused(admin))?.inDialog === true, 5000);
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await eventually(async () => (await focused(admin))?.text === 'New schedule', 5000);

    await admin.keyboard.press('Enter');
    await dialog.waitFor();
    await eventually(async () => (await focused(admin))?.inDialog === true, 5000);
    await tabTo(admin, 'the coach', field('Coach'));
    await typeAndPick(admin, 'coach', 'coach');
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await tabTo(admin, 'the start', field('Starts'));
    await typeDate(admin, `${day} 09:00`);
    await tabTo(admin, 'the end', field('Ends'));
    await typeDate(admin, `${day} 11:00`);
    await tabTo(admin, 'the time zone', field('Time zone'));
    await typeAndPick(admin, 'UTC', 'UTC');

    // While the save is on its way, Escape does not close the dialog (it would hide the outcome).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await admin.route('**/v1/workshop-schedules', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await tabTo(admin, 'the Save button', button('Save'));
    await admin.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Saving...' }).waitFor();
    await admin.keyboard.press('Escape');
    await admin.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    release();
    await admin.getByText('Schedule created').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await admin.unroute('**/v1/workshop-schedules');
    await eventually(async () => (await focused(admin))?.text === 'New schedule', 5000);
    await admin
      .getByRole('row', { name: /coach/ })
      .filter({ hasText: day.slice(0, 4) })
      .first()
      .waitFor();
  });

  it('gives back one seat of a paid booking from the Refund dialog', async () => {
    const schedule = ((await publicCatalogue(base)) as (CatalogueRow & { startDate: string })[]).find(
      (s) =>
        (s.price ?? 0) > 0 &&
        (s.seatsLeft ?? 0) >= 2 &&
        new Date(s.startDate).getTime() > Date.now() + 3 * 86_400_000,
    )!;
    const booking = await paidBooking(schedule, 2);
    await open(admin, `/bookings/${booking.id}/payments`);
    await admin.getByText('Left to refund', { exact: false }).waitFor();
    await tabTo(admin, 'the Refund button', button('Refund'));
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Refund this booking?').waitFor();
    await eventually(async () => (await focused(admin))?.inDialog === true, 5000);
    await tabTo(admin, 'the second seat', field('Seat 2'));
    await admin.keyboard.press('Space');
    expect(await dialog.getByLabel('Seat 2 · open seat').isChecked()).toBe(true);
    await tabTo(admin, 'the reason', field('Reason'));
    await admin.keyboard.type('Colleague cannot come');
    await tabTo(admin, 'the refund button', button('Give seats back and refund'));
    await admin.keyboard.press('Enter');
    await admin.getByText('Seat cancelled').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(async () => (await focused(admin))?.text === 'Refund', 5000);
  });

  it('creates a voucher', async () => {
    await open(admin, '/vouchers');
    await tabTo(admin, 'the New voucher button', (el) => /New voucher/.test(el.text));
    await admin.keyboard.press('Enter');
    await admin.waitForURL(/\/admin\/vouchers\/create$/);
    await admin.waitForLoadState('networkidle');
    // The code field takes the focus on a create page.
    await eventually(async () => (await focused(admin))?.label.startsWith('Code') === true, 5000);
    await admin.keyboard.type('KEYS15');
    await tabTo(admin, 'the discount type', field('Discount type'));
    await admin.keyboard.press('Enter');
    await admin.locator('.ant-select-dropdown:visible').waitFor();
    await admin.keyboard.press('Enter');
    await tabTo(admin, 'the discount value', (el) => el.tag === 'INPUT' && /off$/.test(el.label));
    await admin.keyboard.type('15');
    await tabTo(admin, 'the Create voucher button', button('Create voucher'));
    await admin.keyboard.press('Enter');
    await admin.getByText('Voucher created').waitFor();
    await admin.waitForURL(/\/admin\/vouchers\/[0-9a-f-]{36}$/);
    await admin.getByText('KEYS15').first().waitFor();
  });

  it('marks the demo coach’s due payout paid', async () => {
    const coaches = await api(admin.context(), base, 'GET', '/users?search=coach%40example.com');
    const coach = (coaches.body.data as { id: string; email: string }[]).find(
      (u) => u.email === 'coach@example.com',
    )!;
    const row = admin.getByRole('row').filter({ hasText: 'Leading Through Change (Spring)' });
    // The sweeper makes the overdue demo payout after the demo history reaches bookings.
    await eventually(
      async () => {
        await open(admin, `/users/${coach.id}/payouts`);
        return row
          .getByText('DUE', { exact: true })
          .waitFor({ timeout: 5_000 })
          .then(
            () => true,
            () => false,
          );
      },
      60_000,
      500,
    );
    await tabTo(admin, 'the Mark paid button', button('Mark paid'));
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Mark payout paid').waitFor();
    await eventually(async () => (await focused(admin))?.inDialog === true, 5000);
    await tabTo(admin, 'the transfer reference', field('Transfer reference'));
    await admin.keyboard.type('SEPA-2026-0042');
    await tabTo(admin, 'the Mark paid button of the dialog', (el) => el.inDialog && button('Mark paid')(el));
    await admin.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('PAID', { exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
