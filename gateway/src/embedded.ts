// Embedded mode: the five services in this process on one database (PGlite by default, one schema
// each) and the in-process bus; the gateway calls their apps directly.
import {
  connectBus,
  openDatabase,
  type Logger,
  type ServiceHandle,
  type ServiceRuntime,
} from '@coachwork/service-kit';
import {
  createApp as createIdentity,
  type IdentityHandle,
  type IdentityOptions,
} from '@coachwork/service-identity';
import { createApp as createTenants } from '@coachwork/service-tenants';
import { createApp as createWorkshops } from '@coachwork/service-workshops';
import {
  createApp as createBookings,
  paymentsOptions,
  type BookingsHandle,
  type BookingsOptions,
  ticketSecretsOf,
  movableClock,
} from '@coachwork/service-bookings';
import {
  createApp as createWebhooks,
  type WebhooksHandle,
  type WebhooksOptions,
} from '@coachwork/service-webhooks';
import type { GatewayConfig } from './config';
import type { GatewayDeps } from './app';
import { inProcessIdentity } from './identity-client';
import type { ServiceName } from './routing';

export interface Embedded {
  deps: Omit<GatewayDeps, 'config' | 'logger'>;
  services: Record<ServiceName, ServiceHandle> & {
    identity: IdentityHandle;
    bookings: BookingsHandle;
    webhooks: WebhooksHandle;
  };
  stop(): Promise<void>;
}

export interface EmbeddedOverrides {
  /** Merged over the identity options built from config (tests inject a clock here). */
  identity?: Partial<IdentityOptions>;
  /** Merged over the bookings options built from config (tests inject a clock here). */
  bookings?: Partial<BookingsOptions>;
  /** Merged over the webhooks options built from config (tests inject a clock here). */
  webhooks?: Partial<WebhooksOptions>;
}

export async function bootEmbedded(
  config: GatewayConfig,
  logger: Logger,
  overrides: EmbeddedOverrides = {},
): Promise<Embedded> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, logger });
  const bus = await connectBus(config.NATS_URL, 'coachwork-embedded', logger);
  const runtime = (name: string): ServiceRuntime => ({
    database,
    bus,
    logger: logger.child({ service: name }),
    internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
    httpLogging: false,
  });
  const identity = await createIdentity(runtime('identity'), {
    seedDemo: config.seedDemo,
    sessionTtlMs: config.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    appUrl: config.APP_URL,
    dataDir: config.DATA_DIR,
    mail: {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      production: config.production,
    },
    ...overrides.identity,
  });
  const tenants = await createTenants(runtime('tenants'), {
    seedDemo: config.seedDemoTenant,
    appUrl: config.APP_URL,
    mail: {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      production: config.production,
    },
  });
  const workshops = await createWorkshops(runtime('workshops'), {
    seedDemo: config.seedDemo,
    demoSchedules: config.seedDemoSchedules,
    appUrl: config.APP_URL,
  });
  const bookings = await createBookings(runtime('bookings'), {
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    currency: config.CURRENCY,
    appUrl: config.APP_URL,
    mail: {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      production: config.production,
    },
    payouts: { feePercent: config.PLATFORM_FEE_PERCENT, delayDays: config.PAYOUT_DELAY_DAYS },
    payments: paymentsOptions(config),
    // The ended demo schedule comes with the demo schedules (workshops seeds it after them).
    demoHistory: config.seedDemoSchedules,
    ticketSecrets: ticketSecretsOf(config),
    ...(config.TEST_CLOCK && { now: movableClock(config.DATA_DIR) }),
    ...overrides.bookings,
  });
  // Outgoing webhooks hear every event, as an outside subscriber would (issue 28 item 3).
  const webhooks = await createWebhooks(runtime('webhooks'), {
    appUrl: config.APP_URL,
    allowLoopback: !config.production,
    mail: {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.DATA_DIR,
      production: config.production,
    },
    ...overrides.webhooks,
  });
  const services = { identity, tenants, workshops, bookings, webhooks };
  // The in-process bus keeps nothing: every consumer subscribes before any relay publishes.
  for (const s of Object.values(services)) await s.subscribe();
  for (const s of Object.values(services)) await s.start();

  return {
    services,
    deps: {
      identity: inProcessIdentity(identity),
      listen: (subject, handler) => bus.listen(subject, handler),
      dispatch: {
        identity: (req, res, next) => identity.app(req, res, next),
        tenants: (req, res, next) => tenants.app(req, res, next),
        workshops: (req, res, next) => workshops.app(req, res, next),
        bookings: (req, res, next) => bookings.app(req, res, next),
        webhooks: (req, res, next) => webhooks.app(req, res, next),
      },
      async health() {
        const entries = await Promise.all(
          Object.entries(services).map(async ([n, s]) => [n, await s.health()] as const),
        );
        return Object.fromEntries(entries) as unknown as Record<ServiceName, Record<string, 'up' | 'down'>>;
      },
    },
    async stop() {
      // Event handlers in flight finish before the relays flush what they wrote.
      await bus.stopConsuming?.();
      for (const s of Object.values(services)) await s.stop();
      await bus.close();
      await database.close();
    },
  };
}
