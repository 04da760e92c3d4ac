// Issue 31 item 3 in a real Chromium against the built product: a friend invited by address has no
// account yet, opens the mailed link, creates an account from it, passes onboarding (which does not ask
// again for the names and username just typed), comes back to the invitation and accepts it; following
// the link proved the address, so identity marks it verified, and /b shows the seat.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { eventually } from '@coachwork/test-support';
import { api, mailTo } from './support/browser';
import {
  launchChromium,
  publicCatalogue,
  startProduct,
  type CatalogueRow,
  type RunningProduct,
} from './support/product';

jest.setTimeout(180_000);

const FRIEND = { email: 'fay.friend@example.org', username: 'fay-friend', password: 'Password123' };
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
let free: CatalogueRow;
const pageErrors: string[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachwork-e2e-invited-friend-'));
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

describe('an invitation to someone without an account', () => {
  it('an invited friend registers and accepts', async () => {
    // The demo booker books two seats of a free schedule and invites the friend's address to the second.
    free = (await publicCatalogue(base)).find((s) => !s.price && (s.seatsLeft ?? 0) >= 2)!;
    expect(free).toBeDefined();
    const bookerContext = await browser.newContext();
    const signedIn = await api(bookerContext, base, 'POST', '/auth/login', {
      email: 'booker@example.com',
      password: 'Password123',
    });
    expect(signedIn.status).toBe(200);
    const booked = await api(bookerContext, base, 'POST', '/bookings', {
      workshopScheduleId: free.id,
      seats: 2,
      address: ADDRESS,
      userId: signedIn.body.data.id,
    });
    expect(booked.status).toBe(201);
    const second = (booked.body.data.bookingSeats as { id: string; position: number }[]).find(
      (s) => s.position === 2,
    )!;
    expect(
      (
        await api(bookerContext, base, 'POST', `/booking-seats/${second.id}/send-invitation`, {
          email: FRIEND.email,
        })
      ).status,
    ).toBe(200);
    await bookerContext.close();

    // The friend opens the mailed link and signs up from it.
    const link = /\/invitations\/[A-Za-z0-9_-]+/.exec(
      await mailTo(dataDir, FRIEND.email, /\/invitations\//),
    )![0];
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, timezoneId: 'UTC' });
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await page.goto(`${base}${link}`);
    await page.getByRole('heading', { name: free.workshop.title }).waitFor();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/register' && url.searchParams.get('redirect') === link);
    await page.getByLabel('First name').fill('Fay');
    await page.getByLabel('Last name').fill('Friend');
    await page.getByLabel('Username').fill(FRIEND.username);
    await page.getByLabel('Email').fill(FRIEND.email);
    await page.getByLabel('Password').fill(FRIEND.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Onboarding starts at the choice: the basics were taken at sign-up.
    await page.waitForURL(/\/onboarding\/2$/);
    await page.getByText('Step 2 of 3: Coach or booker').waitFor();
    await page.getByText('I want to book workshops').click();
    await page.getByRole('button', { name: 'Finish' }).click();

    // Back on the invitation: accepting it works although the address was never confirmed by a code.
    await page.waitForURL((url) => url.pathname === link);
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByText(`You have a seat at ${free.workshop.title}.`).waitFor();
    expect(await page.getByTestId('invitation-refusal').count()).toBe(0);

    // Following the link proved the address.
    await eventually(async () => {
      const me = await api(context, base, 'GET', '/auth/user');
      return me.body?.data?.emailVerifiedAt != null;
    }, 15_000);

    await page.getByRole('link', { name: 'Go to my bookings' }).click();
    await page.waitForURL((url) => url.pathname === '/b');
    await page.getByRole('heading', { name: 'Seats you were invited to' }).waitFor();
    await page.getByRole('heading', { name: free.workshop.title }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
