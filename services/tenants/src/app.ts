import path from 'node:path';
import {
  auditedDb,
  createMailer,
  createService,
  type Mailer,
  type ServiceHandle,
  type ServiceRuntime,
} from '@coachwork/service-kit';
import { eventStore, SCHEMA } from './data/schema';
import { seedDemoTenant } from './data/seed';
import { identityUserSubscription } from './events/identity-user.subscriber';
import { currentTenantRoutes } from './http/current-tenant.routes';
import { tenantMemberRoutes } from './http/tenant-members.routes';
import { tenantRoutes } from './http/tenants.routes';
import { userTenantRoutes } from './http/user-tenants.routes';

export interface TenantsOptions {
  /** Demo mode: the demo tenant, once the demo admin and coach have arrived from identity. */
  seedDemo?: boolean;
  /** Invitation mail; unset: written under `./data/mail` and logged, as in demo mode. */
  mail?: { smtpUrl?: string | undefined; from: string; dataDir: string; production: boolean };
  /** Where people open the product; invitation links point there. */
  appUrl?: string;
}

export interface TenantsHandle extends ServiceHandle {
  mailer: Mailer;
}

export async function createApp(runtime: ServiceRuntime, options: TenantsOptions = {}): Promise<TenantsHandle> {
  // Its transactions tell the audit triggers who acts (migration *_audit_log.sql).
  const db = auditedDb(runtime.database.db);
  const mailer = createMailer({
    ...(options.mail ?? { from: 'Coachwork <no-reply@coachwork.localhost>', dataDir: './data', production: false }),
    logger: runtime.logger,
  });
  let relayRef: { nudge(): void } | undefined;
  // One run at a time: the admin's and the coach's events may arrive together.
  let demoRun: Promise<void> = Promise.resolve();
  const seedDemo = () =>
    (demoRun = demoRun.then(async () => {
      try {
        if (await seedDemoTenant(db)) {
          runtime.logger.info('demo tenant seeded');
          relayRef?.nudge();
        }
      } catch (err) {
        // Demo data is a convenience: a failure is logged, never allowed to stop the service.
        runtime.logger.warn({ err }, 'demo tenant not seeded');
      }
    }));
  const handle = await createService(runtime, {
    name: 'tenants',
    schema: SCHEMA,
    // SQL files stay in src/ (tsc does not copy them); this resolves from src/ and dist/ alike.
    migrationsFolder: path.resolve(__dirname, '..', 'src', 'data', 'migrations'),
    events: eventStore,
    // On a restart the demo accounts are already known; on a first start they arrive by event.
    afterMigrate: options.seedDemo ? seedDemo : undefined,
    // Users come from identity's events (never its tables): names of members, invited addresses.
    subscriptions: [
      identityUserSubscription(db, {
        afterUser: options.seedDemo ? seedDemo : undefined,
        onJoined: () => relayRef?.nudge(),
      }),
    ],
    routes(router, relay) {
      relayRef = relay;
      userTenantRoutes(router, db);
      currentTenantRoutes(router, db, relay);
      tenantMemberRoutes(router, {
        db,
        relay,
        mailer,
        appUrl: options.appUrl ?? 'http://localhost:3000',
        logger: runtime.logger,
      });
      tenantRoutes(router, db, relay);
    },
  });
  return {
    ...handle,
    mailer,
    async stop() {
      await handle.stop();
      await demoRun;
      await mailer.close();
    },
  };
}
