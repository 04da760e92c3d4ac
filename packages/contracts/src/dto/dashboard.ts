// Answers of GET /v1/dashboard/metrics and /v1/payouts. Amounts in major units, like `price`.
import type { MetricsGroupBy } from '../schemas/dashboard.schema';

export interface MetricsFigures {
  bookingsCreated: number;
  bookingsConfirmed: number;
  bookingsCancelled: number;
  bookingsCompleted: number;
  bookingsNoShow: number;
  seatsSold: number;
  gross: number;
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

export interface MetricsPoint extends MetricsFigures {
  /** First day of the bucket (YYYY-MM-DD; weeks start on Monday). */
  period: string;
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

export interface DashboardMetricsDto {
  scope: 'platform' | 'coach';
  from: string;
  to: string;
  groupBy: MetricsGroupBy;
  currency: string;
  totals: MetricsFigures;
  /** The same figures for the period of equal length just before (for the change on each card). */
  previous: MetricsFigures;
  series: MetricsPoint[];
  topWorkshops: { byRevenue: TopWorkshop[]; byFillRate: TopWorkshop[] };
  upcoming: UpcomingSession[];
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
