// The console's accessibility stories' setup (console-accessibility.test.ts): one product, one signed-in
// super-admin page, a booking of the demo booker, and the ids of a user, coach, role, tenant, voucher and
// workshop to visit.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { BookingDto } from '@coachwork/contracts';
import { eventually } from '@coachwork/test-support';
import { checkBothModes, settle } from './axe';
import { api, signIn } from './browser';
import { launchChromium, publicCatalogue, ROOT, startProduct, type RunningProduct } from './product';

const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');
const ADDRESS = {
  addressLine1: 'Friedrichstraße 10',
  city: 'Berlin',
  state: 'Berlin',
  zip: '10117',
  country: 'DE',
};

let product: RunningProduct;
let base: string;
let browser: Browser;
let context: BrowserContext;
let admin: Page;
let booking: BookingDto;
const ids = { user: '', coach: '', role: '', tenant: '', tenantSlug: '', voucher: '', workshop: '' };

/** What the stories visit, filled in before the first story. */
export const under = {} as { base: string; admin: Page; booking: BookingDto; ids: typeof ids };

/** Starts the product and signs the super-admin in before a file's stories; stops it after. */
export function consoleUnderAxe() {
  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    product = await startProduct();
    base = product.base;
    browser = await launchChromium();

    // A booking for the booking pages: the demo booker takes a seat of a free demo schedule.
    const bookerContext = await browser.newContext();
    const login = await api(bookerContext, base, 'POST', '/auth/login', {
      email: 'booker@example.com',
      password: 'Password123',
    });
    const free = (await publicCatalogue(base)).find((s) => !s.price && (s.seatsLeft ?? 0) >= 2)!;
    booking = (await eventually(async () => {
      const res = await api(bookerContext, base, 'POST', '/bookings', {
        userId: login.body.data.id,
        workshopScheduleId: free.id,
        seats: 2,
        address: ADDRESS,
      });
      if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.data as BookingDto;
    }, 20_000))!;
    await bookerContext.close();

    // Reduced motion: antd's dialogs open without their zoom, so axe never reads a half-faded colour.
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'UTC',
      reducedMotion: 'reduce',
    });
    admin = await context.newPage();
    await signIn(admin, `${base}/admin/login`, 'admin@example.com');
    await admin.waitForURL(
      (url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'),
    );
    const first = async (route: string, pick: (row: Record<string, unknown>) => boolean = () => true) => {
      const res = await api(context, base, 'GET', route);
      const row = (res.body.data as Record<string, unknown>[]).find(pick);
      if (!row) throw new Error(`nothing listed at ${route}`);
      return row;
    };
    ids.user = (await first('/users?search=booker%40example.com')).id as string;
    ids.coach = (await first('/users?search=coach%40example.com')).id as string;
    ids.role = (await first('/roles')).id as string;
    const tenant = await first('/tenants');
    ids.tenant = tenant.id as string;
    ids.tenantSlug = tenant.slug as string;
    ids.workshop = (await first('/workshops')).id as string;
    const voucher = await api(context, base, 'POST', '/vouchers', {
      code: 'AXE10',
      data: { discountType: 'percentage', discountValue: 10 },
    });
    ids.voucher =
      voucher.status === 201 ? (voucher.body.data.id as string) : ((await first('/vouchers')).id as string);
    Object.assign(under, { base, admin, booking, ids });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
}

/** Opens each page and checks it in both modes; returns the violations by page and mode. */
export async function checkPages(pages: { name: string; path: string; ready?: (page: Page) => Locator }[]) {
  const found: Record<string, string[]> = {};
  for (const p of pages) {
    await admin.goto(`${base}/admin${p.path}`);
    await settle(admin);
    if (p.ready) await p.ready(admin).waitFor();
    await checkBothModes(admin, p.name, found);
  }
  return found;
}

/** Clicks `opener` until a dialog shows (a click during the remote's first render can be lost). */
export async function openDialog(page: Page, opener: Locator): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  for (let attempt = 0; attempt < 3 && !(await dialog.isVisible()); attempt++) {
    await opener.click();
    await dialog.waitFor({ timeout: 5000 }).catch(() => undefined);
  }
  await dialog.waitFor();
  await settle(page);
  return dialog;
}
