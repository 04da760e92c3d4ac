// The mail an address gets when it is invited to a tenant before it has an account.
import { escapeHtml, mailLayout, type MailMessage } from '@coachwork/service-kit';

export function tenantInvitationMail(to: string, tenantName: string, role: string, appUrl: string): MailMessage {
  const link = `${appUrl.replace(/\/$/, '')}/register`;
  const title = `Join ${tenantName} on Coachwork`;
  const text = [
    'Hello,',
    '',
    `You have been invited to join ${tenantName} on Coachwork as ${role === 'admin' ? 'an admin' : `a ${role}`}.`,
    `Create your account with this email address to accept: ${link}`,
    '',
    'If you did not expect this invitation, you can ignore this email.',
    '',
    '— Coachwork',
  ].join('\n');
  const safeLink = escapeHtml(link);
  const html = mailLayout(
    title,
    `<p style="margin:0 0 16px">Hello,</p>
          <p style="margin:0 0 24px">You have been invited to join <strong>${escapeHtml(tenantName)}</strong> on Coachwork as ${escapeHtml(role)}. Create your account with this email address to accept.</p>
          <p style="margin:0 0 24px"><a href="${safeLink}" style="display:inline-block;background:#facc15;color:#1c1917;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">Create your account</a></p>
          <p style="margin:0;font-size:13px;color:#57534e">Or paste this address into your browser:<br><span style="word-break:break-all">${safeLink}</span></p>`,
  );
  return { to, subject: `You are invited to join ${tenantName} on Coachwork`, text, html, demoLog: { link } };
}
