// Issue 25 in a real Chromium against the built product:
// - item 15: a word longer than the screen, typed by people (a resource's 1,000-character description,
//   a workshop title, a coach's bio), wraps instead of widening the page, at 1280 and 390 px, on the
//   storefront's schedule page, the coach page, the booker area and a console detail page;
// - item 19: a console section whose remote is slow to load shows the frame, its title and a skeleton
//   at once, then the page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eventually } from '@coachwork/test-support';
import { api } from './support/browser';
import { launchChromium, publicCatalogue, startProduct, type RunningProduct } from './support/product';

jest.setTimeout(180_000);

let product: RunningProduct;
let base: string;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct();
  base = product.base;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const ADDRESS = { addressLine1: 'Friedrichstraße 10', city: 'Berlin', state: 'Berlin', zip: '10117', country: 'DE' };
/** No spaces, no hyphens: nothing a browser would break at by itself. */
const longWord = (length: number) => 'Unbreakable'.repeat(Math.ceil(length / 11)).slice(0, length);

async function signedIn(email: string): Promise<{ context: BrowserContext; userId: string }> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const login = await api(context, base, 'POST', '/auth/login', { email, password: 'Password123' });
  expect(login.status).toBe(200);
  return { context, userId: login.body.data.id as string };
}

/** How much wider than the window the document is, once `ready` is on screen, at a width. */
async function overflowAt(context: BrowserContext, url: string, width: number, ready: (page: Page) => Promise<unknown>) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url);
  await ready(page);
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  await page.close();
  return sizes;
}

describe('a word longer than the screen (issue 25 item 15)', () => {
  it('wraps on the schedule page, the coach page, the booker area and the console, at 1280 and 390 px', async () => {
    const admin = await signedIn('admin@example.com');
    const booker = await signedIn('booker@example.com');
    const schedule = await eventually(async () => {
      const rows = await publicCatalogue(base);
      return rows.find((s) => !s.price && (s.seatsLeft ?? 0) >= 1 && s.coach?.username === 'coach');
    }, 30_000);
    const detail = await api(admin.context, base, 'GET', `/public/workshop-schedules/${schedule!.id}`);
    const workshopId = detail.body.data.workshopId as string;
    const coachId = detail.body.data.coachId as string;

    const description = longWord(1000);
    const title = longWord(255);
    const resource = await api(admin.context, base, 'POST', `/workshops/${workshopId}/resources`, {
      type: 'link',
      title: 'Reading list',
      url: 'https://example.com/reading',
      description,
    });
    expect(resource.status).toBe(201);
    expect((await api(admin.context, base, 'PATCH', `/workshops/${workshopId}`, { title })).status).toBe(200);
    const bio = await api(admin.context, base, 'PATCH', `/users/${coachId}`, { coachProfile: { bio: description } });
    expect(bio.status).toBe(200);

    // The booker books the schedule, so /b and the console's booking page show its (long) title.
    const booking = await eventually(async () => {
      const res = await api(booker.context, base, 'POST', '/bookings', {
        userId: booker.userId,
        workshopScheduleId: schedule!.id,
        seats: 1,
        address: ADDRESS,
      });
      if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.data as { id: string };
    }, 20_000);
    // Bookings hears of the new title from workshops' workshops.workshop.updated.
    await eventually(async () => {
      const res = await api(booker.context, base, 'GET', `/bookings/${booking.id}`);
      if (!JSON.stringify(res.body).includes(title)) throw new Error('the booking does not show the new title yet');
      return true;
    }, 20_000);

    const pages: [string, BrowserContext, string, (page: Page) => Promise<unknown>][] = [
      ['the schedule page', booker.context, `${base}/schedules/${schedule!.id}`, (p) => p.getByText(description).waitFor()],
      ['the coach page', booker.context, `${base}/coaches/coach`, (p) => p.getByText(description).first().waitFor()],
      ['the booker area', booker.context, `${base}/b`, (p) => p.getByText(title).first().waitFor()],
      [
        'the console booking page',
        admin.context,
        `${base}/admin/bookings/${booking.id}`,
        (p) => p.getByText(title).first().waitFor(),
      ],
    ];
    const seen: string[] = [];
    for (const [name, context, url, ready] of pages) {
      for (const width of [1280, 390]) {
        const { scrollWidth, innerWidth } = await overflowAt(context, url, width, ready);
        seen.push(`${name} at ${width}: ${scrollWidth} <= ${innerWidth}`);
        expect([name, width, scrollWidth <= innerWidth]).toEqual([name, width, true]);
      }
    }
    console.log(seen.join('\n'));
    await admin.context.close();
    await booker.context.close();
  });
});

describe('a console section whose remote is slow (issue 25 item 19)', () => {
  it('shows the frame, the page title and a skeleton at once, then the page', async () => {
    const admin = await signedIn('admin@example.com');
    const page = await admin.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    // The vouchers section's remote (mfe-bookings) sends its code two seconds late (its manifest, read
    // when the console starts, is on time).
    const remoteCode = (url: URL) => url.pathname.startsWith('/admin/remotes/bookings/') && url.pathname.endsWith('.js');
    await page.route(remoteCode, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto(`${base}/admin/vouchers`);
    const skeleton = page.getByRole('status', { name: 'Loading Vouchers' });
    await skeleton.waitFor({ timeout: 10_000 });
    // The frame is there with it: the menu and the page's title.
    expect(await page.getByRole('menuitem', { name: /Vouchers/ }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Vouchers', { exact: true }).count()).toBeGreaterThan(0);
    // Then the remote's page replaces the skeleton.
    await skeleton.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('table').first().waitFor({ timeout: 30_000 });
    await admin.context.close();
  });
});
