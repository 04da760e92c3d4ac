// Issue 19, accessibility: axe-core, run in the page, on the storefront's home, a schedule
// page, the coach page, the sign-in page and the booker area /b, at desktop (1280) and phone (390)
// widths, against WCAG 2.1 A and AA: no serious or critical violation. And a free seat booked with the
// keyboard alone, from the sign-in form to the confirmation, with no mouse and no direct filling.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEMO_SOLD_OUT_SCHEDULE_ID } from '@coachwork/contracts';
import {
  launchChromium,
  publicCatalogue,
  ROOT,
  startProduct,
  type CatalogueRow,
  type RunningProduct,
} from './support/product';
import { seriousViolations } from './support/axe';
import { signIn } from './support/browser';

jest.setTimeout(240_000);

const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;


let dataDir: string;
let product: RunningProduct;
let base: string;
let browser: Browser;
let catalogue: CatalogueRow[];

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachwork-e2e-a11y-'));
  product = await startProduct({ DATA_DIR: dataDir });
  base = product.base;
  browser = await launchChromium();
  catalogue = await publicCatalogue(base);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Presses Tab (at most `max` times) until the focused element satisfies `test`, a JavaScript
 * expression over `el` evaluated in the page.
 */
async function tabTo(page: Page, what: string, test: string, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate((expr) => {
      const el = document.activeElement;
      if (!el || el === document.body) return false;
      return Boolean(new Function('el', `return (${expr});`)(el));
    }, test);
    if (hit) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

/** The focused element is a control whose label starts with `label`. */
const byLabel = (label: string) =>
  `Array.from(el.labels || []).some((l) => l.textContent.trim().startsWith(${JSON.stringify(label)}))`;
/** The focused element is a button reading `text`. */
const button = (text: string) => `el.tagName === 'BUTTON' && el.textContent.trim() === ${JSON.stringify(text)}`;

async function signInByKeyboard(page: Page, email: string) {
  await page.goto(`${base}/login`);
  await tabTo(page, 'the email field', byLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, 'the password field', byLabel('Password'));
  await page.keyboard.type('Password123');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/b');
  await page.waitForLoadState('networkidle');
}

describe('axe finds no serious or critical violations', () => {
  const pages = () => {
    const online = catalogue.find((s) => s.mode !== 'IN-PERSON')!;
    const inPerson = catalogue.find((s) => s.mode === 'IN-PERSON')!;
    return [
      { name: 'home', path: '/' },
      { name: 'schedule-online', path: `/schedules/${online.id}` },
      { name: 'schedule-in-person', path: `/schedules/${inPerson.id}` },
      { name: 'coach', path: '/coaches/coach' },
      { name: 'login', path: '/login' },
      // The sold-out demo date with its waitlist form, and the pages the waitlist's mails link to.
      { name: 'schedule-sold-out', path: `/schedules/${DEMO_SOLD_OUT_SCHEDULE_ID}` },
      { name: 'waitlist-leave', path: '/waitlist/leave?token=not-a-real-token' },
      { name: 'waitlist-offer', path: `/waitlist/offer?booking=${DEMO_SOLD_OUT_SCHEDULE_ID}&token=not-a-real-token` },
    ];
  };

  for (const width of WIDTHS) {
    it(`on the public pages at ${width.viewport.width} px`, async () => {
      const context = await browser.newContext({ viewport: width.viewport, timezoneId: 'UTC', reducedMotion: 'reduce' });
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      for (const p of pages()) {
        const res = await page.goto(`${base}${p.path}`, { waitUntil: 'networkidle' });
        expect(res?.status()).toBe(200);
        found[p.name] = await seriousViolations(page);
      }
      await context.close();
      expect(found).toEqual(Object.fromEntries(pages().map((p) => [p.name, []])));
    });

    it(`in the booker area /b at ${width.viewport.width} px (bookings, invoices, cards)`, async () => {
      const context = await browser.newContext({ viewport: width.viewport, timezoneId: 'UTC', reducedMotion: 'reduce' });
      const page = await context.newPage();
      await signInByKeyboard(page, 'booker@example.com');
      const found: Record<string, string[]> = {};
      for (const tab of ['', '?tab=past', '?tab=invoices', '?tab=cards']) {
        await page.goto(`${base}/b${tab}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: 'My bookings' }).waitFor();
        found[`/b${tab}`] = await seriousViolations(page);
      }
      await page.screenshot({ path: path.join(ARTIFACTS, `a11y-booker-area-${width.name}.png`), fullPage: true });
      await context.close();
      expect(found).toEqual({ '/b': [], '/b?tab=past': [], '/b?tab=invoices': [], '/b?tab=cards': [] });
    });

    it(`in the coach area /c at ${width.viewport.width} px (overview with the figures chart, a schedule, the new-schedule form)`, async () => {
      const context = await browser.newContext({ viewport: width.viewport, timezoneId: 'UTC', reducedMotion: 'reduce' });
      const page = await context.newPage();
      await signIn(page, `${base}/login`, 'coach@example.com');
      await page.waitForURL((url) => url.pathname === '/c');
      const mine = catalogue.find((s) => s.coach?.username === 'coach')!;
      expect(mine).toBeDefined();
      const found: Record<string, string[]> = {};
      for (const [where, heading] of [
        ['/c', 'Coach area'],
        [`/c/schedules/${mine.id}`, mine.workshop.title],
        ['/c/schedules/new', 'New schedule'],
      ] as const) {
        await page.goto(`${base}${where}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        found[where] = await seriousViolations(page);
      }
      await page.screenshot({ path: path.join(ARTIFACTS, `a11y-coach-area-${width.name}.png`), fullPage: true });
      await context.close();
      expect(found).toEqual({ '/c': [], [`/c/schedules/${mine.id}`]: [], '/c/schedules/new': [] });
    });
  }
});

describe('the keyboard alone', () => {
  it('signs in, opens a free schedule from the home page, books a seat and sees it confirmed', async () => {
    const free = catalogue.find((s) => !s.price && (s.seatsLeft ?? 0) >= 1)!;
    expect(free).toBeDefined();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'UTC', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await signInByKeyboard(page, 'booker@example.com');

    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const title = free.workshop.title;
    await tabTo(
      page,
      `the link to ${title}`,
      `el.tagName === 'A' && el.getAttribute('href') === ${JSON.stringify(`/schedules/${free.id}`)} && el.textContent.trim() === ${JSON.stringify(title)}`,
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/schedules/${free.id}$`));
    await page.waitForLoadState('networkidle');

    await tabTo(page, 'the Book button', button('Book'));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (const [label, text] of [
      ['Address line 1', 'Friedrichstraße 10'],
      ['City', 'Berlin'],
      ['State or region', 'Berlin'],
      ['ZIP code', '10117'],
    ] as const) {
      await tabTo(page, label, byLabel(label));
      await page.keyboard.type(text);
    }
    await tabTo(page, 'the country', byLabel('Country'));
    // A closed native select moves to the next option with the arrow keys.
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByLabel('Country').inputValue()).not.toBe('');
    await tabTo(page, 'the Book now button', button('Book now'));
    await page.keyboard.press('Enter');
    await dialog.getByText('Your booking is confirmed.').waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'a11y-keyboard-booked-1280x800.png') });
    // Escape closes the dialog, and focus is not lost on the page.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement !== null)).toBe(true);
    await context.close();
  });
});
