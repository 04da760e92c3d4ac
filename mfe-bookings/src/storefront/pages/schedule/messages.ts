// The schedule page's words (its facts and booking box), in the page's lazy chunk; the frame's words
// come from the storefront catalogue it extends.
import { extendCatalogue, useI18n } from '@coachwork/web-kit';
import { STOREFRONT_MESSAGES, type StorefrontMessage, type TypedTranslator } from '../../messages';

const en = {
  'detail.loading': 'Loading',
  'detail.loadFailed': 'The workshop could not be loaded.',
  'detail.allWorkshops': '← All workshops',
  'detail.cancelled': 'This session was cancelled.',
  'detail.yourTime': 'Your time: {time}',
  'detail.whatYouGet': 'What you get',
  'detail.otherDates': 'Other dates',
  'facts.title': 'At a glance',
  'facts.format': 'Format',
  'facts.level': 'Level',
  'facts.language': 'Language',
  'facts.duration': 'Duration',
  'facts.seats': 'Seats',
  'facts.where': 'Where',
  'facts.showOnMap': 'Show on map',
  'facts.mapNewTab': ' (opens OpenStreetMap in a new tab)',
  'facts.venueTba': 'The venue will be announced.',
  'facts.online': 'Online',
  'facts.orOnline': 'or join online',
  'facts.onlineOrTba': 'Online, or at a venue to be announced',
  'facts.meetingNote':
    'Confirmed attendees get the meeting link in My bookings and in their confirmation mail.',
  'book.perSeat': ' per seat',
  'book.soldOut': 'Sold out',
  'book.seatsLeft': '{left} of {capacity} seats left',
  'book.needed':
    '{n, plural, one {# more seat} other {# more seats}} needed for this session to go ahead ({min} minimum). If it stays short 3 days before the start, the coach may cancel it and refund everyone in full.',
  'book.book': 'Book',
  'book.bookAsGuest': 'Book as a guest',
  'book.opening': 'Opening the checkout...',
  'book.signIn': 'Sign in to book',
  'book.newHere': 'New here?',
  'book.createAccount': 'Create an account',
  'book.orAsGuest': ', or book as a guest with your email address.',
  'book.why': 'Why no booking?',
  'book.bookNow': 'Book now',
  'book.reason.cancelled': 'This session was cancelled.',
  'book.reason.closed': 'This session takes no more bookings.',
  'book.reason.notBookable': 'Not bookable.',
  'book.reason.started': 'This session has already started.',
  'book.reason.soldOut': 'Sold out.',
};

const de: Partial<Record<keyof typeof en, string>> = {
  'detail.loading': 'Wird geladen',
  'detail.loadFailed': 'Der Workshop konnte nicht geladen werden.',
  'detail.allWorkshops': '← Alle Workshops',
  'detail.cancelled': 'Dieser Termin wurde abgesagt.',
  'detail.yourTime': 'Ihre Zeit: {time}',
  'detail.whatYouGet': 'Was Sie bekommen',
  'detail.otherDates': 'Weitere Termine',
  'facts.title': 'Auf einen Blick',
  'facts.format': 'Format',
  'facts.level': 'Niveau',
  'facts.language': 'Sprache',
  'facts.duration': 'Dauer',
  'facts.seats': 'Plätze',
  'facts.where': 'Ort',
  'facts.showOnMap': 'Auf der Karte zeigen',
  'facts.mapNewTab': ' (öffnet OpenStreetMap in einem neuen Tab)',
  'facts.venueTba': 'Der Veranstaltungsort wird noch bekannt gegeben.',
  'facts.online': 'Online',
  'facts.orOnline': 'oder online teilnehmen',
  'facts.onlineOrTba': 'Online oder an einem noch bekannt zu gebenden Ort',
  'facts.meetingNote':
    'Bestätigte Teilnehmende erhalten den Meeting-Link unter „Meine Buchungen“ und in ihrer Bestätigungsmail.',
  'book.perSeat': ' pro Platz',
  'book.soldOut': 'Ausgebucht',
  'book.seatsLeft': 'Noch {left} von {capacity} Plätzen frei',
  'book.needed':
    '{n, plural, one {Noch # Platz} other {Noch # Plätze}} nötig, damit dieser Termin stattfindet (mindestens {min}). Fehlen sie 3 Tage vor Beginn noch, darf der Coach absagen und allen den vollen Betrag erstatten.',
  'book.book': 'Buchen',
  'book.bookAsGuest': 'Als Gast buchen',
  'book.opening': 'Die Kasse wird geöffnet …',
  'book.signIn': 'Zum Buchen anmelden',
  'book.newHere': 'Neu hier?',
  'book.createAccount': 'Konto anlegen',
  'book.orAsGuest': ' oder als Gast mit Ihrer E-Mail-Adresse buchen.',
  'book.why': 'Warum keine Buchung?',
  'book.bookNow': 'Jetzt buchen',
  'book.reason.cancelled': 'Dieser Termin wurde abgesagt.',
  'book.reason.closed': 'Dieser Termin nimmt keine Buchungen mehr an.',
  'book.reason.notBookable': 'Nicht buchbar.',
  'book.reason.started': 'Dieser Termin hat bereits begonnen.',
  'book.reason.soldOut': 'Ausgebucht.',
};

const SCHEDULE_MESSAGES = extendCatalogue(STOREFRONT_MESSAGES, { en, de });

export type ScheduleMessage = StorefrontMessage | keyof typeof en;

export function useScheduleI18n(): TypedTranslator<ScheduleMessage> {
  return useI18n(SCHEDULE_MESSAGES);
}
