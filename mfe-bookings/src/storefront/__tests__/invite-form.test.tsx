// The /b invite form: neither a user nor an email is the contract's either-or rule, word for word
// ('Either user ID or email must be provided', spec §5), and nothing is sent.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { EMAIL_INVALID, USER_OR_EMAIL_REQUIRED } from '@coachwork/contracts';
import { InviteForm } from '../pages/booker-area/invite-form';
import { renderAt, sent, serve } from './support/render';

const SEAT = '33333333-3333-4333-8333-333333333333';

describe('the invite form on /b', () => {
  it("says 'Either user ID or email must be provided' when it names nobody, and sends nothing", async () => {
    serve();
    renderAt('/b', [{ path: '/b', element: <InviteForm seatId={SEAT} position={2} /> }]);
    const form = screen.getByRole('form', { name: 'Invite to seat 2' });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    });
    expect(USER_OR_EMAIL_REQUIRED).toBe('Either user ID or email must be provided');
    expect(await within(form).findByText(USER_OR_EMAIL_REQUIRED)).toBeTruthy();
    expect(sent('POST', /send-invitation/)).toHaveLength(0);
  });

  it('still checks the address it is given', async () => {
    serve();
    renderAt('/b', [{ path: '/b', element: <InviteForm seatId={SEAT} position={2} /> }]);
    const form = screen.getByRole('form', { name: 'Invite to seat 2' });
    fireEvent.change(within(form).getByLabelText('Invite by email to seat 2'), { target: { value: 'not-an-address' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    });
    expect(await within(form).findByText(EMAIL_INVALID)).toBeTruthy();
    expect(sent('POST', /send-invitation/)).toHaveLength(0);
  });
});
