import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ListEnvelope } from '@coachwork/contracts';
import { installDomShims } from '@coachwork/test-support/dom';
import type { CoachedSchedule } from '../api';
import { CoachedSchedulesTable } from '../components/user-workshops-panel';

beforeAll(installDomShims);

const schedule = (over: Partial<CoachedSchedule>): CoachedSchedule => ({
  id: 's1',
  workshopId: 'w1',
  startDate: '2026-12-01T09:00:00.000Z',
  endDate: '2026-12-01T17:00:00.000Z',
  timezone: 'Europe/Berlin',
  status: 'PUBLISHED',
  mode: 'IN-PERSON',
  level: 'INTERMEDIATE',
  capacity: 12,
  seatsLeft: 5,
  cancelledAt: null,
  workshop: { id: 'w1', title: 'Facilitation Masterclass' },
  ...over,
});

const list = (data: CoachedSchedule[], total = data.length): ListEnvelope<CoachedSchedule> => ({
  data,
  meta: { page: 1, perPage: 10, total, lastPage: Math.ceil(total / 10) },
});

function show(props: Partial<Parameters<typeof CoachedSchedulesTable>[0]>) {
  return render(
    <MemoryRouter>
      <CoachedSchedulesTable username="coach" list={undefined} loading={false} page={1} onPage={() => undefined} {...props} />
    </MemoryRouter>,
  );
}

describe("a user's Workshops tab", () => {
  it('lists the schedules they coach, in their own time zone, linked to the workshop', () => {
    show({
      list: list([
        schedule({}),
        schedule({ id: 's2', cancelledAt: '2026-11-20T10:00:00.000Z', status: 'CLOSED', level: null, mode: 'ONLINE' }),
      ]),
    });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Facilitation Masterclass' }).getAttribute('href')).toBe('/workshops/w1');
    // 09:00 UTC is 10:00 in Berlin in December.
    expect(first.getByText(/1 Dec 2026, 10:00/)).toBeTruthy();
    expect(first.getByText('Published')).toBeTruthy();
    expect(first.getByText('In-person')).toBeTruthy();
    expect(first.getByText('Intermediate')).toBeTruthy();
    expect(first.getByText('5 / 12')).toBeTruthy();
    const second = within(rows[1]!);
    expect(second.getByText('Cancelled')).toBeTruthy();
    expect(second.getByText('Online')).toBeTruthy();
    expect(second.getByText('—')).toBeTruthy();
    expect(screen.queryByText(/arrives with|No workshops to show yet/)).toBeNull();
  });

  it('says so when they coach none', () => {
    show({ list: list([]) });
    expect(screen.getByText('coach coaches no workshop schedules.')).toBeTruthy();
  });

  it('pages through a long list', () => {
    const pages: number[] = [];
    show({ list: list([schedule({})], 25), onPage: (p) => pages.push(p) });
    fireEvent.click(screen.getByTitle('2'));
    expect(pages).toEqual([2]);
  });
});
