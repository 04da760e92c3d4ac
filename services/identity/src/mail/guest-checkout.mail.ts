// The confirmation of a guest checkout: what was booked, and the one-time sign-in link that claims the
// account the checkout made (or signs the owner of an existing one in) and lands on /b. In the account's
// language (issue 28 item 5): the language the checkout page was read in, for an account it made.
import type { GuestCheckoutConfirmedPayload, Language } from '@coachwork/contracts';
import { escapeHtml, type MailMessage } from '@coachwork/service-kit';
import { translator } from './messages';

// This mail's own date and amount forms ('Thursday 12 November 2026 at 09:00', '€490.00'), which
// English keeps as it always wrote them.
const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

function when(startDate: string, timezone: string, lang: Language): string {
  try {
    return new Intl.DateTimeFormat(LOCALES[lang], {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: timezone,
    }).format(new Date(startDate));
  } catch {
    return new Date(startDate).toUTCString();
  }
}

function paid(p: GuestCheckoutConfirmedPayload, lang: Language): string {
  if (!p.amountPaid) return translator(lang).t('guest.nothing');
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: p.currency }).format(
    p.amountPaid,
  );
}

export function guestCheckoutMail(
  to: string,
  link: string,
  p: GuestCheckoutConfirmedPayload,
  lang: Language = 'en',
): MailMessage {
  const i18n = translator(lang);
  const { t } = i18n;
  const hello = t('mail.greeting', { name: p.firstName });
  const facts: [string, string][] = [
    [t('guest.workshop'), p.workshopTitle],
    [t('guest.when'), `${when(p.startDate, p.timezone, i18n.lang)} (${p.timezone})`],
    [t('guest.seats'), t('guest.seatCount', { count: p.seats })],
    [t('guest.paid'), paid(p, i18n.lang)],
  ];
  const text = [
    hello,
    '',
    t('guest.confirmed'),
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    t('guest.open'),
    link,
    '',
    t('guest.valid'),
    '',
    '— Coachwork',
  ].join('\n');
  const safe = escapeHtml(link);
  const rows = facts
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#57534e">${escapeHtml(k)}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const html = i18n.layout(
    t('guest.title'),
    `<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
          <p style="margin:0 0 16px">${escapeHtml(t('guest.confirmed'))}</p>
          <table role="presentation" style="margin:0 0 24px;border-collapse:collapse">${rows}</table>
          <p style="margin:0 0 24px"><a href="${safe}" style="display:inline-block;background:#facc15;color:#1c1917;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">${escapeHtml(t('guest.button'))}</a></p>
          <p style="margin:0 0 8px;font-size:13px;color:#57534e">${escapeHtml(t('guest.once'))}</p>
          <p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(t('mail.paste'))}<br><span style="word-break:break-all">${safe}</span></p>`,
  );
  return { to, subject: t('guest.subject', { title: p.workshopTitle }), text, html, demoLog: { link } };
}
