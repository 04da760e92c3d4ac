import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookingDto } from '@coachwork/contracts';
import BookerAreaPage from '../pages/booker-area/booker-area-page';
import { booking, on, renderAt, seat, sent, serve, type Handler } from './support/render';

const list =
  (rows: () => BookingDto[]): Handler =>
  (r) =>
    r.method === 'GET' && r.path === '/v1/bookings'
      ? {
          status: 200,
          body: { data: rows(), meta: { page: 1, perPage: 10, total: rows().length, lastPage: 1 } },
        }
      : undefined;

const BOOKING = '66666666-6666-4666-8666-666666666666';

describe('giving a seat back from /b', () => {
  it('shows the refund the policy gives before confirming, then the money and the seat follow', async () => {
    let given = false;
    serve(
      list(() => [
        booking({
          seats: given ? 1 : 2,
          amount: given ? 90 : 180,
          amountPaid: 180,
          paymentMethod: 'Visa •••• 4242',
          bookingSeats: [seat(1), seat(2, given ? { cancelledAt: '2030-01-02T10:00:00.000Z' } : {})],
        }),
      ]),
      on('GET', /\/v1\/booking-seats\/.+\/cancel-quote$/, {
        status: 200,
        body: { data: { refund: 90, newAmount: 90, currency: 'EUR', reason: 'One seat cancelled' } },
      }),
      on('POST', /\/v1\/booking-seats\/.+\/cancel$/, () => {
        given = true;
        return { status: 200, body: { data: seat(2, { cancelledAt: '2030-01-02T10:00:00.000Z' }) } };
      }),
      on('GET', `/v1/payments/bookings/${BOOKING}`, () => ({
        status: 200,
        body: {
          data: {
            bookingId: BOOKING,
            intents: [],
            payments: [{ id: 'p1', amount: 180, currency: 'EUR', applied: true }],
            refunds: given
              ? [
                  {
                    id: 'r1',
                    amount: 90,
                    currency: 'EUR',
                    status: 'succeeded',
                    reason: 'One seat cancelled',
                    createdAt: '2030-01-02T10:00:00.000Z',
                  },
                ]
              : [],
            invoices: given
              ? [
                  {
                    id: 'cn1',
                    kind: 'credit-note',
                    number: 'CN-2030-000001',
                    bookingId: BOOKING,
                    total: 90,
                    currency: 'EUR',
                    issuedAt: '2030-01-02T10:00:00.000Z',
                  },
                ]
              : [],
          },
        },
      })),
    );
    renderAt('/b', [{ path: '/b/*', element: <BookerAreaPage /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Give back seat 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give back seat 2?' });
    expect((await within(dialog).findByTestId('cancel-quote')).textContent).toContain('Refund: €90.00');
    expect(within(dialog).getByTestId('cancel-quote').textContent).toContain('The booking then costs €90.00');
    expect(sent('POST', /\/cancel$/)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Give back the seat' }));
    await waitFor(() => expect(sent('POST', /\/v1\/booking-seats\/.+\/cancel$/)).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('refunded').textContent).toBe('€90.00'));
    expect(screen.getByTestId('net').textContent).toBe('€90.00');
    expect(
      screen.getByRole('link', { name: 'Credit note CN-2030-000001 (PDF)' }).getAttribute('href'),
    ).toContain('/payments/invoices/cn1');
    const cancelledSeat = document.querySelector('[data-seat-position="2"]') as HTMLElement;
    expect(within(cancelledSeat).getByText('Cancelled')).toBeTruthy();
    // The booking's last seat is not given back from a seat: that is "Cancel booking".
    expect(screen.queryByRole('button', { name: /Give back seat/ })).toBeNull();
  });
});
