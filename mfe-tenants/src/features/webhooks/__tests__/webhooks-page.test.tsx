// /webhooks against a stubbed /v1: the endpoints a user manages, one row each (URL, whose events, the
// events, a failure); the empty state says who may add one; a failed load says so and offers a retry.
import { screen, within } from '@testing-library/react';
import type { WebhookEndpointDto, WebhookEventTypesDto } from '@coachwork/contracts';
import { installDomShims } from '@coachwork/test-support/dom';
import { WebhooksPage } from '../components/webhooks-page';
import { renderAt, stubApi, type Reply } from './harness';

jest.setTimeout(60_000);
beforeAll(installDomShims);

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const endpoint = (over: Partial<WebhookEndpointDto> = {}): WebhookEndpointDto => ({
  id: '9a1b2c3d-0000-4000-8000-000000000001',
  tenantId: null,
  url: 'https://hooks.example.com/coachwork',
  description: 'Bookings into the CRM',
  events: ['booking.confirmed', 'booking.cancelled'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  secretHint: '…a1b2',
  createdAt: '2027-03-01T09:00:00.000Z',
  updatedAt: '2027-03-01T09:00:00.000Z',
  ...over,
});

const TYPES: WebhookEventTypesDto = { platform: ['booking.confirmed'], tenant: [], ownedTenantIds: [] };

function serve(endpoints: Reply, types: WebhookEventTypesDto = TYPES) {
  stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/webhooks/endpoints') return endpoints;
    if (method === 'GET' && path === '/webhooks/event-types') return { status: 200, body: { data: types } };
    return undefined;
  });
  cleanup = renderAt('/webhooks', '/webhooks', <WebhooksPage />);
}

describe('/webhooks', () => {
  it('lists each endpoint with whose events it gets, its events and a failure', async () => {
    serve({
      status: 200,
      body: {
        data: [
          endpoint(),
          endpoint({
            id: '9a1b2c3d-0000-4000-8000-000000000002',
            tenantId: '7e7e7e7e-0000-4000-8000-000000000001',
            url: 'https://tenant.example.com/hook',
            description: null,
            events: ['job-posting.published'],
            enabled: false,
            disabledReason: 'Failing for three days',
          }),
        ],
      },
    });
    await screen.findByRole('heading', { name: 'Webhooks' });
    const table = await screen.findByRole('table');
    const platform = (await within(table).findByText('https://hooks.example.com/coachwork')).closest('tr')!;
    expect(platform.textContent).toContain('Bookings into the CRM');
    expect(platform.textContent).toContain('Platform events');
    expect(platform.textContent).toContain('booking.confirmed');
    const toggle = within(platform).getByRole('switch', {
      name: 'Enabled: https://hooks.example.com/coachwork',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    const tenant = within(table).getByText('https://tenant.example.com/hook').closest('tr')!;
    expect(tenant.textContent).toContain('A tenant’s events');
    expect(tenant.textContent).toContain('Failing for three days');
    expect(within(tenant).getByRole('link', { name: 'Deliveries' }).getAttribute('href')).toBe(
      '/webhooks/9a1b2c3d-0000-4000-8000-000000000002',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add endpoint' }).disabled).toBe(false);
  });

  it('says who may add an endpoint when there are none', async () => {
    serve({ status: 200, body: { data: [] } }, { platform: [], tenant: [], ownedTenantIds: [] });
    await screen.findByText('No endpoints. Super-admins and tenant owners may add them.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add endpoint' }).disabled).toBe(true);
  });

  it('says the endpoints could not be loaded, with a retry', async () => {
    serve({ status: 500, body: { message: 'Something went wrong.' } });
    await screen.findByText('The webhook endpoints could not be loaded.');
    screen.getByRole('button', { name: 'Try again' });
  });
});
