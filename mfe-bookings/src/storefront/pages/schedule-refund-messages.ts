// The words of /schedule-refund/{token} (a moved session's refund), in its lazy chunk; the frame's words
// come from the storefront catalogue it extends. The API's reasons are shown as they arrive.
import { extendCatalogue, useI18n } from '@coachwork/web-kit';
import { STOREFRONT_MESSAGES, type StorefrontMessage, type TypedTranslator } from '../messages';

const en = {
  'refund.title': 'Your refund for a moved session',
  'refund.loading': 'Loading the refund',
  'refund.notValid': 'This refund link is not valid.',
  'refund.failed': 'The refund could not be made right now. Please try again.',
  'refund.nowStarts': '{title} now starts on {date}.',
  'refund.done':
    'Your booking is cancelled and {amount} is on its way back to you (5 to 10 business days). A confirmation and the credit note are in your email.',
  'refund.offer':
    'If the new time does not suit you, your booking is cancelled and everything you paid, {amount}, goes back to you, whatever the refund policy says.',
  'refund.refunding': 'Refunding...',
  'refund.confirm': 'Cancel and refund {amount}',
  'refund.keep': 'Keep my seat',
};

const de: Partial<Record<keyof typeof en, string>> = {
  'refund.title': 'Ihre Erstattung für einen verschobenen Termin',
  'refund.loading': 'Die Erstattung wird geladen',
  'refund.notValid': 'Dieser Erstattungslink ist ungültig.',
  'refund.failed': 'Die Erstattung konnte gerade nicht vorgenommen werden. Bitte versuchen Sie es erneut.',
  'refund.nowStarts': '{title} beginnt jetzt am {date}.',
  'refund.done':
    'Ihre Buchung ist storniert, und {amount} werden Ihnen erstattet (5 bis 10 Werktage). Eine Bestätigung und die Gutschrift finden Sie in Ihrer E-Mail.',
  'refund.offer':
    'Wenn Ihnen die neue Zeit nicht passt, wird Ihre Buchung storniert und alles, was Sie bezahlt haben, {amount}, wird Ihnen erstattet – unabhängig von den Erstattungsbedingungen.',
  'refund.refunding': 'Wird erstattet …',
  'refund.confirm': 'Stornieren und {amount} erstatten',
  'refund.keep': 'Meinen Platz behalten',
};

const REFUND_MESSAGES = extendCatalogue(STOREFRONT_MESSAGES, { en, de });

export type RefundMessage = StorefrontMessage | keyof typeof en;

export function useRefundI18n(): TypedTranslator<RefundMessage> {
  return useI18n(REFUND_MESSAGES);
}
