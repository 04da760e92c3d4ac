// What changed about a booking after the sale, told to each person it touches: a seat given back, a
// booking cancelled, money refunded, a schedule cancelled or moved. Dates are in the recipient's zone
// (the caller picks it) with the zone named, so nobody has to guess whose 09:00 it is; words, dates and
// amounts are in the recipient's language.
import { escapeHtml, type MailMessage } from '@coachwork/service-kit';
import { translator, type Doer, type Language, type Translator } from './translator';

export interface Recipient {
  email: string;
  /** How the mail greets them: the first name, else the username; null for an address only. */
  greeting: string | null;
  /** IANA zone the dates are written in. */
  timeZone: string;
  /** The language the mail is written in: the user's, English for an address without an account. */
  language: Language;
}

export interface SessionFacts {
  workshopTitle: string;
  startDate: Date;
}

/** The recipient's translator. */
export const translatorOf = (to: Pick<Recipient, 'language'>): Translator => translator(to.language);

/** A plain notice: greeting, paragraphs and one link; `footer` says why the recipient gets it. */
export function notice(
  to: Recipient,
  subject: string,
  paragraphs: string[],
  link: { label: string; href: string },
  footer = translatorOf(to).t('afterSale.footer'),
): MailMessage {
  const i18n = translatorOf(to);
  const greeting = i18n.greeting(to.greeting);
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${link.label}:`,
    link.href,
    '',
    '— Coachwork',
  ].join('\n');
  const body = [
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`),
    `<p style="margin:0"><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
  ].join('\n          ');
  return { to: to.email, subject, text, html: i18n.layout(subject, body, footer) };
}

export function seatGivenBackMail(f: {
  to: Recipient;
  session: SessionFacts;
  /** Whether the recipient is the booker (else the person who held the seat). */
  toBooker: boolean;
  position: number;
  /** Who gave it back: the recipient, a person, or the team. */
  by: Doer;
  seatsLeft: number;
  bookingsLink: string;
}): MailMessage {
  const { t, whenIn, by } = translatorOf(f.to);
  const facts = {
    title: f.session.workshopTitle,
    at: whenIn(f.session.startDate, f.to.timeZone),
    by: by(f.by),
  };
  const paragraphs = f.toBooker
    ? [
        t('seatGivenBack.booker', { ...facts, position: f.position }),
        t('seatGivenBack.bookerSeats', { seats: t('mail.seats', { count: f.seatsLeft }) }),
      ]
    : [t('seatGivenBack.holder', facts), t('seatGivenBack.holderHint')];
  return notice(f.to, t('seatGivenBack.subject', facts), paragraphs, {
    label: t('mail.link.bookings'),
    href: f.bookingsLink,
  });
}

export function bookingCancelledMail(f: {
  to: Recipient;
  session: SessionFacts;
  toBooker: boolean;
  /** The recipient, the booker, or the Coachwork team. */
  by: Doer;
  reason: string | null;
  /** The booking was paid: say that a refund mail follows (when the policy gives one). */
  paid: boolean;
  bookingsLink: string;
}): MailMessage {
  const { t, whenIn, by, reason } = translatorOf(f.to);
  const facts = {
    title: f.session.workshopTitle,
    at: whenIn(f.session.startDate, f.to.timeZone),
    by: by(f.by),
  };
  const paragraphs = [
    t(f.toBooker ? 'bookingCancelled.booker' : 'bookingCancelled.holder', facts),
    ...(f.reason ? [t('mail.reason', { reason: reason(f.reason) })] : []),
    ...(f.toBooker && f.paid ? [t('bookingCancelled.refundFollows')] : []),
    ...(!f.toBooker ? [t('bookingCancelled.seatGone')] : []),
  ];
  return notice(f.to, t('bookingCancelled.subject', facts), paragraphs, {
    label: t('mail.link.bookings'),
    href: f.bookingsLink,
  });
}

export function refundMadeMail(f: {
  to: Recipient;
  workshopTitle: string;
  /** Minor units of `currency`, written in the recipient's language ('€50.00', '50,00 €'). */
  amount: number;
  currency: string;
  reason: string;
  creditNoteNumber: string;
  invoicesLink: string;
}): MailMessage {
  const { t, money, reason } = translatorOf(f.to);
  const facts = { title: f.workshopTitle, amount: money(f.amount, f.currency) };
  return notice(
    f.to,
    t('refundMade.subject', facts),
    [
      t('refundMade.body', { ...facts, reason: reason(f.reason) }),
      t('refundMade.creditNote', { number: f.creditNoteNumber }),
    ],
    { label: t('refundMade.link'), href: f.invoicesLink },
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
  const { t, when, whenIn, reason } = translatorOf(f.to);
  const title = f.session.workshopTitle;
  return notice(
    f.to,
    t('scheduleCancelled.subject', { title, when: when(f.session.startDate, f.to.timeZone) }),
    [
      t('scheduleCancelled.body', { title, at: whenIn(f.session.startDate, f.to.timeZone) }),
      ...(f.reason ? [t('mail.reason', { reason: reason(f.reason) })] : []),
      ...(f.refundInFull ? [t('scheduleCancelled.refundInFull')] : []),
    ],
    { label: t('mail.link.bookings'), href: f.bookingsLink },
  );
}
