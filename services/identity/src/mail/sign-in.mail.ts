// The sign-in mails: a 6-digit code and a one-time link, each as real HTML and plain text, in the
// account's language (issue 28 item 5; English keeps its words; the words are in messages.ts).
import type { Language } from '@coachwork/contracts';
import { escapeHtml, type MailMessage } from '@coachwork/service-kit';
import { translator } from './messages';

type Translator = ReturnType<typeof translator>;

const greeting = ({ t }: Translator, firstName: string | null | undefined) =>
  firstName ? t('mail.greeting', { name: firstName }) : t('mail.greeting.plain');

export function signInCodeMail(
  to: string,
  code: string,
  firstName?: string | null,
  lang: Language = 'en',
): MailMessage {
  const i18n = translator(lang);
  const { t } = i18n;
  const hello = greeting(i18n, firstName);
  const text = [
    hello,
    '',
    `${t('code.is')} ${code}`,
    '',
    t('code.use'),
    t('signIn.notYou'),
    '',
    '— Coachwork',
  ].join('\n');
  const html = i18n.layout(
    t('code.title'),
    `<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
          <p style="margin:0 0 8px">${escapeHtml(t('code.is'))}</p>
          <p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:Menlo,Consolas,monospace">${code}</p>
          <p style="margin:0">${escapeHtml(t('code.use'))}</p>`,
  );
  return { to, subject: t('code.subject', { code }), text, html, demoLog: { otp: code } };
}

export function signInLinkMail(
  to: string,
  link: string,
  firstName?: string | null,
  lang: Language = 'en',
): MailMessage {
  const i18n = translator(lang);
  const { t } = i18n;
  const hello = greeting(i18n, firstName);
  const text = [
    hello,
    '',
    t('link.open'),
    link,
    '',
    t('link.valid'),
    t('signIn.notYou'),
    '',
    '— Coachwork',
  ].join('\n');
  const safe = escapeHtml(link);
  const html = i18n.layout(
    t('link.title'),
    `<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
          <p style="margin:0 0 24px">${escapeHtml(t('link.buttonIntro'))}</p>
          <p style="margin:0 0 24px"><a href="${safe}" style="display:inline-block;background:#facc15;color:#1c1917;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">${escapeHtml(t('link.button'))}</a></p>
          <p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(t('mail.paste'))}<br><span style="word-break:break-all">${safe}</span></p>`,
  );
  return { to, subject: t('link.subject'), text, html, demoLog: { link } };
}
