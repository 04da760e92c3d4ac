// A schedule's waitlist under /c against a stubbed /v1: entries in turn with their state, an empty
// state, and "Offer now" asked first, sent, and its refusal said next to the entry.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WaitlistEntryDto } from '@coachwork/contracts';
import { Waitlist } from '../components/waitlist';
import { aSchedule, one, renderLight, SCHEDULE_ID, stubApi, type Reply, type Seen } from './coach-harness';

jest.setTimeout(30_000);

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const entry = (over: Partial<WaitlistEntryDto>): WaitlistEntryDto => ({
  id: 'e0000000-0000-4000-8000-000000000001',
  workshopScheduleId: SCHEDULE_ID,
  position: 1,
  userId: 'a5d3c9e0-3333-4b1a-9f00-000000000001',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  seats: 2,
  status: 'WAITING',
  bookingId: null,
  offerExpiresAt: null,
  joinedAt: '2027-03-01T09:00:00.000Z',
  updatedAt: '2027-03-01T09:00:00.000Z',
  ...over,
});
const ada = entry({});
const grace = entry({
  id: 'e0000000-0000-4000-8000-000000000002',
  position: 2,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  seats: 1,
  status: 'OFFERED',
  bookingId: 'b0000000-0000-4000-8000-000000000009',
  offerExpiresAt: '2027-03-02T09:00:00.000Z',
});
const linus = entry({ id: 'e0000000-0000-4000-8000-000000000003', position: null, name: 'Linus', email: 'linus@example.com', seats: 1, status: 'LEFT' });

function mount(entries: WaitlistEntryDto[], extra?: (r: Seen) => Reply | undefined) {
  const api = stubApi((r) => {
    const more = extra?.(r);
    if (more) return more;
    if (r.method === 'GET' && r.path === '/waitlist') return { status: 200, body: { data: entries } };
    return undefined;
  });
  const view = renderLight(<Waitlist schedule={aSchedule(48)} />);
  cleanup = () => {
    view.cleanup();
    api.detach();
  };
  return api;
}

const rowOf = (name: RegExp) => screen.getByRole('listitem', { name });

describe('coach area waitlist', () => {
  it('lists the entries in turn with what each wants and where it stands', async () => {
    const api = mount([ada, grace, linus]);
    await screen.findByText('2 waiting or holding an offer · 3 seats wanted');
    expect(api.calls('GET', '/waitlist')[0]!.query.get('workshopScheduleId')).toBe(SCHEDULE_ID);
    const first = rowOf(/^Ada Lovelace/);
    expect(within(first).getByText('#1')).toBeTruthy();
    expect(within(first).getByText('Waiting')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Offer now: Ada Lovelace' })).toBeTruthy();
    const held = rowOf(/^Grace Hopper/);
    expect(within(held).getByText('Offer sent')).toBeTruthy();
    expect(within(held).getByText(/held until/)).toBeTruthy();
    expect(within(held).queryByRole('button')).toBeNull();
    expect(within(rowOf(/^Linus/)).getByText('Left the list')).toBeTruthy();
  });

  it('says so when nobody is waiting', async () => {
    mount([]);
    await screen.findByText(/Nobody is on the waitlist/);
  });

  it('asks before offering, sends the offer, and shows the entry as offered', async () => {
    let offered = false;
    const api = mount([ada], (r) => {
      if (r.method === 'POST' && r.path === `/waitlist/${ada.id}/offer`) {
        offered = true;
        return one({ ...ada, status: 'OFFERED', offerExpiresAt: '2027-03-02T09:00:00.000Z' });
      }
      if (offered && r.method === 'GET' && r.path === '/waitlist')
        return { status: 200, body: { data: [{ ...ada, status: 'OFFERED', offerExpiresAt: '2027-03-02T09:00:00.000Z' }] } };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Offer now: Ada Lovelace' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Offer 2 seats to Ada Lovelace now?' });
    // Nothing is sent until the coach confirms.
    expect(api.calls('POST', `/waitlist/${ada.id}/offer`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Offer now' }));
    await waitFor(() => expect(api.calls('POST', `/waitlist/${ada.id}/offer`)).toHaveLength(1));
    await waitFor(() => expect(within(rowOf(/^Ada Lovelace/)).getByText('Offer sent')).toBeTruthy());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says why an offer was refused, next to the entry', async () => {
    mount([ada], (r) =>
      r.method === 'POST' && r.path === `/waitlist/${ada.id}/offer`
        ? { status: 409, body: { message: 'Only 1 seats are free: this entry waits for 2.', seatsLeft: 1 } }
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Offer now: Ada Lovelace' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Offer now' }));
    const alert = await within(rowOf(/^Ada Lovelace/)).findByRole('alert');
    expect(alert.textContent).toBe('Only 1 seats are free: this entry waits for 2.');
    expect(within(rowOf(/^Ada Lovelace/)).getByText('Waiting')).toBeTruthy();
  });
});
