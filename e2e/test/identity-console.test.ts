// The console's users and roles screens in a real Chromium against the real product.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { eventually } from '@coachwork/test-support';
import { launchChromium, ROOT, startProduct, type RunningProduct } from './support/product';

jest.setTimeout(90_000);

const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');

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

async function signedInAdmin(): Promise<Page> {
  // Reduced motion: pop-confirms and dialogs open without antd's zoom, which could stall in headless Chromium.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  await page.goto(`${base}/admin/users`);
  await page.waitForURL(/\/admin\/login\?redirect=/);
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('Password123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/users');
  return page;
}

/** A call to the API with the page's session cookie, as the console makes it. */
function api<T>(page: Page, url: string): Promise<{ status: number; body: T }> {
  return page.evaluate(async (u) => {
    const res = await fetch(u, { headers: { accept: 'application/json' } });
    return { status: res.status, body: await res.json() };
  }, url);
}

describe('console: users', () => {
  it('finds the demo booker, gives them the coach role, and the change holds after a reload and in the API', async () => {
    const page = await signedInAdmin();
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    expect(await page.title()).toMatch(/^Users \| Coachwork/);
    await page.getByRole('cell', { name: /admin@example\.com/ }).waitFor();

    // Ctrl+/ puts the cursor in the table's search box, not the header's.
    await page.keyboard.press('Control+/');
    await eventually(
      async () =>
        (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === 'Search users',
      5000,
    );
    await page.keyboard.type('booker');
    await page.getByRole('cell', { name: /booker@example\.com/ }).waitFor();
    await page.getByRole('cell', { name: /admin@example\.com/ }).waitFor({ state: 'detached' });
    await page.screenshot({ path: path.join(ARTIFACTS, 'users-1280x800.png') });

    await page.getByRole('link', { name: 'booker', exact: true }).click();
    await page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: 'User', exact: true }).waitFor();
    await page.getByText('None (booker)').waitFor();

    await page.getByRole('tab', { name: 'Edit' }).click();
    await page.waitForURL(new RegExp(`/admin/users/${id}/edit$`));
    await page.getByRole('heading', { name: 'Edit User', exact: true }).waitFor();
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);

    // A bad username comes back from the server (or the shared schema) on its field.
    await page.getByLabel('Username').fill('ab');
    await save.click();
    await page.getByText('Username must be at least 4 characters').waitFor();
    await page.getByLabel('Username').fill('booker');

    await page.getByLabel('Roles').click();
    await page.keyboard.type('coach');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await save.click();
    await page.getByText('User saved').first().waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Edit User', exact: true }).waitFor();
    await page.locator('.ant-select-selection-item[title="coach"]').waitFor();

    const { status, body } = await api<{
      data: { roles: string[]; email: string; emailVerifiedAt: string | null };
    }>(page, `/v1/users/${id}`);
    expect(status).toBe(200);
    expect(body.data.roles).toEqual(['coach']);
    // Only the roles were sent: the address and its verification are untouched.
    expect(body.data.email).toBe('booker@example.com');

    // The list filter by role now finds them.
    await page.goto(`${base}/admin/users`);
    await page.getByRole('combobox', { name: 'Filter by role' }).click();
    await page.keyboard.type('coach');
    await page.keyboard.press('Enter');
    await page.getByRole('cell', { name: /booker@example\.com/ }).waitFor();
    await page.getByRole('cell', { name: /admin@example\.com/ }).waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('console: coach applications', () => {
  it('rejects an application with a reason, then approves it, which grants the coach role', async () => {
    const page = await signedInAdmin();
    // An applicant with a pending coach profile, made through the API as the console would.
    const created = await page.evaluate(async () => {
      await fetch('/v1/csrf-cookie');
      const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const res = await fetch('/v1/users', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'X-XSRF-TOKEN': token },
        body: JSON.stringify({
          email: 'paula.pending@example.com',
          username: 'paula',
          password: 'Password123',
          profile: { firstName: 'Paula', lastName: 'Pending' },
          coachProfile: {
            businessName: 'Paula Coaching',
            bio: 'I help teams give feedback.',
            specializations: ['Feedback'],
          },
        }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;

    await page.goto(`${base}/admin/users/${id}/coach-profile`);
    await page.getByRole('heading', { name: 'Coach Profile', exact: true }).waitFor();
    await page.getByText('Paula Coaching').waitFor();
    await page.getByText('Waiting for a decision. Approving grants the coach role.').waitFor();

    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this coach application?' });
    await dialog.getByLabel('Reason').fill('Please add your certifications.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Coach application rejected').first().waitFor();
    await page.getByText('Reason: Please add your certifications.').waitFor();

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Coach approved').first().waitFor();
    await page.getByText('Approved: paula holds the coach role.').waitFor();
    const user = await api<{ data: { roles: string[]; coachProfile: { approvalStatus: string } } }>(
      page,
      `/v1/users/${id}`,
    );
    expect(user.body.data.roles).toContain('coach');
    expect(user.body.data.coachProfile.approvalStatus).toBe('APPROVED');
    await page.context().close();
  });
});

describe('console: trash', () => {
  it('deletes a user after confirmation and restores them from the trash', async () => {
    const page = await signedInAdmin();
    await page.getByLabel('Search users').fill('paula');
    const row = page.getByRole('row', { name: /paula\.pending@example\.com/ });
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('User deleted').first().waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByText('No results.').waitFor();

    await page.getByText('Trash', { exact: true }).click();
    await row.getByRole('button', { name: 'Restore' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Restore' }).click();
    await page.getByText('User restored').first().waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByText('All users', { exact: true }).click();
    await row.waitFor();
    await page.context().close();
  });
});

describe('console: roles', () => {
  it('creates a role with two permissions, edits it, and refuses to delete it while someone holds it', async () => {
    const page = await signedInAdmin();
    await page.goto(`${base}/admin/roles`);
    await page.getByRole('heading', { name: 'Roles', exact: true }).waitFor();
    await page.getByRole('link', { name: 'super-admin' }).waitFor();
    await page.getByRole('button', { name: /New role/ }).click();
    await page.waitForURL(/\/admin\/roles\/create$/);
    await page.getByRole('heading', { name: 'Create Role', exact: true }).waitFor();

    // A taken name is the server's 422 on the field.
    await page.getByLabel('Name').fill('coach');
    await page.getByRole('checkbox', { name: 'users.view' }).check();
    await page.getByRole('checkbox', { name: 'bookings.view' }).check();
    await page.getByRole('button', { name: 'Create role' }).click();
    await page
      .getByRole('form', { name: 'Create role' })
      .getByText('The role name has already been taken.')
      .waitFor();

    await page.getByLabel('Name').fill('support-agent');
    await page.getByLabel('Description').fill('Answers questions about bookings');
    await page.getByRole('button', { name: 'Create role' }).click();
    await page.waitForURL(/\/admin\/roles\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: 'Role', exact: true }).waitFor();
    await page.getByText('Permissions (2)').waitFor();
    let role = await api<{ data: { name: string; permissions: string[] } }>(page, `/v1/roles/${id}`);
    expect(role.body.data.name).toBe('support-agent');
    expect([...role.body.data.permissions].sort()).toEqual(['bookings.view', 'users.view']);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(new RegExp(`/admin/roles/${id}/edit$`));
    await page.getByRole('heading', { name: 'Edit Role', exact: true }).waitFor();
    // 'All of booking seats' adds all five; unticking bookings.view leaves users.view and the seats.
    await page.getByRole('checkbox', { name: 'All of booking seats' }).check();
    await page.getByRole('checkbox', { name: 'bookings.view' }).uncheck();
    await page.screenshot({ path: path.join(ARTIFACTS, 'role-edit-1280x800.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/admin/roles/${id}$`));
    await page.getByText('Permissions (6)').waitFor();
    role = await api(page, `/v1/roles/${id}`);
    expect([...role.body.data.permissions].sort()).toEqual([
      'booking-seats.create',
      'booking-seats.delete',
      'booking-seats.restore',
      'booking-seats.update',
      'booking-seats.view',
      'users.view',
    ]);

    // Held by the booker, the role cannot go: the server's reason is shown.
    const found = await api<{ data: { id: string; email: string }[] }>(page, '/v1/users?search=booker');
    const bookerUser = found.body.data.find((u) => u.email === 'booker@example.com')!;
    await page.goto(`${base}/admin/users/${bookerUser.id}/edit`);
    await page.getByLabel('Roles').click();
    await page.keyboard.type('support-agent');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User saved').first().waitFor();

    await page.goto(`${base}/admin/roles/${id}`);
    await page.getByRole('link', { name: '1 user' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(/held by 1 user/).waitFor();
    expect((await api(page, `/v1/roles/${id}`)).status).toBe(200);
    await page.context().close();
  });

  it('logged no uncaught errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
