// Review mails (issue 28 item 1): the request the day after a session, with a link to the form, and
// the word to an author whose review a super-admin hid, with the reason; in the recipient's language.
import type { MailMessage } from '@coachwork/service-kit';
import { notice, translatorOf, type Recipient } from './after-sale-notices.mail';

export function reviewRequestMail(f: {
  to: Recipient;
  workshopTitle: string;
  startDate: Date;
  /** The review form in the booker area. */
  reviewLink: string;
  reviewableUntil: Date;
}): MailMessage {
  const { t, whenIn } = translatorOf(f.to);
  const title = f.workshopTitle;
  return notice(
    f.to,
    t('review.subject', { title }),
    [
      t('review.thanks', { title, at: whenIn(f.startDate, f.to.timeZone) }),
      t('review.ask'),
      t('review.until', { until: whenIn(f.reviewableUntil, f.to.timeZone) }),
    ],
    { label: t('review.link'), href: f.reviewLink },
    t('review.footer'),
  );
}

export function reviewHiddenMail(f: {
  to: Recipient;
  workshopTitle: string;
  reason: string;
  bookingsLink: string;
}): MailMessage {
  const { t } = translatorOf(f.to);
  const title = f.workshopTitle;
  return notice(
    f.to,
    t('reviewHidden.subject', { title }),
    [
      t('reviewHidden.body', { title }),
      t('reviewHidden.reason', { reason: f.reason }),
      t('reviewHidden.mistake'),
    ],
    { label: t('mail.link.bookings'), href: f.bookingsLink },
    t('review.footer'),
  );
}
