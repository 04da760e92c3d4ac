// "Add to calendar": one schedule as an iCalendar file (RFC 5545). Times are written in the schedule's
// own zone with its TZID and a VTIMEZONE block, so a calendar shows 09:30 in Berlin as 09:30 Berlin time
// wherever the reader is, and moves it correctly across daylight-saving changes.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import ical, { ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { PublicScheduleDto } from '../../data/public-schedule.repository';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The VTIMEZONE block of an IANA zone, or null for a zone the library does not know (then UTC is used). */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  const text = Array.isArray(block) ? block[0] : null;
  return text && text.includes('BEGIN:VTIMEZONE') ? text : null;
}

/** Where the event is: the venue for in-person and hybrid sessions, else "Online". */
export function eventLocation(s: Pick<PublicScheduleDto, 'mode' | 'venueName' | 'venueAddress' | 'venueCity' | 'country'>): string {
  const venue = [s.venueName, s.venueAddress, s.venueCity, s.country].filter(Boolean).join(', ');
  if (s.mode === 'ONLINE') return 'Online';
  if (s.mode === 'HYBRID') return venue ? `${venue} (or online)` : 'Online';
  return venue;
}

export function scheduleCalendar(s: PublicScheduleDto, appUrl: string): string {
  const pageUrl = new URL(`/schedules/${s.id}`, appUrl).href;
  const known = vtimezone(s.timezone) !== null;
  const zone = known ? s.timezone : 'UTC';
  const calendar = ical({
    prodId: { company: 'Coachwork', product: 'storefront', language: 'EN' },
    name: s.workshop.title,
  });
  if (known) calendar.timezone({ name: s.timezone, generator: vtimezone });
  const location = eventLocation(s);
  calendar.createEvent({
    // Stable across downloads, so importing the file twice updates one event instead of adding two.
    id: `schedule-${s.id}@coachwork`,
    // Day.js values in the zone: ical-generator writes a native Date's UTC clock under any TZID.
    start: dayjs(s.startDate).tz(zone),
    end: dayjs(s.endDate).tz(zone),
    timezone: zone,
    summary: s.workshop.title,
    description: [s.coach ? `With ${s.coach.name}` : null, pageUrl].filter(Boolean).join('\n'),
    location: location || null,
    url: pageUrl,
    status: s.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
