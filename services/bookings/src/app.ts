import path from 'node:path';
import { createService, type ServiceHandle, type ServiceRuntime } from '@coachwork/service-kit';
import { eventStore, SCHEMA } from './data/schema';
import { workshopTemplateSubscription } from './events/workshop-template.subscriber';
import { voucherRoutes } from './http/vouchers.routes';

export async function createApp(runtime: ServiceRuntime): Promise<ServiceHandle> {
  const db = runtime.database.db;
  return createService(runtime, {
    name: 'bookings',
    schema: SCHEMA,
    // SQL files stay in src/ (tsc does not copy them); this resolves from src/ and dist/ alike.
    migrationsFolder: path.resolve(__dirname, '..', 'src', 'data', 'migrations'),
    events: eventStore,
    subscriptions: [workshopTemplateSubscription(db)],
    routes(router, relay) {
      voucherRoutes(router, db, relay);
    },
  });
}
