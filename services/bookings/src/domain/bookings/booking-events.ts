import type { BookingEventPayload } from '@coachwork/contracts';
import { toMajor } from '../context';
import type { BookingRow } from '../../data/schema';

export function bookingPayload(row: BookingRow): BookingEventPayload {
  return {
    bookingId: row.id,
    workshopScheduleId: row.workshopScheduleId,
    userId: row.userId,
    seats: row.seats,
    status: row.status,
    amount: toMajor(row.amount),
    currency: row.currency,
  };
}
