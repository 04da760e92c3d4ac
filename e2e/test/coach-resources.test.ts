// Issue 31 item 5 in a real Chromium against the built product: the demo coach adds a link resource to a
// workshop they are assigned to from /c, then moves it up; the order holds after a reload.
import type { Browser, Page } from 'playwright-core';
import { signIn } from './support/browser';
import { launchChromium, startProduct, type RunningProduct } from './support/product';

jest.setTimeout(120_000);

let product: RunningProduct;
let base: string;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  product = await startProduct();
  base = product.base;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  return page;
}

/** The titles of a workshop's resources in their order, as the API has them. */
const orderOf = (page: Page, workshopTitle: string) =>
  page.evaluate(async (title) => {
    const mine = await (await fetch('/v1/workshops?filter[coachId]=me&perPage=100')).json();
    const w = (mine.data as { id: string; title: string }[]).find((x) => x.title === title)!;
    const res = await (await fetch(`/v1/workshops/${w.id}/resources?sort=sortOrder&perPage=100`)).json();
    return (res.data as { title: string }[]).map((r) => r.title);
  }, workshopTitle);

describe('the coach area’s resources', () => {
  it('coach adds a link resource and reorders it', async () => {
    const page = await newPage();
    await signIn(page, `${base}/login`, 'coach@example.com');
    await page.waitForURL((url) => url.pathname === '/c');
    await page.getByRole('heading', { name: 'My workshops’ resources' }).waitFor();
    const section = page.locator('section[aria-label^="Resources of "]').first();
    await section.waitFor();
    const workshop = (await section.getAttribute('aria-label'))!.replace(/^Resources of /, '');

    // Two links, so the second can move above the first.
    for (const [title, url] of [
      ['Warm-up slides', 'https://example.com/warm-up'],
      ['Reading list', 'https://example.com/reading'],
    ]) {
      await section.getByRole('button', { name: `Add a resource to ${workshop}` }).click();
      const form = section.getByRole('form', { name: `New resource for ${workshop}` });
      await form.getByLabel('Type').selectOption('link');
      await form.getByLabel('Title').fill(title!);
      await form.getByLabel('URL').fill(url!);
      await form.getByRole('button', { name: 'Add resource' }).click();
      await form.waitFor({ state: 'detached' });
      await section.getByText(title!, { exact: true }).waitFor();
    }
    const before = await orderOf(page, workshop);
    expect(before.slice(-2)).toEqual(['Warm-up slides', 'Reading list']);

    await section.getByRole('button', { name: 'Move up: Reading list' }).click();
    await section.getByText(/^Reading list moved to position \d+ of \d+\.$/).waitFor({ state: 'attached' });
    const after = await orderOf(page, workshop);
    expect(after.slice(-2)).toEqual(['Reading list', 'Warm-up slides']);

    await page.reload();
    const rows = page.locator('section[aria-label^="Resources of "]').first().locator('li');
    await rows.filter({ hasText: 'Reading list' }).waitFor();
    const shown = await rows.allTextContents();
    expect(shown.findIndex((t) => t.includes('Reading list'))).toBeLessThan(
      shown.findIndex((t) => t.includes('Warm-up slides')),
    );
    expect(pageErrors).toEqual([]);
  });
});
