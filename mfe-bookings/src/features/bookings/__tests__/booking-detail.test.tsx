// /bookings/{id} and its tabs against a stubbed /v1: the overview's facts, coach notes, the seats with
// their invitation state and the super-admin's actions, the honest payments tab, and an unknown id.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installDomShims } from '@coachwork/test-support/dom';
import { BookingDetail, type BookingTab } from '../components/booking-detail';
import { aBooking, aSeat, list, one, renderAt, stubApi, type Seen } from './console-harness';

jest.setTimeout(60_000);
beforeAll(installDomShims);

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const booking = aBooking({ id: '0b6f2d1e-2222-4a7c-8e1f-00000000dddd', seats: 3, subtotal: 270, discount: 20, amount: 250, voucherCode: 'SPRING' });
const seats = [
  aSeat({ bookingId: booking.id, position: 1, userId: booking.userId, status: 'ACCEPTED', attended: true, attendanceNotes: 'On time', user: booking.user }),
  aSeat({ bookingId: booking.id, position: 2, email: 'linus@example.com', status: 'PENDING', invitedAt: '2027-03-02T10:00:00.000Z', invitationExpiresAt: '2027-03-09T10:00:00.000Z' }),
  aSeat({ bookingId: booking.id, position: 3, deletedAt: '2027-03-03T10:00:00.000Z' }),
];

function answer(extra?: (r: Seen) => { status: number; body?: unknown } | undefined) {
  return stubApi((r) => {
    const more = extra?.(r);
    if (more) return more;
    if (r.method === 'GET' && r.path === `/bookings/${booking.id}`) return one(booking);
    if (r.method === 'GET' && r.path === '/booking-seats') return list(seats);
    return undefined;
  });
}

function mount(tab: BookingTab, id = booking.id) {
  const view = renderAt(tab ? `/bookings/${id}/${tab}` : `/bookings/${id}`, tab ? `/bookings/:id/${tab}` : '/bookings/:id', <BookingDetail tab={tab} />);
  cleanup = view.cleanup;
  return view;
}

describe('/bookings/{id}', () => {
  it('shows the booking, its booker, schedule, amounts, address and notes', async () => {
    const api = answer();
    mount('');
    expect(await screen.findByRole('heading', { name: 'Booking' })).toBeTruthy();
    await screen.findByText(booking.id);
    expect(screen.getByText('€250.00')).toBeTruthy();
    expect(screen.getByText('€20.00 (voucher SPRING)')).toBeTruthy();
    expect(screen.getByText('€270.00 (3 × €90.00)')).toBeTruthy();
    expect(screen.getByText('Vegetarian lunch, please.')).toBeTruthy();
    expect(screen.getByText('Hauptstraße 1', { exact: false })).toBeTruthy();
    expect(screen.getByText('Germany', { exact: false })).toBeTruthy();
    // The schedule's own time zone: 09:00 UTC is 10:00 in Berlin.
    expect(screen.getByText(/12 Mar 2027, 10:00 – 12:00 \(Europe\/Berlin\)/)).toBeTruthy();
    expect(api.calls('GET', `/bookings/${booking.id}`)[0]!.query.get('include')).toBe('seats,user');
  });

  it('saves coach notes with a partial PATCH', async () => {
    const api = answer((r) =>
      r.method === 'PATCH' && r.path === `/bookings/${booking.id}` ? one({ ...booking, coachNotes: 'Bring the slides' }) : undefined,
    );
    mount('');
    fireEvent.click(await screen.findByText('Edit coach notes'));
    fireEvent.change(screen.getByLabelText('Coach notes'), { target: { value: 'Bring the slides' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(api.calls('PATCH', `/bookings/${booking.id}`)).toHaveLength(1));
    expect(api.calls('PATCH', `/bookings/${booking.id}`)[0]!.body).toEqual({ coachNotes: 'Bring the slides' });
  });

  it('lists the seats with holder, invitation state and attendance; revoking asks first', async () => {
    const seat2 = seats[1]!;
    const api = answer((r) =>
      r.method === 'POST' && r.path === `/booking-seats/${seat2.id}/revoke` ? one({ ...seat2, email: null, status: null }) : undefined,
    );
    mount('seats');
    expect(await screen.findByRole('heading', { name: 'Booking Seats' })).toBeTruthy();
    const booker = (await screen.findByText('Ada Lovelace')).closest('tr')!;
    expect(within(booker).getByText('Accepted')).toBeTruthy();
    expect(within(booker).getByText('Yes')).toBeTruthy();
    expect(within(booker).getByText('On time')).toBeTruthy();
    // The booker's own seat has nothing to revoke.
    expect(within(booker).queryByText('Revoke')).toBeNull();
    const invited = screen.getByText('linus@example.com').closest('tr')!;
    expect(within(invited).getByText('Pending')).toBeTruthy();
    const trashed = screen.getByText('In the trash').closest('tr')!;
    expect(within(trashed).getByText('Restore')).toBeTruthy();
    const query = api.calls('GET', '/booking-seats')[0]!.query;
    expect([query.get('filter[bookingId]'), query.get('include'), query.get('trashed')]).toEqual([booking.id, 'user', 'with']);

    fireEvent.click(within(invited).getByText('Revoke'));
    expect(api.calls('POST', `/booking-seats/${seat2.id}/revoke`)).toHaveLength(0);
    const confirm = await screen.findByText('Revoke this invitation?');
    fireEvent.click(within(confirm.closest('.ant-popover')! as HTMLElement).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.calls('POST', `/booking-seats/${seat2.id}/revoke`)).toHaveLength(1));
  });

  it('says plainly that there are no payments yet', async () => {
    answer((r) =>
      r.method === 'GET' && r.path === `/payments/bookings/${booking.id}`
        ? one({ bookingId: booking.id, intents: [], payments: [], refunds: [], invoices: [] })
        : undefined,
    );
    mount('payments');
    expect(await screen.findByRole('heading', { name: 'Booking Payments' })).toBeTruthy();
    expect(await screen.findByText('No payments yet')).toBeTruthy();
    expect(screen.getByText(/€250\.00 to pay/)).toBeTruthy();
  });

  it('shows the payments, refunds and documents, and refunds an amount up to what is left, with a reason, after asking', async () => {
    const money = {
      bookingId: booking.id,
      intents: [{ id: 'i1', amount: 250, currency: 'EUR', status: 'succeeded', open: false, error: null, createdAt: '2027-03-01T09:00:00.000Z' }],
      payments: [{ id: 'p1', paymentIntentId: 'pi_sbx_1', amount: 250, currency: 'EUR', method: 'Visa •••• 4242', applied: true, paidAt: '2027-03-01T09:01:00.000Z' }],
      refunds: [{ id: 'r1', amount: 50, currency: 'EUR', status: 'succeeded', reason: 'Seat given back', createdAt: '2027-03-02T09:00:00.000Z' }],
      invoices: [
        { id: '0b6f2d1e-2222-4a7c-8e1f-0000000000a1', kind: 'invoice', number: 'INV-2027-000001', bookingId: booking.id, total: 250, currency: 'EUR', issuedAt: '2027-03-01T09:01:00.000Z' },
        { id: '0b6f2d1e-2222-4a7c-8e1f-0000000000a2', kind: 'credit-note', number: 'CN-2027-000001', bookingId: booking.id, total: 50, currency: 'EUR', issuedAt: '2027-03-02T09:00:00.000Z' },
      ],
    };
    const api = answer((r) => {
      if (r.method === 'GET' && r.path === `/payments/bookings/${booking.id}`) return one(money);
      if (r.method === 'POST' && r.path === `/payments/bookings/${booking.id}/refunds`)
        return (r.body as { amount: number }).amount > 200
          ? { status: 422, body: { message: 'The given data was invalid.', errors: { amount: ['The refund is more than what is left.'] } } }
          : one({ id: 'r2' }, 201);
      return undefined;
    });
    mount('payments');
    expect(await screen.findByText('Visa •••• 4242')).toBeTruthy();
    expect(screen.getByText('Seat given back')).toBeTruthy();
    expect(screen.getByText('Left to refund: €200.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CN-2027-000001' }).getAttribute('href')).toBe(
      'http://localhost/v1/payments/invoices/0b6f2d1e-2222-4a7c-8e1f-0000000000a2',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.calls('POST', `/payments/bookings/${booking.id}/refunds`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByLabelText('An amount'));
    const amount = within(dialog).getByLabelText('Amount') as HTMLInputElement;
    // Nothing is prefilled: the admin says how much.
    expect(amount.value).toBe('');
    fireEvent.change(amount, { target: { value: '250' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Amount cannot be more than the €200.00 left to refund')).toBeTruthy();
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();
    expect(api.calls('POST', `/payments/bookings/${booking.id}/refunds`)).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '30' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Projector broke' } });
    expect(within(dialog).getByRole('status').textContent).toContain('€30.00 goes back to the card it was paid with');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.calls('POST', `/payments/bookings/${booking.id}/refunds`)).toHaveLength(1));
    expect(api.calls('POST', `/payments/bookings/${booking.id}/refunds`)[0]!.body).toEqual({ amount: 30, reason: 'Projector broke' });
  });

  it('keeps the page title for an unknown booking and says it does not exist', async () => {
    answer();
    mount('payments', '9');
    expect(await screen.findByRole('heading', { name: 'Booking Payments' })).toBeTruthy();
    expect(await screen.findByText('No such booking')).toBeTruthy();
  });

  it('cancels from the page with a reason', async () => {
    const api = answer((r) =>
      r.method === 'POST' && r.path === `/bookings/${booking.id}/cancel` ? one({ ...booking, status: 'CANCELLED' }) : undefined,
    );
    mount('');
    fireEvent.click(await screen.findByText('Cancel booking'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Duplicate booking' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(api.calls('POST', `/bookings/${booking.id}/cancel`)).toHaveLength(1));
    expect(api.calls('POST', `/bookings/${booking.id}/cancel`)[0]!.body).toEqual({ reason: 'Duplicate booking' });
  });
});
