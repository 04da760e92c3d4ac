// A schedule still short of its minimum seats 72 h before its start, told to its coach and to the
// super-admins (SPEC-DECISIONS: minSeats): how many seats it has, how many it needs, and that it may be
// cancelled with full refunds. The date is in the schedule's zone, named (nobody has a zone of their
// own); the words in the recipient's language.
import type { MailMessage } from '@coachwork/service-kit';
import { notice, translatorOf, type Recipient, type SessionFacts } from './after-sale-notices.mail';

export function scheduleShortMail(f: {
  to: Recipient;
  session: SessionFacts;
  minSeats: number;
  seatsConfirmed: number;
  /** Where the recipient may cancel it: the coach area for the coach, the console for super-admins. */
  link: string;
}): MailMessage {
  const { t, whenIn } = translatorOf(f.to);
  const title = f.session.workshopTitle;
  return notice(
    f.to,
    t('short.subject', { title }),
    [
      t('short.body', {
        title,
        at: whenIn(f.session.startDate, f.to.timeZone),
        confirmed: f.seatsConfirmed,
        min: f.minSeats,
        more: f.minSeats - f.seatsConfirmed,
      }),
      t('short.choice'),
    ],
    { label: t('short.link'), href: f.link },
    t('short.footer'),
  );
}
