// The booker's confirmation: what, when (in the schedule's own time zone), how many seats, what was
// paid, and for online sessions the meeting link (this mail and /b are the only places it reaches a
// booker), in the booker's language. The link is never logged.
import { escapeHtml, type MailMessage } from '@coachwork/service-kit';
import { translator, type Language } from './translator';

export interface BookingConfirmedMailFacts {
  to: string;
  /** How the mail greets the booker: the first name, else the username. */
  greeting: string;
  language: Language;
  workshopTitle: string;
  startDate: Date;
  endDate: Date;
  timezone: string;
  mode: string;
  seats: number;
  /** What was paid: minor units of `currency`; null when nothing was to pay. */
  paid: { amount: number; currency: string } | null;
  meetingUrl: string | null;
  /** The booker area, where the booking, its seats and invitations live. */
  bookingsLink: string;
}

const online = (mode: string) => mode === 'ONLINE' || mode === 'HYBRID';

export function bookingConfirmedMail(f: BookingConfirmedMailFacts): MailMessage {
  const i18n = translator(f.language);
  const { t } = i18n;
  const title = t('confirmed.subject', { title: f.workshopTitle });
  const starts = i18n.when(f.startDate, f.timezone);
  const seats = t('mail.seats', { count: f.seats });
  const paid = f.paid ? i18n.money(f.paid.amount, f.paid.currency) : null;
  const room = online(f.mode)
    ? f.meetingUrl
      ? t('mail.joinOnline', { url: f.meetingUrl })
      : t('confirmed.linkLater')
    : null;
  const greeting = i18n.greeting(f.greeting);
  const text = [
    greeting,
    '',
    t('confirmed.body', { seats, title: t('mail.quoted', { text: f.workshopTitle }), starts }),
    paid ? t('confirmed.paid', { amount: paid }) : null,
    room ? '' : null,
    room,
    '',
    t('confirmed.tickets'),
    '',
    t('confirmed.everything'),
    f.bookingsLink,
    '',
    '— Coachwork',
  ]
    .filter((line) => line !== null)
    .join('\n');
  // Messages hold no markup: the values going into HTML are escaped first.
  const roomHtml = !online(f.mode)
    ? ''
    : f.meetingUrl
      ? `<p style="margin:0 0 24px"><a href="${escapeHtml(f.meetingUrl)}" style="display:inline-block;background:#facc15;color:#1c1917;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">${escapeHtml(t('confirmed.joinButton'))}</a></p>
          <p style="margin:0 0 16px;font-size:13px;color:#57534e">${escapeHtml(t('confirmed.meetingLink'))} <span style="word-break:break-all">${escapeHtml(f.meetingUrl)}</span></p>`
      : `<p style="margin:0 0 16px">${escapeHtml(t('confirmed.linkLater'))}</p>`;
  const bodyHtml = t('confirmed.body', {
    seats: escapeHtml(seats),
    title: `<strong>${escapeHtml(f.workshopTitle)}</strong>`,
    starts: escapeHtml(starts),
  });
  const html = i18n.layout(
    title,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
          <p style="margin:0 0 16px">${bodyHtml}</p>
          ${paid ? `<p style="margin:0 0 16px">${escapeHtml(t('confirmed.paid', { amount: paid }))}</p>` : ''}
          ${roomHtml}
          <p style="margin:0 0 16px">${escapeHtml(t('confirmed.ticketsHtml'))}</p>
          <p style="margin:0"><a href="${escapeHtml(f.bookingsLink)}">${escapeHtml(t('confirmed.seeBookings'))}</a></p>`,
    t('confirmed.footer'),
  );
  return { to: f.to, subject: title, text, html };
}
