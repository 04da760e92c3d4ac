import path from 'node:path';
import { createService, type ServiceHandle, type ServiceRuntime } from '@coachwork/service-kit';
import { eventStore, SCHEMA } from './data/schema';
import { workshopTemplateRoutes } from './http/workshop-templates.routes';
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
    routes(router, relay) {
      workshopTemplateRoutes(router, db, relay);
    },
  });
}
