// The booker's confirmation: what, when (in the schedule's own time zone), how many seats, what was
// paid, and for online sessions the meeting link (this mail and /b are the only places it reaches a
// booker). The link is never logged.
import { escapeHtml, mailLayout, type MailMessage } from '@coachwork/service-kit';
import { when } from './mail-dates';

export interface BookingConfirmedMailFacts {
  to: string;
  /** How the mail greets the booker: the first name, else the username. */
  greeting: string;
  workshopTitle: string;
  startDate: Date;
  endDate: Date;
  timezone: string;
  mode: string;
  seats: number;
  /** Formatted with its currency ('€129.00'); null when nothing was to pay. */
  paid: string | null;
  meetingUrl: string | null;
  /** The booker area, where the booking, its seats and invitations live. */
  bookingsLink: string;
}

const online = (mode: string) => mode === 'ONLINE' || mode === 'HYBRID';

export function bookingConfirmedMail(f: BookingConfirmedMailFacts): MailMessage {
  const title = `Your booking for ${f.workshopTitle} is confirmed`;
  const starts = when(f.startDate, f.timezone);
  const seats = f.seats === 1 ? '1 seat' : `${f.seats} seats`;
  const room = online(f.mode)
    ? f.meetingUrl
      ? `Join online: ${f.meetingUrl}`
      : 'The meeting link will appear in My bookings once the coach adds it.'
    : null;
  const text = [
    `Hello ${f.greeting},`,
    '',
    `Your booking is confirmed: ${seats} at "${f.workshopTitle}", starting ${starts}.`,
    f.paid ? `Paid: ${f.paid}.` : null,
    room ? '' : null,
    room,
    '',
    'Your tickets are attached (one page per seat, each with the QR code to show at the door).',
    '',
    'Your bookings, seats, tickets and invitations:',
    f.bookingsLink,
    '',
    '— Coachwork',
  ]
    .filter((line) => line !== null)
    .join('\n');
  const roomHtml = !online(f.mode)
    ? ''
    : f.meetingUrl
      ? `<p style="margin:0 0 24px"><a href="${escapeHtml(f.meetingUrl)}" style="display:inline-block;background:#facc15;color:#1c1917;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">Join online</a></p>
          <p style="margin:0 0 16px;font-size:13px;color:#57534e">Meeting link: <span style="word-break:break-all">${escapeHtml(f.meetingUrl)}</span></p>`
      : '<p style="margin:0 0 16px">The meeting link will appear in My bookings once the coach adds it.</p>';
  const html = mailLayout(
    title,
    `<p style="margin:0 0 16px">Hello ${escapeHtml(f.greeting)},</p>
          <p style="margin:0 0 16px">Your booking is confirmed: ${seats} at <strong>${escapeHtml(f.workshopTitle)}</strong>, starting ${escapeHtml(starts)}.</p>
          ${f.paid ? `<p style="margin:0 0 16px">Paid: ${escapeHtml(f.paid)}.</p>` : ''}
          ${roomHtml}
          <p style="margin:0 0 16px">Your tickets are attached: one page per seat, each with the QR code to show at the door.</p>
          <p style="margin:0"><a href="${escapeHtml(f.bookingsLink)}">See your bookings and tickets</a></p>`,
    'You received this email because you booked a Coachwork workshop with this address.',
  );
  return { to: f.to, subject: title, text, html };
}
