// The mail an address gets when it is invited to a tenant before it has an account, in the language of
// the request that invited it (issue 28 item 5): the address has no account to say its own, and whoever
// invites it most likely shares theirs; English when the request says nothing.
import type { Language } from '@coachwork/contracts';
import { escapeHtml, type MailMessage } from '@coachwork/service-kit';
import { translator } from './messages';

export function tenantInvitationMail(
  to: string,
  tenantName: string,
  role: string,
  appUrl: string,
  lang: Language = 'en',
): MailMessage {
  const i18n = translator(lang);
  const { t } = i18n;
  const link = `${appUrl.replace(/\/$/, '')}/register`;
  const title = t('invitation.title', { tenant: tenantName });
  const text = [
    t('mail.greeting.plain'),
    '',
    t('invitation.body', { tenant: tenantName, role }),
    t('invitation.create', { link }),
    '',
    t('invitation.ignore'),
    '',
    '— Coachwork',
  ].join('\n');
  const safeLink = escapeHtml(link);
  // The values go in escaped (the tenant's name in bold); the messages themselves hold no markup.
  const body = t('invitation.bodyHtml', {
    tenant: `<strong>${escapeHtml(tenantName)}</strong>`,
    role: escapeHtml(role),
  });
  const html = i18n.layout(
    title,
    `<p style="margin:0 0 16px">${escapeHtml(t('mail.greeting.plain'))}</p>
          <p style="margin:0 0 24px">${body}</p>
          <p style="margin:0 0 24px"><a href="${safeLink}" style="display:inline-block;background:#facc15;color:#1c1917;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">${escapeHtml(t('invitation.button'))}</a></p>
          <p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(t('mail.paste'))}<br><span style="word-break:break-all">${safeLink}</span></p>`,
  );
  return { to, subject: t('invitation.subject', { tenant: tenantName }), text, html, demoLog: { link } };
}
