// The reader's language for bookings' mails and PDFs (issue 28 item 5): service-kit's translator over
// bookings' catalogue (messages.ts), with what only bookings' mails say: amounts ('€490.00' and
// '490,00 €'), who did something, the service's own reasons, the greeting. A user's language is the user
// directory's copy of identity's; someone without an account reads English.
import {
  ADMIN_REFUND_DEFAULT_REASON,
  LATE_PAYMENT_REFUNDED,
  PAYMENT_REFUNDED_NOT_APPLIED,
  type Language,
} from '@coachwork/contracts';
import { translatorsOf, type MailTranslator } from '@coachwork/service-kit';
import { formatMoney } from '../domain/money';
import { REFUND_REASONS } from '../domain/payments/refund-policy';
import { catalogue, type MessageId } from './messages';

export type { Language };
export type { MessageValues } from '@coachwork/service-kit';

/** Who did something, as a mail names them: the recipient, a person, or the team. */
export type Doer = { kind: 'you' } | { kind: 'person'; name: string } | { kind: 'team' };

export interface Translator extends MailTranslator<MessageId> {
  /** Minor units with their currency: '€1,234.50' / '1.234,50 €'. */
  money: (minor: number, currency: string) => string;
  /** 'by you', 'by Ada Lovelace', 'by the Coachwork team' / 'von Ihnen', … */
  by: (doer: Doer) => string;
  /** A reason the service gave in its own words, in the language; a person's own words as written. */
  reason: (reason: string) => string;
  /** The mail's greeting line: 'Hello Ada,' or, for an address alone, 'Hello there,'. */
  greeting: (name: string | null) => string;
}

/** The reasons the service writes itself (refunds, cancellations), by their message. */
const SYSTEM_REASONS = new Map<string, MessageId>([
  [REFUND_REASONS.scheduleCancelled, 'reason.scheduleCancelled'],
  [REFUND_REASONS.scheduleMoved, 'reason.scheduleMoved'],
  [REFUND_REASONS.bookingMoved, 'reason.bookingMoved'],
  [REFUND_REASONS.bookingCancelled, 'reason.bookingCancelled'],
  [REFUND_REASONS.seatCancelled, 'reason.seatCancelled'],
  [ADMIN_REFUND_DEFAULT_REASON, 'reason.admin'],
  [REFUND_REASONS.scheduleMoveRefused, 'reason.scheduleMoveRefused'],
  [LATE_PAYMENT_REFUNDED, 'reason.latePayment'],
  [PAYMENT_REFUNDED_NOT_APPLIED, 'reason.notApplied'],
]);

const shared = translatorsOf(catalogue);

function makeTranslator(base: MailTranslator<MessageId>): Translator {
  const { lang, t } = base;
  return {
    ...base,
    money: (minor, currency) => formatMoney(minor, currency, base.moneyLocale),
    by: (doer) =>
      doer.kind === 'you'
        ? t('mail.by.you')
        : doer.kind === 'team'
          ? t('mail.by.team')
          : t('mail.by.person', { name: doer.name }),
    reason(reason) {
      const id = lang === 'en' ? undefined : SYSTEM_REASONS.get(reason.trim());
      return id ? t(id) : reason;
    },
    greeting: (name) => (name ? t('mail.greeting', { name }) : t('mail.greeting.anonymous')),
  };
}

const translators = new Map<Language, Translator>();

/** The translator of a language; anything that is not a known language reads English. */
export function translator(lang?: Language | string | null): Translator {
  const base = shared(lang);
  let found = translators.get(base.lang);
  if (!found) translators.set(base.lang, (found = makeTranslator(base)));
  return found;
}
