// The invitation to a seat: who invites, to what and when (in the schedule's own time zone), and the
// one-time link. The link is the only place the token exists, so the message is never logged.
import { escapeHtml, mailLayout, type MailMessage } from '@coachwork/service-kit';
import { when } from './mail-dates';

export interface InvitationMailFacts {
  to: string;
  link: string;
  inviterUsername: string;
  workshopTitle: string;
  startDate: Date;
  timezone: string;
  expiresAt: Date;
}

export function invitationMail(f: InvitationMailFacts): MailMessage {
  const title = `You are invited to ${f.workshopTitle}`;
  const starts = when(f.startDate, f.timezone);
  const until = when(f.expiresAt, f.timezone);
  const text = [
    'Hello,',
    '',
    `${f.inviterUsername} booked a seat for you at "${f.workshopTitle}", starting ${starts}.`,
    '',
    'Open this link to accept or decline the seat:',
    f.link,
    '',
    `The link works once and until ${until}. Sign in (or create an account with this address) to answer.`,
    '',
    '— Coachwork',
  ].join('\n');
  const safe = escapeHtml(f.link);
  const html = mailLayout(
    title,
    `<p style="margin:0 0 16px">Hello,</p>
          <p style="margin:0 0 16px">${escapeHtml(f.inviterUsername)} booked a seat for you at <strong>${escapeHtml(f.workshopTitle)}</strong>, starting ${escapeHtml(starts)}.</p>
          <p style="margin:0 0 24px"><a href="${safe}" style="display:inline-block;background:#facc15;color:#1c1917;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">See the invitation</a></p>
          <p style="margin:0 0 16px">The link works once and until ${escapeHtml(until)}. Sign in, or create an account with this address, to accept or decline.</p>
          <p style="margin:0;font-size:13px;color:#57534e">Or paste this address into your browser:<br><span style="word-break:break-all">${safe}</span></p>`,
    `You received this email because ${f.inviterUsername} invited this address to a Coachwork workshop. If you do not know them, you can ignore it.`,
  );
  return { to: f.to, subject: `${f.inviterUsername} invited you to ${f.workshopTitle}`, text, html };
}
