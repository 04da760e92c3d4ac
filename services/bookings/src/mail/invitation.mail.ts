// The invitation to a seat: who invites, to what and when (in the schedule's own time zone), and the
// one-time link, in the invitee's language (an address without an account reads English). The link is
// the only place the token exists, so the message is never logged.
import { escapeHtml, type MailMessage } from '@coachwork/service-kit';
import { translator, type Language } from './translator';

export interface InvitationMailFacts {
  to: string;
  language: Language;
  link: string;
  /** The inviter's name; null when the directory does not know them ('Someone'). */
  inviterUsername: string | null;
  workshopTitle: string;
  startDate: Date;
  timezone: string;
  expiresAt: Date;
}

export function invitationMail(f: InvitationMailFacts): MailMessage {
  const i18n = translator(f.language);
  const { t } = i18n;
  const inviter = f.inviterUsername ?? t('mail.someone');
  const title = t('invitation.title', { title: f.workshopTitle });
  const starts = i18n.when(f.startDate, f.timezone);
  const until = i18n.when(f.expiresAt, f.timezone);
  const text = [
    t('mail.greeting.plain'),
    '',
    t('invitation.body', { inviter, title: t('mail.quoted', { text: f.workshopTitle }), starts }),
    '',
    t('invitation.open'),
    f.link,
    '',
    t('invitation.until', { until }),
    '',
    '— Coachwork',
  ].join('\n');
  const safe = escapeHtml(f.link);
  const bodyHtml = t('invitation.body', {
    inviter: escapeHtml(inviter),
    title: `<strong>${escapeHtml(f.workshopTitle)}</strong>`,
    starts: escapeHtml(starts),
  });
  const html = i18n.layout(
    title,
    `<p style="margin:0 0 16px">${escapeHtml(t('mail.greeting.plain'))}</p>
          <p style="margin:0 0 16px">${bodyHtml}</p>
          <p style="margin:0 0 24px"><a href="${safe}" style="display:inline-block;background:#facc15;color:#1c1917;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">${escapeHtml(t('invitation.button'))}</a></p>
          <p style="margin:0 0 16px">${escapeHtml(t('invitation.untilHtml', { until }))}</p>
          <p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(t('invitation.paste'))}<br><span style="word-break:break-all">${safe}</span></p>`,
    t('invitation.footer', { inviter }),
  );
  return { to: f.to, subject: t('invitation.subject', { inviter, title: f.workshopTitle }), text, html };
}
