// The JSON Schema of GET /v1/dashboard/metrics' `data`, for the OpenAPI document and the answer check
// (gateway/src/response-check.ts); beside response-schemas.ts, tied to DashboardMetricsDto the same way.
import { METRICS_GROUP_BY } from '../schemas/dashboard.schema';
import type {
  AttendanceFigures,
  DashboardMetricsDto,
  MetricsFigures,
  MetricsPoint,
  SessionFill,
  TopWorkshop,
  UpcomingSession,
} from './dashboard';
import { dtoSchema, orNull, type JsonSchema } from './response-schemas';

const text: JsonSchema = { type: 'string' };
const integer: JsonSchema = { type: 'integer' };
const number: JsonSchema = { type: 'number' };
const uuid: JsonSchema = { type: 'string', format: 'uuid' };
const day: JsonSchema = { type: 'string', format: 'date' };
const time: JsonSchema = { type: 'string', format: 'date-time' };

const FIGURES = {
  bookingsCreated: integer,
  bookingsConfirmed: integer,
  bookingsCancelled: integer,
  bookingsCompleted: integer,
  bookingsNoShow: integer,
  bookings: integer,
  seatsSold: integer,
  gross: number,
  refunds: number,
  net: number,
  platformFee: number,
  discounts: number,
  newUsers: orNull(integer),
  schedulesPublished: integer,
  fillRate: orNull(number),
} satisfies { [K in keyof MetricsFigures]-?: JsonSchema };

const FIGURES_SCHEMA = dtoSchema<MetricsFigures>(FIGURES);

const ATTENDANCE_SCHEMA = dtoSchema<AttendanceFigures>({
  checkedIn: integer,
  confirmed: integer,
  rate: orNull(number),
});

const TOP_WORKSHOPS_SCHEMA: JsonSchema = {
  type: 'array',
  items: dtoSchema<TopWorkshop>({
    workshopId: uuid,
    title: text,
    net: number,
    seatsSold: integer,
    capacity: integer,
    fillRate: orNull(number),
  }),
};

export const DASHBOARD_METRICS_DATA_SCHEMA = dtoSchema<DashboardMetricsDto>(
  {
    scope: { type: 'string', enum: ['platform', 'coach'] },
    from: day,
    to: day,
    groupBy: { type: 'string', enum: [...METRICS_GROUP_BY] },
    timezone: { type: 'string', enum: ['UTC'] },
    currency: text,
    totals: FIGURES_SCHEMA,
    previous: FIGURES_SCHEMA,
    series: {
      type: 'array',
      items: dtoSchema<MetricsPoint>({ ...FIGURES, period: day, from: day, to: day }),
    },
    topWorkshops: dtoSchema<DashboardMetricsDto['topWorkshops']>({ byRevenue: TOP_WORKSHOPS_SCHEMA }),
    sessionsByFillRate: {
      type: 'array',
      items: dtoSchema<SessionFill>({
        workshopScheduleId: uuid,
        workshopId: orNull(uuid),
        workshopTitle: text,
        startDate: orNull(time),
        capacity: integer,
        seatsSold: integer,
        fillRate: orNull(number),
      }),
    },
    upcoming: {
      type: 'array',
      items: dtoSchema<UpcomingSession>({
        workshopScheduleId: uuid,
        workshopId: orNull(uuid),
        workshopTitle: text,
        startDate: time,
        capacity: integer,
        seatsTaken: integer,
        seatsLeft: integer,
      }),
    },
    attendance: dtoSchema<NonNullable<DashboardMetricsDto['attendance']>>({
      totals: ATTENDANCE_SCHEMA,
      previous: ATTENDANCE_SCHEMA,
    }),
  },
  ['attendance'],
);
