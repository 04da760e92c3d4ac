// GET /v1/dashboard/metrics: figures from the read model only (never from bookings' own tables).
// Super-admins see the platform, coaches the schedules they teach. Every sum comes from the one
// daily table (metrics_daily) over the same UTC days, so the series' buckets add up to the totals;
// fill rates come from the schedules' seats sold now (metrics_schedules).
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  COACH_ROLE,
  type DashboardMetricsDto,
  type DashboardMetricsQuery,
  type MetricsFigures,
  type MetricsGroupBy,
  type SessionFill,
  type TopWorkshop,
} from '@coachwork/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { can, ForbiddenError, type Actor, type Db } from '@coachwork/service-kit';
import { metricsDaily, metricsPlatformDaily, metricsSchedules } from '../../data/schema';
import { attendanceOver } from './attendance';
import { toMajorUnits } from '../money';
import { buckets, metricsRange, type MetricsRange } from './metrics-range';

export interface MetricsDeps {
  db: Db;
  now: () => Date;
  currency: string;
  platformFeePercent: number;
}

type Scope = { kind: 'platform' } | { kind: 'coach'; coachId: string };

export function metricsScope(actor: Actor): Scope {
  if (can(actor, 'dashboard.view')) return { kind: 'platform' };
  if (actor.userId && actor.roles.includes(COACH_ROLE)) return { kind: 'coach', coachId: actor.userId };
  throw new ForbiddenError();
}

const SUMS = {
  bookingsCreated: sql<number>`coalesce(sum(${metricsDaily.bookingsCreated}), 0)::int`,
  bookingsConfirmed: sql<number>`coalesce(sum(${metricsDaily.bookingsConfirmed}), 0)::int`,
  bookingsCancelled: sql<number>`coalesce(sum(${metricsDaily.bookingsCancelled}), 0)::int`,
  bookingsCompleted: sql<number>`coalesce(sum(${metricsDaily.bookingsCompleted}), 0)::int`,
  bookingsNoShow: sql<number>`coalesce(sum(${metricsDaily.bookingsNoShow}), 0)::int`,
  seatsSold: sql<number>`coalesce(sum(${metricsDaily.seatsSold}), 0)::int`,
  gross: sql<number>`coalesce(sum(${metricsDaily.gross}), 0)::bigint`,
  refunds: sql<number>`coalesce(sum(${metricsDaily.refunds}), 0)::bigint`,
  discounts: sql<number>`coalesce(sum(${metricsDaily.discounts}), 0)::bigint`,
  schedulesPublished: sql<number>`coalesce(sum(${metricsDaily.schedulesPublished}), 0)::int`,
};
type Sums = { [K in keyof typeof SUMS]: number };
const ZERO: Sums = Object.fromEntries(Object.keys(SUMS).map((k) => [k, 0])) as Sums;

// The unit is inlined (from the validated enum): a bound parameter would make the SELECT's expression
// and the GROUP BY's differ in PostgreSQL's eyes.
const trunc = (groupBy: MetricsGroupBy, column: SQL | AnyPgColumn) =>
  sql<string>`to_char(date_trunc(${sql.raw(`'${groupBy}'`)}, (${column})::timestamp), 'YYYY-MM-DD')`;

/** Sessions the fill rate counts: on sale or run, not cancelled, not in the trash. */
const countedSession = and(
  inArray(metricsSchedules.status, ['PUBLISHED', 'CLOSED', 'ARCHIVED']),
  isNull(metricsSchedules.cancelledAt),
  isNull(metricsSchedules.deletedAt),
);

export async function readDashboardMetrics(
  deps: MetricsDeps,
  actor: Actor,
  query: DashboardMetricsQuery,
): Promise<DashboardMetricsDto> {
  const scope = metricsScope(actor);
  const range = metricsRange(query, deps.now());
  const own = scope.kind === 'coach' ? eq(metricsSchedules.coachId, scope.coachId) : undefined;
  const money = (minor: number) => toMajorUnits(Number(minor), deps.currency);
  const fee = (netMinor: number) => Math.round((netMinor * deps.platformFeePercent) / 100);

  const daily = (from: string, to: string) =>
    and(gte(metricsDaily.day, from), lte(metricsDaily.day, to), own);
  const starting = (from: string, to: string) =>
    and(
      countedSession,
      gte(metricsSchedules.startDate, new Date(`${from}T00:00:00Z`)),
      // The day after `to` in SQL: for 9999-12-31 it is the year 10000, which PostgreSQL holds and
      // a JavaScript Date would write as '+010000-01-01'.
      lt(metricsSchedules.startDate, sql`(${to}::date + 1)::timestamp at time zone 'UTC'`),
      own,
    );

  const sumsOver = async (from: string, to: string): Promise<Sums> => {
    const [row] = await deps.db
      .select(SUMS)
      .from(metricsDaily)
      .leftJoin(metricsSchedules, eq(metricsSchedules.id, metricsDaily.workshopScheduleId))
      .where(daily(from, to));
    return normalise(row ?? ZERO);
  };
  const newUsersOver = async (from: string, to: string) => {
    if (scope.kind === 'coach') return null;
    const [row] = await deps.db
      .select({ n: sql<number>`coalesce(sum(${metricsPlatformDaily.newUsers}), 0)::int` })
      .from(metricsPlatformDaily)
      .where(and(gte(metricsPlatformDaily.day, from), lte(metricsPlatformDaily.day, to)));
    return row?.n ?? 0;
  };
  const fillOver = async (from: string, to: string) => {
    const [row] = await deps.db
      .select({
        sold: sql<number>`coalesce(sum(${metricsSchedules.seatsSold}), 0)::int`,
        capacity: sql<number>`coalesce(sum(${metricsSchedules.capacity}), 0)::int`,
      })
      .from(metricsSchedules)
      .where(starting(from, to));
    return rate(row?.sold ?? 0, row?.capacity ?? 0);
  };

  const figures = (s: Sums, newUsers: number | null, fillRate: number | null): MetricsFigures => {
    const net = s.gross - s.refunds;
    return {
      bookingsCreated: s.bookingsCreated,
      bookingsConfirmed: s.bookingsConfirmed,
      bookingsCancelled: s.bookingsCancelled,
      bookingsCompleted: s.bookingsCompleted,
      bookingsNoShow: s.bookingsNoShow,
      bookings: s.bookingsConfirmed - s.bookingsCancelled,
      seatsSold: s.seatsSold,
      gross: money(s.gross),
      refunds: money(s.refunds),
      net: money(net),
      platformFee: money(fee(net)),
      discounts: money(s.discounts),
      newUsers,
      schedulesPublished: s.schedulesPublished,
      fillRate,
    };
  };

  const totals = figures(
    await sumsOver(range.from, range.to),
    await newUsersOver(range.from, range.to),
    await fillOver(range.from, range.to),
  );
  // Nothing happened before the year 1: an empty previous period rather than one PostgreSQL refuses.
  const previous = range.previous
    ? figures(
        await sumsOver(range.previous.from, range.previous.to),
        await newUsersOver(range.previous.from, range.previous.to),
        await fillOver(range.previous.from, range.previous.to),
      )
    : figures(ZERO, scope.kind === 'coach' ? null : 0, null);

  return {
    scope: scope.kind,
    from: range.from,
    to: range.to,
    groupBy: range.groupBy,
    timezone: 'UTC',
    currency: deps.currency,
    totals,
    previous,
    series: await series(
      deps,
      range,
      scope,
      own,
      daily(range.from, range.to),
      starting(range.from, range.to),
      figures,
    ),
    topWorkshops: await topWorkshops(
      deps,
      daily(range.from, range.to),
      starting(range.from, range.to),
      money,
    ),
    sessionsByFillRate: await sessionsByFillRate(deps, range, own),
    upcoming: await upcoming(deps, own),
    attendance: {
      totals: await attendanceOver(deps, scope.kind === 'coach' ? scope.coachId : null, range.from, range.to),
      previous: range.previous
        ? await attendanceOver(deps, scope.kind === 'coach' ? scope.coachId : null, range.previous.from, range.previous.to)
        : { checkedIn: 0, confirmed: 0, rate: null },
    },
  };
}

const rate = (sold: number, capacity: number) =>
  capacity > 0 ? Math.round((Math.max(0, sold) / capacity) * 10_000) / 10_000 : null;

function normalise(row: Sums): Sums {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as Sums;
}

async function series(
  deps: MetricsDeps,
  range: MetricsRange,
  scope: Scope,
  own: SQL | undefined,
  inDays: SQL | undefined,
  starting: SQL | undefined,
  figures: (s: Sums, newUsers: number | null, fillRate: number | null) => MetricsFigures,
) {
  const period = trunc(range.groupBy, metricsDaily.day);
  const rows = await deps.db
    .select({ period, ...SUMS })
    .from(metricsDaily)
    .leftJoin(metricsSchedules, eq(metricsSchedules.id, metricsDaily.workshopScheduleId))
    .where(inDays)
    .groupBy(period);
  const users =
    scope.kind === 'platform'
      ? await deps.db
          .select({
            period: trunc(range.groupBy, metricsPlatformDaily.day),
            n: sql<number>`sum(${metricsPlatformDaily.newUsers})::int`,
          })
          .from(metricsPlatformDaily)
          .where(and(gte(metricsPlatformDaily.day, range.from), lte(metricsPlatformDaily.day, range.to)))
          .groupBy(trunc(range.groupBy, metricsPlatformDaily.day))
      : [];
  const startPeriod = trunc(range.groupBy, sql`(${metricsSchedules.startDate} at time zone 'UTC')`);
  const fills = await deps.db
    .select({
      period: startPeriod,
      sold: sql<number>`sum(${metricsSchedules.seatsSold})::int`,
      capacity: sql<number>`sum(${metricsSchedules.capacity})::int`,
    })
    .from(metricsSchedules)
    .where(and(starting, own))
    .groupBy(startPeriod);
  const byPeriod = new Map(rows.map((r) => [r.period, normalise(r)]));
  const usersBy = new Map(users.map((u) => [u.period, Number(u.n)]));
  const fillBy = new Map(fills.map((f) => [f.period, rate(Number(f.sold), Number(f.capacity))]));
  return buckets(range).map((b) => ({
    period: b.period,
    from: b.from,
    to: b.to,
    ...figures(
      byPeriod.get(b.period) ?? ZERO,
      scope.kind === 'platform' ? (usersBy.get(b.period) ?? 0) : null,
      fillBy.get(b.period) ?? null,
    ),
  }));
}

const TOP = 5;

async function topWorkshops(
  deps: MetricsDeps,
  inDays: SQL | undefined,
  starting: SQL | undefined,
  money: (minor: number) => number,
): Promise<DashboardMetricsDto['topWorkshops']> {
  const revenue = await deps.db
    .select({
      workshopId: metricsSchedules.workshopId,
      title: sql<string>`max(${metricsSchedules.workshopTitle})`,
      net: sql<number>`sum(${metricsDaily.gross} - ${metricsDaily.refunds})::bigint`,
    })
    .from(metricsDaily)
    .innerJoin(metricsSchedules, eq(metricsSchedules.id, metricsDaily.workshopScheduleId))
    .where(and(inDays, sql`${metricsSchedules.workshopId} is not null`))
    .groupBy(metricsSchedules.workshopId);
  const fill = await deps.db
    .select({
      workshopId: metricsSchedules.workshopId,
      title: sql<string>`max(${metricsSchedules.workshopTitle})`,
      sold: sql<number>`sum(${metricsSchedules.seatsSold})::int`,
      capacity: sql<number>`sum(${metricsSchedules.capacity})::int`,
    })
    .from(metricsSchedules)
    .where(and(starting, sql`${metricsSchedules.workshopId} is not null`))
    .groupBy(metricsSchedules.workshopId);
  const all = new Map<string, TopWorkshop & { netMinor: number }>();
  const entry = (id: string, title: string) => {
    let e = all.get(id);
    if (!e) {
      e = { workshopId: id, title, net: 0, netMinor: 0, seatsSold: 0, capacity: 0, fillRate: null };
      all.set(id, e);
    }
    return e;
  };
  for (const r of revenue) entry(r.workshopId!, r.title).netMinor = Number(r.net);
  for (const f of fill) {
    const e = entry(f.workshopId!, f.title);
    e.seatsSold = Number(f.sold);
    e.capacity = Number(f.capacity);
    e.fillRate = rate(e.seatsSold, e.capacity);
  }
  const out = [...all.values()].map(({ netMinor, ...rest }) => ({ ...rest, net: money(netMinor), netMinor }));
  const strip = (list: typeof out) => list.slice(0, TOP).map(({ netMinor: _n, ...rest }) => rest);
  return {
    byRevenue: strip(
      out
        .filter((w) => w.netMinor !== 0)
        .sort((a, b) => b.netMinor - a.netMinor || a.title.localeCompare(b.title)),
    ),
  };
}

/**
 * Every session the fill-rate list shows: not cancelled, starting in the range, or with seats sold or
 * given back in it (a session next month sells seats today). Highest fill rate first (none last),
 * then most seats sold, the earliest start, the id: the order never depends on the database's mood.
 */
async function sessionsByFillRate(
  deps: MetricsDeps,
  range: MetricsRange,
  own: SQL | undefined,
): Promise<SessionFill[]> {
  const soldIn = deps.db
    .select({ id: metricsDaily.workshopScheduleId })
    .from(metricsDaily)
    .where(and(gte(metricsDaily.day, range.from), lte(metricsDaily.day, range.to)))
    .groupBy(metricsDaily.workshopScheduleId)
    .having(sql`sum(${metricsDaily.bookingsConfirmed}) > 0 or sum(abs(${metricsDaily.seatsSold})) > 0`);
  const rows = await deps.db
    .select()
    .from(metricsSchedules)
    .where(
      and(
        countedSession,
        own,
        or(
          and(
            gte(metricsSchedules.startDate, new Date(`${range.from}T00:00:00Z`)),
            lt(metricsSchedules.startDate, sql`(${range.to}::date + 1)::timestamp at time zone 'UTC'`),
          ),
          inArray(metricsSchedules.id, soldIn),
        ),
      ),
    );
  const byFill = (a: SessionFill, b: SessionFill) =>
    (b.fillRate ?? -1) - (a.fillRate ?? -1) ||
    b.seatsSold - a.seatsSold ||
    (a.startDate ?? '').localeCompare(b.startDate ?? '') ||
    a.workshopScheduleId.localeCompare(b.workshopScheduleId);
  return rows
    .map((s) => ({
      workshopScheduleId: s.id,
      workshopId: s.workshopId,
      workshopTitle: s.workshopTitle,
      startDate: s.startDate?.toISOString() ?? null,
      capacity: s.capacity,
      seatsSold: s.seatsSold,
      fillRate: rate(s.seatsSold, s.capacity),
    }))
    .sort(byFill);
}

async function upcoming(deps: MetricsDeps, own: SQL | undefined) {
  const rows = await deps.db
    .select()
    .from(metricsSchedules)
    .where(
      and(
        eq(metricsSchedules.status, 'PUBLISHED'),
        isNull(metricsSchedules.cancelledAt),
        isNull(metricsSchedules.deletedAt),
        gt(metricsSchedules.startDate, deps.now()),
        own,
      ),
    )
    .orderBy(asc(metricsSchedules.startDate))
    .limit(TOP);
  return rows.map((s) => ({
    workshopScheduleId: s.id,
    workshopId: s.workshopId,
    workshopTitle: s.workshopTitle,
    startDate: s.startDate!.toISOString(),
    capacity: s.capacity,
    seatsTaken: s.seatsTaken,
    seatsLeft: Math.max(0, s.capacity - s.seatsTaken),
  }));
}
