// The waitlist's words: the sold-out booking box's form (in the schedule page's chunk) and the pages the
// waitlist's mails link to (their own chunks). The frame's words come from the catalogue it extends.
import { extendCatalogue, useI18n } from '@coachwork/web-kit';
import { STOREFRONT_MESSAGES, type StorefrontMessage, type TypedTranslator } from '../../messages';

const en = {
  // Joining, on a sold-out schedule's page.
  'waitlist.joined': 'You are on the waitlist. We will e-mail you when seats free up.',
  'waitlist.join': 'Join the waitlist',
  'waitlist.soldOut': 'Sold out.',
  'waitlist.intro': 'Join the waitlist: when seats free up, they are held for you in turn.',
  'waitlist.seats': 'Seats',
  'waitlist.firstName': 'First name',
  'waitlist.lastName': 'Last name',
  'waitlist.email': 'E-mail',
  // /waitlist/leave and /waitlist/decline.
  'waitlist.leave.title': 'Leave the waitlist',
  'waitlist.leave.what':
    'You will leave the waitlist of this session. If seats are held for you, they go to the next person.',
  'waitlist.leave.button': 'Leave the waitlist',
  'waitlist.leave.done': 'You have left the waitlist.',
  'waitlist.decline.title': 'Decline the seats held for you',
  'waitlist.decline.what': 'The seats held for you will be released and offered to the next person on the waitlist.',
  'waitlist.decline.button': 'Decline the seats',
  'waitlist.decline.done': 'The seats go to the next person.',
  'waitlist.linkNotValid': 'This link is not valid.',
  'waitlist.incomplete': 'This link is not complete. Open it again from the e-mail.',
  'waitlist.browse': 'Browse workshops',
  // {n}, not #: up to 1,000 seats, written '1000' as before.
  'waitlist.seatCount': '{n, plural, one {{n} seat} other {{n} seats}}',
  // /waitlist/offer.
  'waitlist.offer.title': 'Seats are held for you',
  'waitlist.offer.loading': 'Loading the offer',
  'waitlist.offer.expired': 'This offer has expired: the seats went to the next person on the waitlist.',
  'waitlist.offer.back': 'Back to the schedule',
  'waitlist.offer.confirmed': 'Your booking is confirmed.',
  'waitlist.offer.toMyBookings': 'Go to my bookings',
  'waitlist.offer.heldUntil': 'The seats are held for you until {until}. Pay {amount} by then to take them.',
  'waitlist.offer.held': 'The seats are held for you. Pay {amount} by then to take them.',
  'waitlist.offer.payInMyBookings': 'Pay in my bookings',
};

const de: Partial<Record<keyof typeof en, string>> = {
  'waitlist.joined': 'Sie stehen auf der Warteliste. Wir schreiben Ihnen eine E-Mail, sobald Plätze frei werden.',
  'waitlist.join': 'Auf die Warteliste setzen',
  'waitlist.soldOut': 'Ausgebucht.',
  'waitlist.intro':
    'Tragen Sie sich auf die Warteliste ein: Werden Plätze frei, werden sie der Reihe nach für Sie reserviert.',
  'waitlist.seats': 'Plätze',
  'waitlist.firstName': 'Vorname',
  'waitlist.lastName': 'Nachname',
  'waitlist.email': 'E-Mail',
  'waitlist.leave.title': 'Warteliste verlassen',
  'waitlist.leave.what':
    'Sie verlassen die Warteliste dieses Termins. Sind Plätze für Sie reserviert, gehen sie an die nächste Person.',
  'waitlist.leave.button': 'Warteliste verlassen',
  'waitlist.leave.done': 'Sie haben die Warteliste verlassen.',
  'waitlist.decline.title': 'Die für Sie reservierten Plätze ablehnen',
  'waitlist.decline.what':
    'Die für Sie reservierten Plätze werden freigegeben und der nächsten Person auf der Warteliste angeboten.',
  'waitlist.decline.button': 'Plätze ablehnen',
  'waitlist.decline.done': 'Die Plätze gehen an die nächste Person.',
  'waitlist.linkNotValid': 'Dieser Link ist ungültig.',
  'waitlist.incomplete': 'Dieser Link ist unvollständig. Öffnen Sie ihn erneut aus der E-Mail.',
  'waitlist.browse': 'Workshops ansehen',
  'waitlist.seatCount': '{n, plural, one {# Platz} other {# Plätze}}',
  'waitlist.offer.title': 'Plätze sind für Sie reserviert',
  'waitlist.offer.loading': 'Das Angebot wird geladen',
  'waitlist.offer.expired':
    'Dieses Angebot ist abgelaufen: Die Plätze gingen an die nächste Person auf der Warteliste.',
  'waitlist.offer.back': 'Zurück zu den Terminen',
  'waitlist.offer.confirmed': 'Ihre Buchung ist bestätigt.',
  'waitlist.offer.toMyBookings': 'Zu meinen Buchungen',
  'waitlist.offer.heldUntil':
    'Die Plätze sind bis {until} für Sie reserviert. Zahlen Sie bis dahin {amount}, um sie zu erhalten.',
  'waitlist.offer.held': 'Die Plätze sind für Sie reserviert. Zahlen Sie bis dahin {amount}, um sie zu erhalten.',
  'waitlist.offer.payInMyBookings': 'Unter „Meine Buchungen“ bezahlen',
};

const WAITLIST_MESSAGES = extendCatalogue(STOREFRONT_MESSAGES, { en, de });

export type WaitlistMessage = StorefrontMessage | keyof typeof en;

export function useWaitlistI18n(): TypedTranslator<WaitlistMessage> {
  return useI18n(WAITLIST_MESSAGES);
}
