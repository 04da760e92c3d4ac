// The coach's check-in page against a stubbed /v1: check-ins go through a queue kept in localStorage,
// so a dropped connection loses none (the count of those waiting shows, and they are sent when the
// browser is back online); a second scan says who checked in and when; a refusal says why.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { CheckInDto, CheckInSheetDto } from '@coachwork/contracts';
import { api, makeStore } from '@coachwork/web-kit';
import { CheckIn } from '../components/check-in';
import { enqueue, flushQueue, readQueue, type QueuedCheckIn } from '../check-in-queue';
import { one, SCHEDULE_ID, stubApi, type Seen } from './coach-harness';

jest.setTimeout(30_000);

const ADA_SEAT = 'a0000000-0000-4000-8000-000000000001';
const GRACE_SEAT = 'a0000000-0000-4000-8000-000000000002';

const sheet = (checkedIn: string[] = []): CheckInSheetDto => ({
  workshopScheduleId: SCHEDULE_ID,
  workshopTitle: 'Feedback That Lands',
  startDate: '2027-03-01T09:00:00.000Z',
  endDate: '2027-03-01T12:00:00.000Z',
  timezone: 'UTC',
  checkedIn: checkedIn.length,
  total: 2,
  attendees: [
    { seatId: ADA_SEAT, bookingId: 'b1', position: 1, holderName: 'Ada Lovelace', checkedInAt: null, checkedInByName: null },
    { seatId: GRACE_SEAT, bookingId: 'b2', position: 1, holderName: 'Grace Hopper', checkedInAt: null, checkedInByName: null },
  ].map((a) =>
    checkedIn.includes(a.seatId) ? { ...a, checkedInAt: '2027-03-01T09:03:00.000Z', checkedInByName: 'Cora Coach' } : a,
  ),
});

const done = (seatId: string, holderName: string, alreadyCheckedIn = false): CheckInDto => ({
  seatId,
  bookingId: 'b1',
  workshopScheduleId: SCHEDULE_ID,
  holderName,
  checkedInAt: '2027-03-01T09:03:00.000Z',
  checkedInById: 'c0ac4000-5555-4e3f-9b00-000000000001',
  checkedInByName: 'Cora Coach',
  alreadyCheckedIn,
});

let offline = false;
let checked: string[] = [];
let teardown: () => void = () => undefined;
afterEach(() => {
  teardown();
  window.localStorage.clear();
  offline = false;
  checked = [];
});

function mount(answer: (r: Seen) => { status: number; body?: unknown } | undefined) {
  const stub = stubApi((r) => {
    const own = answer(r);
    if (own) return own;
    if (r.method === 'GET' && r.path === `/check-ins/${SCHEDULE_ID}`) return one(sheet(checked));
    return undefined;
  });
  const stubbed = globalThis.fetch;
  // No connection: fetch fails before any answer, as a phone's browser does.
  globalThis.fetch = ((...args: Parameters<typeof fetch>) =>
    offline ? Promise.reject(new TypeError('Failed to fetch')) : stubbed(...args)) as typeof fetch;
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/c/schedules/${SCHEDULE_ID}/check-in`]}>
        <Routes>
          <Route path="/c/schedules/:id/check-in" element={<CheckIn />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  teardown = () => {
    view.unmount();
    store.dispatch(api.util.resetApiState());
    stub.detach();
  };
  return stub;
}

const result = () => document.querySelector('[data-check-in-result]')!;
const queueNote = () => document.querySelector('[data-queue-count]');

describe('the check-in page', () => {
  it('keeps a check-in made offline in the queue, shows the count, and sends it once back online', async () => {
    const stub = mount((r) => {
      if (r.method === 'POST' && r.path === '/check-ins') {
        checked = [ADA_SEAT];
        return one(done(ADA_SEAT, 'Ada Lovelace'), 201);
      }
      return undefined;
    });
    await screen.findByRole('heading', { name: 'Check-in: Feedback That Lands' });
    expect(screen.getByText('of 2 checked in', { exact: false })).toBeTruthy();

    offline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Check in Ada Lovelace' }));
    await waitFor(() => expect(queueNote()?.textContent).toContain('1 check-in waiting to sync'));
    expect(readQueue(window.localStorage, SCHEDULE_ID)).toEqual([
      expect.objectContaining({ seatId: ADA_SEAT, label: 'Ada Lovelace', workshopScheduleId: SCHEDULE_ID }),
    ]);
    const row = document.querySelector(`[data-seat-id="${ADA_SEAT}"]`) as HTMLElement;
    expect(within(row).getByText('Waiting to sync')).toBeTruthy();
    // A typed code while still offline joins the queue.
    fireEvent.change(screen.getByLabelText('Ticket code'), { target: { value: 'CW1.typed.code.x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(queueNote()?.getAttribute('data-queue-count')).toBe('2'));
    expect(stub.calls('POST', '/check-ins')).toHaveLength(0);
    const queuedBefore = readQueue(window.localStorage, SCHEDULE_ID);
    await new Promise((r) => setTimeout(r, 20));
    const sentAfter = Date.now();

    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(queueNote()).toBeNull());
    // Each carries the time it was made at the door, not the time the connection came back.
    const [tapped, typed] = queuedBefore;
    expect(stub.calls('POST', '/check-ins').map((c) => c.body)).toEqual([
      { workshopScheduleId: SCHEDULE_ID, seatId: ADA_SEAT, scannedAt: tapped!.queuedAt },
      { workshopScheduleId: SCHEDULE_ID, code: 'CW1.typed.code.x', scannedAt: typed!.queuedAt },
    ]);
    expect(Date.parse(tapped!.queuedAt)).toBeLessThan(sentAfter);
    expect(readQueue(window.localStorage, SCHEDULE_ID)).toEqual([]);
    await waitFor(() => expect(within(row).getByText('Checked in 09:03 by Cora Coach')).toBeTruthy());
  });

  it('says who checked a ticket in and when on a second scan, and why a ticket is refused', async () => {
    let scans = 0;
    mount((r) => {
      if (r.method !== 'POST' || r.path !== '/check-ins') return undefined;
      const body = r.body as { code?: string };
      if (body.code === 'CW1.other') {
        return { status: 422, body: { message: 'The given data was invalid.', errors: { code: ['This ticket is for another session, not this one.'] } } };
      }
      scans += 1;
      return one(done(ADA_SEAT, 'Ada Lovelace', scans > 1), scans > 1 ? 200 : 201);
    });
    await screen.findByRole('heading', { name: 'Check-in: Feedback That Lands' });
    const typeCode = (value: string) => {
      fireEvent.change(screen.getByLabelText('Ticket code'), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    };
    typeCode('CW1.ada');
    await waitFor(() => expect(result().textContent).toBe('Checked in: Ada Lovelace'));
    typeCode('CW1.ada');
    await waitFor(() =>
      expect(result().textContent).toBe('Ada Lovelace: Already checked in by Cora Coach at 09:03'),
    );
    typeCode('CW1.other');
    await waitFor(() => expect(result().textContent).toBe('This ticket is for another session, not this one.'));
    expect(result().getAttribute('data-tone')).toBe('error');
    // Answered either way: nothing is left to send.
    expect(queueNote()).toBeNull();
  });

  it('sends what an earlier visit left in the queue as soon as the page opens online', async () => {
    enqueue(window.localStorage, { workshopScheduleId: SCHEDULE_ID, seatId: GRACE_SEAT, label: 'Grace Hopper' });
    const stub = mount((r) =>
      r.method === 'POST' && r.path === '/check-ins' ? one(done(GRACE_SEAT, 'Grace Hopper'), 201) : undefined,
    );
    await waitFor(() => expect(stub.calls('POST', '/check-ins')).toHaveLength(1));
    await waitFor(() => expect(result().textContent).toBe('Checked in: Grace Hopper'));
    expect(readQueue(window.localStorage, SCHEDULE_ID)).toEqual([]);
  });
});

describe('the check-in queue', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  };

  it('queues a code or a seat once, and stops sending at the first one the server cannot be reached for', async () => {
    const storage = memory();
    enqueue(storage, { workshopScheduleId: SCHEDULE_ID, code: 'CW1.a', label: 'a' });
    enqueue(storage, { workshopScheduleId: SCHEDULE_ID, code: 'CW1.a', label: 'a again' });
    enqueue(storage, { workshopScheduleId: SCHEDULE_ID, seatId: ADA_SEAT, label: 'Ada' });
    enqueue(storage, { workshopScheduleId: SCHEDULE_ID, code: 'CW1.c', label: 'c' });
    expect(readQueue(storage, SCHEDULE_ID).map((q) => q.label)).toEqual(['a', 'Ada', 'c']);
    const sent: string[] = [];
    const left = await flushQueue(
      storage,
      SCHEDULE_ID,
      async (item: QueuedCheckIn) => {
        sent.push(item.label);
        return item.label === 'Ada' ? { kind: 'unreachable' } : { kind: 'done', tone: 'success', message: 'ok' };
      },
      () => undefined,
    );
    expect(sent).toEqual(['a', 'Ada']);
    expect(left.map((q) => q.label)).toEqual(['Ada', 'c']);
  });

  it('reads a damaged store as empty', () => {
    const storage = memory();
    storage.setItem(`cw.check-in-queue.${SCHEDULE_ID}`, '{not json');
    expect(readQueue(storage, SCHEDULE_ID)).toEqual([]);
  });
});
