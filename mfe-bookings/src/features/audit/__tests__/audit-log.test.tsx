// The console's audit log against a stubbed /v1: entries newest first with who, for whom, the address
// and each changed field before → after; the object filter reaches the API; the export carries the
// filters in force.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AuditEntryDto } from '@coachwork/contracts';
import { installDomShims } from '@coachwork/test-support/dom';
import { list, renderAt, stubApi } from '../../bookings/__tests__/console-harness';
import { AuditLogPage } from '../components/audit-log-page';

jest.setTimeout(60_000);
beforeAll(installDomShims);

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const entry = (over: Partial<AuditEntryDto> = {}): AuditEntryDto => ({
  id: '7d0c1a2b-3333-4c4d-8e5f-000000000001',
  occurredAt: '2027-03-01T09:00:00.000Z',
  actorId: '1a2b3c4d-0000-4000-8000-00000000000a',
  actorName: 'Ada Admin',
  onBehalfOf: null,
  ip: '203.0.113.7',
  action: 'voucher.updated',
  objectType: 'voucher',
  objectId: '0b6f2d1e-2222-4a7c-8e1f-000000000001',
  before: { discountValue: 10 },
  after: { discountValue: 15 },
  ...over,
});

describe('/audit-log', () => {
  it('shows who changed what, from where, before and after, newest first', async () => {
    const api = stubApi((r) =>
      r.method === 'GET' && r.path === '/audit-log'
        ? list([
            entry(),
            entry({
              id: '7d0c1a2b-3333-4c4d-8e5f-000000000002',
              action: 'refund.issued',
              objectType: 'refund',
              onBehalfOf: '5e6f7a8b-0000-4000-8000-00000000000b',
              before: null,
              after: { amount: 12.5, currency: 'EUR' },
            }),
          ])
        : undefined,
    );
    const view = renderAt('/audit-log', '/audit-log', <AuditLogPage />);
    cleanup = view.cleanup;
    const row = (await screen.findByText('voucher.updated')).closest('tr')!;
    expect(row.textContent).toContain('Ada Admin');
    expect(row.textContent).toContain('203.0.113.7');
    expect(row.textContent).toContain('discountValue 10 → 15');
    const refund = screen.getByText('refund.issued').closest('tr')!;
    expect(refund.textContent).toContain('for 5e6f7a8b-0000-4000-8000-00000000000b');
    expect(refund.textContent).toContain('amount 12.5');
    const [get] = api.calls('GET', '/audit-log');
    expect(get!.query.get('sort')).toBe('-occurredAt');
  });

  it('asks for one object and exports with the same filter', async () => {
    const api = stubApi((r) => (r.method === 'GET' && r.path === '/audit-log' ? list([entry()]) : undefined));
    const view = renderAt('/audit-log', '/audit-log', <AuditLogPage />);
    cleanup = view.cleanup;
    await screen.findByText('voucher.updated');
    fireEvent.change(screen.getByLabelText('Object id'), { target: { value: 'abc-123' } });
    fireEvent.click(screen.getByRole('button', { name: /Query|Search/ }));
    await waitFor(() =>
      expect(api.calls('GET', '/audit-log').some((c) => c.query.get('filter[objectId]') === 'abc-123')).toBe(
        true,
      ),
    );
    // Export → CSV fetches the file with the same filter, without paging, and stays on the page.
    fireEvent.click(screen.getByText('Export').closest('button')!);
    fireEvent.click(await screen.findByText('CSV'));
    await waitFor(() => expect(api.calls('GET', '/audit-log/export.csv')).toHaveLength(1));
    const [exported] = api.calls('GET', '/audit-log/export.csv');
    expect(exported!.query.get('filter[objectId]')).toBe('abc-123');
    expect(exported!.query.get('page')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/audit-log');
  });
});
