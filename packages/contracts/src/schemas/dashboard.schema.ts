// Query of GET /v1/dashboard/metrics and the bodies of the payout actions.
import * as yup from 'yup';
import { FIRST_YEAR, LAST_YEAR } from '../limits';
import { blankToUndefined, multiLineText, singleLineText } from './schema-helpers';

export const METRICS_GROUP_BY = ['day', 'week', 'month'] as const;
export type MetricsGroupBy = (typeof METRICS_GROUP_BY)[number];
/** Default range: the last 30 days, today included. */
export const METRICS_DEFAULT_DAYS = 30;
/** A longer range would make a daily series of thousands of points; two years covers every chart. */
export const METRICS_MAX_DAYS = 731;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A real UTC calendar day from the year 1 to 9999 (the year 0 passes JavaScript, not PostgreSQL). */
const isDay = (v: string | undefined) => {
  if (v === undefined) return true;
  if (!DAY_PATTERN.test(v) || Number(v.slice(0, 4)) < FIRST_YEAR || Number(v.slice(0, 4)) > LAST_YEAR)
    return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const dayMs = (v: string) => Date.parse(`${v}T00:00:00Z`);

export const METRICS_FROM_INVALID = 'From must be a date like 2026-01-31';
export const METRICS_TO_INVALID = 'To must be a date like 2026-01-31';
export const METRICS_TO_BEFORE_FROM = 'To must not be before From';
export const METRICS_RANGE_TOO_LONG = `The range may span at most ${METRICS_MAX_DAYS} days`;
export const METRICS_GROUP_BY_INVALID = 'Group by must be one of day, week, month';

/** Dates are UTC calendar days, both ends included. */
export const dashboardMetricsQuerySchema = yup.object({
  from: singleLineText('From')
    .transform(blankToUndefined)
    .optional()
    .test('day', METRICS_FROM_INVALID, isDay),
  to: singleLineText('To')
    .transform(blankToUndefined)
    .optional()
    .test('day', METRICS_TO_INVALID, isDay)
    .test('order', METRICS_TO_BEFORE_FROM, function (to) {
      const from = this.parent.from as string | undefined;
      if (!to || !from || !isDay(to) || !isDay(from)) return true;
      return dayMs(to) >= dayMs(from);
    })
    .test('span', METRICS_RANGE_TOO_LONG, function (to) {
      const from = this.parent.from as string | undefined;
      if (!to || !from || !isDay(to) || !isDay(from)) return true;
      return (dayMs(to) - dayMs(from)) / 86_400_000 < METRICS_MAX_DAYS;
    }),
  groupBy: yup
    .string()
    .transform(blankToUndefined)
    .oneOf([...METRICS_GROUP_BY], METRICS_GROUP_BY_INVALID)
    .default('day'),
});
export type DashboardMetricsQuery = yup.InferType<typeof dashboardMetricsQuerySchema>;

export const PAYOUT_REFERENCE_REQUIRED = 'Reference is required';
export const PAYOUT_REFERENCE_MAX = 'Reference may not be greater than 255 characters';
export const PAYOUT_HOLD_REASON_REQUIRED = 'Reason is required';
export const PAYOUT_HOLD_REASON_MAX = 'Reason may not be greater than 500 characters';

/** POST /v1/payouts/{id}/mark-paid: the bank transfer's reference. */
export const markPayoutPaidSchema = yup.object({
  reference: singleLineText('Reference').required(PAYOUT_REFERENCE_REQUIRED).max(255, PAYOUT_REFERENCE_MAX),
});
export type MarkPayoutPaidInput = yup.InferType<typeof markPayoutPaidSchema>;

/** POST /v1/payouts/{id}/hold: why it is not paid. */
export const holdPayoutSchema = yup.object({
  reason: multiLineText('Reason').required(PAYOUT_HOLD_REASON_REQUIRED).max(500, PAYOUT_HOLD_REASON_MAX),
});
export type HoldPayoutInput = yup.InferType<typeof holdPayoutSchema>;
