import type { BookingEventPayload } from '@coachwork/contracts';
import { toMajorUnits } from '../money';
import type { BookingRow } from '../../data/schema';

export function bookingPayload(row: BookingRow): BookingEventPayload {
  return {
    bookingId: row.id,
    workshopScheduleId: row.workshopScheduleId,
    userId: row.userId,
    seats: row.seats,
    status: row.status,
    amount: toMajorUnits(row.amount, row.currency),
    currency: row.currency,
  };
}
