import path from 'node:path';
import { createService, type ServiceHandle, type ServiceRuntime } from '@coachwork/service-kit';
import { eventStore, SCHEMA } from './data/schema';
import { userTenantRoutes } from './http/user-tenants.routes';

export async function createApp(runtime: ServiceRuntime): Promise<ServiceHandle> {
  return createService(runtime, {
    name: 'tenants',
    schema: SCHEMA,
    // SQL files stay in src/ (tsc does not copy them); this resolves from src/ and dist/ alike.
    migrationsFolder: path.resolve(__dirname, '..', 'src', 'data', 'migrations'),
    events: eventStore,
    routes(router) {
      // Tenant CRUD arrives with the Tenants issue; memberships already answer a user's tenants.
      userTenantRoutes(router, runtime.database.db);
    },
  });
}
