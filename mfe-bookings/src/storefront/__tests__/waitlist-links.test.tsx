import { fireEvent, screen } from '@testing-library/react';
import { DeclineOfferPage, LeaveWaitlistPage } from '../pages/waitlist/waitlist-link-page';
import { on, renderAt, seen, sent, serve } from './support/render';

const TOKEN = 'A'.repeat(43);

const open = (path: string) =>
  renderAt(
    path,
    [
      { path: '/waitlist/leave', element: <LeaveWaitlistPage /> },
      { path: '/waitlist/decline', element: <DeclineOfferPage /> },
    ],
    null,
  );

describe("the waitlist mails' links", () => {
  it('/waitlist/leave names the session, says what will happen and changes nothing until the button is pressed', async () => {
    serve(
      on('GET', '/v1/public/waitlist/link', {
        status: 200,
        body: {
          data: {
            kind: 'leave',
            workshopScheduleId: '44444444-4444-4444-8444-444444444444',
            workshopTitle: 'Feedback That Lands (Online)',
            startDate: '2030-12-18T11:00:00.000Z',
            endDate: '2030-12-18T13:00:00.000Z',
            timezone: 'Europe/Amsterdam',
            seats: 1,
            status: 'WAITING',
            offerExpiresAt: null,
          },
        },
      }),
      on('POST', '/v1/public/waitlist/leave', { status: 200, body: { data: { status: 'LEFT' } } }),
    );
    open(`/waitlist/leave?token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Leave the waitlist' });
    expect(screen.getByText('You will leave the waitlist of this session.', { exact: false })).toBeTruthy();
    const session = await screen.findByTestId('waitlist-link-session');
    expect(session.textContent).toContain('Feedback That Lands (Online)');
    expect(session.textContent).toContain('18 Dec 2030, 12:00');
    expect(session.textContent).toContain('1 seat');
    // Only the read that names the session: opening the link (as a mail scanner does) changes nothing.
    expect(seen.map((r) => r.method)).toEqual(['GET']);
    expect(sent('GET', '/v1/public/waitlist/link')[0]!.query.get('token')).toBe(TOKEN);
    fireEvent.click(button);
    expect(await screen.findByText('You have left the waitlist.')).toBeTruthy();
    expect(sent('POST', '/v1/public/waitlist/leave').map((r) => r.body)).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: 'Leave the waitlist' })).toBeNull();
  });

  it('/waitlist/decline posts the token and says the seats go to the next person', async () => {
    serve(on('POST', '/v1/public/waitlist/decline', { status: 200, body: { data: { status: 'DECLINED' } } }));
    open(`/waitlist/decline?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline the seats' }));
    expect(await screen.findByText('The seats go to the next person.')).toBeTruthy();
    expect(sent('POST', '/v1/public/waitlist/decline')[0]!.body).toEqual({ token: TOKEN });
  });

  it("shows the API's reason when the offer was already settled", async () => {
    serve(on('POST', '/v1/public/waitlist/decline', { status: 409, body: { message: 'This entry holds no offer.' } }));
    open(`/waitlist/decline?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline the seats' }));
    expect((await screen.findByTestId('waitlist-refusal')).textContent).toBe('This entry holds no offer.');
    expect(screen.getByRole('button', { name: 'Decline the seats' })).toBeTruthy();
  });

  it("shows the 422's words on the token", async () => {
    serve(
      on('POST', '/v1/public/waitlist/leave', {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { token: ['This link is not valid.'] } },
      }),
    );
    open('/waitlist/leave?token=short');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave the waitlist' }));
    expect((await screen.findByTestId('waitlist-refusal')).textContent).toBe('This link is not valid.');
  });

  it('without a token asks to open the link from the e-mail again, with no button', async () => {
    serve();
    open('/waitlist/leave');
    expect(await screen.findByText('This link is not complete. Open it again from the e-mail.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
