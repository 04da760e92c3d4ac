// status.tsx's tags (the same tones and markup) with their words in the page's language: a booking's
// status and a seat's invitation state on /b.
import type { BookingStatus, SeatStatus } from '@coachwork/contracts';
import type { Tone } from '../../status';
import { useBookerI18n, type BookerMessage } from './messages';

const BOOKING_TONES: Record<BookingStatus, Tone> = {
  CONFIRMED: 'success',
  PENDING: 'warning',
  CANCELLED: 'error',
  COMPLETED: 'info',
  NO_SHOW: 'neutral',
};

const SEAT_TONES: Record<SeatStatus, Tone> = {
  ACCEPTED: 'success',
  PENDING: 'warning',
  DECLINED: 'error',
  EXPIRED: 'neutral',
};

function Tag({ tone, status, children }: { tone: Tone; status: string; children: string }) {
  return (
    <span className="cw-tag sf-status" data-tone={tone} data-status={status}>
      {children}
    </span>
  );
}

/** 'Confirmed' / 'Bestätigt'; an unknown status shows as it is. */
export function bookingStatusWord(t: (id: BookerMessage) => string, status: BookingStatus): string {
  return status in BOOKING_TONES ? t(`booker.status.${status}` as BookerMessage) : status;
}

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  const { t } = useBookerI18n();
  return (
    <Tag tone={BOOKING_TONES[status] ?? 'neutral'} status={status}>
      {bookingStatusWord(t, status)}
    </Tag>
  );
}

/** A seat's invitation state; null is an open seat nobody is invited to. */
export function SeatStatusTag({ status }: { status: SeatStatus | null }) {
  const { t } = useBookerI18n();
  if (!status)
    return (
      <Tag tone="neutral" status="OPEN">
        {t('booker.seatStatus.OPEN')}
      </Tag>
    );
  const tone = SEAT_TONES[status];
  return (
    <Tag tone={tone ?? 'neutral'} status={status}>
      {tone ? t(`booker.seatStatus.${status}` as BookerMessage) : status}
    </Tag>
  );
}
