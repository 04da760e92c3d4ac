import path from 'node:path';
import { createService, type ServiceHandle, type ServiceRuntime } from '@coachwork/service-kit';
import { eventStore, SCHEMA } from './data/schema';

export async function createApp(runtime: ServiceRuntime): Promise<ServiceHandle> {
  return createService(runtime, {
    name: 'tenants',
    schema: SCHEMA,
    // SQL files stay in src/ (tsc does not copy them); this resolves from src/ and dist/ alike.
    migrationsFolder: path.resolve(__dirname, '..', 'src', 'data', 'migrations'),
    events: eventStore,
    routes() {
      // Tenant routes arrive with the Tenants issue; the schema and its migrations are in place.
    },
  });
}
