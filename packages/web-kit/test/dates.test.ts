// One way to show time (issue 31 item 8): every surface prints a moment the same way, in the zone it
// names or in the viewer's.
import {
  formatDate,
  formatDateTime,
  formatDateTimeInZone,
  formatSpan,
  formatTime,
  timeZoneOptions,
  viewerTimeZone,
  viewerZoneNote,
  withZone,
  zoneOffset,
} from '../src/index';

const MORNING_IN_BERLIN = '2027-03-12T09:00:00.000Z'; // 10:00 in Berlin, 04:00 in New York

describe('the one date format', () => {
  it('prints a moment as "12 Mar 2027, 10:00" in the zone it is read in', () => {
    expect(formatDateTime(MORNING_IN_BERLIN, 'Europe/Berlin')).toBe('12 Mar 2027, 10:00');
    expect(formatDateTime(MORNING_IN_BERLIN, 'America/New_York')).toBe('12 Mar 2027, 04:00');
    expect(formatDate(MORNING_IN_BERLIN, 'Europe/Berlin')).toBe('12 Mar 2027');
    expect(formatTime(MORNING_IN_BERLIN, 'Europe/Berlin')).toBe('10:00');
  });

  it('reads a moment without a zone in the viewer’s zone', () => {
    const viewer = viewerTimeZone();
    expect(formatDateTime(MORNING_IN_BERLIN)).toBe(formatDateTime(MORNING_IN_BERLIN, viewer));
  });

  it('names the zone when asked, and says once per page which zone the rest is in', () => {
    expect(formatDateTimeInZone(MORNING_IN_BERLIN, 'Europe/Berlin')).toBe('12 Mar 2027, 10:00 (Europe/Berlin)');
    expect(withZone('10:00', 'UTC')).toBe('10:00 (UTC)');
    expect(withZone('10:00', null)).toBe('10:00');
    expect(viewerZoneNote('Europe/Berlin')).toBe('Times are in your time zone, Europe/Berlin.');
  });

  it('prints a span with its end time alone on the same day and with its date across days', () => {
    expect(formatSpan(MORNING_IN_BERLIN, '2027-03-12T12:00:00.000Z', 'Europe/Berlin')).toBe(
      '12 Mar 2027, 10:00 – 13:00',
    );
    expect(formatSpan(MORNING_IN_BERLIN, '2027-03-13T12:00:00.000Z', 'Europe/Berlin')).toBe(
      '12 Mar 2027, 10:00 – 13 Mar 2027, 13:00',
    );
  });

  it('shows a dash for no value and the text itself for one that is not a date', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('falls back to the viewer’s zone for a zone name the runtime does not know', () => {
    expect(formatDateTime(MORNING_IN_BERLIN, 'Mars/Olympus')).toBe(formatDateTime(MORNING_IN_BERLIN));
  });
});

describe('time-zone options for a searchable picker', () => {
  it('lists the viewer’s zone first and UTC last, each with its offset', () => {
    const options = timeZoneOptions('Europe/Berlin');
    expect(options[0]?.value).toBe('Europe/Berlin');
    expect(options[0]?.label).toMatch(/^Europe\/Berlin \(UTC\+0[12]:00\)$/);
    expect(options[options.length - 1]).toEqual({ value: 'UTC', label: 'UTC' });
    expect(options.length).toBeGreaterThan(300);
    expect(options.find((o) => o.value === 'America/New_York')?.label).toMatch(/UTC−0[45]:00/);
  });

  it('gives the offset the zone has on the day asked about', () => {
    expect(zoneOffset('Europe/Berlin', new Date('2027-01-15T12:00:00Z'))).toBe('UTC+01:00');
    expect(zoneOffset('Europe/Berlin', new Date('2027-07-15T12:00:00Z'))).toBe('UTC+02:00');
    expect(zoneOffset('Asia/Kolkata')).toBe('UTC+05:30');
  });
});
