// Tells the booker that money they paid went straight back: a payment that arrived after the hold
// expired and found its seats or voucher gone, or a second payment of a booking already paid (or
// paid at a price that had changed). Without it, a charge and a refund would reach their bank
// statement with no word from us.
import { escapeHtml, mailLayout, type MailMessage } from '@coachwork/service-kit';

export interface PaymentReturnedMailFacts {
  to: string;
  /** How the mail greets the booker: the first name, else the username. */
  greeting: string;
  workshopTitle: string;
  /** Formatted with its currency ('€129.00'). */
  amount: string;
  /** 'late' (the hold had expired) or 'unapplied' (paid twice, or at an old price). */
  why: 'late' | 'unapplied';
  bookingsLink: string;
}

export function paymentReturnedMail(f: PaymentReturnedMailFacts): MailMessage {
  const title = `Your payment of ${f.amount} for ${f.workshopTitle} is refunded`;
  const because =
    f.why === 'late'
      ? 'Your payment arrived after the hold on your seats had expired, and the seats (or the voucher) had gone to someone else in the meantime, so your booking could not be confirmed.'
      : 'This payment could not be applied to your booking: the booking had already been paid, or its price had changed before the payment arrived.';
  const text = [
    `Hello ${f.greeting},`,
    '',
    because,
    `We have refunded the whole ${f.amount} to the card you paid with; banks usually show it within 5 to 10 days.`,
    '',
    'Your bookings:',
    f.bookingsLink,
    '',
    '— Coachwork',
  ].join('\n');
  const html = mailLayout(
    title,
    `<p style="margin:0 0 16px">Hello ${escapeHtml(f.greeting)},</p>
          <p style="margin:0 0 16px">${escapeHtml(because)}</p>
          <p style="margin:0 0 16px">We have refunded the whole <strong>${escapeHtml(f.amount)}</strong> to the card you paid with; banks usually show it within 5 to 10 days.</p>
          <p style="margin:0"><a href="${escapeHtml(f.bookingsLink)}">See your bookings</a></p>`,
    'You received this email because you paid for a Coachwork booking with this address.',
  );
  return { to: f.to, subject: title, text, html };
}
