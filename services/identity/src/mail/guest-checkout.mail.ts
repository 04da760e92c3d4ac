// The confirmation of a guest checkout: what was booked, and the one-time sign-in link that claims the
// account the checkout made (or signs the owner of an existing one in) and lands on /b.
import type { GuestCheckoutConfirmedPayload } from '@coachwork/contracts';
import { escapeHtml, mailLayout, type MailMessage } from '@coachwork/service-kit';

function when(startDate: string, timezone: string): string {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: timezone,
    }).format(new Date(startDate));
  } catch {
    return new Date(startDate).toUTCString();
  }
}

function paid(p: GuestCheckoutConfirmedPayload): string {
  if (!p.amountPaid) return 'Nothing to pay';
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: p.currency }).format(p.amountPaid);
}

export function guestCheckoutMail(to: string, link: string, p: GuestCheckoutConfirmedPayload): MailMessage {
  const title = 'Your booking is confirmed';
  const seats = p.seats === 1 ? '1 seat' : `${p.seats} seats`;
  const facts: [string, string][] = [
    ['Workshop', p.workshopTitle],
    ['When', `${when(p.startDate, p.timezone)} (${p.timezone})`],
    ['Seats', seats],
    ['Paid', paid(p)],
  ];
  const text = [
    `Hello ${p.firstName},`,
    '',
    'Your Coachwork booking is confirmed.',
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    'Open this link to sign in and see your booking, its invoice and the seats you can share:',
    link,
    '',
    'It is valid for 24 hours and works once. Later, sign in with this email address on the sign-in page.',
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
  const html = mailLayout(
    title,
    `<p style="margin:0 0 16px">Hello ${escapeHtml(p.firstName)},</p>
          <p style="margin:0 0 16px">Your Coachwork booking is confirmed.</p>
          <table role="presentation" style="margin:0 0 24px;border-collapse:collapse">${rows}</table>
          <p style="margin:0 0 24px"><a href="${safe}" style="display:inline-block;background:#facc15;color:#1c1917;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">See my bookings</a></p>
          <p style="margin:0 0 8px;font-size:13px;color:#57534e">The link signs you in once and is valid for 24 hours. Later, sign in with this email address.</p>
          <p style="margin:0;font-size:13px;color:#57534e">Or paste this address into your browser:<br><span style="word-break:break-all">${safe}</span></p>`,
  );
  return { to, subject: `Booking confirmed: ${p.workshopTitle}`, text, html, demoLog: { link } };
}
