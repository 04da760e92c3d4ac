// Issue 30, the back office for everyone: axe-core (through @axe-core/playwright) on every console
// page and dialog, each in light and in dark mode, against WCAG 2.1 A and AA: no serious or critical
// violation. One signed-in super-admin page walks them; the colour mode follows the system (auto), so
// each page is checked once per emulated scheme without reloading it (support/console-axe.ts).
// This file: the dashboard, every section page, and a user, role, tenant and voucher with their tabs.
import path from 'node:path';
import { settle } from './support/axe';
import { ROOT } from './support/product';
import { checkPages, consoleUnderAxe, under } from './support/console-axe';

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
});
