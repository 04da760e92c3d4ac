import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookingDto, MoveQuoteDto } from '@coachwork/contracts';
import BookerAreaPage from '../pages/booker-area/booker-area-page';
import { booking, on, renderAt, sent, serve, type Handler } from './support/render';

const BOOKING = '66666666-6666-4666-8666-666666666666';
const CHEAPER = '77777777-7777-4777-8777-777777777777';
const DEARER = '88888888-8888-4888-8888-888888888888';

const list =
  (rows: () => BookingDto[]): Handler =>
  (r) =>
    r.method === 'GET' && r.path === '/v1/bookings'
      ? {
          status: 200,
          body: { data: rows(), meta: { page: 1, perPage: 10, total: rows().length, lastPage: 1 } },
        }
      : undefined;

const quote = (over: Partial<MoveQuoteDto>): MoveQuoteDto => ({
  bookingId: BOOKING,
  workshopScheduleId: CHEAPER,
  startDate: '2030-03-10T09:00:00.000Z',
  endDate: '2030-03-10T12:00:00.000Z',
  timezone: 'Europe/Berlin',
  seatsLeft: 4,
  seats: 2,
  currency: 'EUR',
  currentAmount: 180,
  newAmount: 140,
  charge: 0,
  refund: 40,
  payNow: 0,
  paidBack: 0,
  voucherCode: null,
  voucherMessage: null,
  blockedReason: null,
  ...over,
});

describe('moving a booking from /b', () => {
  it('lists the other dates with seats left and the difference, and moves to the chosen one', async () => {
    serve(
      list(() => [booking({ amountPaid: 180, paymentMethod: 'Visa •••• 4242' })]),
      on('GET', `/v1/bookings/${BOOKING}/move-options`, {
        status: 200,
        body: {
          data: [
            quote({}),
            quote({
              workshopScheduleId: DEARER,
              startDate: '2030-04-10T09:00:00.000Z',
              endDate: '2030-04-10T12:00:00.000Z',
              seatsLeft: 1,
              newAmount: 220,
              charge: 40,
              refund: 0,
              payNow: 220,
              paidBack: 180,
              blockedReason: 'Not enough seats left',
            }),
          ],
        },
      }),
      on('POST', `/v1/bookings/${BOOKING}/move`, (r) => ({
        status: 200,
        body: {
          data: booking({
            workshopScheduleId: (r.body as { workshopScheduleId: string }).workshopScheduleId,
          }),
        },
      })),
    );
    renderAt('/b', [{ path: '/b/*', element: <BookerAreaPage /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Move to another date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to another date' });
    const options = await within(dialog).findAllByTestId('move-option');
    expect(options[0]!.textContent).toContain('4 seats left · You get €40.00 back (new price €140.00)');
    expect(options[1]!.textContent).toContain('1 seat left · €40.00 more');
    expect(within(options[1]!).getByRole('radio')).toHaveProperty('disabled', true);
    const move = within(dialog).getByRole('button', { name: 'Move booking' });
    expect(move).toHaveProperty('disabled', true);

    fireEvent.click(within(options[0]!).getByRole('radio'));
    expect(within(dialog).getByTestId('move-quote').textContent).toContain('You get €40.00 back');
    fireEvent.click(move);
    await waitFor(() => expect(sent('POST', `/v1/bookings/${BOOKING}/move`)).toHaveLength(1));
    const [posted] = sent('POST', `/v1/bookings/${BOOKING}/move`);
    expect(posted!.body).toEqual({ workshopScheduleId: CHEAPER });
    expect(posted!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('moves a paid booking to a dearer date by paying the new date: 202, then the payment step for the held booking', async () => {
    const HELD = '99999999-9999-4999-8999-999999999999';
    serve(
      list(() => [booking({ amountPaid: 180, paymentMethod: 'Visa •••• 4242' })]),
      on('GET', `/v1/bookings/${BOOKING}/move-options`, {
        status: 200,
        body: {
          data: [
            quote({ workshopScheduleId: DEARER, newAmount: 220, charge: 40, refund: 0, payNow: 220, paidBack: 180 }),
          ],
        },
      }),
      on('POST', `/v1/bookings/${BOOKING}/move`, {
        status: 202,
        body: {
          data: booking({
            id: HELD,
            status: 'PENDING',
            workshopScheduleId: DEARER,
            unitPrice: 110,
            subtotal: 220,
            amount: 220,
            amountPaid: null,
            expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
          }),
        },
      }),
    );
    renderAt('/b', [{ path: '/b/*', element: <BookerAreaPage /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Move to another date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to another date' });
    const [option] = await within(dialog).findAllByTestId('move-option');
    expect(option!.textContent).toContain('€40.00 more (new price €220.00)');
    fireEvent.click(within(option!).getByRole('radio'));
    expect(within(dialog).getByTestId('move-quote').textContent).toContain(
      'You pay €220.00 for it now, and the €180.00 you paid comes back in full once that payment goes through',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move and pay' }));
    const note = await within(dialog).findByTestId('move-pay-note');
    expect(note.textContent).toContain('Pay €220.00 to finish the move; the €180.00 you paid for this date then comes back in full.');
    // The payment step is the held booking's, not the old one's.
    await waitFor(() => expect(sent('POST', `/v1/payments/bookings/${HELD}/payment-intent`)).toHaveLength(1));
    expect(sent('POST', `/v1/payments/bookings/${BOOKING}/payment-intent`)).toHaveLength(0);
  });
});

describe('a held booking that pays for a move', () => {
  it('says in /b that paying it moves the earlier booking and refunds it', async () => {
    serve(
      list(() => [
        booking({
          status: 'PENDING',
          amountPaid: null,
          expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
          replacesBookingId: '12121212-1212-4212-8212-121212121212',
        }),
      ]),
    );
    renderAt('/b', [{ path: '/b/*', element: <BookerAreaPage /> }]);
    const note = await screen.findByText(/This moves your earlier booking of this workshop here/);
    expect(note.textContent).toContain('once paid, what you paid for it comes back in full.');
    expect(within(note.closest('[role="note"]') as HTMLElement).getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });
});

describe('handing on the booker’s own seat from /b', () => {
  it('asks for the email and posts the transfer of seat 1', async () => {
    serve(
      list(() => [booking({ amountPaid: 180, paymentMethod: 'Visa •••• 4242' })]),
      on('POST', /\/v1\/booking-seats\/.+\/transfer$/, (r) => ({
        status: 200,
        body: { data: { id: r.path.split('/')[3], status: 'PENDING' } },
      })),
    );
    renderAt('/b', [{ path: '/b/*', element: <BookerAreaPage /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer seat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer your seat' });
    fireEvent.change(within(dialog).getByLabelText('Their email'), {
      target: { value: 'friend@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer seat' }));
    await waitFor(() => expect(sent('POST', /\/transfer$/)).toHaveLength(1));
    expect(sent('POST', /\/transfer$/)[0]!.body).toEqual({ email: 'friend@example.com' });
  });
});
