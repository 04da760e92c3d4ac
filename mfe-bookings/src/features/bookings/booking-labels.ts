// Words, colours and formats for bookings and seats, the same on every console page. Colours follow
// DESIGN.md (CONFIRMED green, PENDING amber, CANCELLED red, NO_SHOW gray, COMPLETED blue); antd's status
// colours are the theme's success, warning, error and info tokens.
import { BOOKING_STATUSES, type BookingDto, type BookingStatus, type SeatStatus } from '@coachwork/contracts';
import { bookingsMessages, isBookingsMessage } from '../messages';

export type TagColor = 'success' | 'warning' | 'error' | 'processing' | 'default';

export const BOOKING_STATUS_COLOR: Record<BookingStatus, TagColor> = {
  PENDING: 'warning',
  CONFIRMED: 'success',
  CANCELLED: 'error',
  COMPLETED: 'processing',
  NO_SHOW: 'default',
};

/** A seat's invitation state; `null` is an open seat nobody is invited to. */
export const SEAT_STATUS_COLOR: Record<SeatStatus, TagColor> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  DECLINED: 'error',
  EXPIRED: 'default',
};

export const titleCase = (v: string) => (v.charAt(0) + v.slice(1).toLowerCase()).replace(/_/g, ' ');

/** 'Confirmed', 'No show'. */
export function bookingStatusLabel(status: BookingStatus): string {
  const { t } = bookingsMessages();
  return t(`status.${status}`);
}

/** The status filter's choices. */
export const bookingStatusEnum = () =>
  Object.fromEntries(BOOKING_STATUSES.map((s) => [s, { text: bookingStatusLabel(s) }]));

export function seatStatusLabel(status: SeatStatus | null): string {
  const { t } = bookingsMessages();
  return status ? t(`seatStatus.${status}`) : t('seatStatus.open');
}

/** A schedule's mode ('Online') and status ('Published'); a value the catalogue lacks reads title-cased. */
export function modeLabel(mode: string): string {
  const { t } = bookingsMessages();
  const id = `mode.${mode}`;
  return isBookingsMessage(id) ? t(id) : titleCase(mode);
}

export function scheduleStatusLabel(status: string): string {
  const { t } = bookingsMessages();
  const id = `scheduleStatus.${status}`;
  return isBookingsMessage(id) ? t(id) : titleCase(status);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Major units with the booking's currency: `€90.00`. */
export function formatMoney(amount: number | null | undefined, currency = 'EUR'): string {
  if (amount == null) return '—';
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en', { style: 'currency', currency });
    } catch {
      format = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

/** The first block of a booking's id, enough to tell bookings apart on screen (search takes the whole id). */
export const shortId = (id: string) => id.slice(0, 8);

/** A booking can be cancelled while it holds or has its seats (the API answers 409 otherwise). */
export const cancellable = (b: Pick<BookingDto, 'status'>) => b.status === 'PENDING' || b.status === 'CONFIRMED';
