// A schedule's attendees under /c against a stubbed /v1: who holds each seat, attendance saved per row
// with feedback (and undone when refused), no-show after the start (asked first), the CSV link.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Attendees } from '../components/attendees';
import { aBooking, aSchedule, aSeat, list, one, renderLight, SCHEDULE_ID, stubApi, type Reply, type Seen } from './coach-harness';

jest.setTimeout(30_000);

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const schedule = (startsInHours: number) => aSchedule(startsInHours);

const ada = { id: 'a5d3c9e0-3333-4b1a-9f00-000000000001', username: 'ada', name: 'Ada Lovelace', email: 'ada@example.com' };
const grace = { id: 'b5d3c9e0-3333-4b1a-9f00-000000000002', username: 'grace', name: 'Grace Hopper', email: 'grace@example.com' };
const first = aBooking({ id: 'b0000000-0000-4000-8000-000000000001', user: ada, seats: 2 });
const second = aBooking({ id: 'b0000000-0000-4000-8000-000000000002', user: grace, seats: 1, status: 'NO_SHOW', createdAt: '2027-03-02T08:00:00.000Z' });
const adaSeat = aSeat({ id: 's0000000-0000-4000-8000-000000000001', bookingId: first.id, position: 1, userId: ada.id, status: 'ACCEPTED', user: ada });
const invited = aSeat({ id: 's0000000-0000-4000-8000-000000000002', bookingId: first.id, position: 2, email: 'linus@example.com', status: 'PENDING' });
const graceSeat = aSeat({ id: 's0000000-0000-4000-8000-000000000003', bookingId: second.id, position: 1, userId: grace.id, status: 'ACCEPTED', user: grace, attended: false });

function answer(extra?: (r: Seen) => Reply | undefined, seats = [graceSeat, invited, adaSeat]) {
  const api = stubApi((r) => {
    const more = extra?.(r);
    if (more) return more;
    if (r.method === 'GET' && r.path === '/booking-seats') return list(seats);
    if (r.method === 'GET' && r.path === '/bookings') return list([second, first]);
    return undefined;
  });
  const done = cleanup;
  cleanup = () => {
    api.detach();
    done();
  };
  return api;
}

function mount(startsInHours = 48) {
  const view = renderLight(<Attendees schedule={schedule(startsInHours)} />);
  const previous = cleanup;
  cleanup = () => {
    view.cleanup();
    previous();
  };
}

const bookingOf = (name: string) => screen.getByLabelText(`Booking by ${name}`);

describe('coach area attendees', () => {
  it('lists seats booking by booking with holder, invitation state and the CSV download', async () => {
    const api = answer();
    mount();
    await screen.findByText('2 of 3 seats taken · 0 attended');
    const adas = bookingOf('Ada Lovelace');
    expect(within(adas).getByText('Confirmed')).toBeTruthy();
    expect(within(adas).getByText('linus@example.com')).toBeTruthy();
    expect(within(adas).getByText('Invited')).toBeTruthy();
    expect(within(bookingOf('Grace Hopper')).getByText('No-show')).toBeTruthy();
    // Bookings in the order they were made.
    const order = screen.getAllByLabelText(/^Booking by /).map((el) => el.getAttribute('aria-label'));
    expect(order).toEqual(['Booking by Ada Lovelace', 'Booking by Grace Hopper']);
    const csv = screen.getByText('Download CSV').closest('a')!;
    expect(csv.getAttribute('href')).toBe(`http://localhost/v1/booking-seats/attendees.csv?workshopScheduleId=${SCHEDULE_ID}`);
    const asked = api.calls('GET', '/booking-seats')[0]!.query;
    expect([asked.get('filter[workshopScheduleId]'), asked.get('include'), asked.get('perPage')]).toEqual([SCHEDULE_ID, 'user', '100']);
  });

  it('saves attendance when the switch is ticked, and says so on the row', async () => {
    const api = answer((r) =>
      r.method === 'PATCH' && r.path === `/booking-seats/${adaSeat.id}` ? one({ ...adaSeat, attended: true }) : undefined,
    );
    mount();
    const toggle = await screen.findByRole('switch', { name: 'Attended: Ada Lovelace' });
    fireEvent.click(toggle);
    await screen.findByText('Attendance saved');
    expect(api.calls('PATCH', `/booking-seats/${adaSeat.id}`)[0]!.body).toEqual({ attended: true });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await screen.findByText('2 of 3 seats taken · 1 attended');
  });

  it('puts the switch back and shows why when the server refuses', async () => {
    answer((r) =>
      r.method === 'PATCH' ? { status: 403, body: { message: 'Only the coach of this schedule may record attendance.' } } : undefined,
    );
    mount();
    const toggle = (await screen.findByRole('switch', { name: 'Attended: Ada Lovelace' })) as HTMLInputElement;
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(within(toggle.closest('li')!).getByRole('status').textContent).toBe('Only the coach of this schedule may record attendance.'),
    );
    expect(toggle.checked).toBe(false);
  });

  it('saves attendance notes with their own button and shows a refusal under the field', async () => {
    let refuse = true;
    const api = answer((r) => {
      if (r.method !== 'PATCH') return undefined;
      if (refuse) return { status: 422, body: { message: 'The given data was invalid.', errors: { attendanceNotes: ['Attendance notes must be at most 1000 characters'] } } };
      return one({ ...graceSeat, attendanceNotes: (r.body as { attendanceNotes: string }).attendanceNotes });
    });
    mount();
    const notes = await screen.findByLabelText('Attendance notes for Grace Hopper');
    const save = screen.getByRole('button', { name: 'Save notes for Grace Hopper' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(notes, { target: { value: 'Left at the break' } });
    fireEvent.click(save);
    await screen.findByText('Attendance notes must be at most 1000 characters', { selector: 'p' });
    expect(notes.getAttribute('aria-invalid')).toBe('true');
    refuse = false;
    fireEvent.click(save);
    await screen.findByText('Notes saved');
    expect(api.calls('PATCH', `/booking-seats/${graceSeat.id}`).at(-1)!.body).toEqual({ attendanceNotes: 'Left at the break' });
  });

  it('offers no-show only for confirmed bookings after the start, and asks first', async () => {
    const api = answer((r) =>
      r.method === 'POST' && r.path === `/bookings/${first.id}/no-show` ? one({ ...first, status: 'NO_SHOW' }) : undefined,
    );
    mount(-1);
    await screen.findByText('2 of 3 seats taken · 0 attended');
    expect(within(bookingOf('Grace Hopper')).queryByText('Mark no-show')).toBeNull();
    fireEvent.click(within(bookingOf('Ada Lovelace')).getByRole('button', { name: 'Mark no-show: Ada Lovelace' }));
    expect(api.calls('POST', `/bookings/${first.id}/no-show`)).toHaveLength(0);
    const question = screen.getByRole('group', { name: "Mark Ada Lovelace's booking as a no-show?" });
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, no-show' }));
    await waitFor(() => expect(api.calls('POST', `/bookings/${first.id}/no-show`)).toHaveLength(1));
    expect(api.toasts).toContain('Marked as no-show');
  });

  it('does not offer no-show before the start', async () => {
    answer();
    mount(2);
    await screen.findByText('2 of 3 seats taken · 0 attended');
    expect(screen.queryByText('Mark no-show')).toBeNull();
  });

  it('says there are no attendees yet, without a CSV link', async () => {
    answer(undefined, []);
    mount();
    await screen.findByText(/^No attendees yet\./);
    expect(screen.queryByText('Download CSV')).toBeNull();
  });
});
