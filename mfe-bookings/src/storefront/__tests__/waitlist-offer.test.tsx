import { screen } from '@testing-library/react';
import WaitlistOfferPage from '../pages/waitlist/waitlist-offer-page';
import { on, renderAt, sent, serve, USER } from './support/render';

const BOOKING_ID = '55555555-5555-4555-8555-555555555555';
const TOKEN = 'B'.repeat(43);
const INTENT = {
  bookingId: BOOKING_ID,
  paymentIntentId: 'pi_sbx_1',
  clientSecret: 'pi_sbx_1_secret',
  amount: 90,
  currency: 'eur',
  status: 'requires_payment_method',
  error: null,
  expiresAt: '2030-03-05T10:00:00.000Z',
};

const open = (user: typeof USER | null) =>
  renderAt(`/waitlist/offer?booking=${BOOKING_ID}&token=${TOKEN}`, [{ path: '/waitlist/offer', element: <WaitlistOfferPage /> }], user);

describe('the offer page /waitlist/offer', () => {
  it("opens a guest's held booking with the token as their checkout token and shows when the hold ends", async () => {
    serve(
      on('GET', '/v1/public/payments/stripe-key', { status: 200, body: { data: { provider: 'sandbox', publishableKey: null } } }),
      on('POST', `/v1/payments/bookings/${BOOKING_ID}/payment-intent`, { status: 200, body: { data: INTENT } }),
    );
    open(null);
    expect((await screen.findByTestId('offer-hold')).textContent).toContain('The seats are held for you until 5 Mar 2030');
    expect(await screen.findByRole('button', { name: /Pay €90/ })).toBeTruthy();
    const opened = sent('POST', `/v1/payments/bookings/${BOOKING_ID}/payment-intent`);
    expect(opened.length).toBeGreaterThan(0);
    expect(opened.every((r) => r.headers.get('x-checkout-token') === TOKEN)).toBe(true);
  });

  it('says an expired offer has expired, with a way back', async () => {
    serve(
      on('POST', `/v1/payments/bookings/${BOOKING_ID}/payment-intent`, {
        status: 409,
        body: { message: 'The hold on these seats has expired. Please book again.' },
      }),
    );
    open(null);
    expect((await screen.findByTestId('offer-refusal')).textContent).toBe(
      'This offer has expired: the seats went to the next person on the waitlist.',
    );
    expect(screen.getByRole('link', { name: 'Back to the schedule' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('sends a signed-in waitlister to pay in My bookings, with the hold end', async () => {
    serve(on('POST', `/v1/payments/bookings/${BOOKING_ID}/payment-intent`, { status: 200, body: { data: INTENT } }));
    open(USER);
    expect((await screen.findByTestId('offer-hold')).textContent).toContain('until 5 Mar 2030');
    expect(screen.getByRole('link', { name: 'Pay in my bookings' }).getAttribute('href')).toBe('/b');
    expect(sent('POST', `/v1/payments/bookings/${BOOKING_ID}/payment-intent`)[0]!.headers.get('x-checkout-token')).toBeNull();
  });
});
