// Review mails (issue 28 item 1): the request the day after a session, with a link to the form, and
// the word to an author whose review a super-admin hid, with the reason.
import type { MailMessage } from '@coachwork/service-kit';
import { notice, whenIn, type Recipient } from './after-sale-notices.mail';

const FOOTER = 'You received this email because you attended a Coachwork workshop.';

export function reviewRequestMail(f: {
  to: Recipient;
  workshopTitle: string;
  startDate: Date;
  /** The review form in the booker area. */
  reviewLink: string;
  reviewableUntil: Date;
}): MailMessage {
  return notice(
    f.to,
    `How was ${f.workshopTitle}?`,
    [
      `Thank you for attending ${f.workshopTitle} on ${whenIn(f.startDate, f.to.timeZone)}.`,
      'Would you rate it and say in a few words how it went? Your review helps others choose, and your coach learn.',
      `You can review it until ${whenIn(f.reviewableUntil, f.to.timeZone)}.`,
    ],
    { label: 'Write your review', href: f.reviewLink },
    FOOTER,
  );
}

export function reviewHiddenMail(f: {
  to: Recipient;
  workshopTitle: string;
  reason: string;
  bookingsLink: string;
}): MailMessage {
  return notice(
    f.to,
    `Your review of ${f.workshopTitle} was hidden`,
    [
      `Your review of ${f.workshopTitle} is no longer shown on Coachwork, and no longer counts in its rating.`,
      `The reason our team gave: ${f.reason}`,
      'If you think this was a mistake, reply to this email.',
    ],
    { label: 'Your bookings', href: f.bookingsLink },
    FOOTER,
  );
}
