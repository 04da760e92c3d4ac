import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InvoiceSummaryDto, PaymentMethodDto } from '@coachwork/contracts';
import BookerAreaPage from '../pages/booker-area/booker-area-page';
import { booking, on, renderAt, sent, serve, USER } from './support/render';

const open = (path: string) => renderAt(path, [{ path: '/b/*', element: <BookerAreaPage /> }]);

const method = (over: Partial<PaymentMethodDto>): PaymentMethodDto => ({
  id: 'pm_sbx_1',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  isDefault: false,
  createdAt: '2030-01-01T10:00:00.000Z',
  ...over,
});

const doc = (over: Partial<InvoiceSummaryDto>): InvoiceSummaryDto => ({
  id: '77777777-7777-4777-8777-777777777771',
  kind: 'invoice',
  number: 'INV-2030-000001',
  bookingId: booking().id,
  total: 90,
  currency: 'EUR',
  issuedAt: '2030-01-01T10:00:00.000Z',
  ...over,
});

describe('/b cards', () => {
  it('lists the saved cards with the default, makes another the default and removes one after asking', async () => {
    let cards = [method({ id: 'pm_sbx_1', isDefault: true }), method({ id: 'pm_sbx_2', brand: 'mastercard', last4: '4444' })];
    serve(
      (r) => (r.method === 'GET' && r.path === '/v1/payments/payment-methods' ? { status: 200, body: { data: cards } } : undefined),
      on('PUT', '/v1/payments/payment-methods/default', (r) => {
        const id = (r.body as { paymentMethodId: string }).paymentMethodId;
        cards = cards.map((c) => ({ ...c, isDefault: c.id === id }));
        return { status: 200, body: { data: {} } };
      }),
      on('DELETE', /^\/v1\/payments\/payment-methods\//, (r) => {
        cards = cards.filter((c) => !r.path.endsWith(c.id));
        return { status: 200, body: { data: {} } };
      }),
    );
    open('/b?tab=cards');
    const rows = await screen.findAllByTestId('payment-method');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Default')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: 'Make default' })).toBeNull();
    expect(rows[1]!.textContent).toContain('Mastercard •••• 4444');
    expect(rows[1]!.textContent).toContain('expires 12/2034');
    expect(screen.getByRole('link', { name: 'Cards' }).getAttribute('aria-current')).toBe('page');
    expect(sent('GET', '/v1/bookings')).toHaveLength(0);

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(within(screen.getAllByTestId('payment-method')[1]!).queryByText('Default')).toBeTruthy());
    expect(sent('PUT', '/v1/payments/payment-methods/default')[0]!.body).toEqual({ paymentMethodId: 'pm_sbx_2' });

    fireEvent.click(within(screen.getAllByTestId('payment-method')[0]!).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(sent('DELETE', /payment-methods/)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.getAllByTestId('payment-method')).toHaveLength(1));
    expect(sent('DELETE', /payment-methods/)[0]!.path).toBe('/v1/payments/payment-methods/pm_sbx_1');
  });

  it('keeps the card when the booker changes their mind', async () => {
    serve(on('GET', '/v1/payments/payment-methods', { status: 200, body: { data: [method({ isDefault: true })] } }));
    open('/b?tab=cards');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep card' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove this card?' })).toBeNull());
    expect(sent('DELETE', /payment-methods/)).toHaveLength(0);
  });

  it('says when no card is saved', async () => {
    serve(on('GET', '/v1/payments/payment-methods', { status: 200, body: { data: [] } }));
    open('/b?tab=cards');
    expect(await screen.findByRole('heading', { name: 'No saved cards' })).toBeTruthy();
  });
});

describe('/b invoices', () => {
  it('lists one’s own invoices and credit notes with their PDF downloads', async () => {
    serve(
      on('GET', '/v1/payments/invoices', {
        status: 200,
        body: {
          data: [
            doc({ id: '77777777-7777-4777-8777-777777777772', kind: 'credit-note', number: 'CN-2030-000001', total: 45 }),
            doc({}),
          ],
          meta: { page: 1, perPage: 20, total: 2, lastPage: 1 },
        },
      }),
    );
    open('/b?tab=invoices');
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('CN-2030-000001Credit note'),
      expect.stringContaining('INV-2030-000001Invoice'),
    ]);
    expect(rows[0]!.textContent).toContain('−€45.00');
    expect(rows[1]!.textContent).toContain('€90.00');
    const link = within(rows[1]!).getByRole('link', { name: 'Download PDF of INV-2030-000001' });
    expect(link.getAttribute('href')).toBe('http://localhost/v1/payments/invoices/77777777-7777-4777-8777-777777777771');
    const [get] = sent('GET', '/v1/payments/invoices');
    expect(get!.query.get('filter[userId]')).toBe(USER.id);
    expect(get!.query.get('sort')).toBe('-issuedAt');
  });

  it('says when there is no invoice yet', async () => {
    serve(on('GET', '/v1/payments/invoices', { status: 200, body: { data: [], meta: { page: 1, perPage: 20, total: 0, lastPage: 1 } } }));
    open('/b?tab=invoices');
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeTruthy();
  });
});

describe('/b paid bookings', () => {
  it('offers the invoice of a paid booking and the card it was paid with', async () => {
    serve(
      on('GET', '/v1/bookings', {
        status: 200,
        body: {
          data: [booking({ amountPaid: 180, paymentMethod: 'Visa •••• 4242' })],
          meta: { page: 1, perPage: 10, total: 1, lastPage: 1 },
        },
      }),
    );
    open('/b');
    const link = await screen.findByRole('link', { name: 'Download the invoice (PDF)' });
    expect(link.getAttribute('href')).toBe(`http://localhost/v1/payments/bookings/${booking().id}/invoice`);
    expect(screen.getByText('Visa •••• 4242')).toBeTruthy();
  });
});
