// The words of web-kit's antd pieces, which only the console shows: English only (the console stays in
// English, issue 28 item 5), on the same mechanism as the rest. Kept apart from ../messages.ts, the light
// pieces' catalogue, so the storefront's first page (which never loads this entry) does not carry them.
const en = {
  // A record's page (console-page.tsx).
  'record.noSuch': 'No such {noun}',
  'record.noSuchHint': 'It may have been deleted, or the address is wrong.',
  'record.backToList': 'Back to the list',
  'record.loadFailed': 'The {noun} could not be loaded.',
  'record.tryAgain': 'Try again',

  // A list row's actions (row-actions.tsx); {noun} is 'Workshop', {thing} the same in lower case.
  'row.edit': 'Edit',
  'row.delete': 'Delete',
  'row.restore': 'Restore',
  'row.deleteQuestion': 'Delete this {thing}?',
  'row.deleteHint': 'It moves to the trash, where it can be restored.',
  'row.deleted': '{noun} deleted',
  'row.restored': '{noun} restored',

  // A list table's Active/Trash switch (trash-table.tsx).
  'trash.show': 'Show',
  'trash.active': 'Active',
  'trash.trash': 'Trash',

  // The Export menu (export-menu.tsx); its download's words are the light catalogue's.
  'exportMenu.button': 'Export',
  'exportMenu.csv': 'CSV',
  'exportMenu.excelFile': 'Excel (.xlsx)',
  'exportMenu.running': 'Exporting {format, select, csv {CSV} other {Excel}}…',

  // Sections whose screens arrive later (section-pages.tsx).
  'section.pending': '{title}: this screen arrives with the {issue} issue.',
  'section.notFound': 'Page Not Found',
  'section.notFoundAt': 'Page Not Found: {path}',

  // The dashboard (dashboard-view.tsx, kpi-cards.tsx).
  'kpi.whatCounts': 'What {title} counts',
  'dashboard.range': 'Date range',
  'dashboard.groupBy': 'Group by',
  'dashboard.day': 'Day',
  'dashboard.week': 'Week',
  'dashboard.month': 'Month',
  'dashboard.loadFailed': 'The figures could not be loaded.',
  'dashboard.empty': 'No bookings in this period yet. Figures appear as bookings are made and paid.',
  'dashboard.chart': 'Net revenue and bookings by {groupBy, select, week {week} month {month} other {day}}',
  'dashboard.topWorkshops': 'Top workshops by revenue',
  'dashboard.byFill': 'Sessions by fill rate',
  'dashboard.byFillHint': 'Every session that starts in the period or sold seats in it',
  'dashboard.byFillEmpty': 'No session starts or sold seats in this period.',
  'dashboard.session': 'Session',
  'dashboard.seatsSold': 'Seats sold',
  'dashboard.fillRate': 'Fill rate',
  'dashboard.fillRateOf': 'Fill rate of {title}',
  'dashboard.seatsOf': '{n} of {capacity}',
  'dashboard.upcoming': 'Upcoming sessions',
  'dashboard.upcomingEmpty': 'No upcoming sessions.',
  'dashboard.workshop': 'Workshop',
  'dashboard.starts': 'Starts',
  'dashboard.seatsLeft': 'Seats left',
  'dashboard.nothing': 'Nothing in this period.',

  // Coach payouts (payouts-table.tsx).
  'payouts.empty': 'No payouts yet: one appears for each schedule that has ended and took money.',
  'payouts.workshop': 'Workshop',
  'payouts.session': 'Session',
  'payouts.gross': 'Paid by bookers',
  'payouts.refunds': 'Refunds',
  'payouts.fee': 'Fee',
  'payouts.adjustments': 'Adjustments',
  'payouts.payout': 'Payout',
  'payouts.status': 'Status',
  'payouts.actions': 'Actions',
  'payouts.overdue': 'Overdue',
  'payouts.due': 'due {date}',
  'payouts.statement': 'Statement',
  'payouts.markPaid': 'Mark paid',
  'payouts.heldHint': 'This payout is on hold: release it before marking it paid.',
  'payouts.releaseQuestion': 'Release this payout?',
  'payouts.releaseHint': 'The hold{reason} ends; it can then be marked paid.',
  'payouts.release': 'Release',
  'payouts.hold': 'Hold',
  'payouts.markPaidTitle': 'Mark payout paid',
  'payouts.holdTitle': 'Put payout on hold',
  'payouts.reference': 'Transfer reference',
  'payouts.reason': 'Reason',
  'payouts.tryAgain': 'Please try again.',
  'payouts.paid': 'Payout marked paid',
  'payouts.paidBody': '{workshop}: {amount}, reference {reference}.',
  'payouts.held': 'Payout put on hold',
  'payouts.heldBody': '{workshop}: it is not paid until released.',
  'payouts.released': 'Payout released',
  'payouts.releasedDueNow': '{workshop}: due now, ready to be paid.',
  'payouts.releasedDue': '{workshop}: due {date}.',
};

export const CONSOLE_KIT_MESSAGES = { en };
