// What changed about a booking after the sale, told to each person it touches: a seat given back, a
// booking cancelled, money refunded, a schedule cancelled or moved. Dates are in the recipient's zone
// (the caller picks it) with the zone named, so nobody has to guess whose 09:00 it is.
import { escapeHtml, mailLayout, type MailMessage } from '@coachwork/service-kit';
import { when } from './mail-dates';

export interface Recipient {
  email: string;
  /** How the mail greets them: the first name, else the username ('there' for an address only). */
  greeting: string;
  /** IANA zone the dates are written in. */
  timeZone: string;
}

export interface SessionFacts {
  workshopTitle: string;
  startDate: Date;
}

const FOOTER = 'You received this email because you booked, or hold a seat on, a Coachwork workshop.';

/** 'Thursday, 12 November 2026 at 09:00 CET (Europe/Berlin)'. */
export const whenIn = (date: Date, timeZone: string) => `${when(date, timeZone)} (${timeZone})`;

/** A plain notice: greeting, paragraphs and one link; `footer` says why the recipient gets it. */
export function notice(
  to: Recipient,
  subject: string,
  paragraphs: string[],
  link: { label: string; href: string },
  footer = FOOTER,
): MailMessage {
  const text = [
    `Hello ${to.greeting},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${link.label}:`,
    link.href,
    '',
    '— Coachwork',
  ].join('\n');
  const body = [
    `<p style="margin:0 0 16px">Hello ${escapeHtml(to.greeting)},</p>`,
    ...paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`),
    `<p style="margin:0"><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  ].join('\n          ');
  return { to: to.email, subject, text, html: mailLayout(subject, body, footer) };
}

export function seatGivenBackMail(f: {
  to: Recipient;
  session: SessionFacts;
  /** Whether the recipient is the booker (else the person who held the seat). */
  toBooker: boolean;
  position: number;
  /** 'you', or the name of whoever gave it back. */
  by: string;
  seatsLeft: number;
  bookingsLink: string;
}): MailMessage {
  const at = whenIn(f.session.startDate, f.to.timeZone);
  const paragraphs = f.toBooker
    ? [
        `Seat ${f.position} of your booking for ${f.session.workshopTitle} on ${at} was given back by ${f.by}. It is on sale again.`,
        `Your booking now holds ${f.seatsLeft} seat${f.seatsLeft === 1 ? '' : 's'}. If you are due money back, a separate email tells you how much.`,
      ]
    : [
        `Your seat at ${f.session.workshopTitle} on ${at} was given back by ${f.by}, so it is no longer yours.`,
        'If this is a surprise, talk to the person who invited you.',
      ];
  return notice(f.to, `A seat at ${f.session.workshopTitle} was given back`, paragraphs, {
    label: 'Your bookings',
    href: f.bookingsLink,
  });
}

export function bookingCancelledMail(f: {
  to: Recipient;
  session: SessionFacts;
  toBooker: boolean;
  /** 'you', the booker's name, or 'the Coachwork team'. */
  by: string;
  reason: string | null;
  /** The booking was paid: say that a refund mail follows (when the policy gives one). */
  paid: boolean;
  bookingsLink: string;
}): MailMessage {
  const at = whenIn(f.session.startDate, f.to.timeZone);
  const what = f.toBooker ? 'Your booking' : 'The booking of your seat';
  const paragraphs = [
    `${what} for ${f.session.workshopTitle} on ${at} was cancelled by ${f.by}.`,
    ...(f.reason ? [`Reason: ${f.reason}`] : []),
    ...(f.toBooker && f.paid
      ? ['If the refund policy gives money back, a separate email tells you how much and when.']
      : []),
    ...(!f.toBooker ? ['Your seat went with it.'] : []),
  ];
  return notice(f.to, `Booking cancelled: ${f.session.workshopTitle}`, paragraphs, {
    label: 'Your bookings',
    href: f.bookingsLink,
  });
}

export function refundMadeMail(f: {
  to: Recipient;
  workshopTitle: string;
  /** Formatted with its currency ('€50.00'). */
  amount: string;
  reason: string;
  creditNoteNumber: string;
  invoicesLink: string;
}): MailMessage {
  return notice(
    f.to,
    `Refund of ${f.amount} for ${f.workshopTitle}`,
    [
      `We are refunding ${f.amount} for your booking of ${f.workshopTitle} (${f.reason}) to the card you paid with. Banks usually show it within 5 to 10 business days.`,
      `Credit note ${f.creditNoteNumber} is in your invoices, ready to download.`,
    ],
    { label: 'Your invoices and credit notes', href: f.invoicesLink },
  );
}

export function scheduleCancelledMail(f: {
  to: Recipient;
  session: SessionFacts;
  reason: string | null;
  /** The recipient is the booker of a paid booking: everything comes back. */
  refundInFull: boolean;
  bookingsLink: string;
}): MailMessage {
  const at = whenIn(f.session.startDate, f.to.timeZone);
  return notice(
    f.to,
    `Cancelled: ${f.session.workshopTitle} on ${when(f.session.startDate, f.to.timeZone)}`,
    [
      `The session of ${f.session.workshopTitle} on ${at} has been cancelled by its organiser, and your booking with it.`,
      ...(f.reason ? [`Reason: ${f.reason}`] : []),
      ...(f.refundInFull ? ['You get everything you paid back; a separate email confirms the refund.'] : []),
    ],
    { label: 'Your bookings', href: f.bookingsLink },
  );
}
