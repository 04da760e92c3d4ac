import path from 'node:path';
import { createService, type ServiceHandle, type ServiceRuntime } from '@coachwork/service-kit';
import { eventStore, SCHEMA } from './data/schema';
import { workshopTemplateRoutes } from './http/workshop-templates.routes';
import { workshopRoutes } from './http/workshops.routes';
import { workshopScheduleRoutes } from './http/workshop-schedules.routes';
import { workshopResourceRoutes } from './http/workshop-resources.routes';
import { scheduleCoachRoutes } from './http/schedule-coaches.routes';
import { publicWorkshopScheduleRoutes } from './http/public-workshop-schedules.routes';
import { identityUserSubscription } from './events/identity-user.subscriber';
import { bookingSeatsSubscription } from './events/booking-seats.subscriber';
import { seedDemoCatalogue } from './data/seed';

export interface WorkshopsOptions {
  seedDemo?: boolean;
}

export async function createApp(
  runtime: ServiceRuntime,
  options: WorkshopsOptions = {},
): Promise<ServiceHandle> {
  const db = runtime.database.db;
  return createService(runtime, {
    name: 'workshops',
    schema: SCHEMA,
    // SQL files stay in src/ (tsc does not copy them); this resolves from src/ and dist/ alike.
    migrationsFolder: path.resolve(__dirname, '..', 'src', 'data', 'migrations'),
    events: eventStore,
    afterMigrate: options.seedDemo ? () => seedDemoCatalogue(db) : undefined,
    // Coaches come from identity's events (never its tables); seats left from bookings' events.
    subscriptions: [identityUserSubscription(db), bookingSeatsSubscription(db)],
    routes(router, relay) {
      workshopTemplateRoutes(router, db, relay);
      workshopResourceRoutes(router, db, relay);
      workshopRoutes(router, db, relay);
      scheduleCoachRoutes(router, db);
      workshopScheduleRoutes(router, db, relay);
      publicWorkshopScheduleRoutes(router, db);
    },
  });
}
