// DESIGN.md's status colours in the light pages' terms (CSS variables of web-kit's base styles):
// CONFIRMED green, PENDING amber, CANCELLED red, NO_SHOW gray, COMPLETED blue; a seat's invitation
// ACCEPTED green, PENDING amber, DECLINED red, EXPIRED gray. The console shows the same with antd tags.
import type { CSSProperties } from 'react';
import type { BookingStatus, SeatStatus } from '@coachwork/contracts';
import { isCoachAreaMessage, type CoachAreaTranslator } from './messages';

type Tone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

const BOOKING_TONE: Record<BookingStatus, Tone> = {
  PENDING: 'warning',
  CONFIRMED: 'success',
  CANCELLED: 'error',
  COMPLETED: 'info',
  NO_SHOW: 'neutral',
};

const SEAT_TONE: Record<SeatStatus, Tone> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  DECLINED: 'error',
  EXPIRED: 'neutral',
};

function toneStyle(tone: Tone): CSSProperties | undefined {
  return tone === 'neutral' ? undefined : { color: `var(--cw-${tone})`, borderColor: `var(--cw-${tone})` };
}

export const bookingTone = (status: BookingStatus) => toneStyle(BOOKING_TONE[status]);
export const seatTone = (status: SeatStatus | null) => (status ? toneStyle(SEAT_TONE[status]) : undefined);

const words = (v: string) => (v.charAt(0) + v.slice(1).toLowerCase()).replace(/_/g, '-');

/** 'No-show', 'Confirmed' ('Nicht erschienen', 'Bestätigt'). */
export function bookingStatusLabel(t: CoachAreaTranslator['t'], status: BookingStatus): string {
  const id = `booking.${status}`;
  return isCoachAreaMessage(id) ? t(id) : words(status);
}

/** A seat's invitation state as the coach reads it: null is a seat nobody holds or is invited to. */
export function seatStatusLabel(t: CoachAreaTranslator['t'], status: SeatStatus | null): string {
  const id = `seatStatus.${status ?? 'OPEN'}`;
  return isCoachAreaMessage(id) ? t(id) : words(status ?? 'OPEN');
}
