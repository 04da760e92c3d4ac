// The sign-in mails: a 6-digit code and a one-time link, each as real HTML and plain text, in the
// account's language (issue 28 item 5; English keeps its words).
import type { Language } from '@coachwork/contracts';
import { escapeHtml, mailLayout, type MailMessage } from '@coachwork/service-kit';

const WORDS = {
  en: {
    greeting: (firstName: string | null | undefined) => (firstName ? `Hello ${firstName},` : 'Hello,'),
    codeTitle: 'Your sign-in code',
    codeSubject: (code: string) => `${code} is your Coachwork sign-in code`,
    codeIs: 'Your Coachwork sign-in code is:',
    codeUse: 'Enter it on the sign-in page. It is valid for 10 minutes and works once.',
    notYou: 'If you did not ask for it, you can ignore this email.',
    linkTitle: 'Sign in to Coachwork',
    linkSubject: 'Your Coachwork sign-in link',
    linkOpen: 'Open this link to sign in to Coachwork:',
    linkValid: 'It is valid for 15 minutes and works once.',
    linkButtonIntro: 'Use the button below to sign in to Coachwork. The link is valid for 15 minutes and works once.',
    linkButton: 'Sign in to Coachwork',
    paste: 'Or paste this address into your browser:',
  },
  de: {
    greeting: (firstName: string | null | undefined) => (firstName ? `Hallo ${firstName},` : 'Guten Tag,'),
    codeTitle: 'Ihr Anmeldecode',
    codeSubject: (code: string) => `${code} ist Ihr Coachwork-Anmeldecode`,
    codeIs: 'Ihr Coachwork-Anmeldecode lautet:',
    codeUse: 'Geben Sie ihn auf der Anmeldeseite ein. Er gilt 10 Minuten und nur einmal.',
    notYou: 'Falls Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    linkTitle: 'Bei Coachwork anmelden',
    linkSubject: 'Ihr Coachwork-Anmeldelink',
    linkOpen: 'Öffnen Sie diesen Link, um sich bei Coachwork anzumelden:',
    linkValid: 'Er gilt 15 Minuten und nur einmal.',
    linkButtonIntro:
      'Melden Sie sich mit der Schaltfläche unten bei Coachwork an. Der Link gilt 15 Minuten und nur einmal.',
    linkButton: 'Bei Coachwork anmelden',
    paste: 'Oder fügen Sie diese Adresse in Ihren Browser ein:',
  },
} satisfies Record<Language, unknown>;

export function signInCodeMail(to: string, code: string, firstName?: string | null, lang: Language = 'en'): MailMessage {
  const w = WORDS[lang];
  const text = [w.greeting(firstName), '', `${w.codeIs} ${code}`, '', w.codeUse, w.notYou, '', '— Coachwork'].join('\n');
  const html = mailLayout(
    w.codeTitle,
    `<p style="margin:0 0 16px">${escapeHtml(w.greeting(firstName))}</p>
          <p style="margin:0 0 8px">${escapeHtml(w.codeIs)}</p>
          <p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:Menlo,Consolas,monospace">${code}</p>
          <p style="margin:0">${escapeHtml(w.codeUse)}</p>`,
    undefined,
    lang,
  );
  return { to, subject: w.codeSubject(code), text, html, demoLog: { otp: code } };
}

export function signInLinkMail(to: string, link: string, firstName?: string | null, lang: Language = 'en'): MailMessage {
  const w = WORDS[lang];
  const text = [w.greeting(firstName), '', w.linkOpen, link, '', w.linkValid, w.notYou, '', '— Coachwork'].join('\n');
  const safe = escapeHtml(link);
  const html = mailLayout(
    w.linkTitle,
    `<p style="margin:0 0 16px">${escapeHtml(w.greeting(firstName))}</p>
          <p style="margin:0 0 24px">${escapeHtml(w.linkButtonIntro)}</p>
          <p style="margin:0 0 24px"><a href="${safe}" style="display:inline-block;background:#facc15;color:#1c1917;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">${escapeHtml(w.linkButton)}</a></p>
          <p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(w.paste)}<br><span style="word-break:break-all">${safe}</span></p>`,
    undefined,
    lang,
  );
  return { to, subject: w.linkSubject, text, html, demoLog: { link } };
}
