// The columns of the bookings service's list exports (CSV and XLSX), over the items the lists answer.
import type {
  AuditEntryDto,
  BookingDto,
  BookingSeatDto,
  InvoiceSummaryDto,
  PayoutDto,
  ReviewDto,
  VoucherDto,
  WaitlistEntryDto,
} from '@coachwork/contracts';
import { exportDate, type ExportColumn } from '@coachwork/service-kit';

export const BOOKING_EXPORT: ExportColumn<BookingDto>[] = [
  { header: 'ID', value: (b) => b.id, width: 38 },
  { header: 'Workshop', value: (b) => b.schedule.workshopTitle, width: 30 },
  { header: 'Starts', value: (b) => exportDate(b.schedule.startDate), type: 'date' },
  { header: 'Booker', value: (b) => b.user?.name ?? null },
  { header: 'Booker email', value: (b) => b.user?.email ?? null, width: 30 },
  { header: 'Booker ID', value: (b) => b.userId, width: 38 },
  { header: 'Seats', value: (b) => b.seats, type: 'number' },
  { header: 'Status', value: (b) => b.status },
  { header: 'Currency', value: (b) => b.currency ?? null },
  { header: 'Amount', value: (b) => b.amount ?? null, type: 'money' },
  { header: 'Amount paid', value: (b) => b.amountPaid ?? null, type: 'money' },
  { header: 'Voucher', value: (b) => b.voucherCode ?? null },
  { header: 'Booked at', value: (b) => exportDate(b.createdAt), type: 'date' },
  { header: 'Confirmed at', value: (b) => exportDate(b.confirmedAt), type: 'date' },
  { header: 'Cancelled at', value: (b) => exportDate(b.cancelledAt), type: 'date' },
  { header: 'Cancellation reason', value: (b) => b.cancellationReason, width: 30 },
];

/** The seats list: for a coach, the attendees of their schedules. */
export const SEAT_EXPORT: ExportColumn<BookingSeatDto>[] = [
  { header: 'ID', value: (s) => s.id, width: 38 },
  { header: 'Workshop', value: (s) => s.schedule?.workshopTitle ?? null, width: 30 },
  { header: 'Starts', value: (s) => exportDate(s.schedule?.startDate), type: 'date' },
  { header: 'Schedule ID', value: (s) => s.workshopScheduleId, width: 38 },
  { header: 'Booking ID', value: (s) => s.bookingId, width: 38 },
  { header: 'Seat', value: (s) => s.position, type: 'number' },
  { header: 'Attendee', value: (s) => s.user?.name ?? null },
  { header: 'Email', value: (s) => s.user?.email ?? s.email, width: 30 },
  { header: 'Status', value: (s) => s.status },
  { header: 'Attended', value: (s) => s.attended },
  { header: 'Attendance notes', value: (s) => s.attendanceNotes, width: 30 },
  { header: 'Invited at', value: (s) => exportDate(s.invitedAt), type: 'date' },
  { header: 'Cancelled at', value: (s) => exportDate(s.cancelledAt), type: 'date' },
];

export const VOUCHER_EXPORT: ExportColumn<VoucherDto>[] = [
  { header: 'ID', value: (v) => v.id, width: 38 },
  { header: 'Code', value: (v) => v.code },
  { header: 'Applies to', value: (v) => v.modelType ?? 'every workshop' },
  { header: 'Applies to ID', value: (v) => v.modelId, width: 38 },
  { header: 'Discount type', value: (v) => v.data.discountType },
  { header: 'Discount', value: (v) => v.data.discountValue, type: 'money' },
  { header: 'Max discount', value: (v) => v.data.maxDiscount, type: 'money' },
  { header: 'Max uses', value: (v) => v.data.maxUses, type: 'number' },
  { header: 'Uses', value: (v) => v.uses, type: 'number' },
  { header: 'Expires at', value: (v) => exportDate(v.expiresAt), type: 'date' },
  { header: 'Created at', value: (v) => exportDate(v.createdAt), type: 'date' },
];

export const INVOICE_EXPORT: ExportColumn<InvoiceSummaryDto>[] = [
  { header: 'ID', value: (i) => i.id, width: 38 },
  { header: 'Kind', value: (i) => i.kind },
  { header: 'Number', value: (i) => i.number },
  { header: 'Booking ID', value: (i) => i.bookingId, width: 38 },
  { header: 'Currency', value: (i) => i.currency },
  { header: 'Total', value: (i) => i.total, type: 'money' },
  { header: 'Issued at', value: (i) => exportDate(i.issuedAt), type: 'date' },
];

export const PAYOUT_EXPORT: ExportColumn<PayoutDto>[] = [
  { header: 'ID', value: (p) => p.id, width: 38 },
  { header: 'Coach ID', value: (p) => p.coachId, width: 38 },
  { header: 'Workshop', value: (p) => p.workshopTitle, width: 30 },
  { header: 'Starts', value: (p) => exportDate(p.scheduleStart), type: 'date' },
  { header: 'Ends', value: (p) => exportDate(p.scheduleEnd), type: 'date' },
  { header: 'Currency', value: (p) => p.currency },
  { header: 'Gross', value: (p) => p.gross, type: 'money' },
  { header: 'Refunds', value: (p) => p.refunds, type: 'money' },
  { header: 'Fee %', value: (p) => p.feePercent, type: 'number' },
  { header: 'Fee', value: (p) => p.fee, type: 'money' },
  { header: 'Adjustments', value: (p) => p.adjustments, type: 'money' },
  { header: 'Amount', value: (p) => p.amount, type: 'money' },
  { header: 'Status', value: (p) => p.status },
  { header: 'Due at', value: (p) => exportDate(p.dueAt), type: 'date' },
  { header: 'Paid at', value: (p) => exportDate(p.paidAt), type: 'date' },
  { header: 'Reference', value: (p) => p.reference },
  { header: 'Hold reason', value: (p) => p.holdReason, width: 30 },
];

export const AUDIT_EXPORT: ExportColumn<AuditEntryDto>[] = [
  { header: 'Occurred at', value: (e) => exportDate(e.occurredAt), type: 'date' },
  { header: 'Actor ID', value: (e) => e.actorId, width: 38 },
  { header: 'Actor', value: (e) => e.actorName },
  { header: 'On behalf of', value: (e) => e.onBehalfOf, width: 38 },
  { header: 'IP', value: (e) => e.ip },
  { header: 'Action', value: (e) => e.action, width: 24 },
  { header: 'Object type', value: (e) => e.objectType },
  { header: 'Object ID', value: (e) => e.objectId, width: 38 },
  { header: 'Before', value: (e) => (e.before ? JSON.stringify(e.before) : null), width: 40 },
  { header: 'After', value: (e) => (e.after ? JSON.stringify(e.after) : null), width: 40 },
];

/** The reviews list: the moderators' every review (hidden ones with the reason), a coach's own sessions'. */
export const REVIEW_EXPORT: ExportColumn<ReviewDto>[] = [
  { header: 'ID', value: (r) => r.id, width: 38 },
  { header: 'Workshop', value: (r) => r.workshopTitle, width: 30 },
  { header: 'Session', value: (r) => exportDate(r.sessionDate), type: 'date' },
  { header: 'Schedule ID', value: (r) => r.workshopScheduleId, width: 38 },
  { header: 'Author', value: (r) => r.authorName },
  { header: 'Rating', value: (r) => r.rating, type: 'number' },
  { header: 'Review', value: (r) => r.body, width: 50 },
  { header: 'Written at', value: (r) => exportDate(r.createdAt), type: 'date' },
  { header: 'Reply', value: (r) => r.reply, width: 50 },
  { header: 'Replied at', value: (r) => exportDate(r.repliedAt), type: 'date' },
  { header: 'Hidden at', value: (r) => exportDate(r.hiddenAt), type: 'date' },
  { header: 'Hidden because', value: (r) => r.hiddenReason, width: 30 },
];

/** A schedule's waitlist, as the console's and the coach's waitlist tables show it. */
export const WAITLIST_EXPORT: ExportColumn<WaitlistEntryDto>[] = [
  { header: 'Position', value: (e) => e.position, type: 'number' },
  { header: 'Name', value: (e) => e.name, width: 24 },
  { header: 'Email', value: (e) => e.email, width: 30 },
  { header: 'Seats', value: (e) => e.seats, type: 'number' },
  { header: 'Status', value: (e) => e.status },
  { header: 'Offer expires', value: (e) => exportDate(e.offerExpiresAt), type: 'date' },
  { header: 'Joined', value: (e) => exportDate(e.joinedAt), type: 'date' },
  { header: 'Booking ID', value: (e) => e.bookingId, width: 38 },
  { header: 'User ID', value: (e) => e.userId, width: 38 },
];
