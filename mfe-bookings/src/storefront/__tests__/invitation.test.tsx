import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InvitationDto } from '@coachwork/contracts';
import InvitationPage from '../pages/invitation-page';
import { on, renderAt, seat, sent, serve } from './support/render';

const TOKEN = 'tok_3f9a';
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

const invitation = (over: Partial<InvitationDto> = {}) =>
  on('GET', `/v1/invitations/${TOKEN}`, { status: 200, body: { data: { ...INVITATION, ...over } } });

const open = (user?: null) =>
  renderAt(`/invitations/${TOKEN}`, [{ path: '/invitations/:token', element: <InvitationPage /> }], user);

describe('the invitation page /invitations/{token}', () => {
  it('shows a guest the workshop, dates, inviter and state, with sign-in and sign-up links that come back', async () => {
    serve(invitation());
    open(null);
    expect(await screen.findByRole('heading', { name: 'Negotiation Lab' })).toBeTruthy();
    expect(screen.getByText('ben invited you to a seat')).toBeTruthy();
    expect(screen.getByText('12 Mar 2030, 16:00 – 18:00', { exact: false })).toBeTruthy();
    expect(screen.getByText('Invited').getAttribute('data-tone')).toBe('warning');
    const back = encodeURIComponent(`/invitations/${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Sign in to accept' }).getAttribute('href')).toBe(`/login?redirect=${back}`);
    const signUp = screen.getByRole('link', { name: 'Create an account' });
    expect(signUp.getAttribute('href')).toBe(`/register?redirect=${back}`);
    // jsdom cannot navigate; the page's own click handler still runs.
    signUp.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(signUp);
    expect(window.localStorage.getItem('coachwork.pendingInvitation')).toBe(`/invitations/${TOKEN}`);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('lets the signed-in invited person accept, and says where the seat is now', async () => {
    serve(invitation(), on('POST', '/v1/invitations/accept', { status: 200, body: { data: seat(2, { status: 'ACCEPTED' }) } }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You have a seat at Negotiation Lab.')).toBeTruthy();
    expect(sent('POST', '/v1/invitations/accept')[0]!.body).toEqual({ invitation_token: TOKEN });
    expect(screen.getByRole('link', { name: 'Go to my bookings' }).getAttribute('href')).toBe('/b');
    expect(screen.getByText('Accepted')).toBeTruthy();
  });

  it('lets them decline', async () => {
    serve(invitation(), on('POST', '/v1/invitations/decline', { status: 200, body: { data: seat(2, { status: 'DECLINED' }) } }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the invitation.', { exact: false })).toBeTruthy();
  });

  it('says why an expired invitation cannot be accepted, and shows its new state', async () => {
    let expired = false;
    serve(
      (r) => (r.method === 'GET' ? invitation(expired ? { status: 'EXPIRED' } : {})(r) : undefined),
      on('POST', '/v1/invitations/accept', () => {
        expired = true;
        return {
          status: 422,
          body: { message: 'This invitation has expired.', errors: { invitation_token: ['This invitation has expired.'] } },
        };
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This invitation has expired. Ask the person who invited you to send a new one.')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('tells the wrong person it was sent to someone else and offers another account', async () => {
    serve(
      invitation(),
      on('POST', '/v1/invitations/accept', { status: 403, body: { message: 'This invitation was sent to someone else.' } }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect((await screen.findByTestId('invitation-refusal')).textContent).toBe('This invitation was sent to someone else.');
    expect(screen.getByText('You are signed in as booker@example.com.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeTruthy();
  });

  it('shows a used invitation without the buttons', async () => {
    serve(invitation({ status: 'ACCEPTED' }));
    open();
    expect(await screen.findByText('This invitation has been accepted: the seat is taken.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('says an unknown link is not valid', async () => {
    serve(on('GET', `/v1/invitations/${TOKEN}`, { status: 404, body: { message: 'Not found.' } }));
    open();
    expect(await screen.findByRole('heading', { name: 'This invitation link is not valid.' })).toBeTruthy();
    await waitFor(() => expect(sent('GET', `/v1/invitations/${TOKEN}`)).toHaveLength(1));
  });
});
