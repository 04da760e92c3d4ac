// Issue 31 item 12 at phone width (390 × 844) in a real Chromium against the real product: the schedule
// page keeps a Book button in reach at the bottom of the screen, which opens the checkout, and the
// header's links sit behind a menu button that works by keyboard and closes on Escape and on navigation.
import type { Browser, Page } from 'playwright-core';
import { launchChromium, publicCatalogue, startProduct, type RunningProduct } from './support/product';

jest.setTimeout(120_000);

const PHONE = { width: 390, height: 844 };

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

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
  return context.newPage();
}

/** Whether the element lies wholly inside the screen as it is scrolled now. */
async function onScreen(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).first().boundingBox();
  return !!box && box.y >= 0 && box.y + box.height <= PHONE.height;
}

describe('at 390 px', () => {
  it('keeps a Book button on screen on the schedule page, and it opens the checkout', async () => {
    const bookable = (await publicCatalogue(base)).find((s) => (s.seatsLeft ?? 1) > 0);
    if (!bookable) throw new Error('the demo has no bookable schedule');
    const page = await phonePage();
    await page.goto(`${base}/schedules/${bookable.id}`);
    await page.waitForLoadState('networkidle');

    const bar = page.getByTestId('book-bar');
    const bookNow = bar.getByRole('button', { name: 'Book now' });
    await bookNow.waitFor();
    expect(await onScreen(page, '[data-testid="book-bar"]')).toBe(true);
    // The booking box itself is further down the stacked page.
    expect(await onScreen(page, '#book-box')).toBe(false);

    await page.mouse.wheel(0, 1200);
    expect(await onScreen(page, '[data-testid="book-bar"]')).toBe(true);

    await bookNow.click();
    await page.getByRole('dialog', { name: `Book ${bookable.workshop.title}` }).waitFor();
    await page.context().close();
  });

  it('puts the header links behind a menu that works by keyboard', async () => {
    const [first] = await publicCatalogue(base);
    if (!first) throw new Error('the demo has no public schedule');
    const page = await phonePage();
    await page.goto(`${base}/schedules/${first.id}`);
    await page.waitForLoadState('networkidle');
    // The header's own Workshops link has no room at this width; the menu holds it.
    expect(await page.locator('.sf-nav > a', { hasText: 'Workshops' }).isVisible()).toBe(false);

    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Menu' });
    await nav.getByRole('link', { name: 'Workshops' }).waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Workshops');
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu');

    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Workshops' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await nav.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
