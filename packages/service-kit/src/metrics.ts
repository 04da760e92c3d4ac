// Prometheus metrics for one process (the gateway or a service), served on their own port
// (METRICS_PORT) so they are never on the public one: request latency by route and status, events
// published by subject (bookings and payments among them), event handler failures, the outbox's
// oldest unsent row, the database pool, and Node's own figures.
import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { Express, NextFunction, Request, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from './db/database';
import type { EventBus, Subscription } from './events/bus';
import type { Logger } from './logger';

export interface ProcessMetrics {
  registry: Registry;
  /** Express middleware timing every request. */
  http(req: Request, res: Response, next: NextFunction): void;
  /** The bus with publishes counted by subject and handler failures by consumer. */
  instrumentBus(bus: EventBus): EventBus;
  /** The database pool's connections, and (for a service) the age of its oldest unsent outbox row. */
  watchDatabase(database: Database, outboxSchema?: string): void;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A route label with a bounded number of values: the matched Express route when there is one, else
 * the path with ids and numbers folded (a proxied /v1 path), and every page and asset as one each.
 */
export function routeLabel(req: Request): string {
  const matched = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof matched === 'string') return `${req.baseUrl}${matched}`;
  const pathOnly = (req.originalUrl ?? req.url).split('?')[0]!;
  if (!pathOnly.startsWith('/v1/')) return /\.[a-z0-9]+$/i.test(pathOnly) ? 'asset' : 'page';
  return pathOnly
    .replace(UUID, ':id')
    .split('/')
    .slice(0, 6)
    .map((segment) => (/^\d+$/.test(segment) ? ':n' : segment))
    .join('/');
}

export function createProcessMetrics(processName: string): ProcessMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ process: processName });
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route and status, and how long they took.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const published = new Counter({
    name: 'coachwork_events_published_total',
    help: 'Events this process published, by subject (bookings.booking.created counts bookings, bookings.payment.finalized payments).',
    labelNames: ['subject'],
    registers: [registry],
  });
  const handlerErrors = new Counter({
    name: 'coachwork_event_handler_errors_total',
    help: 'Event handler runs that threw (the event is delivered again), by consumer.',
    labelNames: ['consumer'],
    registers: [registry],
  });

  return {
    registry,
    http(req, res, next) {
      const end = requests.startTimer();
      res.once('finish', () =>
        end({ method: req.method, route: routeLabel(req), status: String(res.statusCode) }),
      );
      next();
    },
    instrumentBus(bus) {
      return new Proxy(bus, {
        get(target, property, receiver) {
          if (property === 'publish')
            return async (...args: Parameters<EventBus['publish']>) => {
              const [event] = args;
              await target.publish(...args);
              published.inc({ subject: event.subject });
            };
          if (property === 'subscribe')
            return (subscription: Subscription) => {
              const count =
                <A extends unknown[]>(run: (...args: A) => Promise<void>) =>
                async (...args: A) => {
                  try {
                    await run(...args);
                  } catch (err) {
                    handlerErrors.inc({ consumer: subscription.durable });
                    throw err;
                  }
                };
              return target.subscribe({
                ...subscription,
                handler: count(subscription.handler),
                batchHandler: subscription.batchHandler && count(subscription.batchHandler),
              });
            };
          const value = Reflect.get(target, property, receiver) as unknown;
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
    },
    watchDatabase(database, outboxSchema) {
      // drizzle keeps the node-postgres pool as $client (on PGlite too: the pool of connections to its thread).
      const pool = (
        database.db as unknown as {
          $client?: { totalCount?: number; idleCount?: number; waitingCount?: number };
        }
      ).$client;
      if (pool && typeof pool.totalCount === 'number') {
        new Gauge({
          name: 'coachwork_db_pool_connections',
          help: 'Database pool connections: open in total, idle, and requests waiting for one.',
          labelNames: ['state'],
          registers: [registry],
          collect() {
            this.set({ state: 'total' }, pool.totalCount ?? 0);
            this.set({ state: 'idle' }, pool.idleCount ?? 0);
            this.set({ state: 'waiting' }, pool.waitingCount ?? 0);
          },
        });
      }
      if (!outboxSchema) return;
      if (!/^[a-z_]+$/.test(outboxSchema)) throw new Error(`not a schema name: ${outboxSchema}`);
      new Gauge({
        name: 'coachwork_outbox_oldest_unsent_seconds',
        help: 'Age of the oldest event written but not yet published (0 when none waits): the relay lag.',
        registers: [registry],
        async collect() {
          try {
            const result = (await database.db.execute(
              // The schema name is the service's own (checked above), never input.
              sql.raw(
                `select coalesce(extract(epoch from now() - min(occurred_at)), 0)::float8 as age from "${outboxSchema}".outbox where sent_at is null`,
              ),
            )) as unknown as { rows: { age: number }[] };
            this.set(Number(result.rows[0]?.age ?? 0));
          } catch {
            // A database away: the scrape still answers; the health endpoint tells the rest.
          }
        },
      });
      new Gauge({
        name: 'coachwork_outbox_unsent',
        help: 'Events written to the outbox and not yet published.',
        registers: [registry],
        async collect() {
          try {
            const result = (await database.db.execute(
              sql.raw(`select count(*)::int as n from "${outboxSchema}".outbox where sent_at is null`),
            )) as unknown as { rows: { n: number }[] };
            this.set(Number(result.rows[0]?.n ?? 0));
          } catch {
            // As above.
          }
        },
      });
    },
  };
}

/**
 * The app with every request timed. A plain function in front, not an Express app mounting it: the
 * app keeps its own settings (trust proxy) and the request object, whose matched route names it.
 */
export function withRequestMetrics(metrics: ProcessMetrics, app: Express): Express {
  const timed = (req: Request, res: Response) => metrics.http(req, res, () => app(req, res));
  return timed as unknown as Express;
}

/** Serves GET /metrics on its own port (never the public one); resolves once it listens. */
export async function serveMetrics(
  metrics: ProcessMetrics,
  options: { port: number; host: string; logger: Logger },
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(body),
      (err: unknown) => {
        options.logger.warn({ err }, 'metrics could not be collected');
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  // A scrape in flight must not hold the process up at shutdown.
  server.unref();
  return server;
}
