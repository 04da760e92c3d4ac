// The confirmation of a guest checkout: what was booked, and the one-time sign-in link that claims the
// account the checkout made (or signs the owner of an existing one in) and lands on /b. In the account's
// language (issue 28 item 5): the language the checkout page was read in, for an account it made.
import type { GuestCheckoutConfirmedPayload, Language } from '@coachwork/contracts';
import { escapeHtml, mailLayout, type MailMessage } from '@coachwork/service-kit';

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

const WORDS = {
  en: {
    title: 'Your booking is confirmed',
    subject: (title: string) => `Booking confirmed: ${title}`,
    hello: (name: string) => `Hello ${name},`,
    confirmed: 'Your Coachwork booking is confirmed.',
    workshop: 'Workshop',
    when: 'When',
    seats: 'Seats',
    seatCount: (n: number) => (n === 1 ? '1 seat' : `${n} seats`),
    paid: 'Paid',
    nothing: 'Nothing to pay',
    open: 'Open this link to sign in and see your booking, its invoice and the seats you can share:',
    valid: 'It is valid for 24 hours and works once. Later, sign in with this email address on the sign-in page.',
    button: 'See my bookings',
    once: 'The link signs you in once and is valid for 24 hours. Later, sign in with this email address.',
    paste: 'Or paste this address into your browser:',
  },
  de: {
    title: 'Ihre Buchung ist bestätigt',
    subject: (title: string) => `Buchung bestätigt: ${title}`,
    hello: (name: string) => `Hallo ${name},`,
    confirmed: 'Ihre Coachwork-Buchung ist bestätigt.',
    workshop: 'Workshop',
    when: 'Wann',
    seats: 'Plätze',
    seatCount: (n: number) => (n === 1 ? '1 Platz' : `${n} Plätze`),
    paid: 'Bezahlt',
    nothing: 'Nichts zu zahlen',
    open: 'Öffnen Sie diesen Link, um sich anzumelden und Ihre Buchung, ihre Rechnung und die Plätze zu sehen, die Sie teilen können:',
    valid: 'Er gilt 24 Stunden und nur einmal. Später melden Sie sich auf der Anmeldeseite mit dieser E-Mail-Adresse an.',
    button: 'Meine Buchungen ansehen',
    once: 'Der Link meldet Sie einmal an und gilt 24 Stunden. Später melden Sie sich mit dieser E-Mail-Adresse an.',
    paste: 'Oder fügen Sie diese Adresse in Ihren Browser ein:',
  },
} satisfies Record<Language, unknown>;

function when(startDate: string, timezone: string, lang: Language): string {
  try {
    return new Intl.DateTimeFormat(LOCALES[lang], {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: timezone,
    }).format(new Date(startDate));
  } catch {
    return new Date(startDate).toUTCString();
  }
}

function paid(p: GuestCheckoutConfirmedPayload, lang: Language): string {
  if (!p.amountPaid) return WORDS[lang].nothing;
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: p.currency }).format(p.amountPaid);
}

export function guestCheckoutMail(
  to: string,
  link: string,
  p: GuestCheckoutConfirmedPayload,
  lang: Language = 'en',
): MailMessage {
  const w = WORDS[lang];
  const facts: [string, string][] = [
    [w.workshop, p.workshopTitle],
    [w.when, `${when(p.startDate, p.timezone, lang)} (${p.timezone})`],
    [w.seats, w.seatCount(p.seats)],
    [w.paid, paid(p, lang)],
  ];
  const text = [
    w.hello(p.firstName),
    '',
    w.confirmed,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    w.open,
    link,
    '',
    w.valid,
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
    w.title,
    `<p style="margin:0 0 16px">${escapeHtml(w.hello(p.firstName))}</p>
          <p style="margin:0 0 16px">${escapeHtml(w.confirmed)}</p>
          <table role="presentation" style="margin:0 0 24px;border-collapse:collapse">${rows}</table>
          <p style="margin:0 0 24px"><a href="${safe}" style="display:inline-block;background:#facc15;color:#1c1917;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:10px">${escapeHtml(w.button)}</a></p>
          <p style="margin:0 0 8px;font-size:13px;color:#57534e">${escapeHtml(w.once)}</p>
          <p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(w.paste)}<br><span style="word-break:break-all">${safe}</span></p>`,
    undefined,
    lang,
  );
  return { to, subject: w.subject(p.workshopTitle), text, html, demoLog: { link } };
}
