import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookingDto } from '@coachwork/contracts';
import BookerAreaPage from '../pages/booker-area/booker-area-page';
import { rememberInvitation } from '../pending-invitation';
import { booking, on, renderAt, scheduleCopy, seat, sent, serve, USER, type Handler } from './support/render';

const list = (rows: BookingDto[]): Handler =>
  on('GET', '/v1/bookings', {
    status: 200,
    body: { data: rows, meta: { page: 1, perPage: 10, total: rows.length, lastPage: 1 } },
  });

const open = (path = '/b') => renderAt(path, [{ path: '/b/*', element: <BookerAreaPage /> }]);

async function card(title = 'Negotiation Lab') {
  const heading = await screen.findByRole('heading', { name: title });
  return heading.closest('li') as HTMLElement;
}

describe('the booker area /b', () => {
  it('lists the booker’s own upcoming bookings with the date in the schedule’s time zone, status and seats', async () => {
    serve(list([booking()]));
    open();
    const c = await card();
    const [get] = sent('GET', '/v1/bookings');
    expect(get!.query.get('include')).toBe('seats');
    expect(get!.query.get('filter[userId]')).toBe(USER.id);
    expect(get!.query.get('sort')).toBe('startDate');
    expect(get!.query.get('filter[startsFrom]')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // 15:00 UTC is 11:00 in New York (daylight time from 10 March 2030).
    expect(within(c).getByTestId('booking-when').textContent).toContain('12 Mar 2030, 11:00 – 13:00 (America/New_York)');
    const tag = within(c).getByText('Confirmed');
    expect(tag.getAttribute('data-tone')).toBe('success');
    expect(within(c).getByTestId('seats-taken').textContent).toBe('2 (1 of 2 taken)');
    const seats = within(c).getAllByRole('listitem');
    expect(seats[0]!.textContent).toContain('Seat 1');
    expect(seats[0]!.textContent).toContain('You');
    expect(within(seats[0]!).getByText('Accepted')).toBeTruthy();
    expect(within(seats[1]!).getByText('Open')).toBeTruthy();
    // The booker's own seat has one action: handing it to someone else.
    expect(within(seats[0]!).getAllByRole('button').map((b) => b.textContent)).toEqual(['Transfer seat']);
  });

  it('invites someone by email to an open seat and shows the new state', async () => {
    let invited = false;
    serve(
      on('POST', /\/v1\/booking-seats\/.+\/send-invitation$/, () => {
        invited = true;
        return { status: 200, body: { data: seat(2, { email: 'ada@example.org', status: 'PENDING' }) } };
      }),
      (r) =>
        r.method === 'GET' && r.path === '/v1/bookings'
          ? {
              status: 200,
              body: {
                data: [
                  booking({
                    bookingSeats: [
                      seat(1),
                      seat(2, invited ? { email: 'ada@example.org', status: 'PENDING', invitationExpiresAt: '2030-01-08T10:00:00.000Z' } : {}),
                    ],
                  }),
                ],
                meta: { page: 1, perPage: 10, total: 1, lastPage: 1 },
              },
            }
          : undefined,
    );
    open();
    const c = await card();
    fireEvent.change(within(c).getByLabelText('Invite by email to seat 2'), { target: { value: 'Ada@Example.org' } });
    fireEvent.click(within(c).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(sent('POST', /send-invitation$/)).toHaveLength(1));
    const [post] = sent('POST', /send-invitation$/);
    expect(post!.path).toBe(`/v1/booking-seats/${seat(2).id}/send-invitation`);
    expect(post!.body).toEqual({ email: 'ada@example.org' });
    expect(await within(c).findByText('ada@example.org')).toBeTruthy();
    expect(within(c).getByText('Invited').getAttribute('data-tone')).toBe('warning');
    expect(within(c).getByRole('button', { name: 'Resend' })).toBeTruthy();
  });

  it('shows the server’s 422 under the email field', async () => {
    serve(
      list([booking()]),
      on('POST', /send-invitation$/, {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { email: ['You cannot invite yourself.'] } },
      }),
    );
    open();
    const c = await card();
    const email = within(c).getByLabelText('Invite by email to seat 2');
    fireEvent.change(email, { target: { value: 'booker@example.com' } });
    fireEvent.click(within(c).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe('You cannot invite yourself.');
  });

  it('revokes a pending invitation only after asking', async () => {
    serve(
      list([booking({ bookingSeats: [seat(1), seat(2, { email: 'ada@example.org', status: 'PENDING' })] })]),
      on('POST', /\/revoke$/, { status: 200, body: { data: seat(2) } }),
    );
    open();
    const c = await card();
    fireEvent.click(within(c).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
    expect(sent('POST', /\/revoke$/)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Escape (the dialog's cancel event) closes it too, without revoking.
    fireEvent.click(within(c).getByRole('button', { name: 'Revoke' }));
    fireEvent(await screen.findByRole('dialog'), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('POST', /\/revoke$/)).toHaveLength(0);
    fireEvent.click(within(c).getByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(sent('POST', /\/revoke$/)).toHaveLength(1));
    expect(sent('POST', /\/revoke$/)[0]!.path).toBe(`/v1/booking-seats/${seat(2).id}/revoke`);
  });

  it('resends a pending invitation to the same address', async () => {
    serve(
      list([booking({ bookingSeats: [seat(1), seat(2, { email: 'ada@example.org', status: 'PENDING' })] })]),
      on('POST', /send-invitation$/, { status: 200, body: { data: seat(2, { email: 'ada@example.org', status: 'PENDING' }) } }),
    );
    open();
    const c = await card();
    fireEvent.click(within(c).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(sent('POST', /send-invitation$/)).toHaveLength(1));
    expect(sent('POST', /send-invitation$/)[0]!.body).toEqual({ email: 'ada@example.org' });
  });

  it('cancels a booking with a reason, asked first', async () => {
    serve(list([booking()]), on('POST', /\/cancel$/, { status: 200, body: { data: booking({ status: 'CANCELLED' }) } }));
    open();
    const c = await card();
    fireEvent.click(within(c).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('Cancellation reason is required')).toBeTruthy();
    expect(sent('POST', /\/cancel$/)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Why are you cancelling?'), { target: { value: 'Travel plans changed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(sent('POST', /\/cancel$/)).toHaveLength(1));
    const [post] = sent('POST', /\/cancel$/);
    expect(post!.path).toBe(`/v1/bookings/${booking().id}/cancel`);
    expect(post!.body).toEqual({ reason: 'Travel plans changed' });
  });

  it('offers no invitations while a paid booking is held, and says so', async () => {
    const expiresAt = '2030-01-01T10:15:00.000Z';
    serve(list([booking({ status: 'PENDING', expiresAt })]));
    open();
    const c = await card();
    expect(within(c).getByText('Pending').getAttribute('data-tone')).toBe('warning');
    expect(within(c).getByRole('note').textContent).toContain('Pay before then to confirm them.');
    expect(within(c).getByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(within(c).queryByRole('button', { name: 'Invite' })).toBeNull();
    expect(within(c).getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });

  it('says "No bookings yet" with a way to the catalogue', async () => {
    serve(list([]));
    open();
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse workshops' }).getAttribute('href')).toBe('/');
  });

  it('asks for past bookings latest first on the Past tab, with the status filter', async () => {
    serve(list([]));
    open('/b?tab=past&status=CANCELLED');
    expect(await screen.findByRole('heading', { name: 'No bookings with this status.' })).toBeTruthy();
    const [get] = sent('GET', '/v1/bookings');
    expect(get!.query.get('sort')).toBe('-startDate');
    expect(get!.query.get('filter[startsTo]')).toMatch(/^\d{4}-/);
    expect(get!.query.get('filter[status]')).toBe('CANCELLED');
    expect(screen.getByRole('link', { name: 'Past' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows an error with a way to try again', async () => {
    serve(on('GET', '/v1/bookings', { status: 500, body: { message: 'Server error.' } }));
    open();
    expect(await screen.findByText('Your bookings could not be loaded.')).toBeTruthy();
    serve(list([booking()]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card()).toBeTruthy();
  });

  it('offers the way back to an invitation opened before signing up', async () => {
    rememberInvitation('/invitations/tok123');
    serve(list([]));
    open();
    const link = await screen.findByRole('link', { name: 'Open the invitation' });
    expect(link.getAttribute('href')).toBe('/invitations/tok123');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('link', { name: 'Open the invitation' })).toBeNull();
    expect(window.localStorage.getItem('coachwork.pendingInvitation')).toBeNull();
  });
});

describe('the meeting link in /b', () => {
  const ROOM = 'https://meet.example.com/negotiation-lab';

  it('shows Join online on a confirmed booking whose schedule carries the link, and nothing of it while held', async () => {
    serve(
      list([
        booking({ schedule: scheduleCopy({ meetingUrl: ROOM }) }),
        booking({
          id: '77777777-7777-4777-8777-777777777777',
          status: 'PENDING',
          expiresAt: '2030-01-01T10:15:00.000Z',
          schedule: scheduleCopy({ workshopTitle: 'Held Lab', meetingUrl: null }),
        }),
      ]),
    );
    open();
    const confirmed = await card();
    const join = within(confirmed).getByRole('link', { name: /Join online/ });
    expect(join.getAttribute('href')).toBe(ROOM);
    expect(join.getAttribute('rel')).toBe('noopener noreferrer');
    const held = await card('Held Lab');
    expect(within(held).queryByRole('link', { name: /Join online/ })).toBeNull();
    expect(within(held).queryByTestId('meeting-link-later')).toBeNull();
  });

  it('says where the link will appear when a confirmed online booking has none yet', async () => {
    serve(list([booking()]));
    open();
    const c = await card();
    expect(within(c).getByTestId('meeting-link-later').textContent).toBe(
      'The meeting link appears here once the coach adds it.',
    );
  });

  it('lists the seats the person accepted on other people’s bookings, with their link', async () => {
    const future = { startDate: '2030-04-02T08:00:00.000Z', endDate: '2030-04-02T10:00:00.000Z' };
    serve(
      list([]),
      on('GET', '/v1/booking-seats', {
        status: 200,
        body: {
          data: [
            // Mine as a booker (position 1): not an invitation.
            seat(1, { schedule: scheduleCopy({ meetingUrl: ROOM }) }),
            seat(2, {
              id: '88888888-8888-4888-8888-888888888888',
              userId: USER.id,
              status: 'ACCEPTED',
              inviterId: '99999999-9999-4999-8999-999999999999',
              schedule: scheduleCopy({ workshopTitle: 'Invited Lab', meetingUrl: ROOM, timezone: 'Europe/Berlin', ...future }),
            }),
          ],
          meta: { page: 1, perPage: 100, total: 2, lastPage: 1 },
        },
      }),
    );
    open();
    const section = await screen.findByRole('region', { name: 'Seats you were invited to' });
    const [get] = sent('GET', '/v1/booking-seats');
    expect(get!.query.get('filter[status]')).toBe('ACCEPTED');
    expect(get!.query.get('include')).toBe('schedule');
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('Invited Lab');
    expect(items[0]!.textContent).toContain('2 Apr 2030, 10:00');
    expect(within(items[0]!).getByRole('link', { name: /Join online/ }).getAttribute('href')).toBe(ROOM);
    // The invitee may hand the seat on themselves (issue 27 item 3): asked first, then posted.
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Transfer seat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer your seat' });
    fireEvent.change(within(dialog).getByLabelText('Their email'), { target: { value: 'colleague@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer seat' }));
    await waitFor(() =>
      expect(sent('POST', '/v1/booking-seats/88888888-8888-4888-8888-888888888888/transfer')).toHaveLength(1),
    );
    expect(sent('POST', /\/transfer$/)[0]!.body).toEqual({ email: 'colleague@example.com' });
  });
});
