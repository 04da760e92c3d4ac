// Status tags with DESIGN.md's colours, the same everywhere: CONFIRMED green, PENDING amber, CANCELLED
// red, NO_SHOW gray, COMPLETED blue; a seat's invitation state follows the same scale.
import type { BookingStatus, SeatStatus } from '@coachwork/contracts';

export type Tone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

const BOOKING: Record<BookingStatus, [Tone, string]> = {
  CONFIRMED: ['success', 'Confirmed'],
  PENDING: ['warning', 'Pending'],
  CANCELLED: ['error', 'Cancelled'],
  COMPLETED: ['info', 'Completed'],
  NO_SHOW: ['neutral', 'No-show'],
};

const SEAT: Record<SeatStatus, [Tone, string]> = {
  ACCEPTED: ['success', 'Accepted'],
  PENDING: ['warning', 'Invited'],
  DECLINED: ['error', 'Declined'],
  EXPIRED: ['neutral', 'Expired'],
};

export const bookingStatusLabel = (status: BookingStatus) => BOOKING[status]?.[1] ?? status;
export const seatStatusLabel = (status: SeatStatus | null) => (status ? (SEAT[status]?.[1] ?? status) : 'Open');

function Tag({ tone, status, children }: { tone: Tone; status: string; children: string }) {
  return (
    <span className="cw-tag sf-status" data-tone={tone} data-status={status}>
      {children}
    </span>
  );
}

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  const [tone, label] = BOOKING[status] ?? ['neutral', status];
  return (
    <Tag tone={tone} status={status}>
      {label}
    </Tag>
  );
}

/** A seat's invitation state; null is an open seat nobody is invited to. */
export function SeatStatusTag({ status }: { status: SeatStatus | null }) {
  const [tone, label] = status ? (SEAT[status] ?? ['neutral', status]) : (['neutral', 'Open'] as [Tone, string]);
  return (
    <Tag tone={tone} status={status ?? 'OPEN'}>
      {label}
    </Tag>
  );
}
