// /bookings against a stubbed /v1: what the list asks for (filters, search, sort, trash), what a row
// shows, and cancelling with a reason asked first.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installDomShims } from '@coachwork/test-support/dom';
import { BookingsPage } from '../components/bookings-page';
import { aBooking, list, one, renderAt, stubApi, type Seen } from './console-harness';

// Role queries over a whole ProTable are slow in jsdom; the machine is shared.
jest.setTimeout(60_000);
beforeAll(installDomShims);

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const confirmed = aBooking({ id: '0b6f2d1e-2222-4a7c-8e1f-00000000aaaa' });
const pending = aBooking({
  id: '0b6f2d1e-2222-4a7c-8e1f-00000000bbbb',
  status: 'PENDING',
  seats: 1,
  subtotal: 90,
  amount: 90,
  expiresAt: '2027-03-01T09:15:00.000Z',
  user: { id: 'b0000000-3333-4b1a-9f00-000000000002', username: 'grace', name: 'Grace Hopper', email: 'grace@example.com' },
});
const cancelled = aBooking({ id: '0b6f2d1e-2222-4a7c-8e1f-00000000cccc', status: 'CANCELLED', cancellationReason: 'Ill' });

function answer(extra?: (r: Seen) => { status: number; body?: unknown } | undefined) {
  return stubApi((r) => {
    const more = extra?.(r);
    if (more) return more;
    if (r.method === 'GET' && r.path === '/bookings') {
      if (r.query.get('trashed') === 'only') return list([{ ...cancelled, deletedAt: '2027-03-02T10:00:00.000Z' }]);
      return list([confirmed, pending, cancelled]);
    }
    if (r.method === 'GET' && r.path === '/workshop-schedules')
      return list([{ id: confirmed.workshopScheduleId, startDate: '2027-03-12T09:00:00.000Z', timezone: 'Europe/Berlin', workshop: { id: 'w', title: 'Storytelling Lab' } }]);
    if (r.method === 'GET' && r.path === '/users') return list([{ id: 'u1', username: 'ada', email: 'ada@example.com' }]);
    return undefined;
  });
}

function mount(at = '/bookings') {
  const view = renderAt(at, '/bookings', <BookingsPage />);
  cleanup = view.cleanup;
  return view;
}

const bookingRequests = (seen: Seen[]) => seen.filter((s) => s.method === 'GET' && s.path === '/bookings');

describe('/bookings', () => {
  it('lists bookings newest first with the booker, the workshop, the amount and a coloured status', async () => {
    const api = answer();
    mount();
    const row = (await screen.findByText('Grace Hopper')).closest('tr')!;
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByText('grace@example.com')).toBeTruthy();
    expect(within(row).getByText('€90.00')).toBeTruthy();
    expect(within(row).getByText('Storytelling Lab')).toBeTruthy();
    expect(row.querySelector('.ant-tag-warning')).not.toBeNull();
    const confirmedRow = screen.getAllByText('Ada Lovelace')[0]!.closest('tr')!;
    expect(confirmedRow.querySelector('.ant-tag-success')?.textContent).toBe('Confirmed');
    const first = bookingRequests(api.seen)[0]!;
    expect(first.query.get('include')).toBe('user');
    expect(first.query.get('sort')).toBe('-createdAt');
    expect(first.query.get('page')).toBe('1');
    expect(first.query.has('trashed')).toBe(false);
  });

  it('starts filtered by the schedule named in the address (the schedules page links here)', async () => {
    const api = answer();
    mount(`/bookings?workshopScheduleId=${confirmed.workshopScheduleId}`);
    await screen.findByText('Grace Hopper');
    expect(bookingRequests(api.seen).every((r) => r.query.get('filter[workshopScheduleId]') === confirmed.workshopScheduleId)).toBe(true);
  });

  it('starts with the words of the header search (Enter in the console header lands here with ?search=)', async () => {
    const api = answer();
    mount('/bookings?search=grace%40example.com');
    await screen.findByText('Grace Hopper');
    expect(bookingRequests(api.seen).every((r) => r.query.get('search') === 'grace@example.com')).toBe(true);
    expect((screen.getByPlaceholderText('Booking id or booker email') as HTMLInputElement).value).toBe('grace@example.com');
  });

  it('searches by booking id or booker email and filters by status', async () => {
    const api = answer();
    mount();
    await screen.findByText('Grace Hopper');
    fireEvent.change(screen.getByPlaceholderText('Booking id or booker email'), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByText('Expand'));
    fireEvent.mouseDown(await screen.findByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('No show'));
    fireEvent.click(screen.getByText('Query'));
    await waitFor(() => expect(bookingRequests(api.seen).at(-1)!.query.get('search')).toBe('grace@example.com'));
    expect(bookingRequests(api.seen).at(-1)!.query.get('filter[status]')).toBe('NO_SHOW');
  });

  it('shows the trash with Restore, which restores the booking', async () => {
    const api = answer((r) =>
      r.method === 'POST' && r.path === `/bookings/${cancelled.id}/restore` ? one(cancelled) : undefined,
    );
    mount();
    await screen.findByText('Grace Hopper');
    fireEvent.click(screen.getByText('Trash'));
    await waitFor(() => expect(bookingRequests(api.seen).at(-1)!.query.get('trashed')).toBe('only'));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.calls('POST', `/bookings/${cancelled.id}/restore`)).toHaveLength(1));
  });

  it('asks for a reason before cancelling, and cancels only cancellable bookings', async () => {
    const api = answer((r) =>
      r.method === 'POST' && r.path === `/bookings/${pending.id}/cancel`
        ? one({ ...pending, status: 'CANCELLED', cancellationReason: (r.body as { reason: string }).reason })
        : undefined,
    );
    mount();
    const row = (await screen.findByText('Grace Hopper')).closest('tr')!;
    // A cancelled booking cannot be cancelled again.
    const cancelledRow = screen.getByText('Cancelled').closest('tr')!;
    expect(within(cancelledRow).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('Cancellation reason is required')).toBeTruthy();
    expect(api.calls('POST', `/bookings/${pending.id}/cancel`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Asked by phone' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    });
    await waitFor(() => expect(api.calls('POST', `/bookings/${pending.id}/cancel`)).toHaveLength(1));
    expect(api.calls('POST', `/bookings/${pending.id}/cancel`)[0]!.body).toEqual({ reason: 'Asked by phone' });
  });
});
