import { isoToZoned, zonedToIso } from '../time-zone';

describe('schedule times in the schedule own time zone', () => {
  it('reads 10:00 in Berlin as 09:00 UTC in winter and 08:00 UTC in summer', () => {
    expect(zonedToIso('2027-01-15T10:00', 'Europe/Berlin')).toBe('2027-01-15T09:00:00.000Z');
    expect(zonedToIso('2027-07-15T10:00', 'Europe/Berlin')).toBe('2027-07-15T08:00:00.000Z');
  });

  it('shows an instant as the clock in that zone reads it', () => {
    expect(isoToZoned('2027-07-15T08:00:00.000Z', 'Europe/Berlin')).toBe('2027-07-15T10:00');
    expect(isoToZoned('2027-07-15T08:00:00.000Z', 'America/New_York')).toBe('2027-07-15T04:00');
    expect(isoToZoned('not a date', 'UTC')).toBe('');
  });

  it('round-trips across the spring clock change', () => {
    // Berlin moves from 02:00 to 03:00 on 28 March 2027: 03:30 that day is 01:30 UTC.
    expect(zonedToIso('2027-03-28T03:30', 'Europe/Berlin')).toBe('2027-03-28T01:30:00.000Z');
    expect(isoToZoned('2027-03-28T01:30:00.000Z', 'Europe/Berlin')).toBe('2027-03-28T03:30');
  });
});
