// A reminder 24 h or 1 h before a session, to one holder of a confirmed seat (issue 27 item 2): when
// (in the recipient's zone, named: the schedule's, since nobody has a zone of their own yet), where (the
// meeting link online, the venue and a map link in person, both for a hybrid session), and an .ics that
// names only the recipient; in the recipient's language.
import type { MailMessage } from '@coachwork/service-kit';
import type { ScheduleCopyRow } from '../data/schema';
import { notice, translatorOf, type Recipient } from './after-sale-notices.mail';
import { calendarFile } from './calendar';

/** The venue on one line ('Studio 4, Hauptstraße 1, Berlin, DE'), or null when none is known. */
export function venueLine(
  s: Pick<ScheduleCopyRow, 'venueName' | 'venueAddress' | 'venueCity' | 'venueCountry'>,
) {
  const parts = [s.venueName, s.venueAddress, s.venueCity, s.venueCountry].filter(
    (p): p is string => !!p?.trim(),
  );
  return parts.length ? parts.join(', ') : null;
}

/** A map search for the venue (OpenStreetMap), without its name when the address says where. */
export function mapLink(
  s: Pick<ScheduleCopyRow, 'venueName' | 'venueAddress' | 'venueCity' | 'venueCountry'>,
) {
  const where = s.venueAddress || s.venueCity ? venueLine({ ...s, venueName: null }) : venueLine(s);
  return where ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(where)}` : null;
}

export function reminderMail(f: {
  to: Recipient & { name: string };
  kind: '24h' | '1h';
  schedule: ScheduleCopyRow;
  seatId: string;
  /** The booker area, where the booking and its seats are. */
  bookingsLink: string;
  now: Date;
}): MailMessage {
  const { t, whenIn } = translatorOf(f.to);
  const s = f.schedule;
  const title = s.workshopTitle;
  const at = whenIn(s.startDate, f.to.timeZone);
  const online = s.mode !== 'IN-PERSON' && s.meetingUrl ? s.meetingUrl : null;
  const venue = s.mode !== 'ONLINE' ? venueLine(s) : null;
  const map = s.mode !== 'ONLINE' ? mapLink(s) : null;
  const joinOnline = online && t('mail.joinOnline', { url: online });
  // Worded so that a late booking's reminder (due at once, less than 24 h or 1 h before) is still true.
  const paragraphs = [t(f.kind === '1h' ? 'reminder.starts1h' : 'reminder.starts24h', { title, at })];
  if (joinOnline) paragraphs.push(joinOnline);
  if (venue)
    paragraphs.push(map ? t('reminder.whereWithMap', { venue, map }) : t('reminder.where', { venue }));
  paragraphs.push(t('reminder.calendar'));
  const subject = t(f.kind === '1h' ? 'reminder.subject1h' : 'reminder.subject24h', { title });
  const mail = notice(
    f.to,
    subject,
    paragraphs,
    { label: t('mail.link.bookings'), href: f.bookingsLink },
    t('reminder.footer'),
  );
  const ics = calendarFile(
    {
      uid: `seat-${f.seatId}@coachwork`,
      title,
      start: s.startDate,
      end: s.endDate,
      location: venue ?? online,
      description: [joinOnline, map && t('mail.map', { url: map })].filter(Boolean).join('\n'),
      url: online ?? f.bookingsLink,
      attendee: { name: f.to.name, email: f.to.email },
    },
    f.now,
  );
  return { ...mail, attachments: [ics] };
}
