// The words web-kit's light pieces write themselves (issue 28 item 5), in English and German (formal
// "Sie"): the viewer's time-zone note, the error page, spinners and the loading bar, a failed remote's
// fallback, the new-build notice, toasts and social links. The storefront and the coach area show them
// in the page's language; the console shows them in English. The shared web-kit chunk is in the
// storefront home's budget, so the console's own words (ui/messages.ts) stay out of here, and so do the
// words of the entries of their own: the export buttons (light/export-messages.ts), the figures
// (light/figures-messages.ts) and upload problems (upload-messages.ts). English is as it was before,
// byte for byte.
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
};

export const WEB_KIT_MESSAGES = { en, de };
