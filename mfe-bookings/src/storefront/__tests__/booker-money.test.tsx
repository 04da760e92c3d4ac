import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InvoiceSummaryDto, PaymentMethodDto } from '@coachwork/contracts';
import BookerAreaPage from '../pages/booker-area/booker-area-page';
import { booking, on, renderAt, sent, serve, toasts, USER } from './support/render';

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
    // Told on the page: the dialog (and the toasts it carries) closed with the removal.
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', title: 'Card removed', description: 'Visa •••• 4242 is no longer saved.' }));
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

describe('/b cards: add a card (sandbox)', () => {
  function withCards(extra: Parameters<typeof serve> = []) {
    let cards: PaymentMethodDto[] = [];
    serve(
      ...extra,
      on('GET', '/v1/public/payments/stripe-key', {
        status: 200,
        body: { data: { provider: 'sandbox', publishableKey: null } },
      }),
      (r) =>
        r.method === 'GET' && r.path === '/v1/payments/payment-methods'
          ? { status: 200, body: { data: cards } }
          : undefined,
      on('POST', '/v1/public/payments/sandbox/payment-methods', {
        status: 201,
        body: { data: method({ id: 'pm_sbx_new' }) },
      }),
      on('POST', '/v1/payments/payment-methods', () => {
        cards = [method({ id: 'pm_sbx_new', isDefault: true })];
        return { status: 201, body: { data: cards[0] } };
      }),
    );
    open('/b?tab=cards');
  }

  async function addCardDialog() {
    fireEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    const d = within(dialog);
    await d.findByLabelText('Card number');
    return d;
  }

  function typeCard(d: ReturnType<typeof within>, number = '4242424242424242', expiry = '12/34') {
    fireEvent.change(d.getByLabelText('Card number'), { target: { value: number } });
    fireEvent.change(d.getByLabelText('Expiry (MM/YY)'), { target: { value: expiry } });
    fireEvent.change(d.getByLabelText('CVC'), { target: { value: '123' } });
  }

  it('saves a card typed into the sandbox form as the default and lists it', async () => {
    withCards();
    const d = await addCardDialog();
    expect(d.getByText('Sandbox — no real money')).toBeTruthy();
    typeCard(d);
    fireEvent.click(d.getByLabelText('Make this my default card'));
    fireEvent.click(d.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a card' })).toBeNull());
    expect(sent('POST', '/v1/public/payments/sandbox/payment-methods')[0]!.body).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 34,
      cvc: '123',
    });
    expect(sent('POST', '/v1/payments/payment-methods')[0]!.body).toEqual({
      paymentMethodId: 'pm_sbx_new',
      makeDefault: true,
    });
    expect(toasts).toContainEqual({
      kind: 'success',
      title: 'Card saved',
      description: 'Visa •••• 4242 is saved as your default card.',
    });
    expect(await screen.findAllByTestId('payment-method')).toHaveLength(1);
  });

  it("puts the sandbox's refusal on the card's field and saves nothing", async () => {
    withCards([
      on('POST', '/v1/public/payments/sandbox/payment-methods', {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { number: ['Your card number is invalid.'] },
        },
      }),
    ]);
    const d = await addCardDialog();
    typeCard(d, '4242424242424241');
    fireEvent.click(d.getByRole('button', { name: 'Save card' }));
    const number = d.getByLabelText('Card number');
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(number.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Your card number is invalid.',
    );
    expect(sent('POST', '/v1/payments/payment-methods')).toHaveLength(0);
  });

  it('says why a card could not be saved and keeps the form open', async () => {
    withCards([
      on('POST', '/v1/payments/payment-methods', {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { paymentMethodId: ['This card could not be found. Please enter it again.'] },
        },
      }),
    ]);
    const d = await addCardDialog();
    typeCard(d);
    fireEvent.click(d.getByRole('button', { name: 'Save card' }));
    expect((await d.findByRole('alert')).textContent).toBe(
      'This card could not be found. Please enter it again.',
    );
    expect(screen.getByRole('dialog', { name: 'Add a card' })).toBeTruthy();
  });

  it('asks for the card again without calling the sandbox when a field is empty', async () => {
    withCards();
    const d = await addCardDialog();
    fireEvent.click(d.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(d.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true'));
    expect(sent('POST', '/v1/public/payments/sandbox/payment-methods')).toHaveLength(0);
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
