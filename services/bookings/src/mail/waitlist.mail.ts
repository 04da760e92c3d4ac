// The waitlist's mails (issue 27 item 1): joining (with the link to leave the list) and an offer (one
// link to the checkout that takes the held seats, one to decline them so they pass on). Dates are in
// the schedule's zone, named; words, dates and amounts in the language of the entry's account.
import { escapeHtml, type MailMessage } from '@coachwork/service-kit';
import type { ScheduleCopyRow } from '../data/schema';
import { translatorOf, type Recipient } from './after-sale-notices.mail';

function mail(
  to: Recipient,
  subject: string,
  paragraphs: string[],
  links: { label: string; href: string }[],
): MailMessage {
  const i18n = translatorOf(to);
  const greeting = i18n.greeting(to.greeting);
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...links.flatMap((l) => [`${l.label}:`, l.href, '']),
    '— Coachwork',
  ].join('\n');
  const body = [
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`),
    ...links.map((l) => `<p style="margin:0 0 16px"><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></p>`),
  ].join('\n          ');
  return { to: to.email, subject, text, html: i18n.layout(subject, body, i18n.t('waitlist.footer')) };
}

export function waitlistJoinedMail(f: {
  to: Recipient;
  schedule: ScheduleCopyRow;
  seats: number;
  leaveLink: string;
}): MailMessage {
  const { t, whenIn } = translatorOf(f.to);
  const s = f.schedule;
  const title = s.workshopTitle;
  return mail(
    f.to,
    t('waitlist.joinedSubject', { title }),
    [
      t('waitlist.joined', {
        seats: t('mail.seats', { count: f.seats }),
        title,
        at: whenIn(s.startDate, f.to.timeZone),
      }),
      t('waitlist.how'),
    ],
    [{ label: t('waitlist.leave'), href: f.leaveLink }],
  );
}

export function waitlistOfferMail(f: {
  to: Recipient;
  schedule: ScheduleCopyRow;
  seats: number;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  expiresAt: Date;
  checkoutLink: string;
  declineLink: string;
}): MailMessage {
  const { t, whenIn, money } = translatorOf(f.to);
  const s = f.schedule;
  const title = s.workshopTitle;
  const count = f.seats;
  return mail(
    f.to,
    t('waitlist.offerSubject', { title }),
    [
      t('waitlist.offer', {
        count,
        seats: t('mail.seats', { count }),
        title,
        at: whenIn(s.startDate, f.to.timeZone),
        until: whenIn(f.expiresAt, f.to.timeZone),
      }),
      t('waitlist.pay', { count, amount: money(f.amount, f.currency) }),
      t('waitlist.decline', { count }),
    ],
    [
      { label: t('waitlist.take', { count }), href: f.checkoutLink },
      { label: t('waitlist.declineLink'), href: f.declineLink },
    ],
  );
}
