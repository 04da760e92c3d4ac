// Issue 14 in a real Chromium against the real product: the console's dashboard shows the KPI cards,
// the revenue and bookings chart and the demo's upcoming sessions; the demo coach sees their own
// figures and payouts in the coach area.
import type { Browser, Page } from 'playwright-core';
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

async function signIn(page: Page, url: string, email: string) {
  await page.goto(url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Password123');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('dashboard', () => {
  it('shows the super-admin the platform’s cards, chart and upcoming sessions', async () => {
    const page = await newPage();
    await signIn(page, `${base}/admin/login`, 'admin@example.com');
    await page.waitForURL((url) => url.pathname === '/admin/' || url.pathname === '/admin');
    for (const card of ['revenue', 'bookings', 'seats', 'fill', 'users'])
      await page.getByTestId(`kpi-${card}`).waitFor();
    await page.getByText('Revenue and bookings').waitFor();
    // The chart arrives in its own chunk and draws an SVG.
    await page.locator('.recharts-surface').first().waitFor();
    await page.getByText('Upcoming sessions').waitFor();
    expect(await page.locator('.ant-table-row').count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });

  it('shows the coach their own figures and payouts under /c', async () => {
    const page = await newPage();
    await signIn(page, `${base}/login`, 'coach@example.com');
    await page.waitForURL((url) => url.pathname === '/c');
    await page.getByRole('heading', { name: 'My figures, last 30 days' }).waitFor();
    await page.getByTestId('kpi-revenue').waitFor();
    expect(await page.getByTestId('kpi-users').count()).toBe(0);
    await page.getByRole('heading', { name: 'My payouts' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
