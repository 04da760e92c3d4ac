// The coach's new-schedule form under /c against a stubbed /v1 (issue 31 item 8): it starts in the
// coach's own time zone with a searchable zone field, and takes level, country and meeting link from
// the chosen workshop (its template's level, the coach's latest schedule of it), never over what the
// coach typed.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Workshop } from '../../workshops/api';
import type { WorkshopSchedule } from '../../workshop-schedules/api';
import { ScheduleForm } from '../components/schedule-form';
import { aWorkshop, list, one, renderLight, stubApi } from './coach-harness';

jest.setTimeout(30_000);

let cleanup: () => void = () => undefined;
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

/** The browser says it is in `timeZone` (what `Intl` reports as the viewer's zone). */
function browserIn(timeZone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest
    .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
    .mockImplementation(function resolved(this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone };
    });
}

const STORY = 'c0ffee00-4444-4d2e-8a00-000000000001';
const PITCH = 'c0ffee00-4444-4d2e-8a00-000000000002';
const STORY_TEMPLATE = 'a0000000-4444-4d2e-8a00-000000000001';
const PITCH_TEMPLATE = 'a0000000-4444-4d2e-8a00-000000000002';

const workshop = (id: string, title: string, workshopTemplateId: string): Workshop =>
  aWorkshop({ id, title, workshopTemplateId });

const lastStorySchedule = {
  id: '5c1e0a52-1111-4c3b-9c0d-000000000009',
  workshopId: STORY,
  country: 'DE',
  meetingUrl: 'https://meet.example.com/story',
  mode: 'HYBRID',
  language: 'de',
  venueName: 'Loft',
  venueAddress: null,
  venueCity: 'Berlin',
} as Partial<WorkshopSchedule>;

function answer() {
  const api = stubApi((r) => {
    if (r.method === 'GET' && r.path === '/workshops') {
      return list([workshop(STORY, 'Storytelling Lab', STORY_TEMPLATE), workshop(PITCH, 'Pitch Clinic', PITCH_TEMPLATE)]);
    }
    if (r.method === 'GET' && r.path === `/workshop-templates/${STORY_TEMPLATE}`) return one({ id: STORY_TEMPLATE, level: 'ADVANCED' });
    if (r.method === 'GET' && r.path === `/workshop-templates/${PITCH_TEMPLATE}`) return one({ id: PITCH_TEMPLATE, level: null });
    if (r.method === 'GET' && r.path === '/workshop-schedules') {
      return list(r.query.get('filter[workshopId]') === STORY ? [lastStorySchedule] : []);
    }
    return undefined;
  });
  const view = renderLight(<ScheduleForm schedule={null} />);
  cleanup = () => {
    api.detach();
    view.cleanup();
  };
  return api;
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the coach area new-schedule form', () => {
  it('starts in the coach’s time zone, with every IANA zone to search by name or offset', async () => {
    browserIn('America/Denver');
    answer();
    const zone = screen.getByLabelText('Time zone') as HTMLInputElement;
    expect(zone.value).toBe('America/Denver');
    const choices = Array.from(document.querySelectorAll(`#${zone.getAttribute('list')} option`)) as HTMLOptionElement[];
    expect(choices[0]?.value).toBe('America/Denver');
    expect(choices.length).toBeGreaterThan(300);
    expect(choices.find((o) => o.value === 'Asia/Tokyo')?.label).toBe('Asia/Tokyo (UTC+09:00)');
    await screen.findByRole('option', { name: 'Storytelling Lab' });
  });

  it('takes level, country, meeting link and mode from the chosen workshop', async () => {
    const api = answer();
    await screen.findByRole('option', { name: 'Storytelling Lab' });
    fireEvent.change(screen.getByLabelText('Workshop'), { target: { value: STORY } });

    await waitFor(() => expect(value('Meeting link (optional)')).toBe('https://meet.example.com/story'));
    await waitFor(() => expect(value('Level (optional)')).toBe('ADVANCED'));
    expect(value('Country (optional)')).toBe('DE');
    expect(value('Mode')).toBe('HYBRID');
    expect(value('Venue city (optional)')).toBe('Berlin');
    const asked = api.calls('GET', '/workshop-schedules')[0]?.query;
    expect(asked?.get('filter[coachId]')).toBe('me');
    expect(asked?.get('sort')).toBe('-startDate');

    // Another workshop without an earlier schedule clears what the first one filled.
    fireEvent.change(screen.getByLabelText('Workshop'), { target: { value: PITCH } });
    await waitFor(() => expect(value('Meeting link (optional)')).toBe(''));
    expect(value('Country (optional)')).toBe('');
    expect(value('Mode')).toBe('ONLINE');
  });

  it('keeps what the coach typed before choosing the workshop', async () => {
    answer();
    await screen.findByRole('option', { name: 'Storytelling Lab' });
    fireEvent.change(screen.getByLabelText('Meeting link (optional)'), { target: { value: 'https://meet.example.com/mine' } });
    fireEvent.change(screen.getByLabelText('Workshop'), { target: { value: STORY } });

    await waitFor(() => expect(value('Country (optional)')).toBe('DE'));
    expect(value('Meeting link (optional)')).toBe('https://meet.example.com/mine');
  });
});
