import { fireEvent, screen } from '@testing-library/react';
import { JoinWaitlist } from '../pages/waitlist/join-waitlist';
import { on, PUBLIC_SCHEDULE, renderAt, SCHEDULE_ID, sent, serve } from './support/render';

const SOLD_OUT = { ...PUBLIC_SCHEDULE, capacity: 6, seatsLeft: 0 };
const open = (user?: null) => renderAt('/', [{ path: '/', element: <JoinWaitlist s={SOLD_OUT} /> }], user);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('joining the waitlist of a sold-out schedule', () => {
  it('signed in: posts the seats to /v1/waitlist and says what happens next', async () => {
    serve(on('POST', '/v1/waitlist', { status: 201, body: { data: { status: 'WAITING', position: 1 } } }));
    open();
    expect(screen.getByLabelText('Seats').getAttribute('max')).toBe('6');
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    type('Seats', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('You are on the waitlist. We will e-mail you when seats free up.')).toBeTruthy();
    expect(sent('POST', '/v1/waitlist')[0]!.body).toEqual({ workshopScheduleId: SCHEDULE_ID, seats: 2 });
  });

  it('signed out: asks the name and e-mail, posts /v1/public/waitlist, and shows the 422 by its fields', async () => {
    let first = true;
    serve(
      on('POST', '/v1/public/waitlist', () => {
        if (!first) return { status: 201, body: { data: { status: 'WAITING', position: 2 } } };
        first = false;
        return {
          status: 422,
          body: {
            message: 'The given data was invalid.',
            errors: { email: ['Please enter a valid email address.'], seats: ['You can book at most 6 seats.'] },
          },
        };
      }),
    );
    open(null);
    type('Seats', '9');
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('E-mail', 'ada@');
    fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('You can book at most 6 seats.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(sent('POST', '/v1/public/waitlist')[0]!.body).toEqual({
      workshopScheduleId: SCHEDULE_ID,
      seats: 9,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@',
    });
    type('Seats', '1');
    type('E-mail', 'ada@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('You are on the waitlist. We will e-mail you when seats free up.')).toBeTruthy();
  });
});
