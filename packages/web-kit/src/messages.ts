// The words web-kit's light pieces write themselves (issue 28 item 5), in English and German (formal
// "Sie"): export buttons, the viewer's time-zone note, the figures' cards and chart, upload problems,
// the error page, spinners and the loading bar, a failed remote's fallback, the new-build notice,
// toasts and social links. The storefront and the coach area show them in the page's language; the
// console shows them in English. The shared web-kit chunk is in the storefront home's budget, so the
// console's own words (ui/messages.ts) stay out of here. English is as it was before, byte for byte.
import {
  AVATAR_EMPTY,
  AVATAR_TOO_LARGE,
  AVATAR_TYPE,
  FILE_EMPTY,
  FILE_NAME_MAX,
  RESOURCE_FILE_TOO_LARGE,
  RESOURCE_FILE_TYPE,
} from '@coachwork/contracts';

const en = {
  // Spinners and the loading bar (their accessible name).
  loading: 'Loading',

  // A remote module that failed to load; `area` is 'page' or 'console'.
  'remote.unavailable': 'This part of the {area} is unavailable right now.',
  'remote.rest': 'The rest of the {area} still works. Try again in a moment.',
  'remote.tryAgain': 'Try again',

  // The new-build notice.
  'build.available': 'A new version of Coachwork is available.',
  'build.later': 'Later',
  'build.reload': 'Reload',

  // The light toaster.
  'toast.list': 'Notifications',
  'toast.close': 'Close',

  'social.list': 'Social accounts',

  // The error page (spec §2) and the status line above it.
  'error.title': 'Something went wrong.',
  'error.home': 'Return to Home',
  'status.400': 'Bad Request',
  'status.403': 'Forbidden',
  'status.404': 'Not Found',
  'status.408': 'Request Timeout',
  'status.429': 'Too Many Requests',
  'status.500': 'Internal Server Error',
  'status.502': 'Bad Gateway',
  'status.503': 'Service Unavailable',
  'status.504': 'Gateway Timeout',

  // The page's note on its unmarked times (issue 31 item 8).
  'zone.note': 'Times are in your time zone, {zone}.',

  // A list's exports: the buttons, and why a download failed.
  'export.csv': 'CSV',
  'export.excel': 'Excel',
  'export.as': 'Export {list} as {format}',
  'export.running': 'Exporting…',
  'export.forbidden': 'You may not export this list.',
  'export.signIn': 'Please sign in again to export.',
  'export.failed': 'The export failed ({status}).',
  'export.unreachable': 'The export could not reach the server. Try again.',
  'export.cutShort': 'The export was cut short. Try again.',

  // The figures: each card's title and what it counts, the change, the chart.
  'metrics.daysNote':
    'Days are UTC days: each payment, refund, booking and cancellation counts on the UTC day it happened.',
  'kpi.revenue': 'Net revenue',
  'kpi.gross': 'Gross',
  'kpi.refunds': 'Refunds',
  'kpi.bookings': 'Bookings',
  'kpi.seats': 'Seats sold',
  'kpi.fill': 'Fill rate',
  'kpi.attendance': 'Attendance',
  'kpi.users': 'New users',
  'kpi.revenue.definition':
    'Card payments taken less refunds made in the period (gross − refunds). A refund counts on the day it is made, even for a booking paid earlier.',
  'kpi.gross.definition': 'Card payments taken in the period, after vouchers. Free bookings add nothing.',
  'kpi.refunds.definition':
    'Refunds made in the period: seats given back, cancelled bookings and sessions, and refunds by a super-admin; each has its credit note.',
  'kpi.bookings.definition':
    'Bookings confirmed in the period (paid, or free) less confirmed bookings cancelled in it. A hold never paid is not counted; below 0 when more were cancelled than made.',
  'kpi.seats.definition':
    'Seats of the bookings confirmed in the period less confirmed seats given back or cancelled in it.',
  'kpi.fill.definition':
    'Seats sold now ÷ seats offered, over the sessions that start in the period; cancelled sessions are left out.',
  'kpi.users.definition': 'Accounts registered in the period.',
  'kpi.attendance.definition':
    'Seats checked in at the door ÷ seats of confirmed bookings, over the sessions that started in the period (up to now).',
  'change.none': 'No change',
  'change.new': 'New this period',
  'change.vs': '{arrow} {change} % vs previous period',
  // {bookings} is written as is ('-3', '1200'), as the summary always wrote it.
  'chart.none': 'Net revenue and bookings: no figures for this period.',
  'chart.summary':
    'Net revenue and bookings from {first} to {last} (UTC): {revenue} net revenue and {bookings} {bookings, plural, one {booking} other {bookings}} in all{peak}.',
  'chart.peak': '; the most, {amount}, in {period}',
  'chart.asTable': 'The figures as a table',
  'chart.period': 'Period (UTC)',

  // Files refused before they are sent: the contract's words in English, ours in German.
  'upload.avatarType': AVATAR_TYPE,
  'upload.avatarTooLarge': AVATAR_TOO_LARGE,
  'upload.avatarEmpty': AVATAR_EMPTY,
  'upload.resourceType': RESOURCE_FILE_TYPE,
  'upload.resourceTooLarge': RESOURCE_FILE_TOO_LARGE,
  'upload.empty': FILE_EMPTY,
  'upload.nameTooLong': FILE_NAME_MAX,
};

export type WebKitMessage = keyof typeof en;

const de: Record<WebKitMessage, string> = {
  loading: 'Wird geladen',

  'remote.unavailable':
    '{area, select, page {Dieser Teil der Seite} console {Dieser Teil der Konsole} other {Dieser Teil}} ist gerade nicht verfügbar.',
  'remote.rest':
    '{area, select, page {Der Rest der Seite} console {Der Rest der Konsole} other {Alles andere}} funktioniert weiterhin. Versuchen Sie es gleich noch einmal.',
  'remote.tryAgain': 'Erneut versuchen',

  'build.available': 'Eine neue Version von Coachwork ist verfügbar.',
  'build.later': 'Später',
  'build.reload': 'Neu laden',

  'toast.list': 'Benachrichtigungen',
  'toast.close': 'Schließen',

  'social.list': 'Social-Media-Profile',

  'error.title': 'Etwas ist schiefgelaufen.',
  'error.home': 'Zur Startseite',
  'status.400': 'Ungültige Anfrage',
  'status.403': 'Zugriff verweigert',
  'status.404': 'Nicht gefunden',
  'status.408': 'Zeitüberschreitung der Anfrage',
  'status.429': 'Zu viele Anfragen',
  'status.500': 'Interner Serverfehler',
  'status.502': 'Fehlerhaftes Gateway',
  'status.503': 'Dienst nicht verfügbar',
  'status.504': 'Gateway-Zeitüberschreitung',

  'zone.note': 'Zeiten sind in Ihrer Zeitzone angegeben: {zone}.',

  'export.csv': 'CSV',
  'export.excel': 'Excel',
  'export.as': '{list} als {format} exportieren',
  'export.running': 'Wird exportiert…',
  'export.forbidden': 'Sie dürfen diese Liste nicht exportieren.',
  'export.signIn': 'Bitte melden Sie sich erneut an, um zu exportieren.',
  'export.failed': 'Der Export ist fehlgeschlagen ({status}).',
  'export.unreachable': 'Der Export konnte den Server nicht erreichen. Versuchen Sie es erneut.',
  'export.cutShort': 'Der Export wurde unterbrochen. Versuchen Sie es erneut.',

  'metrics.daysNote':
    'Tage sind UTC-Tage: Jede Zahlung, Erstattung, Buchung und Stornierung zählt an dem UTC-Tag, an dem sie geschah.',
  'kpi.revenue': 'Nettoumsatz',
  'kpi.gross': 'Brutto',
  'kpi.refunds': 'Erstattungen',
  'kpi.bookings': 'Buchungen',
  'kpi.seats': 'Verkaufte Plätze',
  'kpi.fill': 'Auslastung',
  'kpi.attendance': 'Anwesenheit',
  'kpi.users': 'Neue Konten',
  'kpi.revenue.definition':
    'Kartenzahlungen im Zeitraum abzüglich der im Zeitraum geleisteten Erstattungen (Brutto − Erstattungen). Eine Erstattung zählt an dem Tag, an dem sie erfolgt, auch für eine früher bezahlte Buchung.',
  'kpi.gross.definition':
    'Kartenzahlungen im Zeitraum, nach Gutscheinen. Kostenlose Buchungen tragen nichts bei.',
  'kpi.refunds.definition':
    'Im Zeitraum geleistete Erstattungen: zurückgegebene Plätze, stornierte Buchungen und abgesagte Termine sowie Erstattungen durch einen Super-Admin; zu jeder gibt es eine Gutschrift.',
  'kpi.bookings.definition':
    'Im Zeitraum bestätigte Buchungen (bezahlt oder kostenlos) abzüglich der darin stornierten bestätigten Buchungen. Eine nie bezahlte Reservierung zählt nicht; unter 0, wenn mehr storniert als gebucht wurde.',
  'kpi.seats.definition':
    'Plätze der im Zeitraum bestätigten Buchungen abzüglich der darin zurückgegebenen oder stornierten bestätigten Plätze.',
  'kpi.fill.definition':
    'Jetzt verkaufte Plätze ÷ angebotene Plätze, über die Termine, die im Zeitraum beginnen; abgesagte Termine zählen nicht.',
  'kpi.users.definition': 'Im Zeitraum registrierte Konten.',
  'kpi.attendance.definition':
    'Am Eingang eingecheckte Plätze ÷ Plätze bestätigter Buchungen, über die Termine, die im Zeitraum begonnen haben (bis jetzt).',
  'change.none': 'Keine Veränderung',
  'change.new': 'Neu in diesem Zeitraum',
  'change.vs': '{arrow} {change} % gegenüber dem Vorzeitraum',
  'chart.none': 'Nettoumsatz und Buchungen: keine Zahlen für diesen Zeitraum.',
  'chart.summary':
    'Nettoumsatz und Buchungen vom {first} bis {last} (UTC): {revenue} Nettoumsatz und {bookings} {bookings, plural, one {Buchung} other {Buchungen}} insgesamt{peak}.',
  // In brackets: a German bucket name ends with a full stop ('25. Nov.'), and so does the sentence.
  'chart.peak': ' (am meisten: {amount}, {period})',
  'chart.asTable': 'Die Zahlen als Tabelle',
  'chart.period': 'Zeitraum (UTC)',

  'upload.avatarType': 'Nur Bilder im Format PNG, JPEG, JPG oder WebP werden akzeptiert',
  'upload.avatarTooLarge': 'Das Profilbild darf höchstens 5 MB groß sein',
  'upload.avatarEmpty': 'Das Bild ist leer',
  'upload.resourceType': 'Nur Bilder sowie PDF-, Office-, OpenDocument- und Textdateien werden akzeptiert',
  'upload.resourceTooLarge': 'Die Datei darf höchstens 25 MB groß sein',
  'upload.empty': 'Die Datei ist leer',
  'upload.nameTooLong': 'Der Dateiname darf höchstens 255 Zeichen lang sein',
};

export const WEB_KIT_MESSAGES = { en, de };
