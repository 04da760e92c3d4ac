// The payment step when payments go through Stripe. js.stripe.com is out of reach here, so the loader
// hands Stripe's React bindings a stand-in Stripe object: what is checked is what the booker sees
// (Stripe's card fields, the Pay button, a declined card's words with the hold kept) and that the
// booking is finalized only after Stripe says the intent succeeded.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PaymentMethodDto } from '@coachwork/contracts';
import BookerAreaPage from '../pages/booker-area/booker-area-page';
import { PayBooking } from '../pages/booker-area/pay-booking';
import { STRIPE_UNAVAILABLE } from '../pages/checkout/stripe-card-step';
import { stripeFor } from '../stripe-loader';
import { booking, on, renderAt, sent, serve, toasts, type Handler, type Reply } from './support/render';

const mockElement = {
  mount: jest.fn(),
  destroy: jest.fn(),
  on: jest.fn(),
  off: jest.fn(),
  update: jest.fn(),
};
const mockElements = {
  create: jest.fn(() => mockElement),
  update: jest.fn(),
  getElement: jest.fn(),
  submit: jest.fn(),
};
const mockStripe = {
  elements: jest.fn(() => mockElements),
  createToken: jest.fn(),
  createPaymentMethod: jest.fn(),
  confirmCardPayment: jest.fn(),
  confirmPayment: jest.fn(),
  confirmSetup: jest.fn(),
};
jest.mock('../stripe-loader', () => ({ stripeFor: jest.fn() }));
const loader = jest.mocked(stripeFor);

const BOOKING_ID = '66666666-6666-4666-8666-666666666666';
const INTENT = 'pi_3QabcdefghijklmnopqrstuV';
const SECRET = `${INTENT}_secret_xyz`;
const KEY = 'pk_test_storefront';

const ok = (data: unknown, status = 200): Reply => ({ status, body: { data } });
const held = booking({
  id: BOOKING_ID,
  seats: 1,
  status: 'PENDING',
  amount: 90,
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
});
const paid = booking({
  id: BOOKING_ID,
  seats: 1,
  status: 'CONFIRMED',
  amount: 90,
  amountPaid: 90,
  paymentMethod: 'Visa •••• 4242',
});
const saved = (over: Partial<PaymentMethodDto> = {}): PaymentMethodDto => ({
  id: 'pm_1Saved',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  isDefault: true,
  createdAt: '2030-01-01T10:00:00.000Z',
  ...over,
});

function payNow({ provider = 'stripe', methods = [] as PaymentMethodDto[] } = {}, ...extra: Handler[]) {
  serve(
    ...extra,
    on(
      'GET',
      '/v1/public/payments/stripe-key',
      ok({ provider, publishableKey: provider === 'stripe' ? KEY : null }),
    ),
    on('GET', '/v1/payments/payment-methods', ok(methods)),
    on(
      'POST',
      `/v1/payments/bookings/${BOOKING_ID}/payment-intent`,
      ok({
        bookingId: BOOKING_ID,
        paymentIntentId: INTENT,
        clientSecret: SECRET,
        amount: 90,
        currency: 'EUR',
        status: 'requires_payment_method',
        error: null,
        expiresAt: held.expiresAt,
      }),
    ),
    on('POST', `/v1/payments/bookings/${BOOKING_ID}/finalize`, ok(paid)),
  );
  renderAt('/b', [{ path: '/b', element: <PayBooking booking={held} /> }]);
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
}

const succeeded = { paymentIntent: { id: INTENT, status: 'succeeded' } };
const declined = { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };

beforeEach(() => {
  jest.clearAllMocks();
  loader.mockResolvedValue(mockStripe as never);
});

describe('payment step through Stripe', () => {
  it("shows Stripe's card fields for this intent, pays with them and finalizes the booking", async () => {
    mockStripe.confirmPayment.mockResolvedValue(succeeded);
    payNow();
    const pay = await screen.findByRole('button', { name: 'Pay €90.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    expect(loader).toHaveBeenCalledWith(KEY);
    expect(mockStripe.elements).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: SECRET }));
    expect(mockElements.create).toHaveBeenCalledWith('payment', expect.anything());
    expect(mockElement.mount).toHaveBeenCalledWith(
      screen.getByTestId('stripe-payment-element').firstElementChild,
    );
    // Stripe's frames take the card, not the sandbox's form.
    expect(screen.queryByText('Sandbox — no real money')).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(pay);
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy();
    expect(mockStripe.confirmPayment).toHaveBeenCalledTimes(1);
    expect(mockStripe.confirmPayment).toHaveBeenCalledWith({
      elements: mockElements,
      confirmParams: { return_url: expect.any(String) },
      redirect: 'if_required',
    });
    expect(sent('POST', `/v1/payments/bookings/${BOOKING_ID}/finalize`).map((r) => r.body)).toEqual([
      { paymentIntentId: INTENT },
    ]);
  });

  it("shows Stripe's message for a declined card, keeps the hold and finalizes nothing until another card pays", async () => {
    mockStripe.confirmPayment.mockResolvedValueOnce(declined).mockResolvedValueOnce(succeeded);
    payNow();
    const pay = await screen.findByRole('button', { name: 'Pay €90.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    expect((await screen.findByTestId('payment-refusal')).textContent).toBe(
      'Your card was declined. Your seats are still held.',
    );
    expect(screen.getByTestId('hold-countdown')).toBeTruthy();
    expect(sent('POST', `/v1/payments/bookings/${BOOKING_ID}/finalize`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Pay €90.00' }));
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy();
    // The same intent took the second card.
    expect(sent('POST', `/v1/payments/bookings/${BOOKING_ID}/payment-intent`)).toHaveLength(1);
    expect(sent('POST', `/v1/payments/bookings/${BOOKING_ID}/finalize`)).toHaveLength(1);
  });

  it('pays with the default saved card without showing card fields', async () => {
    mockStripe.confirmPayment.mockResolvedValue(succeeded);
    payNow({ methods: [saved()] });
    expect(((await screen.findByLabelText(/Visa •••• 4242/)) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('stripe-payment-element')).toBeNull();
    const pay = screen.getByRole('button', { name: 'Pay €90.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy();
    expect(mockStripe.confirmPayment).toHaveBeenCalledWith({
      clientSecret: SECRET,
      confirmParams: { payment_method: 'pm_1Saved', return_url: expect.any(String) },
      redirect: 'if_required',
    });
  });

  it('says so when Stripe.js cannot be loaded, and offers no Pay button', async () => {
    loader.mockResolvedValue(null);
    payNow();
    expect((await screen.findByRole('alert')).textContent).toBe(STRIPE_UNAVAILABLE);
    expect(screen.queryByRole('button', { name: /^Pay €/ })).toBeNull();
  });

  it('never loads Stripe.js for the sandbox processor', async () => {
    payNow({ provider: 'sandbox' });
    expect(await screen.findByText('Sandbox — no real money')).toBeTruthy();
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(loader).not.toHaveBeenCalled();
  });
});

describe('/b Add a card through Stripe', () => {
  const SETUP = 'seti_1QabcdefghijklmnopqrstuV';
  const SETUP_SECRET = `${SETUP}_secret_xyz`;

  function cardsTab(...extra: Handler[]) {
    let cards: PaymentMethodDto[] = [];
    serve(
      ...extra,
      on('GET', '/v1/public/payments/stripe-key', ok({ provider: 'stripe', publishableKey: KEY })),
      (r) => (r.method === 'GET' && r.path === '/v1/payments/payment-methods' ? ok(cards) : undefined),
      on(
        'POST',
        '/v1/payments/payment-methods/setup-intent',
        ok({ setupIntentId: SETUP, clientSecret: SETUP_SECRET }, 201),
      ),
      on('POST', '/v1/payments/payment-methods', () => {
        cards = [saved({ id: 'pm_1New', isDefault: true })];
        return ok(cards[0], 201);
      }),
    );
    renderAt('/b?tab=cards', [{ path: '/b/*', element: <BookerAreaPage /> }]);
  }

  async function openForm() {
    fireEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    const d = within(await screen.findByRole('dialog', { name: 'Add a card' }));
    const save = await d.findByRole('button', { name: 'Save card' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    return { d, save };
  }

  it("saves the card Stripe's form set up on the booker's own setup, and lists it", async () => {
    mockStripe.confirmSetup.mockResolvedValue({
      setupIntent: { id: SETUP, status: 'succeeded', payment_method: 'pm_1New' },
    });
    cardsTab();
    const { d, save } = await openForm();
    expect(mockStripe.elements).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: SETUP_SECRET }));
    expect(mockElements.create).toHaveBeenCalledWith('payment', expect.anything());
    expect(d.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a card' })).toBeNull());
    expect(mockStripe.confirmSetup).toHaveBeenCalledWith({
      elements: mockElements,
      confirmParams: { return_url: expect.any(String) },
      redirect: 'if_required',
    });
    expect(sent('POST', '/v1/payments/payment-methods')[0]!.body).toEqual({
      paymentMethodId: 'pm_1New',
      makeDefault: false,
    });
    expect(toasts).toContainEqual({
      kind: 'success',
      title: 'Card saved',
      description: 'Visa •••• 4242 is saved as your default card.',
    });
    expect(await screen.findAllByTestId('payment-method')).toHaveLength(1);
  });

  it("shows Stripe's message for a refused card and saves nothing", async () => {
    mockStripe.confirmSetup.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    cardsTab();
    const { d, save } = await openForm();
    fireEvent.click(save);
    expect((await d.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(sent('POST', '/v1/payments/payment-methods')).toHaveLength(0);
  });

  it("says why when the setup cannot be started, and never loads Stripe's fields", async () => {
    cardsTab(
      on('POST', '/v1/payments/payment-methods/setup-intent', {
        status: 503,
        body: { message: 'The payment processor is unavailable. Please try again shortly.' },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    const d = within(await screen.findByRole('dialog', { name: 'Add a card' }));
    expect((await d.findByRole('alert')).textContent).toBe(
      'The payment processor is unavailable. Please try again shortly.',
    );
    expect(mockElements.create).not.toHaveBeenCalled();
  });
});
