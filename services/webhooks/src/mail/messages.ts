// The words of webhooks' mails in each language (issue 28 item 5): ICU messages, read by service-kit's
// translator. English is word for word what the mail said before there was a second language; German
// addresses people formally ('Sie'). Values are put in as they are, so no message holds HTML.
import { translatorsOf } from '@coachwork/service-kit';

export const en = {
  // An endpoint the sender turned off after a day of failed deliveries.
  'disabled.subject': 'Webhook endpoint disabled',
  'disabled.failed':
    'Your webhook endpoint {url} failed every delivery for a day, so Coachwork has disabled it.',
  'disabled.owed':
    'Deliveries that are still owed wait; they are sent again once you enable the endpoint (within three days of each event).',
  'disabled.enable': 'Check the receiver, then enable it again in the console: {page}',
} as const;

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

export const de: Messages = {
  'disabled.subject': 'Webhook-Endpunkt deaktiviert',
  'disabled.failed':
    'Jede Zustellung an Ihren Webhook-Endpunkt {url} ist einen Tag lang fehlgeschlagen, daher hat Coachwork ihn deaktiviert.',
  'disabled.owed':
    'Noch ausstehende Zustellungen warten; sie werden erneut gesendet, sobald Sie den Endpunkt wieder aktivieren (innerhalb von drei Tagen nach dem jeweiligen Ereignis).',
  'disabled.enable':
    'Prüfen Sie den Empfänger und aktivieren Sie den Endpunkt dann in der Konsole wieder: {page}',
};

export const catalogue = { en: en as Messages, de };

/** The translator of a language; anything that is not a known language reads English. */
export const translator = translatorsOf(catalogue);
