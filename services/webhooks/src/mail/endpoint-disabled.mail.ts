import { escapeHtml, type MailMessage } from '@coachwork/service-kit';
import type { EndpointRow } from '../data/schema';
import { translator } from './messages';

/** To the endpoint's owner when a day of failed deliveries turned it off, in the owner's language. */
export function endpointDisabledMail(endpoint: EndpointRow, appUrl: string): MailMessage {
  const { t } = translator(endpoint.ownerLanguage);
  const page = new URL('/admin/webhooks', appUrl).toString();
  const lines = [
    t('disabled.failed', { url: endpoint.url }),
    t('disabled.owed'),
    t('disabled.enable', { page }),
  ];
  return {
    to: endpoint.ownerEmail!,
    subject: t('disabled.subject'),
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
  };
}
