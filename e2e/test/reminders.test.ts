// Issue 27 item 2 against the built product: an admin schedules the demo's Berlin masterclass (hybrid,
// with its venue and meeting link) to start in three hours, the demo booker books a seat and pays with
// 4242, and within a sweep or two the mail folder holds the booker's reminder: the start in the
// schedule's zone, named, the meeting link, the venue with its map link, and a calendar file that
// names only the booker.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { BrowserContext, Browser } from 'playwright-core';
import type { BookingDto } from '@coachwork/contracts';
import { eventually } from '@coachwork/test-support';
import { api as callApi } from './support/browser';
import { launchChromium, startProduct, type RunningProduct } from './support/product';

jest.setTimeout(180_000);

const ADDRESS = {
  addressLine1: 'Friedrichstraße 10',
  city: 'Berlin',
  state: 'Berlin',
  zip: '10117',
  country: 'DE',
};

let dataDir: string;
let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachwork-e2e-reminders-'));
  product = await startProduct({ DATA_DIR: dataDir });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const api = <T = unknown>(context: BrowserContext, method: string, route: string, data?: unknown) =>
  callApi(context, product.base, method, route, data) as Promise<{ status: number; body: T }>;

/** Every demo mail copy to `address` whose subject matches. */
async function mailsTo(address: string, subject: RegExp): Promise<ParsedMail[]> {
  const dir = path.join(dataDir, 'mail');
  const found: ParsedMail[] = [];
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
    const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
    const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
    if (to.includes(address) && subject.test(mail.subject ?? '')) found.push(mail);
  }
  return found;
}

async function signedIn(email: string) {
  const context = await browser.newContext();
  const login = await api<{ data: { id: string } }>(context, 'POST', '/auth/login', {
    email,
    password: 'Password123',
  });
  expect(login.status).toBe(200);
  return { context, id: login.body.data.id };
}

describe('reminders', () => {
  it('the mail folder holds the booker’s reminder, with the room, the venue and an .ics naming only them', async () => {
    const admin = await signedIn('admin@example.com');
    const coach = await signedIn('coach@example.com');
    const booker = await signedIn('booker@example.com');
    const workshops = await api<{ data: { id: string; title: string }[] }>(
      admin.context,
      'GET',
      '/workshops?filter[slug]=facilitation-masterclass-berlin',
    );
    const workshop = workshops.body.data[0]!;
    const start = new Date(Date.now() + 3 * 3_600_000);
    start.setUTCSeconds(0, 0);
    const created = await api<{ data: { id: string } }>(admin.context, 'POST', '/workshop-schedules', {
      workshopId: workshop.id,
      coachId: coach.id,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      timezone: 'Europe/Berlin',
      country: 'DE',
      status: 'PUBLISHED',
      visibility: 'PUBLIC',
      mode: 'HYBRID',
      capacity: 10,
      venueName: 'Kulturbrauerei',
      venueAddress: 'Schönhauser Allee 36',
      venueCity: 'Berlin',
      meetingUrl: 'https://meet.example.com/masterclass',
    });
    expect(created.status).toBe(201);

    const booking = await eventually(async () => {
      const res = await api<{ data: BookingDto }>(booker.context, 'POST', '/bookings', {
        userId: booker.id,
        workshopScheduleId: created.body.data.id,
        seats: 1,
        address: ADDRESS,
      });
      if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.data;
    }, 20_000);
    const intent = await api<{ data: { paymentIntentId: string; clientSecret: string } }>(
      booker.context,
      'POST',
      `/payments/bookings/${booking!.id}/payment-intent`,
    );
    const card = await api<{ data: { id: string } }>(
      booker.context,
      'POST',
      '/public/payments/sandbox/payment-methods',
      {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2031,
        cvc: '123',
      },
    );
    await api(
      booker.context,
      'POST',
      `/public/payments/sandbox/payment-intents/${intent.body.data.paymentIntentId}/confirm`,
      {
        clientSecret: intent.body.data.clientSecret,
        paymentMethodId: card.body.data.id,
      },
    );
    const fin = await api<{ data: BookingDto }>(
      booker.context,
      'POST',
      `/payments/bookings/${booking!.id}/finalize`,
      {
        paymentIntentId: intent.body.data.paymentIntentId,
      },
    );
    expect(fin.body.data.status).toBe('CONFIRMED');

    // Three hours before the start the 24 h reminder is due: the sweeper (every 15 s) claims it.
    const subject = new RegExp(`^Reminder: ${workshop.title.replace(/[()]/g, '\\$&')} is coming up$`);
    const [mail] = await eventually(async () => {
      const found = await mailsTo('booker@example.com', subject);
      if (!found.length) throw new Error('no reminder yet');
      return found;
    }, 60_000);
    const text = mail!.text ?? '';
    expect(text).toMatch(/^Hello Ben,/);
    expect(text).toContain('(Europe/Berlin)');
    expect(text).toContain('Join online: https://meet.example.com/masterclass');
    expect(text).toContain('Where: Kulturbrauerei, Schönhauser Allee 36, Berlin, DE');
    expect(text).toContain('https://www.openstreetmap.org/search?query=');
    const ics = mail!.attachments
      .find((a) => a.contentType.startsWith('text/calendar'))!
      .content.toString('utf8');
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('mailto:booker@example.com');
    expect(unfolded.match(/^ATTENDEE/gm)).toHaveLength(1);
    expect(unfolded).not.toContain('coach@example.com');

    for (const c of [admin, coach, booker]) await c.context.close();
  });
});
