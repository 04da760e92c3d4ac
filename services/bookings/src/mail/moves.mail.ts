// Mails of moves and transfers (issue 27 item 3): a booking moved to another date (to its booker and
// every accepted invitee, each with a new calendar file that names only them), a seat handed on (to
// the person who held it), and a schedule moved by its coach or an admin (with a one-click full refund
// for the booker). Dates are in the recipient's zone, named; words, dates and amounts in their language.
import type { MailMessage } from '@coachwork/service-kit';
import type { ScheduleCopyRow } from '../data/schema';
import { notice, translatorOf, type Recipient } from './after-sale-notices.mail';
import { calendarFile } from './calendar';
import { mapLink, venueLine } from './reminder.mail';
import type { Doer } from './translator';

/** The session as a calendar entry for one seat's holder (the same UID as the reminders' files). */
function seatCalendar(
  s: ScheduleCopyRow,
  seatId: string,
  to: Recipient & { name: string },
  bookingsLink: string,
  now: Date,
) {
  const { t } = translatorOf(to);
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
      description: [online && t('mail.joinOnline', { url: online }), map && t('mail.map', { url: map })]
        .filter(Boolean)
        .join('\n'),
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
  /** Minor units going back to the booker (only the booker hears about money); null for none. */
  refund: { amount: number; currency: string } | null;
  voucherDropped: string | null;
  bookingsLink: string;
  now: Date;
}): MailMessage {
  const { t, whenIn, money } = translatorOf(f.to);
  const zone = f.to.timeZone;
  const title = f.target.workshopTitle;
  const paragraphs = [
    t(f.toBooker ? 'moved.booker' : 'moved.holder', { title }),
    t('moved.now', { at: whenIn(f.target.startDate, zone) }),
    t('moved.was', { at: whenIn(f.from.startDate, zone) }),
  ];
  if (f.toBooker && f.voucherDropped) paragraphs.push(t('moved.voucherDropped', { code: f.voucherDropped }));
  if (f.toBooker && f.refund)
    paragraphs.push(t('moved.refund', { amount: money(f.refund.amount, f.refund.currency) }));
  paragraphs.push(t('moved.calendar'));
  const mail = notice(f.to, t('moved.subject', { title }), paragraphs, {
    label: t('mail.link.bookings'),
    href: f.bookingsLink,
  });
  return { ...mail, attachments: [seatCalendar(f.target, f.seatId, f.to, f.bookingsLink, f.now)] };
}

export function seatTransferredMail(f: {
  to: Recipient;
  schedule: ScheduleCopyRow;
  /** Who it went to, as the mail may name them (an address or a name). */
  newHolder: string;
  /** Who handed it on: the recipient, the booker, or the Coachwork team. */
  by: Doer;
  bookingsLink: string;
}): MailMessage {
  const { t, whenIn, by } = translatorOf(f.to);
  const title = f.schedule.workshopTitle;
  return notice(
    f.to,
    t('transferred.subject', { title }),
    [
      t('transferred.body', {
        title,
        at: whenIn(f.schedule.startDate, f.to.timeZone),
        newHolder: f.newHolder,
        by: by(f.by),
      }),
      t('transferred.gone'),
    ],
    { label: t('mail.link.bookings'), href: f.bookingsLink },
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
  const { t, when, whenIn } = translatorOf(f.to);
  const s = f.schedule;
  const zone = f.to.timeZone;
  const paragraphs = [
    t('scheduleMoved.body', { title: s.workshopTitle }),
    t('scheduleMoved.now', { at: whenIn(s.startDate, zone), end: when(s.endDate, zone) }),
    t('moved.was', { at: whenIn(f.was.startDate, zone) }),
    t('scheduleMoved.seat'),
  ];
  if (f.refundLink) paragraphs.push(t('scheduleMoved.refund', { link: f.refundLink }));
  const mail = notice(
    f.to,
    t('scheduleMoved.subject', { title: s.workshopTitle }),
    paragraphs,
    f.refundLink
      ? { label: t('scheduleMoved.refundLink'), href: f.refundLink }
      : { label: t('mail.link.bookings'), href: f.bookingsLink },
  );
  if (!f.seatId) return mail;
  return { ...mail, attachments: [seatCalendar(s, f.seatId, f.to, f.bookingsLink, f.now)] };
}
