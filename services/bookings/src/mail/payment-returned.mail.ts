// Tells the booker that money they paid went straight back: a payment that arrived after the hold
// expired and found its seats or voucher gone, or a second payment of a booking already paid (or
// paid at a price that had changed). Without it, a charge and a refund would reach their bank
// statement with no word from us. In the booker's language.
import { escapeHtml, type MailMessage } from '@coachwork/service-kit';
import { translator, type Language } from './translator';

export interface PaymentReturnedMailFacts {
  to: string;
  /** How the mail greets the booker: the first name, else the username. */
  greeting: string;
  language: Language;
  workshopTitle: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** 'late' (the hold had expired) or 'unapplied' (paid twice, or at an old price). */
  why: 'late' | 'unapplied';
  bookingsLink: string;
}

export function paymentReturnedMail(f: PaymentReturnedMailFacts): MailMessage {
  const i18n = translator(f.language);
  const { t } = i18n;
  const amount = i18n.money(f.amount, f.currency);
  const title = t('returned.subject', { amount, title: f.workshopTitle });
  const because = t(f.why === 'late' ? 'returned.late' : 'returned.unapplied');
  const greeting = i18n.greeting(f.greeting);
  const text = [
    greeting,
    '',
    because,
    t('returned.refunded', { amount }),
    '',
    `${t('mail.link.bookings')}:`,
    f.bookingsLink,
    '',
    '— Coachwork',
  ].join('\n');
  const html = i18n.layout(
    title,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
          <p style="margin:0 0 16px">${escapeHtml(because)}</p>
          <p style="margin:0 0 16px">${t('returned.refunded', { amount: `<strong>${escapeHtml(amount)}</strong>` })}</p>
          <p style="margin:0"><a href="${escapeHtml(f.bookingsLink)}">${escapeHtml(t('returned.seeBookings'))}</a></p>`,
    t('returned.footer'),
  );
  return { to: f.to, subject: title, text, html };
}
