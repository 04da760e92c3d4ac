// Guest checkout on /schedules/{id} for a signed-out visitor: the checkout asks who they are, books
// through POST /v1/public/payments/payment-intent, pays with the checkout token instead of a session
// (no saved cards, nothing that needs a session), and ends by saying where the sign-in link was sent.
import { fireEvent, screen, within } from '@testing-library/react';
import { CHECKOUT_TOKEN_HEADER, IDEMPOTENCY_KEY_HEADER, type BookingDto } from '@coachwork/contracts';
import ScheduleDetailPage from '../pages/schedule-detail';
import { booking, on, renderAt, sent, serve, type Handler, type Reply, PUBLIC_SCHEDULE, SCHEDULE_ID } from './support/render';

const ID = SCHEDULE_ID;
const BOOKING_ID = '66666666-6666-4666-8666-666666666666';
const INTENT = 'pi_sbx_0123456789abcdef01234567';
const SECRET = `${INTENT}_secret_abc`;
const TOKEN = 'guest-token-abc';
const SCHEDULE = PUBLIC_SCHEDULE;

const ok = (data: unknown, status = 200): Reply => ({ status, body: { data } });
const held = (over: Partial<BookingDto> = {}) =>
  booking({ id: BOOKING_ID, seats: 1, status: 'PENDING', amount: 90, expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(), ...over });
const paid = booking({ id: BOOKING_ID, seats: 1, status: 'CONFIRMED', amount: 90, amountPaid: 90, paymentMethod: 'Visa •••• 4242' });

function guestPage(extra: Handler[], booked: BookingDto = held()) {
  serve(
    ...extra,
    on('GET', `/v1/public/workshop-schedules/${ID}`, ok({ ...SCHEDULE, price: booked.amount ? 90 : 0 })),
    on('GET', /^\/v1\/public\/users\//, { status: 404 }),
    on('POST', '/v1/public/payments/payment-intent', {
      status: 201,
      body: {
        data: {
          bookingId: BOOKING_ID,
          paymentIntentId: booked.status === 'PENDING' ? INTENT : null,
          clientSecret: booked.status === 'PENDING' ? SECRET : null,
          amount: booked.amount,
          currency: 'EUR',
          checkoutToken: TOKEN,
          expiresAt: booked.expiresAt,
          booking: booked,
        },
      },
      headers: { date: new Date().toUTCString() },
    }),
    on('GET', '/v1/public/payments/stripe-key', ok({ provider: 'sandbox', publishableKey: null })),
    on('POST', `/v1/payments/bookings/${BOOKING_ID}/payment-intent`, (r) =>
      r.headers.get(CHECKOUT_TOKEN_HEADER) === TOKEN
        ? ok({
            bookingId: BOOKING_ID,
            paymentIntentId: INTENT,
            clientSecret: SECRET,
            amount: 90,
            currency: 'EUR',
            status: 'requires_payment_method',
            error: null,
            expiresAt: booked.expiresAt,
          })
        : { status: 401, body: { message: 'Unauthenticated.' } },
    ),
    on('POST', '/v1/public/payments/sandbox/payment-methods', ok({ id: 'pm_sbx_new', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: false, createdAt: '2030-01-01T10:00:00.000Z' }, 201)),
    on('POST', `/v1/public/payments/sandbox/payment-intents/${INTENT}/confirm`, ok({ id: INTENT, status: 'succeeded', error: null })),
    on('POST', `/v1/payments/bookings/${BOOKING_ID}/finalize`, (r) =>
      r.headers.get(CHECKOUT_TOKEN_HEADER) === TOKEN ? ok(paid) : { status: 401, body: { message: 'Unauthenticated.' } },
    ),
  );
  renderAt(`/schedules/${ID}`, [{ path: '/schedules/:id', element: <ScheduleDetailPage /> }], null);
}

async function openGuestCheckout() {
  fireEvent.click(await screen.findByRole('button', { name: 'Book as a guest' }));
  return screen.findByRole('dialog', { name: 'Book Negotiation Lab' });
}

function fill(dialog: HTMLElement, who = { email: 'Gwen@Example.com', firstName: 'Gwen', lastName: 'Guest' }) {
  const d = within(dialog);
  fireEvent.change(d.getByLabelText('Email'), { target: { value: who.email } });
  fireEvent.change(d.getByLabelText('First name'), { target: { value: who.firstName } });
  fireEvent.change(d.getByLabelText('Last name'), { target: { value: who.lastName } });
  fireEvent.change(d.getByLabelText('Address line 1'), { target: { value: 'Main St 1' } });
  fireEvent.change(d.getByLabelText('City'), { target: { value: 'Berlin' } });
  fireEvent.change(d.getByLabelText('State or region'), { target: { value: 'Berlin' } });
  fireEvent.change(d.getByLabelText('ZIP code'), { target: { value: '10115' } });
  fireEvent.change(d.getByLabelText('Country'), { target: { value: 'DE' } });
}

describe('guest checkout on /schedules/{id}', () => {
  it('offers a signed-out visitor the guest checkout beside signing in', async () => {
    guestPage([]);
    expect(await screen.findByRole('button', { name: 'Book as a guest' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to book' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(`/schedules/${ID}`)}`,
    );
  });

  it('asks for the email and name with the contract messages before sending anything', async () => {
    guestPage([]);
    const dialog = await openGuestCheckout();
    const d = within(dialog);
    fireEvent.change(d.getByLabelText('Email'), { target: { value: 'not-an-address' } });
    fireEvent.click(d.getByRole('button', { name: 'Book and hold my seats' }));
    expect(await d.findByText('First name is required')).toBeTruthy();
    expect(d.getByText('Last name is required')).toBeTruthy();
    expect(d.getByText(/email/i, { selector: '.cw-field-error' })).toBeTruthy();
    expect(sent('POST', '/v1/public/payments/payment-intent')).toHaveLength(0);
  });

  it('books as a guest, pays with the checkout token, and says where the sign-in link went', async () => {
    guestPage([]);
    const dialog = await openGuestCheckout();
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book and hold my seats' }));
    await screen.findByRole('button', { name: 'Pay €90.00' });
    const [post] = sent('POST', '/v1/public/payments/payment-intent');
    expect(post!.headers.get(IDEMPOTENCY_KEY_HEADER)).toBeTruthy();
    expect(post!.body).toEqual({
      workshopScheduleId: ID,
      seats: 1,
      address: { addressLine1: 'Main St 1', addressLine2: null, city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' },
      notes: null,
      email: 'gwen@example.com',
      firstName: 'Gwen',
      lastName: 'Guest',
    });
    // No saved cards for a guest (that needs a session), and nothing to save a card to.
    expect(sent('GET', '/v1/payments/payment-methods')).toHaveLength(0);
    expect(screen.queryByLabelText('Save this card for next time')).toBeNull();
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/34' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay €90.00' }));
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy();
    const [finalize] = sent('POST', `/v1/payments/bookings/${BOOKING_ID}/finalize`);
    expect(finalize!.headers.get(CHECKOUT_TOKEN_HEADER)).toBe(TOKEN);
    expect(finalize!.body).toEqual({ paymentIntentId: INTENT });
    expect(screen.getByTestId('guest-mail-note').textContent).toContain('gwen@example.com');
    expect(screen.queryByRole('link', { name: 'Download the invoice (PDF)' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to my bookings' })).toBeNull();
  });

  it('confirms a free guest booking at once with the mail note', async () => {
    guestPage([], booking({ id: BOOKING_ID, seats: 1, status: 'CONFIRMED', amount: 0, unitPrice: 0, expiresAt: null }));
    const dialog = await openGuestCheckout();
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy();
    expect(screen.getByTestId('guest-mail-note').textContent).toContain('gwen@example.com');
    expect(sent('POST', `/v1/payments/bookings/${BOOKING_ID}/payment-intent`)).toHaveLength(0);
  });

  it('puts the server refusal of the address on the email field', async () => {
    guestPage([
      on('POST', '/v1/public/payments/payment-intent', {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { email: ['Please sign in to book with this email address.'] } },
      }),
    ]);
    const dialog = await openGuestCheckout();
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book and hold my seats' }));
    const message = 'Please sign in to book with this email address.';
    expect(await within(dialog).findByText(message, { selector: '.cw-field-error' })).toBeTruthy();
  });
});
