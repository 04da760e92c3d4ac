// The storefront's words in ICU message format (issue 28 item 5). English is the source and keeps the
// product's wording; German may leave an id out, and English is shown for it. Translated so far: the
// frame (header, menus, footer), the home page with its filters, the schedule cards and ratings, and
// the schedule page's facts and booking box, the 404 page (it is in the home page's bundle), and beside
// their lazy pages the checkout, the waitlist, the ticket, invitation, refund and coach pages. The words
// of a lazy page live beside it (pages/schedule/messages.ts) so the home page's bundle carries only these.
import { useI18n, type Catalogue, type TypedTranslator } from '@coachwork/web-kit';

const en = {
  'frame.skip': 'Skip to content',
  'frame.workshops': 'Workshops',
  'frame.signIn': 'Sign in',
  'frame.signUp': 'Sign up',
  'frame.myBookings': 'My bookings',
  'frame.coachArea': 'Coach area',
  'frame.backOffice': 'Back office',
  'frame.settings': 'Settings',
  'frame.logOut': 'Log out',
  'frame.accountMenu': 'Account menu for {name}',
  'frame.menu': 'Menu',
  'frame.mainNav': 'Main',
  'frame.lightMode': 'Light mode',
  'frame.darkMode': 'Dark mode',
  'frame.toLight': 'Switch to light mode',
  'frame.toDark': 'Switch to dark mode',
  'frame.toggleTitle': 'Toggle dark mode (Ctrl+Shift+D)',
  'frame.footer': '© Coachwork · Workshops by coaches and consultants',
  'frame.language': 'Language',

  'home.title': 'Workshops worth your time',
  'home.lead': 'Book a seat in hands-on workshops run by coaches and consultants, online and in person.',
  'home.searchLabel': 'Search workshops',
  'home.search': 'Search',
  'home.sortBy': 'Sort by',
  'home.sort.date': 'Soonest first',
  'home.sort.price': 'Price: low to high',
  'home.sort.-price': 'Price: high to low',
  'home.filters': 'Filters',
  'home.filter.from': 'From',
  'home.filter.to': 'To',
  'home.filter.mode': 'Format',
  'home.filter.level': 'Level',
  'home.filter.country': 'Country code',
  'home.filter.minPrice': 'Min price (€)',
  'home.filter.maxPrice': 'Max price (€)',
  'home.filter.any': 'Any',
  'home.filter.countryExample': 'e.g. DE',
  'home.apply': 'Apply filters',
  'home.clear': 'Clear',
  'home.pages': 'Pages',
  'home.previous': 'Previous',
  'home.next': 'Next',
  'home.pageOf': 'Page {page} of {lastPage}',
  'home.found': 'Workshops found: {total}',
  'home.upcoming': 'Upcoming workshops',
  'home.loadFailed': 'The catalogue could not be loaded.',
  'home.tryAgain': 'Try again',
  'home.noMatch': 'No workshops match “{q}”.',
  'home.noMatchFilters': 'No workshops match these filters.',
  'home.noneYet': 'No upcoming workshops yet.',
  'home.noMatchHint': 'Try other words or fewer filters, or clear them to see everything coming up.',
  'home.noneYetHint': 'Coaches are preparing their next sessions. Check back soon.',

  'mode.IN-PERSON': 'In-person',
  'mode.ONLINE': 'Online',
  'mode.HYBRID': 'Hybrid',
  'level.BEGINNER': 'Beginner',
  'level.INTERMEDIATE': 'Intermediate',
  'level.ADVANCED': 'Advanced',

  'card.soldOut': 'Sold out',
  'card.fewLeft': '{n, plural, one {# seat left} other {# seats left}}',
  'card.seatsLeft': '{n} seats left',
  'card.with': 'with {name}',
  'price.free': 'Free',

  'rating.summary': 'Rated {average} out of 5 · {count, plural, one {# review} other {# reviews}}',

  'duration.days': '{n, plural, one {# day} other {# days}}',
  'duration.hours': '{n} h',
  'duration.minutes': '{n} min',

  'notFound.title': 'Page Not Found: {path}',
  'notFound.home': 'Return to Home',
};

const de: Partial<Record<keyof typeof en, string>> = {
  'frame.skip': 'Zum Inhalt springen',
  'frame.workshops': 'Workshops',
  'frame.signIn': 'Anmelden',
  'frame.signUp': 'Registrieren',
  'frame.myBookings': 'Meine Buchungen',
  'frame.coachArea': 'Coach-Bereich',
  'frame.backOffice': 'Verwaltung',
  'frame.settings': 'Einstellungen',
  'frame.logOut': 'Abmelden',
  'frame.accountMenu': 'Kontomenü von {name}',
  'frame.menu': 'Menü',
  'frame.mainNav': 'Hauptnavigation',
  'frame.lightMode': 'Heller Modus',
  'frame.darkMode': 'Dunkler Modus',
  'frame.toLight': 'Zum hellen Modus wechseln',
  'frame.toDark': 'Zum dunklen Modus wechseln',
  'frame.toggleTitle': 'Dunklen Modus umschalten (Strg+Umschalt+D)',
  'frame.footer': '© Coachwork · Workshops von Coaches und Beratern',
  'frame.language': 'Sprache',

  'home.title': 'Workshops, die sich lohnen',
  'home.lead':
    'Buchen Sie einen Platz in praxisnahen Workshops von Coaches und Beratern, online und vor Ort.',
  'home.searchLabel': 'Workshops suchen',
  'home.search': 'Suchen',
  'home.sortBy': 'Sortieren nach',
  'home.sort.date': 'Früheste zuerst',
  'home.sort.price': 'Preis: aufsteigend',
  'home.sort.-price': 'Preis: absteigend',
  'home.filters': 'Filter',
  'home.filter.from': 'Von',
  'home.filter.to': 'Bis',
  'home.filter.mode': 'Format',
  'home.filter.level': 'Niveau',
  'home.filter.country': 'Ländercode',
  'home.filter.minPrice': 'Mindestpreis (€)',
  'home.filter.maxPrice': 'Höchstpreis (€)',
  'home.filter.any': 'Alle',
  'home.filter.countryExample': 'z. B. DE',
  'home.apply': 'Filter anwenden',
  'home.clear': 'Zurücksetzen',
  'home.pages': 'Seiten',
  'home.previous': 'Zurück',
  'home.next': 'Weiter',
  'home.pageOf': 'Seite {page} von {lastPage}',
  'home.found': 'Gefundene Workshops: {total}',
  'home.upcoming': 'Kommende Workshops',
  'home.loadFailed': 'Der Katalog konnte nicht geladen werden.',
  'home.tryAgain': 'Erneut versuchen',
  'home.noMatch': 'Keine Workshops passen zu „{q}“.',
  'home.noMatchFilters': 'Keine Workshops passen zu diesen Filtern.',
  'home.noneYet': 'Noch keine kommenden Workshops.',
  'home.noMatchHint':
    'Versuchen Sie andere Wörter oder weniger Filter, oder setzen Sie sie zurück, um alles Kommende zu sehen.',
  'home.noneYetHint': 'Die Coaches bereiten ihre nächsten Termine vor. Schauen Sie bald wieder vorbei.',

  'mode.IN-PERSON': 'Vor Ort',
  'mode.ONLINE': 'Online',
  'mode.HYBRID': 'Hybrid',
  'level.BEGINNER': 'Einsteiger',
  'level.INTERMEDIATE': 'Fortgeschritten',
  'level.ADVANCED': 'Experten',

  'card.soldOut': 'Ausgebucht',
  'card.fewLeft': '{n, plural, one {Noch # Platz frei} other {Noch # Plätze frei}}',
  'card.seatsLeft': 'Noch {n} Plätze frei',
  'card.with': 'mit {name}',
  'price.free': 'Kostenlos',

  'rating.summary': 'Bewertet mit {average} von 5 · {count, plural, one {# Bewertung} other {# Bewertungen}}',

  'duration.days': '{n, plural, one {# Tag} other {# Tage}}',
  'duration.hours': '{n} Std.',
  'duration.minutes': '{n} Min.',

  'notFound.title': 'Seite nicht gefunden: {path}',
  'notFound.home': 'Zur Startseite',
};

export const STOREFRONT_MESSAGES: Catalogue = { en, de };

export type StorefrontMessage = keyof typeof en;

export type { TypedTranslator } from '@coachwork/web-kit';

/** The frame's translator: `t` over this catalogue, dates and prices in the page's language. */
export function useStorefrontI18n(): TypedTranslator<StorefrontMessage> {
  return useI18n(STOREFRONT_MESSAGES);
}
