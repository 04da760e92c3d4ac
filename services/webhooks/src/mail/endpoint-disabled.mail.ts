import type { MailMessage } from '@coachwork/service-kit';
import type { EndpointRow } from '../data/schema';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** To the endpoint's owner when a day of failed deliveries turned it off. */
export function endpointDisabledMail(endpoint: EndpointRow, appUrl: string): MailMessage {
  const page = new URL('/admin/webhooks', appUrl).toString();
  const lines = [
    `Your webhook endpoint ${endpoint.url} failed every delivery for a day, so Coachwork has disabled it.`,
    'Deliveries that are still owed wait; they are sent again once you enable the endpoint (within three days of each event).',
    `Check the receiver, then enable it again in the console: ${page}`,
  ];
  return {
    to: endpoint.ownerEmail!,
    subject: 'Webhook endpoint disabled',
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escape(l)}</p>`).join('\n'),
  };
}
