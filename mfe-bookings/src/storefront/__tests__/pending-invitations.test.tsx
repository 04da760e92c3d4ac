// /b's "Invitations for you" (issue 31): my pending invitations from GET /v1/invitations, accepted or
// declined by seat; a refusal is said beside the buttons; nothing at all when there are none.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InvitationDto } from '@coachwork/contracts';
import { PendingInvitations } from '../pages/booker-area/pending-invitations';
import { on, renderAt, seat, sent, serve } from './support/render';

const INVITATION: InvitationDto = {
  seatId: seat(2).id,
  status: 'PENDING',
  email: 'a***@example.org',
  inviterUsername: 'ben',
  expiresAt: '2030-03-05T10:00:00.000Z',
  workshopTitle: 'Negotiation Lab',
  workshopScheduleId: '22222222-2222-4222-8222-222222222222',
  startDate: '2030-03-12T15:00:00.000Z',
  endDate: '2030-03-12T17:00:00.000Z',
  timezone: 'Europe/Berlin',
  mode: 'ONLINE',
};

const open = () => renderAt('/b', [{ path: '/b', element: <PendingInvitations /> }]);

describe('pending invitations on /b', () => {
  it('lists an invitation with its workshop, date and inviter, and accepts it by seat', async () => {
    let answered = false;
    serve(
      on('GET', '/v1/invitations', () => ({ status: 200, body: { data: answered ? [] : [INVITATION] } })),
      on('POST', `/v1/invitations/${INVITATION.seatId}/accept`, () => {
        answered = true;
        return { status: 200, body: { data: seat(2, { status: 'ACCEPTED' }) } };
      }),
    );
    open();
    expect(await screen.findByRole('heading', { name: 'Invitations for you' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Negotiation Lab' }).getAttribute('href')).toBe(
      '/schedules/22222222-2222-4222-8222-222222222222',
    );
    expect(screen.getByText('12 Mar 2030, 16:00 – 18:00', { exact: false })).toBeTruthy();
    expect(screen.getByText('ben invited you to a seat.', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation to Negotiation Lab' }));
    await waitFor(() => expect(sent('POST', `/v1/invitations/${INVITATION.seatId}/accept`)).toHaveLength(1));
    // The list is read again and the answered invitation leaves it.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Invitations for you' })).toBeNull());
  });

  it('declines, and shows a refusal in the API’s words', async () => {
    serve(
      on('GET', '/v1/invitations', { status: 200, body: { data: [INVITATION] } }),
      on('POST', `/v1/invitations/${INVITATION.seatId}/decline`, {
        status: 422,
        body: {
          message: 'This invitation has expired.',
          errors: { invitation_token: ['This invitation has expired.'] },
        },
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline the invitation to Negotiation Lab' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation has expired.');
  });

  it('shows nothing when there are no pending invitations', async () => {
    serve(on('GET', '/v1/invitations', { status: 200, body: { data: [] } }));
    open();
    await waitFor(() => expect(sent('GET', '/v1/invitations')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Invitations for you' })).toBeNull();
  });
});
