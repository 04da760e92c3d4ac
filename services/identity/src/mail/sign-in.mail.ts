// The sign-in mails: a 6-digit code and a one-time link, each as real HTML and plain text.
import { escapeHtml, mailLayout, type MailMessage } from '@coachwork/service-kit';

const greeting = (firstName: string | null | undefined) => (firstName ? `Hello ${firstName},` : 'Hello,');

export function signInCodeMail(to: string, code: string, firstName?: string | null): MailMessage {
  const title = 'Your sign-in code';
  const text = [
    greeting(firstName),
    '',
    `Your Coachwork sign-in code is: ${code}`,
    '',
    'Enter it on the sign-in page. It is valid for 10 minutes and works once.',
    'If you did not ask for it, you can ignore this email.',
    '',
    '— Coachwork',
  ].join('\n');
  const html = mailLayout(
    title,
    `<p style="margin:0 0 16px">${escapeHtml(greeting(firstName))}</p>
          <p style="margin:0 0 8px">Your Coachwork sign-in code is:</p>
          <p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:Menlo,Consolas,monospace">${code}</p>
          <p style="margin:0">Enter it on the sign-in page. It is valid for 10 minutes and works once.</p>`,
  );
  return { to, subject: `${code} is your Coachwork sign-in code`, text, html, demoLog: { otp: code } };
}

export function signInLinkMail(to: string, link: string, firstName?: string | null): MailMessage {
  const title = 'Sign in to Coachwork';
  const text = [
    greeting(firstName),
    '',
    'Open this link to sign in to Coachwork:',
    link,
    '',
    'It is valid for 15 minutes and works once.',
    'If you did not ask for it, you can ignore this email.',
    '',
    '— Coachwork',
  ].join('\n');
  const safe = escapeHtml(link);
  const html = mailLayout(
    title,
    `<p style="margin:0 0 16px">${escapeHtml(greeting(firstName))}</p>
          <p style="margin:0 0 24px">Use the button below to sign in to Coachwork. The link is valid for 15 minutes and works once.</p>
          <p style="margin:0 0 24px"><a href="${safe}" style="display:inline-block;background:#facc15;color:#1c1917;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">Sign in to Coachwork</a></p>
          <p style="margin:0;font-size:13px;color:#57534e">Or paste this address into your browser:<br><span style="word-break:break-all">${safe}</span></p>`,
  );
  return { to, subject: 'Your Coachwork sign-in link', text, html, demoLog: { link } };
}
