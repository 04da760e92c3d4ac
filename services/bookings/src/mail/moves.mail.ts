// Mails of moves and transfers (issue 27 item 3): a booking moved to another date (to its booker and
// every accepted invitee, each with a new calendar file that names only them), a seat handed on (to
// the person who held it), and a schedule moved by its coach or an admin (with a one-click full refund
// for the booker). Dates are in the recipient's zone, named.
import type { MailMessage } from '@coachwork/service-kit';
import type { ScheduleCopyRow } from '../data/schema';
import { notice, whenIn, type Recipient } from './after-sale-notices.mail';
import { calendarFile } from './calendar';
import { when } from './mail-dates';
import { mapLink, venueLine } from './reminder.mail';

/** The session as a calendar entry for one seat's holder (the same UID as the reminders' files). */
function seatCalendar(
  s: ScheduleCopyRow,
  seatId: string,
  to: Recipient & { name: string },
  bookingsLink: string,
  now: Date,
) {
  const online = s.mode !== 'IN-PERSON' && s.meetingUrl ? s.meetingUrl : null;
  const venue = s.mode !== 'ONLINE' ? venueLine(s) : null;
  const map = s.mode !== 'ONLINE' ? mapLink(s) : null;
  return calendarFile(
    {
      uid: `seat-${seatId}@coachwork`,
      title: s.workshopTitle,
      start: s.startDate,
      end: s.endDate,
      location: venue ?? online,
      description: [online && `Join online: ${online}`, map && `Map: ${map}`].filter(Boolean).join('\n'),
      url: online ?? bookingsLink,
      attendee: { name: to.name, email: to.email },
    },
    now,
  );
}

export function bookingMovedMail(f: {
  to: Recipient & { name: string };
  /** Whether the recipient is the booker (else an accepted invitee). */
  toBooker: boolean;
  from: ScheduleCopyRow;
  target: ScheduleCopyRow;
  seatId: string;
  /** Major-unit amounts as written ('€20.00'); only the booker hears about money. */
  refund: string | null;
  voucherDropped: string | null;
  bookingsLink: string;
  now: Date;
}): MailMessage {
  const zone = f.to.timeZone;
  const paragraphs = [
    f.toBooker
      ? `Your booking of ${f.target.workshopTitle} has moved to another date.`
      : `The booking of ${f.target.workshopTitle} you hold a seat on has moved to another date; your seat moves with it.`,
    `Now: ${whenIn(f.target.startDate, zone)}.`,
    `Was: ${whenIn(f.from.startDate, zone)}.`,
  ];
  if (f.toBooker && f.voucherDropped)
    paragraphs.push(`Voucher ${f.voucherDropped} does not apply to the new date, so its full price applies.`);
  if (f.toBooker && f.refund)
    paragraphs.push(`${f.refund} goes back to you; the credit note is in your bookings.`);
  paragraphs.push('The calendar file attached holds the new date for your calendar.');
  const mail = notice(f.to, `Moved: ${f.target.workshopTitle}`, paragraphs, {
    label: 'Your bookings',
    href: f.bookingsLink,
  });
  return { ...mail, attachments: [seatCalendar(f.target, f.seatId, f.to, f.bookingsLink, f.now)] };
}

export function seatTransferredMail(f: {
  to: Recipient;
  schedule: ScheduleCopyRow;
  /** Who it went to, as the mail may name them (an address or a name). */
  newHolder: string;
  /** 'you', the booker's name, or 'the Coachwork team'. */
  by: string;
  bookingsLink: string;
}): MailMessage {
  return notice(
    f.to,
    `Your seat was handed on: ${f.schedule.workshopTitle}`,
    [
      `Your seat at ${f.schedule.workshopTitle} on ${whenIn(f.schedule.startDate, f.to.timeZone)} was handed on to ${f.newHolder} by ${f.by}.`,
      'You no longer hold it, and the link of your invitation no longer works.',
    ],
    { label: 'Your bookings', href: f.bookingsLink },
  );
}

/** The schedule-moved notice with the new time, a calendar file and (for the booker) a full refund link. */
export function scheduleMovedWithRefundMail(f: {
  to: Recipient & { name: string };
  schedule: ScheduleCopyRow;
  was: { startDate: Date };
  seatId: string | null;
  /** The booker of a paid booking gets the one-click refund; invitees and unpaid holds do not. */
  refundLink: string | null;
  bookingsLink: string;
  now: Date;
}): MailMessage {
  const s = f.schedule;
  const zone = f.to.timeZone;
  const paragraphs = [
    `The session of ${s.workshopTitle} you have a seat at has moved.`,
    `Now: ${whenIn(s.startDate, zone)} until ${when(s.endDate, zone)}.`,
    `Was: ${whenIn(f.was.startDate, zone)}.`,
    'Your seat moves with it; the calendar file attached holds the new time.',
  ];
  if (f.refundLink)
    paragraphs.push(
      `If the new time does not suit you, you can have all your money back, whatever the refund policy says: ${f.refundLink}`,
    );
  const mail = notice(
    f.to,
    `New time: ${s.workshopTitle}`,
    paragraphs,
    f.refundLink
      ? { label: 'Get a full refund', href: f.refundLink }
      : { label: 'Your bookings', href: f.bookingsLink },
  );
  if (!f.seatId) return mail;
  return { ...mail, attachments: [seatCalendar(s, f.seatId, f.to, f.bookingsLink, f.now)] };
}
