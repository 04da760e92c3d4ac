import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_KEY_HEADER, type BookingDto } from '@coachwork/contracts';
import type { PublicScheduleDetail } from '../api';
import ScheduleDetailPage from '../pages/schedule-detail';
import { booking, on, renderAt, sent, serve, type Reply, PUBLIC_SCHEDULE, SCHEDULE_ID, USER } from './support/render';

const ID = SCHEDULE_ID;
const SCHEDULE = PUBLIC_SCHEDULE;

const page = (s: Partial<PublicScheduleDetail> = {}) => [
  on('GET', `/v1/public/workshop-schedules/${ID}`, { status: 200, body: { data: { ...SCHEDULE, ...s } } }),
  on('GET', /^\/v1\/public\/users\//, { status: 404 }),
];

const created = (b: BookingDto, serverNow = Date.now()): Reply => ({
  status: 201,
  body: { data: b },
  headers: { date: new Date(serverNow).toUTCString() },
});

function openDetail(user?: null) {
  return renderAt(`/schedules/${ID}`, [{ path: '/schedules/:id', element: <ScheduleDetailPage /> }], user);
}

async function openCheckout() {
  openDetail();
  fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
  return screen.findByRole('dialog', { name: 'Book Negotiation Lab' });
}

function fillAddress(dialog: HTMLElement) {
  const d = within(dialog);
  fireEvent.change(d.getByLabelText('Address line 1'), { target: { value: 'Main St 1' } });
  fireEvent.change(d.getByLabelText('City'), { target: { value: 'Berlin' } });
  fireEvent.change(d.getByLabelText('State or region'), { target: { value: 'Berlin' } });
  fireEvent.change(d.getByLabelText('ZIP code'), { target: { value: '10115' } });
}

const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /^Book/ }));

describe('checkout on /schedules/{id}', () => {
  it('offers a signed-out visitor to sign in and come back to this page (no signed-in Book button)', async () => {
    serve(...page());
    openDetail(null);
    const link = await screen.findByRole('link', { name: 'Sign in to book' });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(`/schedules/${ID}`)}`);
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  });

  it('keeps Book disabled with the reason when the session is closed', async () => {
    serve(...page({ status: 'CLOSED' }));
    openDetail();
    const book = await screen.findByRole('button', { name: 'Book' });
    expect((book as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('This session takes no more bookings.')).toBeTruthy();
  });

  it('offers the waitlist instead of Book when the session is sold out', async () => {
    serve(...page({ seatsLeft: 0 }));
    openDetail();
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
    expect(screen.getByText('Sold out.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  });

  it('steps the seats between 1 and the seats left, with the estimated total, and prefills the country', async () => {
    serve(...page());
    const dialog = await openCheckout();
    const d = within(dialog);
    expect(d.getByTestId('checkout-total').textContent).toBe('€90.00');
    expect((d.getByLabelText('Country') as HTMLSelectElement).value).toBe('DE');
    expect((d.getByRole('button', { name: 'Fewer seats' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(d.getByRole('button', { name: 'More seats' }));
    fireEvent.click(d.getByRole('button', { name: 'More seats' }));
    expect((d.getByLabelText('Seats') as HTMLInputElement).value).toBe('3');
    await waitFor(() => expect(d.getByTestId('checkout-total').textContent).toBe('€270.00'));
    expect((d.getByRole('button', { name: 'More seats' }) as HTMLButtonElement).disabled).toBe(true);
    expect(d.getByText('3 × €90.00', { exact: false })).toBeTruthy();
  });

  it("starts from the billing address of the booker's last booking, editable", async () => {
    const last = {
      addressLine1: '12 rue de la République',
      addressLine2: 'Bâtiment B',
      city: 'Lyon',
      state: 'Auvergne-Rhône-Alpes',
      zip: '69002',
      country: 'FR',
    };
    serve(
      ...page(),
      on('GET', '/v1/bookings/last-address', { status: 200, body: { data: last } }),
      on('POST', '/v1/bookings', () => created(booking({ seats: 1, status: 'PENDING', expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() }))),
    );
    const dialog = await openCheckout();
    const d = within(dialog);
    await waitFor(() => expect((d.getByLabelText('Address line 1') as HTMLInputElement).value).toBe('12 rue de la République'));
    expect((d.getByLabelText('Address line 2 (optional)') as HTMLInputElement).value).toBe('Bâtiment B');
    expect((d.getByLabelText('City') as HTMLInputElement).value).toBe('Lyon');
    expect((d.getByLabelText('ZIP code') as HTMLInputElement).value).toBe('69002');
    // The last booking's country, not the profile's (DE).
    expect((d.getByLabelText('Country') as HTMLSelectElement).value).toBe('FR');
    expect(d.getByTestId('address-remembered').textContent).toContain('Filled in from your last booking');

    fireEvent.change(d.getByLabelText('Address line 2 (optional)'), { target: { value: '' } });
    fireEvent.change(d.getByLabelText('ZIP code'), { target: { value: '69003' } });
    submit(dialog);
    await waitFor(() => expect(sent('POST', '/v1/bookings')).toHaveLength(1));
    expect((sent('POST', '/v1/bookings')[0]!.body as { address: unknown }).address).toEqual({ ...last, addressLine2: null, zip: '69003' });
  });

  it('leaves the address blank but the profile country when the booker has no booking yet', async () => {
    serve(...page(), on('GET', '/v1/bookings/last-address', { status: 200, body: { data: null } }));
    const dialog = await openCheckout();
    const d = within(dialog);
    await waitFor(() => expect(sent('GET', '/v1/bookings/last-address')).toHaveLength(1));
    expect((d.getByLabelText('Address line 1') as HTMLInputElement).value).toBe('');
    expect((d.getByLabelText('Country') as HTMLSelectElement).value).toBe('DE');
    expect(d.queryByTestId('address-remembered')).toBeNull();
  });

  it('checks the address with the spec messages before sending anything', async () => {
    serve(...page());
    const dialog = await openCheckout();
    submit(dialog);
    expect(await within(dialog).findByText('Address line 1 is required')).toBeTruthy();
    expect(within(dialog).getByText('City is required')).toBeTruthy();
    expect(sent('POST', '/v1/bookings')).toHaveLength(0);
  });

  it('books a paid seat with an Idempotency-Key and shows the hold counting down from 14:59', async () => {
    // The server holds the seats for 15 minutes from its answer.
    serve(
      ...page(),
      on('POST', '/v1/bookings', () =>
        created(booking({ seats: 1, status: 'PENDING', expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(), amount: 90 })),
      ),
    );
    const dialog = await openCheckout();
    fillAddress(dialog);
    fireEvent.change(within(dialog).getByLabelText('Notes for the coach (optional)'), { target: { value: 'Vegan lunch' } });
    submit(dialog);
    const hold = await screen.findByTestId('hold-countdown');
    expect(hold.textContent).toMatch(/^Your seats are held for 14:5\d$/);
    const [post] = sent('POST', '/v1/bookings');
    expect(post!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The body names whom the booking is for: the signed-in user (the server no longer assumes it).
    expect(post!.body).toEqual({
      userId: USER.id,
      workshopScheduleId: ID,
      seats: 1,
      address: { addressLine1: 'Main St 1', addressLine2: null, city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' },
      notes: 'Vegan lunch',
    });
    expect(screen.getByTestId('booking-amount').textContent).toBe('€90.00');
  });

  it('says the hold expired when the countdown ends, and starts again on request', async () => {
    // Long enough for the countdown to show on a busy machine, short enough to wait for its end.
    const expiresAt = new Date(Date.now() + 4000).toISOString();
    serve(...page(), on('POST', '/v1/bookings', created(booking({ seats: 1, status: 'PENDING', expiresAt }))));
    const dialog = await openCheckout();
    fillAddress(dialog);
    submit(dialog);
    await screen.findByTestId('hold-countdown');
    expect(await screen.findByText('Your hold has expired.', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('dialog', { name: 'Book Negotiation Lab' })).toBeTruthy();
    expect(screen.getByLabelText('Address line 1')).toBeTruthy();
  });

  it('confirms a free booking at once', async () => {
    serve(
      ...page({ price: 0 }),
      on('POST', '/v1/bookings', created(booking({ seats: 1, status: 'CONFIRMED', amount: 0, unitPrice: 0 }))),
    );
    const dialog = await openCheckout();
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('Free');
    fillAddress(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Your booking is confirmed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my bookings' }).getAttribute('href')).toBe('/b');
  });

  it('sends the same key again for a retry of the same booking, and a new one once the booking changes', async () => {
    let calls = 0;
    serve(
      ...page(),
      on('POST', '/v1/bookings', () => (++calls === 1 ? { status: 0 } : { status: 500, body: { message: 'Server error.' } })),
    );
    const dialog = await openCheckout();
    fillAddress(dialog);
    submit(dialog);
    await waitFor(() => expect(sent('POST', '/v1/bookings')).toHaveLength(1));
    await waitFor(() => expect((within(dialog).getByRole('button', { name: /^Book/ }) as HTMLButtonElement).disabled).toBe(false));
    submit(dialog);
    await waitFor(() => expect(sent('POST', '/v1/bookings')).toHaveLength(2));
    await waitFor(() => expect((within(dialog).getByRole('button', { name: /^Book/ }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'More seats' }));
    submit(dialog);
    await waitFor(() => expect(sent('POST', '/v1/bookings')).toHaveLength(3));
    const keys = sent('POST', '/v1/bookings').map((r) => r.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    // The modal dialog carries its own toasts (the page behind it is inert).
    expect(within(dialog).getAllByText('Server error.').length).toBeGreaterThan(0);
  });

  it('puts the 422 bag on the fields and the schedule refusal above the form', async () => {
    serve(
      ...page(),
      on('POST', '/v1/bookings', {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: {
            'address.zip': ['ZIP code must be at most 32 characters'],
            workshopScheduleId: ['This schedule has already started.'],
          },
        },
      }),
    );
    const dialog = await openCheckout();
    fillAddress(dialog);
    submit(dialog);
    const zip = within(dialog).getByLabelText('ZIP code');
    await waitFor(() => expect(zip.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(zip.getAttribute('aria-describedby')!)!.textContent).toBe(
      'ZIP code must be at most 32 characters',
    );
    expect(within(dialog).getByText('This schedule has already started.', { selector: '.cw-alert' })).toBeTruthy();
    expect(document.activeElement).toBe(zip);
  });

  it('shows how many seats are left after a 409 and lowers the stepper to them', async () => {
    serve(...page(), on('POST', '/v1/bookings', { status: 409, body: { message: 'Not enough seats left', seatsLeft: 1 } }));
    const dialog = await openCheckout();
    const d = within(dialog);
    fireEvent.click(d.getByRole('button', { name: 'More seats' }));
    fillAddress(dialog);
    submit(dialog);
    expect((await d.findByTestId('seats-conflict')).textContent).toBe('Not enough seats left: 1 left.');
    expect(d.getByText('Only 1 seat is left')).toBeTruthy();
    expect(d.getByLabelText('Seats').getAttribute('max')).toBe('1');
    fireEvent.click(d.getByRole('button', { name: 'Fewer seats' }));
    expect((d.getByRole('button', { name: 'More seats' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => undefined);
  });
});
