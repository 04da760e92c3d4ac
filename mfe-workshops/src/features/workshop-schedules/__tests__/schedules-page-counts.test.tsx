// /admin/workshop-schedules counts the bookings of a page of schedules with one request
// (GET /v1/bookings/counts), not one bookings list call per row.
import { screen } from '@testing-library/react';
import { installDomShims } from '@coachwork/test-support/dom';
import { list, renderLight, stubApi } from '../../coach-area/__tests__/coach-harness';
import { WorkshopSchedulesTable } from '../components/workshop-schedules-page';

beforeAll(installDomShims);

const ids = ['5c1e0a52-1111-4c3b-9c0d-0000000000a1', '5c1e0a52-1111-4c3b-9c0d-0000000000a2', '5c1e0a52-1111-4c3b-9c0d-0000000000a3'];
const schedule = (id: string, n: number) => ({
  id,
  workshopId: '5c1e0a52-1111-4c3b-9c0d-0000000000ff',
  workshop: { id: '5c1e0a52-1111-4c3b-9c0d-0000000000ff', title: `Workshop ${n}` },
  coach: { id: '5c1e0a52-1111-4c3b-9c0d-0000000000ee', username: 'coach' },
  coachId: '5c1e0a52-1111-4c3b-9c0d-0000000000ee',
  startDate: '2030-01-0' + n + 'T10:00:00.000Z',
  endDate: '2030-01-0' + n + 'T12:00:00.000Z',
  timezone: 'Europe/Berlin',
  status: 'PUBLISHED',
  visibility: 'PUBLIC',
  mode: 'ONLINE',
  level: null,
  country: null,
  capacity: 10,
  seatsLeft: 10,
  price: 0,
  cancelledAt: null,
  deletedAt: null,
});

describe('the schedules table', () => {
  it('asks for the bookings counts of the whole page once', async () => {
    const api = stubApi((r) => {
      if (r.path === '/workshop-schedules') return list(ids.map((id, i) => schedule(id, i + 1)));
      if (r.path === '/bookings/counts')
        return { status: 200, body: { data: ids.map((id, i) => ({ workshopScheduleId: id, bookings: i + 4 })) } };
      if (r.path === '/bookings') return { status: 200, body: { data: [], meta: { page: 1, perPage: 1, total: 9, lastPage: 9 } } };
      return undefined;
    });
    const view = renderLight(<WorkshopSchedulesTable />);
    expect(await screen.findByRole('link', { name: '4 bookings of this schedule' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '5 bookings of this schedule' }).getAttribute('href')).toBe(`/bookings?workshopScheduleId=${ids[1]}`);
    expect(screen.getByRole('link', { name: '6 bookings of this schedule' })).toBeTruthy();
    expect(api.calls('GET', '/bookings')).toHaveLength(0);
    const counts = api.calls('GET', '/bookings/counts');
    expect(counts).toHaveLength(1);
    expect(counts[0]!.query.get('workshopScheduleId')).toBe(ids.join(','));
    view.cleanup();
    api.detach();
  });
});
