// The console's words for workshops, templates and schedules (issue 28 item 5): English only, as ICU
// messages on web-kit's translator, the same mechanism as the storefront's German. Ids are grouped by
// screen. Not here: what the server says (422 field bags, API messages), the contract's validation
// messages and enumerations, and what web-kit's shared parts write themselves (empty tables, exports,
// row actions' confirmations). The coach area keeps its own catalogue (features/coach-area/messages.ts).
import { messagesIn, useMessages, type MessageId } from '@coachwork/web-kit';

const en = {
  // Shared.
  'common.loading': 'Loading...',
  'common.noResults': 'No results.',
  'common.save': 'Save',
  'common.saving': 'Saving...',
  'common.edit': 'Edit',
  'common.delete': 'Delete',
  'common.restore': 'Restore',
  'common.cancel': 'Cancel',
  'common.show': 'Show',
  'common.active': 'Active',
  'common.trash': 'Trash',
  'common.actions': 'Actions',
  'common.title': 'Title',
  'common.slug': 'Slug',
  'common.slugHint': 'Left empty, it is made from the title.',
  'common.price': 'Price',
  'common.seats': 'Seats',
  'common.tags': 'Tags',
  'common.level': 'Level',
  'common.status': 'Status',
  'common.visibility': 'Visibility',
  'common.mode': 'Mode',
  'common.country': 'Country',
  'common.description': 'Description',
  'common.imageUrl': 'Image URL',
  'common.videoUrl': 'Video URL',
  'common.updated': 'Updated',
  'common.workshop': 'Workshop',
  'common.schedule': 'Schedule',
  'common.coach': 'Coach',
  'common.searchCoaches': 'Search coaches',
  'common.userById': 'user {id}',

  // /workshops (workshops-page.tsx, exposes/routes.tsx).
  'workshops.title': 'Workshops',
  'workshops.intro': 'Workshops built on templates: price, seats and tags, run through schedules.',
  'workshops.noun': 'Workshop',
  'workshops.new': 'New workshop',
  'workshops.search': 'Search title, description, slug',
  'workshops.template': 'Template',
  'workshops.tag': 'Tag',

  // /workshops/{id} (workshop-detail.tsx).
  'detail.tab.overview': 'Overview',
  'detail.tab.history': 'History',
  'detail.tab.payouts': 'Payouts',
  'detail.tab.calendar': 'Calendar',
  'detail.tab.invoices': 'Invoices',
  'detail.tab.resources': 'Resources',
  'detail.page.overview': 'Workshop',
  'detail.page.history': 'Workshop History',
  'detail.page.payouts': 'Workshop Payouts',
  'detail.page.calendar': 'Workshop Calendar',
  'detail.page.invoices': 'Workshop Invoices',
  'detail.page.resources': 'Workshop Resources',
  'detail.seatsRange': '{min} minimum, {max} maximum',
  'detail.image': 'Image',
  'detail.video': 'Video',
  'detail.schedules': 'Schedules',
  'detail.notFound': 'Page Not Found: {path}',
  'detail.loadFailed': 'The workshop could not be loaded.',
  'detail.back': 'Back to workshops',
  'detail.inTrash': 'This workshop is in the trash.',
  'detail.restored': 'Workshop restored',

  // The workshop form (workshop-form.tsx, coaches-picker.tsx).
  'workshopForm.new': 'New workshop',
  'workshopForm.edit': 'Edit workshop',
  'workshopForm.created': 'Workshop created',
  'workshopForm.saved': 'Workshop saved',
  'workshopForm.template': 'Template',
  'workshopForm.searchTemplates': 'Search templates',
  'workshopForm.minSeats': 'Minimum seats',
  'workshopForm.maxSeats': 'Maximum seats',
  'workshopForm.coaches': 'Coaches',
  'workshopForm.coachesHint':
    'Only these coaches may schedule this workshop themselves and read its resources.',
  'workshopForm.reminders': 'Reminders by email to everyone holding a confirmed seat',
  'workshopForm.remindDay': '24 hours before',
  'workshopForm.remindHour': '1 hour before',
  'workshopForm.remindersHint': 'Each mail has the meeting link or the venue and a calendar file.',
  'workshopForm.waitlistWindow': 'Waitlist offer window (hours)',
  'workshopForm.waitlistWindowHint':
    'When seats free up on a sold-out session, they are held this long for the next person on its waitlist.',

  // A workshop's history (workshop-history.tsx).
  'history.system': 'system',
  'history.you': '{name} (you)',
  'history.subject': 'Subject',
  'history.everything': 'Everything',
  'history.subject.workshop': 'The workshop',
  'history.subject.schedule': 'Schedules',
  'history.subject.resource': 'Resources',
  'history.when': 'When',
  'history.who': 'Who',
  'history.what': 'What',
  'history.changes': 'Changes',

  // A workshop's invoices (workshop-invoices.tsx).
  'invoices.empty': 'No invoices yet: one is issued for each paid booking of this workshop.',
  'invoices.number': 'Number',
  'invoices.kind': 'Kind',
  'invoices.invoice': 'Invoice',
  'invoices.creditNote': 'Credit note',
  'invoices.issued': 'Issued',
  'invoices.total': 'Total',
  'invoices.pdf': 'PDF',
  'invoices.download': 'Download',

  // A workshop's resources (workshop-resources.tsx).
  'resources.new': 'New resource',
  'resources.edit': 'Edit resource',
  'resources.added': 'Resource added',
  'resources.saved': 'Resource saved',
  'resources.deleted': 'Resource deleted',
  'resources.restored': 'Resource restored',
  'resources.hint.file': 'A file: upload it, or give its path.',
  'resources.hint.document': 'A document: upload it, or give its path.',
  'resources.hint.link': 'A web page: its URL is required.',
  'resources.hint.video': 'A video: its URL is required.',
  'resources.hint.agent': 'An AI agent or assistant; a URL is optional.',
  'resources.hint.bundle': 'A bundle of materials; a URL or file path is optional.',
  'resources.type': 'Type',
  'resources.url': 'URL',
  'resources.upload': 'Upload',
  'resources.uploading': 'Uploading...',
  'resources.chooseFile': 'Choose a file',
  'resources.uploaded': '{name} ({size}) uploaded',
  'resources.fileHint': 'PDF, Office, OpenDocument, text or image files, at most 25 MB.',
  'resources.filePath': 'File path',
  'resources.fileType': 'File type',
  'resources.fileSize': 'File size (bytes)',
  'resources.visibleToBookers': 'Visible to bookers',
  'resources.visible': 'Visible',
  'resources.visibleOf': 'Visible: {title}',
  'resources.broadcast': 'Broadcast',
  'resources.broadcastOf': 'Broadcast: {title}',
  'resources.reorderOf': 'Reorder {title}',
  // What a screen reader hears while a resource is dragged (dnd-kit's live region): positions from 1.
  'resources.dragHelp':
    'To move a resource, press Space on its handle, move it with the arrow keys, then press Space to drop it or Escape to put it back.',
  'resources.dragStart': 'Picked up {item}, position {from}.',
  'resources.dragOver': '{item} is over position {to}.',
  'resources.dragOutside': '{item} is not over a position.',
  'resources.dragEnd': '{item} was dropped at position {to}.',
  'resources.dragCancel': '{item} was put back at position {from}.',
  'resources.dragHint':
    'Drag the handle (or focus it and use the arrow keys) to change the order bookers see.',
  'resources.deleteConfirm': 'Delete this resource?',
  'resources.deleteHint': 'It moves to the trash, where it can be restored.',
  'resources.uploadedFile': 'Uploaded file',

  // /workshop-templates (workshop-templates-page.tsx, workshop-template-form.tsx).
  'templates.title': 'Workshop Templates',
  'templates.intro': 'The building blocks of workshops: title, level and price.',
  'templates.noun': 'Template',
  'templates.new': 'New template',
  'templateForm.new': 'New workshop template',
  'templateForm.edit': 'Edit workshop template',
  'templateForm.created': 'Template created',
  'templateForm.saved': 'Template saved',

  // /workshop-schedules and a workshop's schedules (workshop-schedules-page.tsx).
  'schedules.title': 'Workshop Schedules',
  'schedules.intro': 'Manage and track all workshop schedules in one place.',
  'schedules.noun': 'Schedule',
  'schedules.new': 'New schedule',
  'schedules.waitlist': 'Waitlist',
  'schedules.starts': 'Starts',
  'schedules.startsBetween': 'Starts between',
  'schedules.ends': 'Ends',
  'schedules.cancelledTag': 'CANCELLED',
  'schedules.seatsLeft': 'Seats left',
  'schedules.bookings': 'Bookings',
  'schedules.view': 'View',
  'schedules.viewTable': 'Table',
  'schedules.viewCalendar': 'Calendar',

  // Seats against a workshop's minimum (min-seats-tag.tsx, min-seats.ts).
  'minSeats.why':
    '{n, plural, one {{n} more seat} other {{n} more seats}} needed to go ahead (minimum {min}).',
  'minSeats.whyShort': '{why} Cancelling it now refunds everyone who paid in full.',
  'minSeats.short': 'Short of the minimum',
  'minSeats.needs': 'Needs {n} more',

  // The bookings cell (schedule-bookings-cell.tsx).
  'bookingsCell.failed': 'The bookings could not be counted',
  'bookingsCell.link':
    '{count, plural, one {{count} booking of this schedule} other {{count} bookings of this schedule}}',

  // Cancelling a schedule (use-cancel-schedule.tsx).
  'cancel.title': 'Cancel this schedule?',
  'cancel.what': '{title} on {start}. Its bookings are notified.',
  'cancel.refunds': 'Everyone who paid is refunded in full and told by email.',
  'cancel.reason': 'Reason',
  'cancel.ok': 'Cancel schedule',
  'cancel.keep': 'Keep it',
  'cancel.reasonRequired': 'A reason is required',
  'cancel.reasonRequiredHint': 'Say why the schedule is cancelled.',
  'cancel.done': 'Schedule cancelled',

  // The schedules calendar (schedule-calendar.tsx).
  'calendar.chip': '{time} {title}',
  'calendar.previousMonth': 'Previous month',
  'calendar.previousWeek': 'Previous week',
  'calendar.nextMonth': 'Next month',
  'calendar.nextWeek': 'Next week',
  'calendar.today': 'Today',
  'calendar.weekRange': '{from} – {to}',
  'calendar.view': 'Calendar view',
  'calendar.month': 'Month',
  'calendar.week': 'Week',
  'calendar.emptyWeek': 'No schedules this week.',

  // The schedule form (workshop-schedule-form.tsx).
  'scheduleForm.new': 'New workshop schedule',
  'scheduleForm.edit': 'Edit workshop schedule',
  'scheduleForm.created': 'Schedule created',
  'scheduleForm.saved': 'Schedule saved',
  'scheduleForm.cancelled': 'This schedule was cancelled and takes no more changes.',
  'scheduleForm.workshopOption': '{title} ({seats, plural, one {{seats} seat} other {{seats} seats}})',
  'scheduleForm.searchWorkshops': 'Search workshops',
  'scheduleForm.timezone': 'Time zone',
  'scheduleForm.timezoneHint': 'Start and end are read in this zone.',
  'scheduleForm.capacity': 'Capacity',
  'scheduleForm.capacityHint': "Left empty: the workshop's {seats} seats.",
  'scheduleForm.capacityHintAny': 'Left empty: the workshop’s maximum seats.',
  'scheduleForm.venue': 'Venue',
  'scheduleForm.venueHint': 'Where in-person and hybrid sessions take place; its country is the one above.',
  'scheduleForm.venueAddress': 'Venue address',
  'scheduleForm.venueCity': 'Venue city',
  'scheduleForm.language': 'Language',
  'scheduleForm.meetingUrl': 'Meeting link',
  'scheduleForm.meetingUrlHint':
    'For online and hybrid sessions (https://). Only confirmed attendees see it, in My bookings and their confirmation mail.',
  'scheduleForm.seatsLeftValue': '{left} of {capacity}',

  // A schedule's waitlist (schedule-waitlist-drawer.tsx).
  'waitlist.title': 'Waitlist',
  'waitlist.titleOf': 'Waitlist: {title}',
  'waitlist.loadFailed': 'The waitlist could not be loaded.',
  'waitlist.empty': 'Nobody is on the waitlist.',
  'waitlist.person': 'Person',
  'waitlist.until': 'until {time}',
  'waitlist.joined': 'Joined',
  'waitlist.offerConfirm': 'Offer {seats, plural, one {{seats} seat} other {{seats} seats}} to {name} now?',
  'waitlist.offerConfirmHint': 'The seats are held for them out of turn and they are mailed a link to book.',
  'waitlist.offerNow': 'Offer now',
  'waitlist.offerNowOf': 'Offer now: {name}',
  'waitlist.offerSent': 'Offer sent',
  'waitlist.offerSentDetail': '{name} has been mailed a link to book.',
  'waitlist.offerFailed': 'The offer could not be made. Please try again.',
};

/** English only: the console stays English (issue 28 item 5). */
export const WORKSHOPS_CONSOLE_MESSAGES = { en };

export type WorkshopsMessage = MessageId<typeof WORKSHOPS_CONSOLE_MESSAGES>;

/** The console screens' translator, in a component. */
export const useWorkshopsMessages = () => useMessages(WORKSHOPS_CONSOLE_MESSAGES);

/** The same outside React (column definitions, tab lists, form helpers). */
export const workshopsMessages = messagesIn(WORKSHOPS_CONSOLE_MESSAGES);
