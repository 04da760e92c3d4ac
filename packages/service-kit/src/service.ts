// What every service is made of: an Express app behind the internal token, a database with its own
// schema, an outbox relay and its event subscribers, started and stopped as one.
import express, { type Express, type Router } from 'express';
import type { Database } from './db/database';
import type { EventBus, Subscription } from './events/bus';
import { OutboxRelay } from './events/outbox';
import type { EventTables } from './events/tables';
import { errorHandler, notFoundHandler } from './errors';
import { internalAuth } from './auth/actor';
import { auditContext, outsideAuditActor } from './db/audit';
import { httpLogger, type Logger } from './logger';
import { jsonBody } from './http/validate';
import { isStopping } from './lifecycle';
import { traceRequests } from './tracing';

export interface ServiceRuntime {
  database: Database;
  bus: EventBus;
  logger: Logger;
  internalTokenSecret: string;
  /** Off when the gateway in the same process already logs each request. */
  httpLogging?: boolean;
}

export interface ServiceHandle {
  name: string;
  app: Express;
  relay: OutboxRelay;
  /** Registers the event subscriptions (start() does it too if not done yet). */
  subscribe(): Promise<void>;
  /** Starts consuming and publishing the outbox. */
  start(): Promise<void>;
  stop(): Promise<void>;
  health(): Promise<{ database: 'up' | 'down'; events: 'up' | 'down' }>;
}

export interface ServiceDefinition {
  name: string;
  /** Folder of drizzle-kit migrations; the service's schema name. */
  migrationsFolder: string;
  schema: string;
  events: EventTables;
  routes(router: Router, relay: OutboxRelay): void;
  subscriptions?: Subscription[];
  /** Run once after migrations (seeding reference data). */
  afterMigrate?(): Promise<void>;
}

export async function createService(runtime: ServiceRuntime, def: ServiceDefinition): Promise<ServiceHandle> {
  // Seeding under the schema's lock: two replicas starting together would both insert the demo rows.
  await runtime.database.migrate({
    migrationsFolder: def.migrationsFolder,
    schema: def.schema,
    afterwards: def.afterMigrate && (() => def.afterMigrate!()),
  });
  const relay = new OutboxRelay(runtime.database.db, def.events, runtime.bus, runtime.logger);

  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  const health = async () => ({
    database: (await runtime.database.ping()) ? ('up' as const) : ('down' as const),
    events: runtime.bus.healthy() ? ('up' as const) : ('down' as const),
  });
  // Readiness: 503 while the database or the bus is down (the service stays up and reconnects by
  // itself) and from the first moment of a shutdown.
  app.get('/healthz', async (_req, res) => {
    const h = await health();
    const stopping = isStopping();
    const ok = h.database === 'up' && h.events === 'up' && !stopping;
    const status = stopping ? 'stopping' : ok ? 'ok' : 'degraded';
    if (!ok) res.set('Retry-After', '5');
    res.status(ok ? 200 : 503).json({ status, service: def.name, ...h });
  });
  // After /healthz (polled every second), before the request log (its lines then carry the trace id).
  app.use(traceRequests());
  if (runtime.httpLogging !== false) app.use(httpLogger(runtime.logger));
  app.use(internalAuth(runtime.internalTokenSecret));
  app.use(jsonBody());
  app.use(auditContext());
  const router = express.Router();
  def.routes(router, relay);
  app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler(runtime.logger));

  let subscribed = false;
  let started = false;
  const subscribe = async () => {
    if (subscribed) return;
    subscribed = true;
    // What a handler wrote to the outbox (a read model's own change event) goes out at once rather
    // than at the relay's next tick: the catalogue's seats left waits on it.
    for (const s of def.subscriptions ?? [])
      await runtime.bus.subscribe({
        ...s,
        // Whoever's request published the event, its handler acts as the product (audit triggers).
        handler: (event) =>
          outsideAuditActor(async () => {
            await s.handler(event);
            relay.nudge();
          }),
        batchHandler: s.batchHandler
          ? (events) =>
              outsideAuditActor(async () => {
                await s.batchHandler!(events);
                relay.nudge();
              })
          : undefined,
      });
  };
  return {
    name: def.name,
    app,
    relay,
    subscribe,
    async start() {
      if (started) return;
      started = true;
      await subscribe();
      relay.start();
    },
    async stop() {
      await relay.stop();
    },
    health,
  };
}
