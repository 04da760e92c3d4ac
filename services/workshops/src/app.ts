import path from 'node:path';
import { auditedDb, createService, type ServiceHandle, type ServiceRuntime } from '@coachwork/service-kit';
import { eventStore, SCHEMA } from './data/schema';
import { workshopTemplateRoutes } from './http/workshop-templates.routes';
import { workshopRoutes } from './http/workshops.routes';
import { workshopScheduleRoutes } from './http/workshop-schedules.routes';
import { workshopResourceRoutes } from './http/workshop-resources.routes';
import { scheduleCoachRoutes } from './http/schedule-coaches.routes';
import { publicWorkshopScheduleRoutes } from './http/public-workshop-schedules.routes';
import { identityUserSubscription } from './events/identity-user.subscriber';
import { scheduleSeatsSubscription } from './events/schedule-seats.subscriber';
import { reviewSubscription } from './events/review.subscriber';
import {
  assignDemoCoach,
  seedDemoCatalogue,
  seedDemoPastSchedule,
  seedDemoSchedules,
  seedDemoSoldOutSchedule,
} from './data/seed';

export interface WorkshopsOptions {
  /** Demo mode: the demo templates and workshops. */
  seedDemo?: boolean;
  /**
   * Demo mode: upcoming schedules for the demo workshops once the demo coach arrives, and one ended
   * schedule whose history bookings records (default: seedDemo).
   */
  demoSchedules?: boolean;
  /** Where people open the product: the page address in calendar files. */
  appUrl?: string;
}

export async function createApp(
  runtime: ServiceRuntime,
  options: WorkshopsOptions = {},
): Promise<ServiceHandle> {
  // Its transactions tell the audit triggers who acts (migration *_audit_log.sql).
  const db = auditedDb(runtime.database.db);
  const demoSchedules = options.demoSchedules ?? options.seedDemo ?? false;
  // One run at a time: the coach's registered and roles-changed events may arrive together.
  let demoRun: Promise<void> = Promise.resolve();
  const seedDemoCoach = () =>
    (demoRun = demoRun.then(async () => {
      try {
        const assigned = await assignDemoCoach(db);
        if (assigned) runtime.logger.info({ assigned }, 'demo coach assigned to the demo workshops');
        const created = demoSchedules ? await seedDemoSchedules(db) : 0;
        if (created) runtime.logger.info({ created }, 'demo schedules seeded');
        if (demoSchedules && (await seedDemoPastSchedule(db)))
          runtime.logger.info('ended demo schedule seeded');
        if (demoSchedules && (await seedDemoSoldOutSchedule(db)))
          runtime.logger.info('sold-out demo schedule seeded');
      } catch (err) {
        // Demo data is a convenience: a failure is logged, never allowed to stop the service.
        runtime.logger.warn({ err }, 'demo coach or schedules not seeded');
      }
    }));
  return createService(runtime, {
    name: 'workshops',
    schema: SCHEMA,
    // SQL files stay in src/ (tsc does not copy them); this resolves from src/ and dist/ alike.
    migrationsFolder: path.resolve(__dirname, '..', 'src', 'data', 'migrations'),
    events: eventStore,
    afterMigrate: options.seedDemo
      ? async () => {
          await seedDemoCatalogue(db);
          // On a restart the demo coach is already known; on a first start it arrives by event.
          await seedDemoCoach();
        }
      : undefined,
    // Coaches come from identity's events (never its tables); seats left from bookings' events.
    subscriptions: [
      identityUserSubscription(db, options.seedDemo ? { afterCoachArrives: seedDemoCoach } : {}),
      scheduleSeatsSubscription(db),
      reviewSubscription(db),
    ],
    routes(router, relay) {
      workshopTemplateRoutes(router, db, relay);
      workshopResourceRoutes(router, db, relay);
      workshopRoutes(router, db, relay);
      scheduleCoachRoutes(router, db);
      workshopScheduleRoutes(router, db, relay);
      publicWorkshopScheduleRoutes(router, db, options.appUrl ?? 'http://localhost:3000');
    },
  });
}
