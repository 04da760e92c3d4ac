// A schedule still short of its minimum seats 72 h before its start, told to its coach and to the
// super-admins (SPEC-DECISIONS: minSeats): how many seats it has, how many it needs, and that it may be
// cancelled with full refunds. The date is in the schedule's zone, named (nobody has a zone of their own).
import type { MailMessage } from '@coachwork/service-kit';
import { notice, whenIn, type Recipient, type SessionFacts } from './after-sale-notices.mail';

const FOOTER = 'You received this email because you coach this session or run Coachwork.';

export function scheduleShortMail(f: {
  to: Recipient;
  session: SessionFacts;
  minSeats: number;
  seatsConfirmed: number;
  /** Where the recipient may cancel it: the coach area for the coach, the console for super-admins. */
  link: string;
}): MailMessage {
  const at = whenIn(f.session.startDate, f.to.timeZone);
  const more = f.minSeats - f.seatsConfirmed;
  return notice(
    f.to,
    `Short of the minimum: ${f.session.workshopTitle}`,
    [
      `${f.session.workshopTitle} on ${at} has ${f.seatsConfirmed} confirmed seat${f.seatsConfirmed === 1 ? '' : 's'} of the ${f.minSeats} it needs to go ahead (${more} more needed).`,
      'You may cancel it now with full refunds: everyone who paid gets everything back and is told by email. Or keep it and go ahead with fewer people.',
    ],
    { label: 'Review the schedule', href: f.link },
    FOOTER,
  );
}
