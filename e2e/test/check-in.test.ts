// Issue 27 item 4 in a real Chromium against the built product: the demo booker takes two seats of the
// free Feedback Taster and opens the first seat's ticket on a 375 px phone (the workshop, the holder's
// name, the QR). The demo coach opens the schedule's check-in page on her phone and checks that ticket
// in by its code typed into the page; a second check-in of it says who checked it in and when. Then the
// second seat's ticket is scanned through the page's camera: Chromium's fake camera plays a video of
// that ticket's QR code (a Y4M file written from the code), and jsQR on the page reads it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BookingDto, TicketDto } from '@coachwork/contracts';
import { api as callApi, signIn } from './support/browser';
import { launchChromium, publicCatalogue, startProduct, type RunningProduct } from './support/product';

jest.setTimeout(240_000);

const ADDRESS = { addressLine1: 'Friedrichstraße 10', city: 'Berlin', state: 'Berlin', zip: '10117', country: 'DE' };
const PHONE = { width: 375, height: 812 };

let dataDir: string;
let product: RunningProduct;
let base: string;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachwork-e2e-check-in-'));
  product = await startProduct({ DATA_DIR: dataDir });
  base = product.base;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const api = <T = unknown>(context: BrowserContext, method: string, route: string, data?: unknown) =>
  callApi(context, base, method, route, data) as Promise<{ status: number; body: T }>;

async function phonePage(b: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await b.newContext({ viewport: PHONE, timezoneId: 'Europe/Amsterdam', reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  return { context, page };
}

/**
 * A Y4M video (what Chromium's fake camera plays) of `text`'s QR code, black on white in the middle of
 * a 640×480 frame: the luma plane is the picture, the chroma planes neutral grey.
 */
function qrVideo(text: string, file: string): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const width = 640;
  const height = 480;
  const size = qr.modules.size;
  const scale = Math.floor(400 / (size + 8));
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++)
      if (qr.modules.get(row, col))
        for (let y = 0; y < scale; y++)
          luma.fill(0, (top + row * scale + y) * width + left + col * scale, (top + row * scale + y) * width + left + (col + 1) * scale);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]),
  );
}

let scheduleId: string;
let seatIds: string[];
let bookerContext: BrowserContext;

describe('tickets and check-in', () => {
  it("shows the booker's ticket on the phone, the coach checks it in by its code, and a second check-in says who and when", async () => {
    const taster = (await publicCatalogue(base)).find((s) => s.price === 0 && s.workshop.title === 'Feedback Taster (Free)')!;
    expect(taster).toBeDefined();
    scheduleId = taster.id;

    const booker = await phonePage(browser);
    bookerContext = booker.context;
    const login = await api<{ data: { id: string } }>(booker.context, 'POST', '/auth/login', {
      email: 'booker@example.com',
      password: 'Password123',
    });
    expect(login.status).toBe(200);
    const booked = await api<{ data: BookingDto }>(booker.context, 'POST', '/bookings', {
      userId: login.body.data.id,
      workshopScheduleId: scheduleId,
      seats: 2,
      address: ADDRESS,
    });
    expect([booked.status, booked.body.data.status]).toEqual([201, 'CONFIRMED']);
    const seats = await api<{ data: { id: string }[] }>(
      booker.context,
      'GET',
      `/booking-seats?filter[bookingId]=${booked.body.data.id}&sort=position`,
    );
    seatIds = seats.body.data.map((s) => s.id);

    // The booker area links each seat's ticket; the ticket fills the phone's width.
    await booker.page.goto(`${base}/b`);
    await booker.page
      .locator('.sf-booking', { hasText: 'Feedback Taster (Free)' })
      .getByRole('link', { name: 'Ticket for seat 1' })
      .click();
    await booker.page.waitForURL((url) => url.pathname.startsWith('/b/tickets/'));
    const seatId = new URL(booker.page.url()).pathname.split('/').pop()!;
    expect(seatIds).toContain(seatId);
    await booker.page.getByRole('heading', { name: 'Feedback Taster (Free)' }).waitFor();
    await booker.page.getByLabel('Seat holder').getByText('Ben Booker').waitFor();
    const qr = booker.page.getByRole('img', { name: 'QR code of the ticket for Ben Booker' });
    await qr.waitFor();
    const box = (await qr.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(280);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await booker.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const code = (await booker.page.locator('[data-ticket-code]').textContent())!.trim();
    expect(code).toMatch(/^CW1\./);

    // The coach at the door, on her phone.
    const coach = await phonePage(browser);
    await signIn(coach.page, `${base}/login`, 'coach@example.com');
    await coach.page.waitForURL((url) => url.pathname === '/c');
    await coach.page.goto(`${base}/c/schedules/${scheduleId}/check-in`);
    await coach.page.getByRole('heading', { name: 'Check-in: Feedback Taster (Free)' }).waitFor();
    const result = coach.page.locator('[data-check-in-result]');
    await coach.page.getByLabel('Ticket code').fill(code);
    await coach.page.getByRole('button', { name: 'Check in', exact: true }).click();
    await result.getByText('Checked in: Ben Booker').waitFor();
    const holder = coach.page.locator(`[data-seat-id="${seatId}"]`);
    await holder.getByText(/^Checked in \d\d:\d\d by Cora Coach$/).waitFor();

    await coach.page.getByLabel('Ticket code').fill(code);
    await coach.page.getByRole('button', { name: 'Check in', exact: true }).click();
    await result.getByText(/^Ben Booker: Already checked in by Cora Coach at \d\d:\d\d$/).waitFor();

    // The booker's ticket now says so.
    await booker.page.reload();
    await booker.page.getByText(/^Checked in /).waitFor();
    await coach.context.close();
    expect(pageErrors).toEqual([]);
  });

  it("checks the second seat's ticket in through the page's camera", async () => {
    const ticket = await api<{ data: TicketDto }>(bookerContext, 'GET', `/booking-seats/${seatIds[1]}/ticket`);
    expect(ticket.status).toBe(200);
    const video = path.join(dataDir, 'ticket-qr.y4m');
    qrVideo(ticket.body.data.code, video);
    const cameraBrowser = await launchChromium([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const coach = await phonePage(cameraBrowser);
      await coach.context.grantPermissions(['camera'], { origin: base });
      await signIn(coach.page, `${base}/login`, 'coach@example.com');
      await coach.page.waitForURL((url) => url.pathname === '/c');
      await coach.page.goto(`${base}/c/schedules/${scheduleId}/check-in`);
      await coach.page.getByRole('heading', { name: 'Check-in: Feedback Taster (Free)' }).waitFor();
      await coach.page.getByRole('button', { name: 'Scan with camera' }).click();
      await coach.page
        .locator('[data-check-in-result]')
        .getByText('Checked in: Guest of Ben Booker')
        .waitFor({ timeout: 30_000 });
      await coach.page.locator(`[data-seat-id="${seatIds[1]}"]`).getByText(/^Checked in \d\d:\d\d by Cora Coach$/).waitFor();
    } finally {
      await cameraBrowser.close();
    }
    expect(pageErrors).toEqual([]);
  });
});
