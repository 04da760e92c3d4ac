// Issue 28 item 1's "Done when", in a real Chromium against the built product: the demo booker, who
// held seats at the demo's ended London day of 'Leading Through Change', reviews it from /b (five stars
// by keyboard-usable radios, a text), and the rating reaches the storefront: the workshop's upcoming
// date shows 'Rated 5.0 out of 5 · 1 review' with the review under it, and its JSON-LD carries
// aggregateRating and the review.
import { DEMO_PAST_SCHEDULE_ID } from '@coachwork/contracts';
import { eventually } from '@coachwork/test-support';
import { signIn } from './support/browser';
import { publicCatalogue, useProduct } from './support/product';

jest.setTimeout(180_000);

const TITLE = 'Leading Through Change (Spring)';
const TEXT = 'Practical, calm and full of tools we used the very next week.';

const story = useProduct('reviews');
const pageErrors: string[] = [];

describe('a verified review of the demo’s past session', () => {
  it('the demo booker rates it in /b and the rating shows on the storefront', async () => {
    const { base, browser } = story;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/London' });
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await signIn(page, `${base}/login`, 'booker@example.com');
    await page.waitForURL((url) => url.pathname !== '/login');

    // The ended session is listed once its booking has completed (the sweeper, after the seed).
    const row = page.locator(`[data-review-schedule="${DEMO_PAST_SCHEDULE_ID}"]`);
    await eventually(async () => {
      await page.goto(`${base}/b`);
      await page.getByRole('heading', { name: 'Your reviews' }).waitFor({ timeout: 5000 });
      return (await row.count()) === 1;
    }, 60_000);
    await row.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: `Review ${TITLE}` });
    await dialog.getByLabel('5 stars: Excellent').check();
    await dialog.getByLabel('Your review (optional)').fill(TEXT);
    await dialog.getByRole('button', { name: 'Send review' }).click();
    await row.getByText('You rated it 5 out of 5').waitFor();

    // The workshop's next date carries the rating, the review and the structured data.
    const next = (await publicCatalogue(base)).find((s) => s.workshop.title === TITLE)!;
    const schedulePage = await context.newPage();
    await eventually(async () => {
      await schedulePage.goto(`${base}/schedules/${next.id}`);
      const rating = schedulePage.getByTestId('rating').first();
      return (await rating.count()) > 0 && /Rated 5\.0 out of 5 · 1 review/.test((await rating.textContent()) ?? '');
    }, 30_000);
    await schedulePage.getByText(TEXT).waitFor();
    const ld = await schedulePage.locator('script[type="application/ld+json"]').allTextContents();
    const data = JSON.stringify(ld.map((t) => JSON.parse(t) as unknown));
    expect(data).toContain('"aggregateRating"');
    expect(data).toContain('"ratingValue":5');
    expect(data).toContain(TEXT);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
