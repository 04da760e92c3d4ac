// Issue 30, the back office for everyone: axe-core, run in the page, on every console
// page and dialog, each in light and in dark mode, against WCAG 2.1 A and AA: no serious or critical
// violation. One signed-in super-admin page walks them; the colour mode follows the system (auto), so
// each page is checked once per emulated scheme without reloading it (support/console-axe.ts).
import path from 'node:path';
import { checkBothModes, lightScheme, settle } from './support/axe';
import { ROOT } from './support/product';
import { checkPages, consoleUnderAxe, openDialog, under } from './support/console-axe';

// Each page is checked twice (light and dark); a busy machine takes seconds per check.
jest.setTimeout(600_000);

const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');

describe('axe finds no serious or critical violation in the console, light and dark', () => {
  consoleUnderAxe();

  it('on the dashboard and every section page', async () => {
    const { base, admin, ids } = under;
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
    await lightScheme(admin);
    await admin.goto(`${base}/admin/`);
    await settle(admin);
    await admin.screenshot({ path: path.join(ARTIFACTS, 'a11y-console-dashboard-light.png') });
    expect(found).toEqual({});
  });

  it('on a user, a role, a tenant and a voucher, with their tabs', async () => {
    const { ids } = under;
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
    const { booking, ids } = under;
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
    const { ids } = under;
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
    const { base, admin, ids } = under;
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
    const { base, admin, booking } = under;
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
