import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookingDto, PaymentMethodDto } from '@coachwork/contracts';
import ScheduleDetailPage from '../pages/schedule-detail';
import { booking, on, renderAt, sent, serve, type Handler, type Reply, PUBLIC_SCHEDULE, SCHEDULE_ID } from './support/render';

const ID = SCHEDULE_ID;
const BOOKING_ID = '66666666-6666-4666-8666-666666666666';
const INTENT = 'pi_sbx_0123456789abcdef01234567';
const SECRET = `${INTENT}_secret_abc`;
const SCHEDULE = PUBLIC_SCHEDULE;

const held = (over: Partial<BookingDto> = {}) =>
  booking({ seats: 1, status: 'PENDING', amount: 90, expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(), ...over });
const paid = booking({ seats: 1, status: 'CONFIRMED', amount: 90, amountPaid: 90, paymentMethod: 'Visa •••• 4242' });
const ok = (data: unknown, status = 200): Reply => ({ status, body: { data } });
const card = (over: Partial<PaymentMethodDto> = {}): PaymentMethodDto => ({
  id: 'pm_sbx_new',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  isDefault: false,
  createdAt: '2030-01-01T10:00:00.000Z',
  ...over,
});

function checkout(extra: Handler[], { methods = [] as PaymentMethodDto[], booked = held() } = {}) {
  serve(
    ...extra,
    on('GET', `/v1/public/workshop-schedules/${ID}`, ok(SCHEDULE)),
    on('GET', /^\/v1\/public\/users\//, { status: 404 }),
    on('POST', '/v1/bookings', { status: 201, body: { data: booked }, headers: { date: new Date().toUTCString() } }),
    on('GET', '/v1/public/payments/stripe-key', ok({ provider: 'sandbox', publishableKey: null })),
    on('GET', '/v1/payments/payment-methods', ok(methods)),
    on('POST', `/v1/payments/bookings/${BOOKING_ID}/payment-intent`, () =>
      ok({
        bookingId: BOOKING_ID,
        paymentIntentId: INTENT,
        clientSecret: SECRET,
        amount: booked.amount,
        currency: 'EUR',
        status: 'requires_payment_method',
        error: null,
        expiresAt: booked.expiresAt,
      }),
    ),
    on('POST', '/v1/public/payments/sandbox/payment-methods', ok(card(), 201)),
    on('POST', `/v1/payments/bookings/${BOOKING_ID}/finalize`, ok(paid)),
  );
  renderAt(`/schedules/${ID}`, [{ path: '/schedules/:id', element: <ScheduleDetailPage /> }]);
}

async function book() {
  fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
  const dialog = await screen.findByRole('dialog', { name: 'Book Negotiation Lab' });
  const d = within(dialog);
  fireEvent.change(d.getByLabelText('Address line 1'), { target: { value: 'Main St 1' } });
  fireEvent.change(d.getByLabelText('City'), { target: { value: 'Berlin' } });
  fireEvent.change(d.getByLabelText('State or region'), { target: { value: 'Berlin' } });
  fireEvent.change(d.getByLabelText('ZIP code'), { target: { value: '10115' } });
  return dialog;
}

async function toPayment() {
  const dialog = await book();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Book and hold my seats' }));
  await screen.findByRole('button', { name: 'Pay €90.00' });
  return dialog;
}

function typeCard(number = '4242424242424242', expiry = '12/34', cvc = '123') {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: expiry } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: cvc } });
}

const confirmed = (status: string, error: string | null = null) =>
  on('POST', `/v1/public/payments/sandbox/payment-intents/${INTENT}/confirm`, ok({ id: INTENT, status, error }));

describe('payment step after the hold', () => {
  it('pays with the sandbox card, finalizes, and offers the invoice', async () => {
    checkout([confirmed('succeeded')]);
    await toPayment();
    expect(screen.getByText('Sandbox — no real money')).toBeTruthy();
    expect(screen.getByTestId('hold-countdown').textContent).toMatch(/held for 1[45]:\d\d/);
    typeCard('4242 4242 4242 4242');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €90.00' }));
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy();
    expect(sent('POST', '/v1/public/payments/sandbox/payment-methods')[0]!.body).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 34,
      cvc: '123',
    });
    expect(sent('POST', `/v1/public/payments/sandbox/payment-intents/${INTENT}/confirm`)[0]!.body).toEqual({
      clientSecret: SECRET,
      paymentMethodId: 'pm_sbx_new',
    });
    expect(sent('POST', `/v1/payments/bookings/${BOOKING_ID}/finalize`)[0]!.body).toEqual({ paymentIntentId: INTENT });
    expect(screen.getByRole('dialog', { name: 'Booking confirmed' })).toBeTruthy();
    expect(screen.getByText('Visa •••• 4242')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the invoice (PDF)' }).getAttribute('href')).toBe(
      `http://localhost/v1/payments/bookings/${BOOKING_ID}/invoice`,
    );
  });

  it("shows a declined card's message, keeps the hold and takes another card on the same intent", async () => {
    let attempt = 0;
    checkout([
      on('POST', `/v1/public/payments/sandbox/payment-intents/${INTENT}/confirm`, () =>
        ++attempt === 1
          ? ok({ id: INTENT, status: 'requires_payment_method', error: 'Your card was declined.' })
          : ok({ id: INTENT, status: 'succeeded', error: null }),
      ),
    ]);
    await toPayment();
    typeCard('4000000000000002');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €90.00' }));
    expect((await screen.findByTestId('payment-refusal')).textContent).toBe('Your card was declined. Your seats are still held.');
    expect(screen.getByTestId('hold-countdown')).toBeTruthy();
    expect(sent('POST', `/v1/payments/bookings/${BOOKING_ID}/finalize`)).toHaveLength(0);
    typeCard('4242424242424242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €90.00' }));
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy();
    expect(sent('POST', `/v1/payments/bookings/${BOOKING_ID}/payment-intent`)).toHaveLength(1);
  });

  it('marks the required billing fields and formats the expiry as it is typed (issue 31 item 10)', async () => {
    checkout([confirmed('succeeded')]);
    const dialog = await book();
    for (const label of ['Address line 1', 'City', 'State or region', 'ZIP code', 'Country'])
      expect(within(dialog).getByLabelText(label).getAttribute('aria-required')).toBe('true');
    expect(within(dialog).getByLabelText('Address line 2 (optional)').getAttribute('aria-required')).toBeNull();
    expect(within(dialog).getByText('State or region').hasAttribute('data-required')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book and hold my seats' }));
    await screen.findByRole('button', { name: 'Pay €90.00' });
    typeCard('4242424242424242', '1229');
    const expiry = screen.getByLabelText('Expiry (MM/YY)') as HTMLInputElement;
    expect(expiry.value).toBe('12/29');
    fireEvent.change(expiry, { target: { value: '3/' } });
    expect(expiry.value).toBe('03/');
    fireEvent.change(expiry, { target: { value: '03/31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay €90.00' }));
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy();
    expect(sent('POST', '/v1/public/payments/sandbox/payment-methods')[0]!.body).toMatchObject({
      expMonth: 3,
      expYear: 31,
    });
  });

  it('puts the sandbox refusal of a card on its field and charges nothing', async () => {
    checkout([
      on('POST', '/v1/public/payments/sandbox/payment-methods', {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { expYear: ["Your card's expiration date is in the past."] } },
      }),
    ]);
    await toPayment();
    typeCard('4242424242424242', '01/20');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €90.00' }));
    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    await waitFor(() => expect(expiry.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(expiry.getAttribute('aria-describedby')!)!.textContent).toBe(
      "Your card's expiration date is in the past.",
    );
    expect(sent('POST', /\/confirm$/)).toHaveLength(0);
  });

  it('sends one payment however often Pay is pressed, and shows its progress', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    checkout([
      on('POST', `/v1/public/payments/sandbox/payment-intents/${INTENT}/confirm`, () => ok({ id: INTENT, status: 'succeeded', error: null })),
      (r) =>
        r.method === 'POST' && r.path === '/v1/public/payments/sandbox/payment-methods'
          ? slow.then(() => ok(card(), 201))
          : undefined,
    ]);
    await toPayment();
    typeCard();
    const pay = screen.getByRole('button', { name: 'Pay €90.00' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    fireEvent.submit(screen.getByRole('form', { name: 'Card payment' }));
    const busy = await screen.findByRole('button', { name: 'Paying...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy();
    expect(sent('POST', '/v1/public/payments/sandbox/payment-methods')).toHaveLength(1);
    expect(sent('POST', /\/confirm$/)).toHaveLength(1);
    expect(sent('POST', `/v1/payments/bookings/${BOOKING_ID}/finalize`)).toHaveLength(1);
  });

  it('shows the confirmation step a card asks for, and pays once approved', async () => {
    checkout([
      confirmed('requires_action'),
      on('POST', `/v1/public/payments/sandbox/payment-intents/${INTENT}/approve`, ok({ id: INTENT, status: 'succeeded', error: null })),
    ]);
    await toPayment();
    typeCard('4000002500003155');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €90.00' }));
    expect(await screen.findByText('Your bank asks you to confirm this payment')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy();
    expect(sent('POST', /\/approve$/)[0]!.body).toEqual({ clientSecret: SECRET });
  });

  it('offers the saved default card and pays with it without asking for a number', async () => {
    checkout([confirmed('succeeded')], { methods: [card({ id: 'pm_sbx_saved', last4: '4444', brand: 'mastercard', isDefault: true })] });
    await toPayment();
    expect((screen.getByLabelText(/Mastercard •••• 4444/) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay €90.00' }));
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy();
    expect(sent('POST', '/v1/public/payments/sandbox/payment-methods')).toHaveLength(0);
    expect(sent('POST', /\/confirm$/)[0]!.body).toEqual({ clientSecret: SECRET, paymentMethodId: 'pm_sbx_saved' });
  });

  it('saves a new card when asked, before paying with it', async () => {
    checkout([confirmed('succeeded'), on('POST', '/v1/payments/payment-methods', ok(card({ isDefault: true }), 201))]);
    await toPayment();
    typeCard();
    fireEvent.click(screen.getByLabelText('Save this card for next time'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay €90.00' }));
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy();
    expect(sent('POST', '/v1/payments/payment-methods')[0]!.body).toEqual({ paymentMethodId: 'pm_sbx_new' });
  });

  it('says so when the hold ended before the intent was opened', async () => {
    checkout([
      on('POST', `/v1/payments/bookings/${BOOKING_ID}/payment-intent`, {
        status: 409,
        body: { message: 'The hold on these seats has expired. Please book again.' },
      }),
    ]);
    const dialog = await book();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book and hold my seats' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The hold on these seats has expired. Please book again.');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});

describe('voucher at checkout', () => {
  const verified = on('GET', /^\/v1\/vouchers\/verify\//, (r) =>
    ok({
      code: 'SPRING',
      discountType: 'percentage',
      currency: 'EUR',
      subtotal: 90 * Number(r.query.get('seats')),
      discount: 9 * Number(r.query.get('seats')),
      amount: 81 * Number(r.query.get('seats')),
    }),
  );

  it("shows the server's discounted total, asks again when the seats change and books with the code", async () => {
    checkout([verified]);
    const dialog = await book();
    const d = within(dialog);
    fireEvent.change(d.getByLabelText('Voucher code (optional)'), { target: { value: 'spring' } });
    fireEvent.click(d.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(d.getByTestId('checkout-total').textContent).toBe('€81.00'));
    expect(d.getByTestId('voucher-discount').textContent).toBe('SPRING: −€9.00');
    const [check] = sent('GET', /^\/v1\/vouchers\/verify\//);
    expect(check!.path).toBe('/v1/vouchers/verify/SPRING');
    expect(check!.query.get('workshopScheduleId')).toBe(ID);
    expect(check!.query.get('seats')).toBe('1');
    fireEvent.click(d.getByRole('button', { name: 'More seats' }));
    await waitFor(() => expect(d.getByTestId('checkout-total').textContent).toBe('€162.00'));
    fireEvent.click(d.getByRole('button', { name: 'Book and hold my seats' }));
    await waitFor(() => expect(sent('POST', '/v1/bookings')).toHaveLength(1));
    expect((sent('POST', '/v1/bookings')[0]!.body as { voucherCode?: string }).voucherCode).toBe('spring');
  });

  it('puts the refusal on the voucher field and keeps the full total', async () => {
    checkout([
      on('GET', /^\/v1\/vouchers\/verify\//, {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { code: ['This voucher has expired'] } },
      }),
    ]);
    const dialog = await book();
    const d = within(dialog);
    fireEvent.change(d.getByLabelText('Voucher code (optional)'), { target: { value: 'OLD' } });
    fireEvent.click(d.getByRole('button', { name: 'Apply' }));
    expect(await d.findByText('This voucher has expired')).toBeTruthy();
    expect(d.getByLabelText('Voucher code (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(d.getByTestId('checkout-total').textContent).toBe('€90.00');
  });
});
