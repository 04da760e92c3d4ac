// Issue 30, the back office for everyone: axe-core (through @axe-core/playwright) on every console
// section page, the detail pages (a user, a booking, a workshop with each of their tabs), the create
// and edit forms, the settings dialog and the confirmation dialogs, each in light and in dark mode,
// against WCAG 2.1 A and AA: no serious or critical violation. One signed-in super-admin page walks
// them all; the colour mode follows the system (auto), so each page is checked once per emulated
// scheme without reloading it.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { BookingDto } from '@coachwork/contracts';
import { eventually } from '@coachwork/test-support';
import { checkBothModes, settle } from './support/axe';
import { api, signIn } from './support/browser';
import { launchChromium, publicCatalogue, ROOT, startProduct, type RunningProduct } from './support/product';

// Each page is checked twice (light and dark); a busy machine takes seconds per check.
jest.setTimeout(600_000);

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
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Opens each page and checks it in both modes; returns the violations by page and mode. */
async function checkPages(pages: { name: string; path: string; ready?: (page: Page) => Locator }[]) {
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
async function openDialog(page: Page, opener: Locator): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  for (let attempt = 0; attempt < 3 && !(await dialog.isVisible()); attempt++) {
    await opener.click();
    await dialog.waitFor({ timeout: 5000 }).catch(() => undefined);
  }
  await dialog.waitFor();
  await settle(page);
  return dialog;
}

describe('axe finds no serious or critical violation in the console, light and dark', () => {
  it('on the dashboard and every section page', async () => {
    const found = await checkPages([
      {
        name: 'dashboard',
        path: '/',
        ready: (p) => p.getByText('Net revenue and bookings by day', { exact: true }),
      },
      { name: 'roles', path: '/roles' },
      { name: 'users', path: '/users' },
      { name: 'tenants', path: '/tenants' },
      { name: 'job-postings', path: `/t/${ids.tenantSlug}/job-postings` },
      { name: 'bookings', path: '/bookings' },
      { name: 'vouchers', path: '/vouchers' },
      { name: 'workshops', path: '/workshops' },
      { name: 'workshop-schedules', path: '/workshop-schedules' },
      { name: 'workshop-templates', path: '/workshop-templates' },
    ]);
    await admin.goto(`${base}/admin/`);
    await settle(admin);
    await admin.screenshot({ path: path.join(ARTIFACTS, 'a11y-console-dashboard-light.png') });
    expect(found).toEqual({});
  });

  it('on a user, a role, a tenant and a voucher, with their tabs', async () => {
    const found = await checkPages([
      { name: 'user', path: `/users/${ids.user}` },
      { name: 'user-payouts', path: `/users/${ids.coach}/payouts` },
      { name: 'user-workshops', path: `/users/${ids.coach}/workshops` },
      { name: 'user-coach-profile', path: `/users/${ids.coach}/coach-profile` },
      { name: 'role', path: `/roles/${ids.role}` },
      { name: 'tenant', path: `/tenants/${ids.tenant}` },
      { name: 'tenant-members', path: `/tenants/${ids.tenant}/members` },
      { name: 'tenant-job-postings', path: `/tenants/${ids.tenant}/job-postings` },
      { name: 'voucher', path: `/vouchers/${ids.voucher}` },
    ]);
    expect(found).toEqual({});
  });

  it('on a booking and a workshop, with their tabs', async () => {
    const found = await checkPages([
      { name: 'booking', path: `/bookings/${booking.id}` },
      { name: 'booking-seats', path: `/bookings/${booking.id}/seats` },
      { name: 'booking-payments', path: `/bookings/${booking.id}/payments` },
      { name: 'workshop', path: `/workshops/${ids.workshop}` },
      { name: 'workshop-history', path: `/workshops/${ids.workshop}/history` },
      { name: 'workshop-payouts', path: `/workshops/${ids.workshop}/payouts` },
      { name: 'workshop-calendar', path: `/workshops/${ids.workshop}/calendar` },
      { name: 'workshop-invoices', path: `/workshops/${ids.workshop}/invoices` },
      { name: 'workshop-resources', path: `/workshops/${ids.workshop}/resources` },
    ]);
    expect(found).toEqual({});
  });

  it('on the create and edit pages', async () => {
    const found = await checkPages([
      { name: 'role-create', path: '/roles/create' },
      { name: 'role-edit', path: `/roles/${ids.role}/edit` },
      { name: 'user-edit', path: `/users/${ids.user}/edit` },
      { name: 'tenant-create', path: '/tenants/create' },
      { name: 'tenant-edit', path: `/tenants/${ids.tenant}/edit` },
      { name: 'job-posting-create', path: `/t/${ids.tenantSlug}/job-postings/create` },
      { name: 'voucher-create', path: '/vouchers/create' },
      { name: 'voucher-edit', path: `/vouchers/${ids.voucher}/edit` },
    ]);
    expect(found).toEqual({});
  });

  it('on the create and edit dialogs', async () => {
    const found: Record<string, string[]> = {};
    const dialogs = [
      { name: 'template-create', path: '/workshop-templates', opener: /New template/ },
      { name: 'workshop-create', path: '/workshops', opener: /New workshop/ },
      { name: 'schedule-create', path: `/workshops/${ids.workshop}`, opener: /New schedule/ },
      { name: 'resource-create', path: `/workshops/${ids.workshop}/resources`, opener: /New resource/ },
    ];
    for (const d of dialogs) {
      await admin.goto(`${base}/admin${d.path}`);
      await settle(admin);
      const dialog = await openDialog(admin, admin.getByRole('button', { name: d.opener }));
      await checkBothModes(admin, d.name, found);
      await admin.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    // An edit dialog from a list row.
    await admin.goto(`${base}/admin/workshop-schedules`);
    await settle(admin);
    const edit = await openDialog(admin, admin.getByRole('button', { name: 'Edit' }).first());
    await checkBothModes(admin, 'schedule-edit', found);
    await admin.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });
    expect(found).toEqual({});
  });

  it('on the settings dialog and the confirmation dialogs', async () => {
    const found: Record<string, string[]> = {};
    await admin.goto(`${base}/admin/`);
    await settle(admin);
    await admin
      .getByRole('button', { name: /Account menu|admin/i })
      .first()
      .click();
    await admin.getByRole('menuitem', { name: /Settings/ }).click();
    const settings = admin.getByRole('dialog');
    await settings.waitFor();
    await settle(admin);
    await checkBothModes(admin, 'settings', found);
    await admin.keyboard.press('Escape');
    await settings.waitFor({ state: 'hidden' });

    // The booking's cancel dialog (asks for a reason).
    await admin.goto(`${base}/admin/bookings`);
    await settle(admin);
    const row = admin
      .getByRole('row')
      .filter({ has: admin.getByRole('link', { name: `Booking ${booking.id}` }) });
    const cancel = await openDialog(admin, row.getByRole('button', { name: 'Cancel' }));
    await cancel.getByText('Cancel this booking?').waitFor();
    await checkBothModes(admin, 'booking-cancel', found);
    await admin.keyboard.press('Escape');
    await cancel.waitFor({ state: 'hidden' });

    // A delete pop-confirm on a list row.
    await admin.goto(`${base}/admin/vouchers`);
    await settle(admin);
    await admin
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click();
    await admin.locator('.ant-popconfirm:visible').waitFor();
    await checkBothModes(admin, 'voucher-delete', found);
    await admin.keyboard.press('Escape');
    expect(found).toEqual({});
  });
});
