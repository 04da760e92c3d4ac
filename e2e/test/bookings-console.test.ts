// Issue 11's console and coach area end to end in a real Chromium against the built product: the demo
// booker makes two bookings of the free demo schedule through the API and invites two people to seats;
// the admin finds them in /admin/bookings, opens one and sees its seats (revoking one invitation),
// cancels the other with a reason, and follows the schedule's bookings count to the filtered list; the
// coach sees the attendees under /c, ticks one as attended and downloads the CSV.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BookingDto, BookingSeatDto } from '@coachwork/contracts';
import { eventually } from '@coachwork/test-support';
import {
  launchChromium,
  publicCatalogue,
  ROOT,
  startProduct,
  type CatalogueRow,
  type RunningProduct,
} from './support/product';

jest.setTimeout(180_000);

const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');
const INVITEE = 'linus.invitee@example.org';
const REVOKED = 'mia.revoked@example.org';
const ADDRESS = { addressLine1: 'Friedrichstraße 10', city: 'Berlin', state: 'Berlin', zip: '10117', country: 'DE' };


let product: RunningProduct;
let base: string;
let browser: Browser;
let bookerContext: BrowserContext;
let admin: Page;
let free: CatalogueRow;
let kept: BookingDto;
let other: BookingDto;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  product = await startProduct();
  base = product.base;
  browser = await launchChromium();
  bookerContext = await browser.newContext();
  // Reduced motion: antd's dialogs and pop-confirms open without their zoom (see the workshops story).
  const adminContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  });
  admin = await adminContext.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** A /v1 call with a browser context's cookies (its session and CSRF token), as the pages make them. */
async function api<T = unknown>(context: BrowserContext, method: string, route: string, data?: unknown) {
  const xsrf = async () => (await context.cookies(base)).find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (method !== 'GET' && !(await xsrf())) await context.request.get(`${base}/v1/csrf-cookie`);
  const token = await xsrf();
  const res = await context.request.fetch(`${base}/v1${route}`, {
    method,
    data,
    headers: token ? { 'X-XSRF-TOKEN': decodeURIComponent(token) } : {},
  });
  const text = await res.text();
  return { status: res.status(), body: (text ? JSON.parse(text) : null) as T };
}

async function signInConsole(page: Page, email: string) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Password123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
}

const bookingRow = (page: Page, id: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: `Booking ${id}` }) });

describe('bookings in the console and the coach area, end to end', () => {
  it('has the demo booker book the free demo schedule twice through the API', async () => {
    const login = await api(bookerContext, 'POST', '/auth/login', { email: 'booker@example.com', password: 'Password123' });
    expect(login.status).toBe(200);
    const bookerId = (login.body as { data: { id: string } }).data.id;
    const catalogue = await eventually(async () => {
      const rows = await publicCatalogue(base);
      return rows.find((s) => !s.price && (s.seatsLeft ?? 0) >= 4 && s.coach?.username === 'coach');
    }, 30_000);
    free = catalogue!;

    // Bookings learns of the schedule from workshops' events: until its copy arrives the schedule is unknown (422).
    const book = (seats: number, notes: string) =>
      eventually(async () => {
        const res = await api<{ data: BookingDto }>(bookerContext, 'POST', '/bookings', {
          userId: bookerId,
          workshopScheduleId: free.id,
          seats,
          address: ADDRESS,
          notes,
        });
        if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${JSON.stringify(res.body)}`);
        return res.body.data;
      }, 20_000);
    kept = await book(3, 'Three of us, two to be invited.');
    other = await book(1, 'Just me.');
    // Free: confirmed at once.
    expect([kept.status, other.status]).toEqual(['CONFIRMED', 'CONFIRMED']);

    for (const [email, position] of [[INVITEE, 2], [REVOKED, 3]] as const) {
      const invite = await api<{ data: BookingSeatDto }>(bookerContext, 'POST', '/booking-seats', { bookingId: kept.id, email });
      expect([invite.status, invite.body.data.position]).toEqual([201, position]);
    }
  });

  it('lists them in /admin/bookings; one opens with its overview and its seats', async () => {
    await signInConsole(admin, 'admin@example.com');
    await admin.goto(`${base}/admin/bookings`);
    await admin.getByText('Every booking of every schedule', { exact: false }).waitFor();
    const row = bookingRow(admin, kept.id);
    await row.getByText('Confirmed').waitFor();
    await row.getByText(free.workshop.title).waitFor();
    await row.getByText('Ben Booker', { exact: true }).waitFor();
    await bookingRow(admin, other.id).waitFor();
    await admin.screenshot({ path: path.join(ARTIFACTS, 'console-bookings-1280x900.png') });

    await row.getByRole('link', { name: `Booking ${kept.id}` }).click();
    await admin.waitForURL(new RegExp(`/admin/bookings/${kept.id}$`));
    await admin.getByRole('heading', { name: 'Booking', exact: true }).waitFor();
    await admin.getByText(kept.id, { exact: true }).waitFor();
    await admin.getByText('Three of us, two to be invited.').waitFor();
    expect(await admin.title()).toMatch(/^Booking \| Coachwork/);

    await admin.getByRole('tab', { name: 'Seats' }).click();
    await admin.waitForURL(new RegExp(`/admin/bookings/${kept.id}/seats$`));
    await admin.getByRole('heading', { name: 'Booking Seats', exact: true }).waitFor();
    const seats = admin.locator('.ant-table-tbody');
    const bookerSeat = seats.getByRole('row').filter({ hasText: 'booker' });
    await bookerSeat.getByText('Accepted').waitFor();
    const invited = seats.getByRole('row').filter({ hasText: INVITEE });
    await invited.getByText('Pending').waitFor();
    // The super-admin withdraws the other invitation (asked first): the seat is open again.
    const revoked = seats.getByRole('row').filter({ hasText: REVOKED });
    await revoked.getByRole('button', { name: 'Revoke' }).click();
    await admin.locator('.ant-popover:visible').getByRole('button', { name: 'Revoke' }).click();
    await admin.getByText('Invitation revoked').waitFor();
    await seats.getByRole('row').filter({ hasText: 'Open seat' }).waitFor();
    expect(await seats.getByText(REVOKED).count()).toBe(0);
    await admin.screenshot({ path: path.join(ARTIFACTS, 'console-booking-seats-1280x900.png') });

    await admin.getByRole('tab', { name: 'Payments' }).click();
    await admin.getByText('No payments yet').waitFor();
  });

  it('cancels the other booking with a reason, asked first', async () => {
    await admin.goto(`${base}/admin/bookings`);
    const row = bookingRow(admin, other.id);
    await row.getByRole('button', { name: 'Cancel' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Cancel this booking?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.getByText('Cancellation reason is required').waitFor();
    await dialog.getByLabel('Reason').fill('Booked twice by mistake');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await admin.getByText('Booking cancelled').waitFor();
    await row.getByText('Cancelled').waitFor();

    // The booker sees why, and the seat is back on sale.
    const mine = await api<{ data: BookingDto }>(bookerContext, 'GET', `/bookings/${other.id}`);
    expect([mine.body.data.status, mine.body.data.cancellationReason]).toEqual(['CANCELLED', 'Booked twice by mistake']);
  });

  it('shows the schedule’s bookings count on the schedules page, linking to its bookings', async () => {
    await admin.goto(`${base}/admin/workshop-schedules`);
    const row = admin.getByRole('row').filter({ hasText: free.workshop.title });
    const count = row.getByRole('link', { name: '2 bookings of this schedule' });
    await count.click();
    await admin.waitForURL((url) => url.pathname === '/admin/bookings' && url.searchParams.get('workshopScheduleId') === free.id);
    await bookingRow(admin, kept.id).waitFor();
    await bookingRow(admin, other.id).waitFor();
  });

  it('shows the coach the attendees under /c; ticking one attended is saved, and the CSV has it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Email').fill('coach@example.com');
    await page.getByLabel('Password').fill('Password123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/c');
    await page.goto(`${base}/c/schedules/${free.id}`);
    const attendees = page.getByRole('region', { name: 'Attendees' });
    const booking = attendees.getByLabel('Booking by Ben Booker');
    await booking.getByText(INVITEE, { exact: true }).waitFor();
    await booking.getByText('Invited').waitFor();
    // The cancelled booking's seat is not an attendee.
    await attendees.getByText('1 of 3 seats taken · 0 attended').waitFor();
    await booking.getByText('Open seat').waitFor();

    const attended = booking.getByRole('switch', { name: 'Attended: Ben Booker' });
    await attended.check();
    await booking.getByText('Attendance saved').waitFor();
    await booking.getByLabel('Attendance notes for Ben Booker').fill('Arrived early');
    await booking.getByRole('button', { name: 'Save notes for Ben Booker' }).click();
    await booking.getByText('Notes saved').waitFor();
    await page.reload();
    await page.getByRole('switch', { name: 'Attended: Ben Booker' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Attended: Ben Booker' }).isChecked()).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'coach-attendees-1280x800.png'), fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('Download CSV').click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]!.toLowerCase()).toMatch(/booking.*seat.*name.*email.*invitation status.*attended.*attendance notes/);
    const bookerLine = lines.find((l) => l.includes('booker@example.com'));
    expect(bookerLine).toContain('Arrived early');
    expect(bookerLine).toMatch(/true|yes/i);
    expect(csv).toContain(INVITEE);
    expect(csv).not.toContain(other.id);
    await context.close();
  });
});
