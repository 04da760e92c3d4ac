// minSeats (SPEC-DECISIONS): the seats a schedule needs to go ahead. Shared by the coach area and the
// console's schedules table; the bookings sweeper mails the coach and super-admins at the same mark.
import type { WorkshopSchedule } from './api';

/** From this long before the start a schedule still short of its minimum is flagged. */
export const SHORT_NOTICE_MS = 72 * 3_600_000;

/** Seats still needed to reach the minimum (held and confirmed seats count), 0 when met or unknown. */
export function seatsNeeded(s: Pick<WorkshopSchedule, 'workshop' | 'capacity' | 'seatsLeft'>): number {
  const min = s.workshop?.minSeats ?? 0;
  return Math.max(0, min - (s.capacity - s.seatsLeft));
}

/** Where a schedule stands against its minimum: nothing to say, still selling, or short near the start. */
export function minSeatsState(
  s: Pick<WorkshopSchedule, 'workshop' | 'capacity' | 'seatsLeft' | 'cancelledAt' | 'startDate'>,
  now = Date.now(),
): { needed: number; short: boolean } | null {
  const needed = seatsNeeded(s);
  const start = Date.parse(s.startDate);
  if (!needed || s.cancelledAt || start <= now) return null;
  return { needed, short: start - now <= SHORT_NOTICE_MS };
}
