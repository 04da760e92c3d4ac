// The venue and language fields of both schedule forms (console and coach area): what the API gets,
// blanks cleared to null, and the contract's message on a bad language before anything is sent.
import { scheduleDefaults, scheduleResolver, toScheduleInput } from '../schedule-form-values';
import type { WorkshopSchedule } from '../api';

const stored = {
  id: 's1',
  workshopId: '11111111-1111-4111-8111-111111111111',
  coachId: '22222222-2222-4222-8222-222222222222',
  startDate: '2031-07-01T07:30:00.000Z',
  endDate: '2031-07-01T15:30:00.000Z',
  timezone: 'Europe/Berlin',
  country: 'DE',
  level: null,
  status: 'PUBLISHED',
  visibility: 'PUBLIC',
  mode: 'HYBRID',
  capacity: 10,
  venueName: 'Factory Berlin',
  venueAddress: 'Lohmühlenstraße 65',
  venueCity: 'Berlin',
  language: 'de',
} as unknown as WorkshopSchedule;

describe('schedule form values', () => {
  it('starts from the stored venue and language and sends them back, blanks as null', () => {
    const values = scheduleDefaults(stored);
    expect(values).toMatchObject({ venueName: 'Factory Berlin', venueCity: 'Berlin', language: 'de' });
    const body = toScheduleInput({ ...values, venueAddress: '', language: '' });
    expect(body).toMatchObject({ venueName: 'Factory Berlin', venueAddress: null, venueCity: 'Berlin', language: null });
    expect(body.startDate).toBe('2031-07-01T07:30:00.000Z');
  });

  it('refuses a language that is not a language code, with the contract’s message', async () => {
    const resolver = scheduleResolver(true);
    const result = await resolver({ ...scheduleDefaults(stored), language: 'German' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.language?.message).toBe('Language must be a language code like en or de-CH');
  });

  it('sends the meeting link trimmed, a blank one as null, and refuses one that is not https', async () => {
    const values = scheduleDefaults({ ...stored, meetingUrl: 'https://meet.example.com/a' } as WorkshopSchedule);
    expect(values.meetingUrl).toBe('https://meet.example.com/a');
    expect(toScheduleInput({ ...values, meetingUrl: ' https://meet.example.com/b ' }).meetingUrl).toBe(
      'https://meet.example.com/b',
    );
    expect(toScheduleInput({ ...values, meetingUrl: '  ' }).meetingUrl).toBeNull();
    const result = await scheduleResolver(true)({ ...values, meetingUrl: 'http://meet.example.com/a' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.meetingUrl?.message).toBe('Meeting link must be an https:// address');
  });
});
