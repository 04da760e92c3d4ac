// The booker area's reviews (issue 28 item 1): each attended session of the last 30 days with its
// Review action; the form is a dialog with the rating as labelled radio buttons and an optional text;
// the request mail's /b?review={id} opens it at once; the server's refusals show on the form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewableSessionDto } from '@coachwork/contracts';
import BookerAreaPage from '../pages/booker-area/booker-area-page';
import { on, renderAt, sent, serve, type Handler } from './support/render';

const SCHEDULE_ID = '77777777-7777-4777-8777-777777777777';
const SESSION: ReviewableSessionDto = {
  workshopScheduleId: SCHEDULE_ID,
  workshopId: '88888888-8888-4888-8888-888888888888',
  workshopTitle: 'Feedback That Lands',
  startDate: '2030-03-01T09:00:00.000Z',
  endDate: '2030-03-01T12:00:00.000Z',
  reviewableUntil: '2030-03-31T12:00:00.000Z',
  review: null,
};
const noBookings: Handler = on('GET', '/v1/bookings', {
  status: 200,
  body: { data: [], meta: { page: 1, perPage: 10, total: 0, lastPage: 1 } },
});

const open = (path = '/b?tab=past') => renderAt(path, [{ path: '/b/*', element: <BookerAreaPage /> }]);

describe('reviews in the booker area', () => {
  it('reviews an attended session: stars as labelled radio buttons, an optional text, then the rating shows', async () => {
    let reviewed = false;
    serve(
      noBookings,
      (r) =>
        r.method === 'GET' && r.path === '/v1/reviews/reviewable'
          ? {
              status: 200,
              body: {
                data: [reviewed ? { ...SESSION, review: { id: 'r1', rating: 4, hiddenAt: null } } : SESSION],
              },
            }
          : undefined,
      on('POST', '/v1/reviews', () => {
        reviewed = true;
        return { status: 201, body: { data: { id: 'r1', rating: 4 } } };
      }),
    );
    open();
    const row = (await screen.findByText('Feedback That Lands')).closest('li') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Feedback That Lands' });
    // Nothing chosen yet: the form says so and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await within(dialog).findByText('Rating is required')).toBeTruthy();
    expect(sent('POST', '/v1/reviews')).toHaveLength(0);

    const group = within(dialog).getByRole('group', { name: 'Your rating' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(within(group).getByRole('radio', { name: '4 stars: Very good' }));
    fireEvent.change(within(dialog).getByLabelText('Your review (optional)'), {
      target: { value: 'Practical and kind.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(sent('POST', '/v1/reviews')).toHaveLength(1));
    expect(sent('POST', '/v1/reviews')[0]!.body).toEqual({
      workshopScheduleId: SCHEDULE_ID,
      rating: 4,
      body: 'Practical and kind.',
    });
    expect(await screen.findByText('You rated it 4 out of 5')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens the form from the request mail's link, and shows the server's refusal on it", async () => {
    serve(
      noBookings,
      on('GET', '/v1/reviews/reviewable', { status: 200, body: { data: [SESSION] } }),
      on('POST', '/v1/reviews', {
        status: 403,
        body: { message: 'Only people who attended this session can review it.' },
      }),
    );
    open(`/b?review=${SCHEDULE_ID}`);
    const dialog = await screen.findByRole('dialog', { name: 'Review Feedback That Lands' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '5 stars: Excellent' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only people who attended this session can review it.',
    );
  });

  it('shows nothing when no session is open to review', async () => {
    serve(noBookings, on('GET', '/v1/reviews/reviewable', { status: 200, body: { data: [] } }));
    open();
    await screen.findByText('No past bookings.');
    expect(screen.queryByRole('heading', { name: 'Your reviews' })).toBeNull();
  });
});
