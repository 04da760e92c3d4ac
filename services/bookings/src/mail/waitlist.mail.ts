// The waitlist's mails (issue 27 item 1): joining (with the link to leave the list) and an offer (one
// link to the checkout that takes the held seats, one to decline them so they pass on). Dates are in
// the schedule's zone, named.
import { escapeHtml, mailLayout, type MailMessage } from '@coachwork/service-kit';
import type { ScheduleCopyRow } from '../data/schema';
import { whenIn, type Recipient } from './after-sale-notices.mail';

const FOOTER = 'You received this email because you joined the waitlist of a Coachwork workshop.';

function mail(
  to: Recipient,
  subject: string,
  paragraphs: string[],
  links: { label: string; href: string }[],
): MailMessage {
  const text = [
    `Hello ${to.greeting},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...links.flatMap((l) => [`${l.label}:`, l.href, '']),
    '— Coachwork',
  ].join('\n');
  const body = [
    `<p style="margin:0 0 16px">Hello ${escapeHtml(to.greeting)},</p>`,
    ...paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`),
    ...links.map((l) => `<p style="margin:0 0 16px"><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></p>`),
  ].join('\n          ');
  return { to: to.email, subject, text, html: mailLayout(subject, body, FOOTER) };
}

const seatsOf = (n: number) => `${n} seat${n === 1 ? '' : 's'}`;

export function waitlistJoinedMail(f: {
  to: Recipient;
  schedule: ScheduleCopyRow;
  seats: number;
  leaveLink: string;
}): MailMessage {
  const s = f.schedule;
  return mail(
    f.to,
    `You are on the waitlist for ${s.workshopTitle}`,
    [
      `You are on the waitlist for ${seatsOf(f.seats)} at ${s.workshopTitle} on ${whenIn(s.startDate, f.to.timeZone)}.`,
      'When seats come free, the first person on the list they fit is offered them by email, held for a while to pay for.',
    ],
    [{ label: 'Leave the waitlist', href: f.leaveLink }],
  );
}

export function waitlistOfferMail(f: {
  to: Recipient;
  schedule: ScheduleCopyRow;
  seats: number;
  amount: string;
  expiresAt: Date;
  checkoutLink: string;
  declineLink: string;
}): MailMessage {
  const s = f.schedule;
  return mail(
    f.to,
    `Seats are held for you: ${s.workshopTitle}`,
    [
      `${seatsOf(f.seats)} at ${s.workshopTitle} on ${whenIn(s.startDate, f.to.timeZone)} came free and are held for you until ${whenIn(f.expiresAt, f.to.timeZone)}.`,
      `Pay ${f.amount} by then to take them; after that they pass on to the next person on the waitlist.`,
      'Not going after all? Decline, and they pass on at once.',
    ],
    [
      { label: 'Take the seats', href: f.checkoutLink },
      { label: 'Decline the offer', href: f.declineLink },
    ],
  );
}
