import {
  cancelWorkshopScheduleSchema,
  createWorkshopScheduleSchema,
  updateWorkshopScheduleSchema,
} from '../src';
import { UUID, UUID_2, expectInvalid, expectValid, messagesAt } from './helpers';

const schedule = {
  coachId: UUID,
  workshopId: UUID_2,
  startDate: '2026-03-01T09:00:00Z',
  endDate: '2026-03-01T17:00:00Z',
  status: 'PUBLISHED',
  visibility: 'PUBLIC',
  mode: 'ONLINE',
};

describe('createWorkshopScheduleSchema', () => {
  it('accepts a schedule and defaults the timezone to UTC', () => {
    expect(expectValid(createWorkshopScheduleSchema, schedule)).toEqual({ ...schedule, timezone: 'UTC' });
  });

  it('requires coach, workshop, dates, status, visibility and mode, each with its own message', () => {
    expect(expectInvalid(createWorkshopScheduleSchema, {})).toEqual({
      coachId: ['Coach is required'],
      workshopId: ['Workshop is required'],
      startDate: ['Start date is required'],
      endDate: ['End date is required'],
      status: ['Status is required'],
      visibility: ['Visibility is required'],
      mode: ['Mode is required'],
    });
  });

  it('needs UUIDs for coach and workshop', () => {
    expect(
      expectInvalid(createWorkshopScheduleSchema, { ...schedule, coachId: 'coach-1', workshopId: 7 }),
    ).toEqual({
      coachId: ['Coach must be a valid ID'],
      workshopId: ['Workshop must be a valid ID'],
    });
  });

  describe('dates', () => {
    it('accept offsets and fractions of a second', () => {
      expect(
        messagesAt(
          createWorkshopScheduleSchema,
          { ...schedule, startDate: '2026-03-01T09:00:00.000+01:00', endDate: '2026-03-01T09:30+01:00' },
          'endDate',
        ),
      ).toEqual([]);
    });

    it.each([
      '2026-03-01',
      '2026-03-01T09:00:00',
      '2026-02-30T09:00:00Z',
      '2026-03-01T24:00:00Z',
      'tomorrow',
    ])('reject %j', (startDate) => {
      expect(messagesAt(createWorkshopScheduleSchema, { ...schedule, startDate }, 'startDate')).toEqual([
        'Start date must be a valid date and time',
      ]);
    });

    it('report an end before or equal to the start on endDate', () => {
      const message = ['End date must be after the start date'];
      expect(
        messagesAt(createWorkshopScheduleSchema, { ...schedule, endDate: schedule.startDate }, 'endDate'),
      ).toEqual(message);
      expect(
        messagesAt(createWorkshopScheduleSchema, { ...schedule, endDate: '2026-03-01T08:59:59Z' }, 'endDate'),
      ).toEqual(message);
    });

    it('compare instants, not text, across offsets', () => {
      // 10:00+02:00 is 08:00Z, before the 09:00Z start.
      expect(
        messagesAt(
          createWorkshopScheduleSchema,
          { ...schedule, endDate: '2026-03-01T10:00:00+02:00' },
          'endDate',
        ),
      ).toEqual(['End date must be after the start date']);
    });
  });

  describe('timezone', () => {
    it.each(['Europe/Berlin', 'America/New_York', 'UTC'])('accepts %j', (timezone) => {
      expect(expectValid(createWorkshopScheduleSchema, { ...schedule, timezone }).timezone).toBe(timezone);
    });

    it.each(['Mars/Olympus_Mons', '+01:00', 'GMT+1 please'])('rejects %j', (timezone) => {
      expect(messagesAt(createWorkshopScheduleSchema, { ...schedule, timezone }, 'timezone')).toEqual([
        'Please select a valid timezone',
      ]);
    });

    it('falls back to UTC for an empty input', () => {
      expect(expectValid(createWorkshopScheduleSchema, { ...schedule, timezone: '' }).timezone).toBe('UTC');
    });
  });

  it('accepts each value of the enumerations and rejects others', () => {
    for (const status of ['DRAFT', 'PUBLISHED', 'CLOSED', 'ARCHIVED']) {
      expect(messagesAt(createWorkshopScheduleSchema, { ...schedule, status }, 'status')).toEqual([]);
    }
    for (const visibility of ['PUBLIC', 'PRIVATE', 'UNLISTED']) {
      expect(messagesAt(createWorkshopScheduleSchema, { ...schedule, visibility }, 'visibility')).toEqual([]);
    }
    for (const mode of ['IN-PERSON', 'ONLINE', 'HYBRID']) {
      expect(messagesAt(createWorkshopScheduleSchema, { ...schedule, mode }, 'mode')).toEqual([]);
    }
    expect(
      expectInvalid(createWorkshopScheduleSchema, {
        ...schedule,
        status: 'CANCELLED',
        visibility: 'HIDDEN',
        mode: 'IN_PERSON',
        level: 'EXPERT',
      }),
    ).toEqual({
      status: ['Please select a valid status'],
      visibility: ['Please select a valid visibility'],
      mode: ['Please select a valid mode'],
      level: ['Please select a valid level'],
    });
  });

  it('takes an optional level and country', () => {
    expect(
      expectValid(createWorkshopScheduleSchema, { ...schedule, level: 'ADVANCED', country: 'at' }),
    ).toMatchObject({
      level: 'ADVANCED',
      country: 'AT',
    });
    expect(messagesAt(createWorkshopScheduleSchema, { ...schedule, country: 'Austria' }, 'country')).toEqual([
      'Please select a valid country',
    ]);
  });

  it('takes an optional whole capacity of at least 1', () => {
    expect(messagesAt(createWorkshopScheduleSchema, { ...schedule, capacity: 1 }, 'capacity')).toEqual([]);
    expect(messagesAt(createWorkshopScheduleSchema, { ...schedule, capacity: 0 }, 'capacity')).toEqual([
      'Capacity must be at least 1',
    ]);
    expect(messagesAt(createWorkshopScheduleSchema, { ...schedule, capacity: 2.5 }, 'capacity')).toEqual([
      'Capacity must be a whole number',
    ]);
  });
});

describe('updateWorkshopScheduleSchema', () => {
  it('makes status, visibility and mode optional', () => {
    expect(expectValid(updateWorkshopScheduleSchema, { capacity: 20 })).toEqual({ capacity: 20 });
  });

  it('does not default the timezone', () => {
    expect(expectValid(updateWorkshopScheduleSchema, {})).toEqual({});
  });

  it('still checks the values it is given', () => {
    expect(
      expectInvalid(updateWorkshopScheduleSchema, { status: 'LIVE', mode: 'online', visibility: '' }),
    ).toEqual({
      status: ['Please select a valid status'],
      mode: ['Please select a valid mode'],
      visibility: ['Visibility is required'],
    });
  });

  it('checks the order of both dates when both are given', () => {
    expect(
      expectInvalid(updateWorkshopScheduleSchema, {
        startDate: '2026-03-02T09:00:00Z',
        endDate: '2026-03-01T09:00:00Z',
      }),
    ).toEqual({ endDate: ['End date must be after the start date'] });
    expect(expectValid(updateWorkshopScheduleSchema, { endDate: '2026-03-01T09:00:00Z' })).toEqual({
      endDate: '2026-03-01T09:00:00Z',
    });
  });
});

describe('cancelWorkshopScheduleSchema', () => {
  it('needs a reason of at most 1000 characters', () => {
    expect(expectInvalid(cancelWorkshopScheduleSchema, { reason: '  ' })).toEqual({
      reason: ['Cancellation reason is required'],
    });
    expect(messagesAt(cancelWorkshopScheduleSchema, { reason: 'r'.repeat(1001) }, 'reason')).toEqual([
      'Cancellation reason must be at most 1000 characters',
    ]);
    expect(expectValid(cancelWorkshopScheduleSchema, { reason: ' Venue closed ' })).toEqual({
      reason: 'Venue closed',
    });
  });
});
