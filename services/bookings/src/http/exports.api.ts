// The CSV and XLSX exports of the bookings, seats and invoices lists, for the OpenAPI document (the
// vouchers', payouts' and audit log's are declared beside their lists).
import { listExportApi, type ApiRoute } from '@coachwork/service-kit';
import { seatListSpec } from '../data/booking-seat.repository';
import { bookingListSpec } from '../data/booking.repository';
import { invoiceListSpec } from '../data/invoice.repository';

export const EXPORTS_API: ApiRoute[] = [
  ...listExportApi({
    path: '/v1/bookings',
    what: 'bookings (with their bookers, as the caller may see them)',
    access: 'user',
    list: bookingListSpec,
    tag: 'Bookings',
  }),
  ...listExportApi({
    path: '/v1/booking-seats',
    what: "seats (a coach's: the attendees of their schedules)",
    access: 'user',
    list: seatListSpec,
    tag: 'Booking seats',
  }),
  ...listExportApi({
    path: '/v1/payments/invoices',
    what: 'invoices and credit notes',
    access: 'user',
    list: invoiceListSpec,
    tag: 'Payments',
  }),
];
