// Issue 27 item 1 end to end, in a real Chromium against the built product (sandbox processor): the
// demo's sold-out date (two seats, both booked and paid by the demo booker) shows "Sold out" and the
// waitlist form; a signed-out visitor joins it by e-mail for one seat; the demo booker cancels in /b;
// the freed seats go to the waitlister as an offer mail whose link opens a page holding the seat, where
// they pay with 4242. Afterwards one seat is sold to them and one is back on sale.
import { DEMO_SOLD_OUT_SCHEDULE_ID } from '@coachwork/contracts';
import { eventually } from '@coachwork/test-support';
import { mailTo, signIn } from './support/browser';
import { publicCatalogue, useProduct } from './support/product';

jest.setTimeout(180_000);

const WAITER = 'wendy.waiting@example.org';

const story = useProduct('waitlist', { MAIL_RATE_LIMIT_MAX: '50', MAIL_RATE_LIMIT_IP_MAX: '100' });
const pageErrors: string[] = [];

const soldOutRow = async () => (await publicCatalogue(story.base)).find((r) => r.id === DEMO_SOLD_OUT_SCHEDULE_ID);

describe('the sold-out demo date refilled from its waitlist', () => {
  it('a visitor joins by e-mail, the demo booker cancels, the offer mail’s link books the seat', async () => {
    const { base, browser, dataDir } = story;
    expect(await soldOutRow()).toMatchObject({ seatsLeft: 0, workshop: { title: 'Feedback That Lands (Online)' } });

    // A signed-out visitor finds the date sold out and joins its waitlist for one seat.
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Amsterdam' });
    const page = await visitor.newPage();
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await page.goto(`${base}/schedules/${DEMO_SOLD_OUT_SCHEDULE_ID}`);
    const form = page.getByRole('form', { name: 'Join the waitlist' });
    await form.getByText('Sold out.').waitFor();
    await form.getByLabel('Seats').fill('1');
    await form.getByLabel('First name').fill('Wendy');
    await form.getByLabel('Last name').fill('Waiting');
    await form.getByLabel('E-mail').fill(WAITER);
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByText('You are on the waitlist. We will e-mail you when seats free up.').waitFor();
    await mailTo(dataDir, WAITER, /waitlist/i);

    // The demo booker gives both seats back in /b, with a full refund three weeks ahead.
    const bookerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/London' });
    const booker = await bookerContext.newPage();
    booker.on('pageerror', (e) => pageErrors.push(String(e)));
    await signIn(booker, `${base}/login`, 'booker@example.com');
    await booker.waitForURL((url) => url.pathname !== '/login');
    await booker.goto(`${base}/b`);
    const card = booker.locator('li.sf-booking', {
      has: booker.getByRole('heading', { name: 'Feedback That Lands (Online)' }),
    });
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = booker.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByLabel('Why are you cancelling?').fill('Our team lunch moved.');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await booker.getByText('Booking cancelled', { exact: true }).waitFor();

    // The first (and only) person waiting is offered one of the two freed seats, by mail.
    const offer = await mailTo(dataDir, WAITER, /\/waitlist\/offer\?/);
    const link = new URL(/https?:\/\/\S+\/waitlist\/offer\?\S+/.exec(offer)![0]);
    expect(link.searchParams.get('booking')).toBeTruthy();
    expect(link.searchParams.get('token')).toBeTruthy();
    await eventually(async () => (await soldOutRow())?.seatsLeft === 1, 15_000);

    // The link holds the seat for them; they pay it as a guest with the 4242 test card.
    await page.goto(`${base}${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Seats are held for you' }).waitFor();
    await page.getByTestId('offer-hold').getByText(/Pay €129\.00/).waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay €/ }).click();
    await page.getByText('Your booking is confirmed.').waitFor({ timeout: 20_000 });

    // One seat sold to the waitlister, the other back on sale; the waitlister's confirmation arrives.
    await mailTo(dataDir, WAITER, /confirmed/i);
    expect(await soldOutRow()).toMatchObject({ seatsLeft: 1 });
    await page.goto(`${base}/schedules/${DEMO_SOLD_OUT_SCHEDULE_ID}`);
    expect(await page.getByRole('form', { name: 'Join the waitlist' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await visitor.close();
    await bookerContext.close();
  });
});
