import path from 'node:path';
import { createService, type ServiceHandle, type ServiceRuntime } from '@coachwork/service-kit';
import { eventStore, SCHEMA } from './data/schema';
import { seedDemoAccounts, seedReferenceData } from './data/seed';
import { sessionUseCases, type SessionUseCases } from './domain/sessions/sessions';
import { internalSessionRoutes } from './http/internal-sessions.routes';

export interface IdentityOptions {
  seedDemo?: boolean;
  sessionTtlMs?: number;
}

export const DEFAULT_SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface IdentityHandle extends ServiceHandle {
  sessions: SessionUseCases;
}

export async function createApp(
  runtime: ServiceRuntime,
  options: IdentityOptions = {},
): Promise<IdentityHandle> {
  const db = runtime.database.db;
  const sessions = sessionUseCases(db, { ttlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS });
  const handle = await createService(runtime, {
    name: 'identity',
    schema: SCHEMA,
    // SQL files stay in src/ (tsc does not copy them); this resolves from src/ and dist/ alike.
    migrationsFolder: path.resolve(__dirname, '..', 'src', 'data', 'migrations'),
    events: eventStore,
    async afterMigrate() {
      await seedReferenceData(db);
      if (options.seedDemo) await seedDemoAccounts(db);
    },
    routes(router, relay) {
      internalSessionRoutes(router, sessions, relay);
    },
  });
  return { ...handle, sessions };
}
