// The words of identity's mails in each language (issue 28 item 5): ICU messages, read by service-kit's
// translator. English is word for word what the mails said before; German addresses people formally
// ('Sie'). Values are put in as they are, so no message holds HTML.
import { translatorsOf } from '@coachwork/service-kit';

export const en = {
  'mail.greeting': 'Hello {name},',
  'mail.greeting.plain': 'Hello,',
  'mail.paste': 'Or paste this address into your browser:',

  // Signing in: a code, or a link.
  'signIn.notYou': 'If you did not ask for it, you can ignore this email.',
  'code.title': 'Your sign-in code',
  'code.subject': '{code} is your Coachwork sign-in code',
  'code.is': 'Your Coachwork sign-in code is:',
  'code.use': 'Enter it on the sign-in page. It is valid for 10 minutes and works once.',
  'link.title': 'Sign in to Coachwork',
  'link.subject': 'Your Coachwork sign-in link',
  'link.open': 'Open this link to sign in to Coachwork:',
  'link.valid': 'It is valid for 15 minutes and works once.',
  'link.buttonIntro':
    'Use the button below to sign in to Coachwork. The link is valid for 15 minutes and works once.',
  'link.button': 'Sign in to Coachwork',

  // A guest checkout's confirmation.
  'guest.title': 'Your booking is confirmed',
  'guest.subject': 'Booking confirmed: {title}',
  'guest.confirmed': 'Your Coachwork booking is confirmed.',
  'guest.workshop': 'Workshop',
  'guest.when': 'When',
  'guest.seats': 'Seats',
  'guest.seatCount': '{count, plural, one {{count} seat} other {{count} seats}}',
  'guest.paid': 'Paid',
  'guest.nothing': 'Nothing to pay',
  'guest.open': 'Open this link to sign in and see your booking, its invoice and the seats you can share:',
  'guest.valid':
    'It is valid for 24 hours and works once. Later, sign in with this email address on the sign-in page.',
  'guest.button': 'See my bookings',
  'guest.once':
    'The link signs you in once and is valid for 24 hours. Later, sign in with this email address.',
} as const;

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

export const de: Messages = {
  'mail.greeting': 'Hallo {name},',
  'mail.greeting.plain': 'Guten Tag,',
  'mail.paste': 'Oder fügen Sie diese Adresse in Ihren Browser ein:',

  'signIn.notYou': 'Falls Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
  'code.title': 'Ihr Anmeldecode',
  'code.subject': '{code} ist Ihr Coachwork-Anmeldecode',
  'code.is': 'Ihr Coachwork-Anmeldecode lautet:',
  'code.use': 'Geben Sie ihn auf der Anmeldeseite ein. Er gilt 10 Minuten und nur einmal.',
  'link.title': 'Bei Coachwork anmelden',
  'link.subject': 'Ihr Coachwork-Anmeldelink',
  'link.open': 'Öffnen Sie diesen Link, um sich bei Coachwork anzumelden:',
  'link.valid': 'Er gilt 15 Minuten und nur einmal.',
  'link.buttonIntro':
    'Melden Sie sich mit der Schaltfläche unten bei Coachwork an. Der Link gilt 15 Minuten und nur einmal.',
  'link.button': 'Bei Coachwork anmelden',

  'guest.title': 'Ihre Buchung ist bestätigt',
  'guest.subject': 'Buchung bestätigt: {title}',
  'guest.confirmed': 'Ihre Coachwork-Buchung ist bestätigt.',
  'guest.workshop': 'Workshop',
  'guest.when': 'Wann',
  'guest.seats': 'Plätze',
  'guest.seatCount': '{count, plural, one {{count} Platz} other {{count} Plätze}}',
  'guest.paid': 'Bezahlt',
  'guest.nothing': 'Nichts zu zahlen',
  'guest.open':
    'Öffnen Sie diesen Link, um sich anzumelden und Ihre Buchung, ihre Rechnung und die Plätze zu sehen, die Sie teilen können:',
  'guest.valid':
    'Er gilt 24 Stunden und nur einmal. Später melden Sie sich auf der Anmeldeseite mit dieser E-Mail-Adresse an.',
  'guest.button': 'Meine Buchungen ansehen',
  'guest.once':
    'Der Link meldet Sie einmal an und gilt 24 Stunden. Später melden Sie sich mit dieser E-Mail-Adresse an.',
};

export const catalogue = { en: en as Messages, de };

/** The translator of a language; anything that is not a known language reads English. */
export const translator = translatorsOf(catalogue);
