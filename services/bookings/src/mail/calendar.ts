// An iCalendar file (RFC 5545) for one person's seat at one session. It names only its recipient as
// the attendee: a reminder's calendar file never lists the other people on the booking.
import type { MailAttachment } from '@coachwork/service-kit';

export interface CalendarEvent {
  /** Stable per seat, so a calendar updates the entry rather than adding another. */
  uid: string;
  title: string;
  start: Date;
  end: Date;
  /** The venue's address or the meeting link. */
  location: string | null;
  description: string;
  url: string;
  attendee: { name: string; email: string };
}

/** '20261112T080000Z'. */
const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text values escape backslash, semicolon, comma and newline. */
const text = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(e: CalendarEvent, now: Date): MailAttachment {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Coachwork//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(e.start)}`,
    `DTEND:${utc(e.end)}`,
    `SUMMARY:${text(e.title)}`,
    ...(e.location ? [`LOCATION:${text(e.location)}`] : []),
    `DESCRIPTION:${text(e.description)}`,
    `URL:${e.url}`,
    `ATTENDEE;CN="${e.attendee.name.replace(/"/g, "'")}";ROLE=REQ-PARTICIPANT:mailto:${e.attendee.email}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return {
    filename: 'session.ics',
    contentType: 'text/calendar; charset=utf-8',
    content: `${lines.map(fold).join('\r\n')}\r\n`,
  };
}
