// Answers of GET /v1/dashboard/metrics and /v1/payouts. Amounts in major units, like `price`.
import type { MetricsGroupBy } from '../schemas/dashboard.schema';

// Every figure counts what happened in the period, on the UTC day it happened: a booking confirmed
// on one day and cancelled on a later one adds one on the first and takes one off on the second, as
// its payment and its refund do. So the figures of the buckets add up to the totals of the range.
export interface MetricsFigures {
  /** Holds and bookings made (paid or not yet). */
  bookingsCreated: number;
  /** Bookings confirmed (paid, or free). */
  bookingsConfirmed: number;
  /** Confirmed bookings cancelled (a hold ending unpaid is not counted). */
  bookingsCancelled: number;
  bookingsCompleted: number;
  bookingsNoShow: number;
  /** bookingsConfirmed − bookingsCancelled: the Bookings card (below 0 when more were cancelled than made). */
  bookings: number;
  /** Seats of confirmed bookings less confirmed seats given back or cancelled. */
  seatsSold: number;
  /** Card payments taken. */
  gross: number;
  /** Refunds made (each with its credit note). */
  refunds: number;
  /** gross − refunds. */
  net: number;
  /** The platform's share of net (`PLATFORM_FEE_PERCENT`). */
  platformFee: number;
  discounts: number;
  /** Platform-wide only; null on a coach's dashboard. */
  newUsers: number | null;
  schedulesPublished: number;
  /** Confirmed seats ÷ capacity of the sessions starting in the period (0..1); null without sessions. */
  fillRate: number | null;
}

/** The figures of a period in which nothing happened (a platform's: `newUsers` 0, not null). */
export const NO_METRICS_FIGURES: Readonly<MetricsFigures> = {
  bookingsCreated: 0,
  bookingsConfirmed: 0,
  bookingsCancelled: 0,
  bookingsCompleted: 0,
  bookingsNoShow: 0,
  bookings: 0,
  seatsSold: 0,
  gross: 0,
  refunds: 0,
  net: 0,
  platformFee: 0,
  discounts: 0,
  newUsers: 0,
  schedulesPublished: 0,
  fillRate: null,
};

export interface MetricsPoint extends MetricsFigures {
  /** First day of the bucket (YYYY-MM-DD; weeks start on Monday). */
  period: string;
  /** The bucket's first and last day inside the range: a range may start or end mid-week or mid-month. */
  from: string;
  to: string;
}

/** A session in the fill-rate list: its seats sold now against its capacity. */
export interface SessionFill {
  workshopScheduleId: string;
  workshopId: string | null;
  workshopTitle: string;
  startDate: string | null;
  capacity: number;
  seatsSold: number;
  /** seatsSold ÷ capacity (0..1); null without capacity. */
  fillRate: number | null;
}

export interface TopWorkshop {
  workshopId: string;
  title: string;
  net: number;
  seatsSold: number;
  capacity: number;
  fillRate: number | null;
}

export interface UpcomingSession {
  workshopScheduleId: string;
  workshopId: string | null;
  workshopTitle: string;
  startDate: string;
  capacity: number;
  seatsTaken: number;
  seatsLeft: number;
}

/**
 * Check-ins at the door (issue 27 item 4) of the sessions that started in the period, up to now: seats
 * of their confirmed (completed, no-show) bookings, and how many of those were checked in.
 */
export interface AttendanceFigures {
  checkedIn: number;
  confirmed: number;
  /** checkedIn ÷ confirmed (0..1); null without confirmed seats. */
  rate: number | null;
}

export interface DashboardMetricsDto {
  scope: 'platform' | 'coach';
  from: string;
  to: string;
  groupBy: MetricsGroupBy;
  /** The zone of the days: from, to, the buckets and the day each event counts on. */
  timezone: 'UTC';
  currency: string;
  totals: MetricsFigures;
  /** The same figures for the period of equal length just before (for the change on each card). */
  previous: MetricsFigures;
  /** Every bucket of the range, in order, an empty one with zeros. */
  series: MetricsPoint[];
  /** Up to five workshops by net revenue in the period (highest first, then by title). */
  topWorkshops: { byRevenue: TopWorkshop[] };
  /**
   * Every session, not cancelled, that starts in the period or sold or gave back seats in it: highest
   * fill rate first, then most seats sold, then the earliest start, then the id.
   */
  sessionsByFillRate: SessionFill[];
  upcoming: UpcomingSession[];
  /** The attendance rate of the period and of the one before (absent from older answers). */
  attendance?: { totals: AttendanceFigures; previous: AttendanceFigures };
}

export const PAYOUT_STATUSES = ['PENDING', 'DUE', 'PAID', 'ON_HOLD'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export interface PayoutDto {
  id: string;
  coachId: string;
  workshopScheduleId: string;
  workshopId: string;
  workshopTitle: string;
  scheduleStart: string;
  scheduleEnd: string;
  currency: string;
  gross: number;
  refunds: number;
  feePercent: number;
  fee: number;
  adjustments: number;
  amount: number;
  status: PayoutStatus;
  dueAt: string;
  paidAt: string | null;
  reference: string | null;
  holdReason: string | null;
  createdAt: string;
  updatedAt: string;
}
