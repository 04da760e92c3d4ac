// Spec §1 in a real Chromium against the real product (issue 17, item 11): once the storefront has
// hydrated, going from the home page to a schedule, on to its coach and back again never asks the
// server for a new document; each page reads its data through /v1, shows its own title and meta, moves
// the focus to its heading, and Back returns to where the visitor had scrolled.
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startProduct, type RunningProduct } from './support/product';

jest.setTimeout(120_000);

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  // The demo catalogue (the demo coach's schedules) is on by default.
  product = await startProduct();
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const titleOf = (page: Page) => page.title();
const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');
const focused = (page: Page) =>
  page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent}`);

describe('the storefront as a single-page application', () => {
  it('goes from home to a schedule, to its coach and back without a new document', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 640 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const documents: string[] = [];
    const api: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
      if (new URL(r.url()).pathname.startsWith('/v1/public/')) api.push(new URL(r.url()).pathname);
    });

    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${product.base}/`);
    await page
      .waitForFunction(() => document.documentElement.dataset.navigation === 'client', undefined, {
        timeout: 20_000,
      })
      .catch((err: Error) => {
        throw new Error(`${err.message}\nthe page said: ${JSON.stringify(errors)}`);
      });
    expect(documents).toEqual([`${product.base}/`]);
    documents.length = 0;
    api.length = 0;
    expect(await titleOf(page)).toMatch(/^Workshops \| Coachwork/);

    // A card further down, so there is a position for Back to come back to.
    const card = page.locator('.sf-card h2 a').last();
    const workshop = (await card.textContent())!.trim();
    await card.scrollIntoViewIfNeeded();
    const homeScroll = await page.evaluate(() => window.scrollY);
    expect(homeScroll).toBeGreaterThan(0);
    await card.click();

    await page.waitForURL(/\/schedules\/[0-9a-f-]{36}$/);
    const heading = page.getByRole('heading', { level: 1, name: workshop });
    await heading.waitFor();
    expect(api.some((p) => /^\/v1\/public\/workshop-schedules\/[0-9a-f-]{36}$/.test(p))).toBe(true);
    await page.waitForFunction((w) => document.title.startsWith(`${w} | Coachwork`), workshop);
    // The schedule's own description: its date, format and price.
    expect(await description(page)).toMatch(/ · /);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/schedules\/[0-9a-f-]{36}$/,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focused(page)).toBe(`H1:${workshop}`);

    const coachLink = page.getByTestId('coach-link');
    const coachName = (await coachLink.textContent())!.trim();
    await coachLink.click();
    await page.waitForURL(/\/coaches\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: coachName }).waitFor();
    expect(api.some((p) => p.startsWith('/v1/public/users/'))).toBe(true);
    await page.waitForFunction((n) => document.title.startsWith(`${n} | Coachwork`), coachName);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focused(page)).toBe(`H1:${coachName}`);
    expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain('"Person"');

    await page.goBack();
    await page.waitForURL(/\/schedules\/[0-9a-f-]{36}$/);
    await heading.waitFor();
    await page.waitForFunction((w) => document.title.startsWith(`${w} | Coachwork`), workshop);

    await page.goBack();
    await page.waitForURL(`${product.base}/`);
    await page.getByRole('heading', { level: 1, name: 'Workshops worth your time' }).waitFor();
    await page.waitForFunction(() => document.title.startsWith('Workshops | Coachwork'));
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, homeScroll);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);

    // Not one page came from the server as a document after the first.
    expect(documents).toEqual([]);
    await context.close();
  });

  it('opens sign-in from a schedule page in the app too, with the way back in the address', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.goto(`${product.base}/`);
    await page.waitForFunction(() => document.documentElement.dataset.navigation === 'client');
    await page.locator('.sf-card h2 a').first().click();
    await page.waitForURL(/\/schedules\/[0-9a-f-]{36}$/);
    const schedulePath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Sign in to book' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === schedulePath,
    );
    // The identity remote's form, loaded into the page that was already there.
    await page.getByLabel('Email').waitFor();
    await page.waitForFunction(() => document.title.startsWith('Sign in | Coachwork'));
    expect(documents).toEqual([`${product.base}/`]);
    await context.close();
  });

  it('reads in German after the footer’s Deutsch link, dates and prices too, across pages and a reload (issue 28 item 5)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${product.base}/`);
    await page.getByRole('heading', { level: 1, name: 'Workshops worth your time' }).waitFor();
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Workshops, die sich lohnen' }).waitFor();
    // Remembered, and back at the page's own address.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.waitForFunction(() => document.documentElement.dataset.navigation === 'client', undefined, {
      timeout: 20_000,
    });
    const card = page.locator('.sf-card').first();
    expect((await card.locator('.sf-price').textContent())!.trim()).toMatch(
      /^(Kostenlos|\d{1,3}(\.\d{3})*,\d\d\u00a0€)$/,
    );
    expect((await card.locator('.cw-muted').first().textContent())!.trim()).toMatch(
      /^\d\d\.\d\d\.\d{4}, \d\d:\d\d \(/,
    );
    // Into a schedule inside the app, and after a reload: still German.
    await card.locator('h2 a').click();
    await page.getByRole('heading', { level: 2, name: 'Auf einen Blick' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Auf einen Blick' }).waitFor();
    await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { level: 2, name: 'At a glance' }).waitFor();
    // No hydration mismatch: the browser wrote the same words, dates and prices as the server. (A
    // guest's check of who is signed in answers 401, which the browser logs.)
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await context.close();
  });
});
