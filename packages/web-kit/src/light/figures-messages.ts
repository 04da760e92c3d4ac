// The figures' words in English and German (formal "Sie"): each card's title and what it counts, the
// change, the chart. The catalogue of '@coachwork/web-kit/figures', bundled with it rather than in the
// shared barrel's.
const en = {
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
};

export type FiguresMessage = keyof typeof en;

const de: Record<FiguresMessage, string> = {
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
};

export const FIGURES_MESSAGES = { en, de };
