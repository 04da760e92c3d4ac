// /admin/workshop-schedules beside seats left (issue 31 item 11): 'Needs n more' while a schedule is under
// its workshop's minSeats, 'Short of the minimum' from 72 h before its start; nothing once it is met.
import { screen, within } from '@testing-library/react';
import { installDomShims } from '@coachwork/test-support/dom';
import { aSchedule, list, renderLight, stubApi } from '../../coach-area/__tests__/coach-harness';
import { WorkshopSchedulesTable } from '../components/workshop-schedules-page';

beforeAll(installDomShims);

const workshop = (title: string, minSeats: number) => ({
  id: 'c0ffee00-4444-4d2e-8a00-000000000001',
  title,
  minSeats,
});
// 8 seats, 5 left: 3 taken.
const rows = [
  aSchedule(48, { id: '5c1e0a52-1111-4c3b-9c0d-0000000000b1', workshop: workshop('Short Lab', 5) }),
  aSchedule(240, { id: '5c1e0a52-1111-4c3b-9c0d-0000000000b2', workshop: workshop('Selling Lab', 5) }),
  aSchedule(48, { id: '5c1e0a52-1111-4c3b-9c0d-0000000000b3', workshop: workshop('Met Lab', 3) }),
];

it('flags the schedules under their minimum, short ones near the start', async () => {
  const api = stubApi((r) => {
    if (r.path === '/workshop-schedules') return list(rows);
    if (r.path === '/bookings/counts') return { status: 200, body: { data: [] } };
    return undefined;
  });
  const view = renderLight(<WorkshopSchedulesTable />);
  const row = async (title: string) => (await screen.findByText(title)).closest('tr')!;
  expect(within(await row('Short Lab')).getByText('Short of the minimum')).toBeTruthy();
  expect(within(await row('Selling Lab')).getByText('Needs 2 more')).toBeTruthy();
  expect(within(await row('Selling Lab')).queryByText('Short of the minimum')).toBeNull();
  const met = await row('Met Lab');
  expect(within(met).queryByText('Short of the minimum')).toBeNull();
  expect(within(met).queryByText(/^Needs/)).toBeNull();
  view.cleanup();
  api.detach();
});
