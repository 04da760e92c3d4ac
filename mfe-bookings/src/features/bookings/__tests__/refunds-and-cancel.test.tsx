// Refunds and cancellations in the console against a stubbed /v1: the refund dialog gives seats back
// (each POST /v1/booking-seats/{id}/cancel, the refund quoted first) or refunds an amount, always with a
// reason; the cancel dialog says what will be refunded; cancelled seats read Cancelled; the overview
// shows paid, refunded and net.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installDomShims } from '@coachwork/test-support/dom';
import { BookingDetail, type BookingTab } from '../components/booking-detail';
import { seatRefund } from '../components/refund-booking-dialog';
import { aBooking, aSeat, list, one, renderAt, stubApi, type Seen } from './console-harness';

jest.setTimeout(60_000);
beforeAll(installDomShims);

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const booking = aBooking({
  id: '0b6f2d1e-2222-4a7c-8e1f-00000000eeee',
  seats: 3,
  subtotal: 270,
  amount: 270,
  amountPaid: 270,
  paymentMethod: 'Visa •••• 4242',
});
const seats = [
  aSeat({
    bookingId: booking.id,
    position: 1,
    userId: booking.userId,
    status: 'ACCEPTED',
    user: booking.user,
  }),
  aSeat({ bookingId: booking.id, position: 2, email: 'linus@example.com', status: 'ACCEPTED' }),
  aSeat({ bookingId: booking.id, position: 3 }),
];
const money = (refunds: { amount: number; status: string; reason: string }[] = []) => ({
  bookingId: booking.id,
  intents: [],
  payments: [
    {
      id: 'p1',
      paymentIntentId: 'pi_sbx_1',
      amount: 270,
      currency: 'EUR',
      method: 'Visa •••• 4242',
      applied: true,
      paidAt: '2027-03-01T09:01:00.000Z',
    },
  ],
  refunds: refunds.map((r, i) => ({
    id: `r${i}`,
    currency: 'EUR',
    createdAt: '2027-03-02T09:00:00.000Z',
    ...r,
  })),
  invoices: [],
});

function answer(extra?: (r: Seen) => { status: number; body?: unknown } | undefined) {
  return stubApi((r) => {
    const more = extra?.(r);
    if (more) return more;
    if (r.method === 'GET' && r.path === `/bookings/${booking.id}`) return one(booking);
    if (r.method === 'GET' && r.path === '/booking-seats') return list(seats);
    if (r.method === 'GET' && r.path === `/payments/bookings/${booking.id}`) return one(money());
    return undefined;
  });
}

function mount(tab: BookingTab) {
  const view = renderAt(
    tab ? `/bookings/${booking.id}/${tab}` : `/bookings/${booking.id}`,
    tab ? `/bookings/:id/${tab}` : '/bookings/:id',
    <BookingDetail tab={tab} />,
  );
  cleanup = view.cleanup;
  return view;
}

async function openRefund() {
  mount('payments');
  // Enabled once the payments have loaded (there is something left to refund).
  await screen.findByText('Left to refund: €270.00');
  fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
  return screen.findByRole('dialog');
}

describe('the refund dialog', () => {
  it('gives one seat back with a reason, quoting the refund from the server first', async () => {
    const seat2 = seats[1]!;
    const api = answer((r) => {
      if (r.method === 'GET' && r.path === `/booking-seats/${seat2.id}/cancel-quote`)
        return one({ refund: 90, newAmount: 180, currency: 'EUR', reason: 'One seat cancelled' });
      if (r.method === 'POST' && r.path === `/booking-seats/${seat2.id}/cancel`)
        return one({ ...seat2, cancelledAt: '2027-03-05T10:00:00.000Z' });
      return undefined;
    });
    const dialog = await openRefund();
    fireEvent.click(await within(dialog).findByLabelText('Seat 2 · linus@example.com'));
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(
        '€90.00 goes back to the card it was paid with; the booking then costs €180.00 for 2 seats.',
      ),
    );
    // Giving every seat back is cancelling: the last one stays.
    fireEvent.click(within(dialog).getByLabelText('Seat 3 · open seat'));
    expect((within(dialog).getByLabelText('Seat 1 · Ada Lovelace') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Seat 3 · open seat'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Give seats back and refund' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(api.calls('POST', `/booking-seats/${seat2.id}/cancel`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Linus cannot come' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give seats back and refund' }));
    await waitFor(() => expect(api.calls('POST', `/booking-seats/${seat2.id}/cancel`)).toHaveLength(1));
    expect(api.calls('POST', `/booking-seats/${seat2.id}/cancel`)[0]!.body).toEqual({
      reason: 'Linus cannot come',
    });
    expect(await screen.findByText('Seat cancelled')).toBeTruthy();
    expect(screen.getByText('Seat 2: €90.00 goes back with a credit note.')).toBeTruthy();
  });

  it('works the refund out itself while the server has no quote, and gives two seats back one by one', async () => {
    const [, seat2, seat3] = seats;
    const api = answer((r) =>
      r.method === 'POST' &&
      (r.path === `/booking-seats/${seat2!.id}/cancel` || r.path === `/booking-seats/${seat3!.id}/cancel`)
        ? one({ ...seat2!, cancelledAt: '2027-03-05T10:00:00.000Z' })
        : undefined,
    );
    const dialog = await openRefund();
    fireEvent.click(await within(dialog).findByLabelText('Seat 2 · linus@example.com'));
    fireEvent.click(within(dialog).getByLabelText('Seat 3 · open seat'));
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(
        'About €180.00 goes back to the card it was paid with; the booking then costs €90.00 for 1 seat.',
      ),
    );
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Team shrank' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give seats back and refund' }));
    await waitFor(() => expect(api.calls('POST', `/booking-seats/${seat3!.id}/cancel`)).toHaveLength(1));
    expect(api.calls('POST', `/booking-seats/${seat2!.id}/cancel`)).toHaveLength(1);
  });
});

describe('seatRefund', () => {
  const b = {
    amount: 270,
    seats: 3,
    schedule: { ...booking.schedule, startDate: '2027-03-12T09:00:00.000Z' },
  };
  const now = new Date('2027-03-01T09:00:00.000Z');
  it('takes the quote as it is for one seat', () => {
    expect(
      seatRefund(
        b,
        270,
        1,
        { refund: 90, newAmount: 180, currency: 'EUR', reason: 'One seat cancelled' },
        now,
      ),
    ).toEqual({
      refund: 90,
      newAmount: 180,
      note: null,
      exact: true,
    });
  });
  it("gives nothing back when the quote says it is too late, with the policy's words", () => {
    const late = {
      refund: 0,
      newAmount: 180,
      currency: 'EUR',
      reason: 'Cancelled less than 48 hours before the start: no refund',
    };
    expect(seatRefund(b, 270, 2, late, now)).toMatchObject({ refund: 0, newAmount: 90, note: late.reason });
  });
  it('prices pro rata without a quote, and nothing inside 48 hours of the start', () => {
    expect(seatRefund(b, 250, 1, null, now)).toMatchObject({ refund: 70, newAmount: 180, exact: false });
    expect(seatRefund(b, 270, 1, null, new Date('2027-03-11T10:00:00.000Z'))).toMatchObject({ refund: 0 });
  });
});

describe('the cancel dialog', () => {
  it("says what the booking's cancel quote will refund", async () => {
    answer((r) =>
      r.method === 'GET' && r.path === `/bookings/${booking.id}/cancel-quote`
        ? one({ refund: 270, newAmount: 0, currency: 'EUR', reason: 'Booking cancelled' })
        : undefined,
    );
    mount('');
    fireEvent.click(await screen.findByText('Cancel booking'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(
        '€270.00 goes back to the card it was paid with, with a credit note.',
      ),
    );
  });

  it('says nothing is refunded when the quote says so', async () => {
    answer((r) =>
      r.method === 'GET' && r.path === `/bookings/${booking.id}/cancel-quote`
        ? one({
            refund: 0,
            newAmount: 0,
            currency: 'EUR',
            reason: 'Cancelled less than 48 hours before the start: no refund',
          })
        : undefined,
    );
    mount('');
    fireEvent.click(await screen.findByText('Cancel booking'));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Nothing is refunded: Cancelled less than 48 hours before the start: no refund.',
      ),
    ).toBeTruthy();
  });

  it('falls back to the policy without a quote: before the deadline, everything paid', async () => {
    answer();
    mount('');
    fireEvent.click(await screen.findByText('Cancel booking'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toContain('up to €270.00'));
  });
});

describe('after a refund', () => {
  it('shows a seat given back as Cancelled, not by its old invitation state', async () => {
    answer((r) =>
      r.method === 'GET' && r.path === '/booking-seats'
        ? list([seats[0]!, { ...seats[1]!, cancelledAt: '2027-03-05T10:00:00.000Z' }])
        : undefined,
    );
    mount('seats');
    const row = (await screen.findByText('linus@example.com')).closest('tr')!;
    expect(within(row).getByText('Cancelled')).toBeTruthy();
    expect(within(row).queryByText('Accepted')).toBeNull();
    expect(within(screen.getByText('Ada Lovelace').closest('tr')!).getByText('Accepted')).toBeTruthy();
  });

  it('shows paid, refunded and net on the overview', async () => {
    answer((r) =>
      r.method === 'GET' && r.path === `/payments/bookings/${booking.id}`
        ? one(
            money([
              { amount: 90, status: 'succeeded', reason: 'One seat cancelled' },
              { amount: 10, status: 'failed', reason: 'x' },
            ]),
          )
        : undefined,
    );
    mount('');
    await screen.findByText('Paid in total');
    const cell = (label: string) => screen.getByText(label).closest('th')!.nextElementSibling!.textContent;
    expect(cell('Paid in total')).toBe('€270.00');
    expect(cell('Refunded')).toBe('€90.00');
    expect(cell('Net')).toBe('€180.00');
  });
});
