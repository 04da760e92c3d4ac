// Rebuilds the dashboard's read model from its event log: empties the aggregates and applies every
// logged event again in arrival order, in one transaction (readers see the old figures until it commits).
import { asc } from 'drizzle-orm';
import type { Db } from '@coachwork/service-kit';
import {
  metricsBookings,
  metricsDaily,
  metricsEventLog,
  metricsPlatformDaily,
  metricsSchedules,
} from '../../data/schema';
import { applyMetricsEvent } from './metrics-projection';

const PAGE = 500;

export async function rebuildMetrics(db: Db): Promise<{ events: number }> {
  return db.transaction(async (tx) => {
    await tx.delete(metricsDaily);
    await tx.delete(metricsPlatformDaily);
    await tx.delete(metricsBookings);
    await tx.delete(metricsSchedules);
    let events = 0;
    for (let offset = 0; ; offset += PAGE) {
      const rows = await tx
        .select({ envelope: metricsEventLog.envelope })
        .from(metricsEventLog)
        .orderBy(asc(metricsEventLog.seq))
        .limit(PAGE)
        .offset(offset);
      for (const row of rows) await applyMetricsEvent(tx, row.envelope);
      events += rows.length;
      if (rows.length < PAGE) return { events };
    }
  });
}
