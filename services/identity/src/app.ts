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
import { DEMO_COACH_EMAIL, seedDemoAccounts, seedReferenceData } from './data/seed';
import { seedDemoImages } from './data/demo-images';
import { sessionUseCases, type SessionUseCases } from './domain/sessions/sessions';
import { internalSessionRoutes } from './http/internal-sessions.routes';
import { roleRoutes } from './http/roles.routes';
import { userRoutes } from './http/users.routes';
import { fileRoutes } from './http/files.routes';
import { fileUseCases, type FileUseCases } from './domain/files/files';
import { diskStorage, type FileStorage } from './files/file-storage';
import { workshopsFileSubscription } from './events/workshops-file.subscriber';
import { tenantsSubscription } from './events/tenants.subscriber';
import { guestCheckoutSubscription } from './events/guest-checkout.subscriber';
import { invitationAcceptedSubscription } from './events/invitation-accepted.subscriber';

export interface IdentityMailOptions {
  /** Unset: mail is only written under `${dataDir}/mail/` and logged. */
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  production: boolean;
}

export interface IdentityOptions {
  seedDemo?: boolean;
  sessionTtlMs?: number;
  mail?: IdentityMailOptions;
  /** Where people open the product; sign-in links point there. */
  appUrl?: string;
  /** The clock of sign-in code and link expiry and of upload age; tests move it instead of waiting. */
  now?: () => Date;
  /** Uploaded files go to `${dataDir}/files` unless a storage is given. Default `./data`. */
  dataDir?: string;
  files?: {
    storage?: FileStorage;
    /** How often unclaimed uploads older than 24 h are removed; 0 turns the timer off. Default 1 h. */
    sweepIntervalMs?: number;
  };
}

export const DEFAULT_SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface IdentityHandle extends ServiceHandle {
  sessions: SessionUseCases;
  files: FileUseCases;
  mailer: Mailer;
}

export async function createApp(
  runtime: ServiceRuntime,
  options: IdentityOptions = {},
): Promise<IdentityHandle> {
  // Its transactions tell the audit triggers who acts (migration *_audit_log.sql).
  const db = auditedDb(runtime.database.db);
  const mailer = createMailer({
    ...(options.mail ?? {
      from: 'Coachwork <no-reply@coachwork.localhost>',
      dataDir: './data',
      production: false,
    }),
    logger: runtime.logger,
  });
  const sessions = sessionUseCases(db, {
    ttlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
    secret: runtime.internalTokenSecret,
    mailer,
    appUrl: options.appUrl ?? 'http://localhost:3000',
    now: options.now,
  });
  const storage = options.files?.storage ?? diskStorage(path.join(options.dataDir ?? './data', 'files'));
  const files = fileUseCases(db, { storage, now: options.now });
  const handle = await createService(runtime, {
    name: 'identity',
    schema: SCHEMA,
    // SQL files stay in src/ (tsc does not copy them); this resolves from src/ and dist/ alike.
    migrationsFolder: path.resolve(__dirname, '..', 'src', 'data', 'migrations'),
    events: eventStore,
    // Uploads that workshops' resources, workshops and templates point at are claimed from its events;
    // users' default tenants follow tenants' events.
    subscriptions: [
      workshopsFileSubscription(db, runtime.logger, options.now ?? (() => new Date())),
      tenantsSubscription(db),
      guestCheckoutSubscription(db, sessions),
      // An accepted invitation by address proves that address (issue 31).
      invitationAcceptedSubscription(db, options.now ?? (() => new Date())),
    ],
    async afterMigrate() {
      await seedReferenceData(db);
      if (options.seedDemo) {
        await seedDemoAccounts(db);
        await seedDemoImages(db, storage, DEMO_COACH_EMAIL);
      }
    },
    routes(router, relay) {
      internalSessionRoutes(router, sessions, relay);
      userRoutes(router, { db, relay, mailEmailCode: (row) => sessions.mailCode(row) });
      roleRoutes(router, db);
      fileRoutes(router, files);
    },
  });
  const sweepEvery = options.files?.sweepIntervalMs ?? 60 * 60 * 1000;
  let sweeper: NodeJS.Timeout | undefined;
  const sweep = () =>
    files
      .sweepTempFiles()
      .catch((err: unknown) => runtime.logger.warn({ err }, 'temporary file sweep failed'));
  return {
    ...handle,
    sessions,
    files,
    mailer,
    async start() {
      await handle.start();
      if (sweepEvery > 0 && !sweeper) {
        void sweep();
        sweeper = setInterval(sweep, sweepEvery);
        sweeper.unref();
      }
    },
    async stop() {
      if (sweeper) clearInterval(sweeper);
      sweeper = undefined;
      await handle.stop();
      await mailer.close();
    },
  };
}
