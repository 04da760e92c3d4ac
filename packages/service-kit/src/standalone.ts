// Runs one service as its own process (distributed mode, or a service alone during development).
import { openDatabase, type Database } from './db/database';
import type { EventBus } from './events/bus';
import { InProcessBus } from './events/in-process-bus';
import { JetStreamBus } from './events/jetstream-bus';
import { installProcessHandlers, serve } from './lifecycle';
import { createProcessMetrics, serveMetrics, withRequestMetrics } from './metrics';
import { createLogger, type Logger } from './logger';
import { Backoff, shouldLog, sleep } from './resilience';
import { startTracing, stopTracing } from './tracing';
import type { ServiceHandle, ServiceRuntime } from './service';

export interface StandaloneConfig {
  NODE_ENV: string;
  LOG_LEVEL: string;
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  NATS_URL?: string | undefined;
  NATS_STREAM_REPLICAS?: number | undefined;
  METRICS_PORT?: number | undefined;
  INTERNAL_TOKEN_SECRET: string;
  PORT: number;
  HOST: string;
}

export async function connectBus(
  natsUrl: string | undefined,
  name: string,
  runtimeLogger: ServiceRuntime['logger'],
  replicas?: number,
): Promise<EventBus> {
  return natsUrl
    ? JetStreamBus.connect({ servers: natsUrl, name, logger: runtimeLogger, replicas })
    : new InProcessBus();
}

/** Tries `attempt` until it succeeds, backing off from 0.5 s to 10 s: a dependency still starting. */
export async function untilReady<T>(what: string, logger: Logger, attempt: () => Promise<T>): Promise<T> {
  const backoff = new Backoff(500, 10_000);
  for (;;) {
    try {
      return await attempt();
    } catch (err) {
      const delay = backoff.next();
      if (shouldLog(backoff.failures, 10))
        logger.warn({ err: (err as Error)?.message, retryInMs: delay }, `waiting for ${what}`);
      await sleep(delay);
    }
  }
}

/** `--migrate-only` on the command line (the image's `migrate <service>` command adds it). */
export function migrateOnly(argv: readonly string[] = process.argv): boolean {
  return argv.includes('--migrate-only');
}

async function reachable(database: Database): Promise<void> {
  if (!(await database.ping())) throw new Error('the database does not answer');
}

export async function runStandalone(
  name: string,
  config: StandaloneConfig,
  create: (runtime: ServiceRuntime) => Promise<ServiceHandle>,
): Promise<void> {
  const logger = createLogger(name, config.LOG_LEVEL);
  installProcessHandlers(logger);
  // Spans are exported over OTLP only when the OTEL_ variables say where.
  if (startTracing(name)) logger.info('exporting traces over OTLP');
  try {
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      logger,
    });
    // A service started while PostgreSQL or nats-server is still coming up waits for them.
    await untilReady('the database', logger, () => reachable(database));
    if (migrateOnly()) {
      // A deployment's migration job: the schema and reference data, no bus, no port. create()
      // migrates before it builds anything else; the relay and consumers start only in start().
      const started = Date.now();
      await create({
        database,
        bus: new InProcessBus(),
        logger,
        internalTokenSecret: config.INTERNAL_TOKEN_SECRET,
      });
      await database.close();
      logger.info({ ms: Date.now() - started }, `${name} schema migrated`);
      process.exit(0);
    }
    const connected = await untilReady('the event bus', logger, () =>
      connectBus(config.NATS_URL, name, logger, config.NATS_STREAM_REPLICAS),
    );
    // Metrics on their own port when METRICS_PORT says so; the service's app is then wrapped to time
    // every request, and its bus to count what it publishes and which handlers fail.
    const metrics = config.METRICS_PORT === undefined ? undefined : createProcessMetrics(name);
    const bus = metrics ? metrics.instrumentBus(connected) : connected;
    const handle = await create({ database, bus, logger, internalTokenSecret: config.INTERNAL_TOKEN_SECRET });
    await handle.start();
    let app = handle.app;
    if (metrics) {
      metrics.watchDatabase(database, name);
      app = withRequestMetrics(metrics, handle.app);
      const metricsServer = await serveMetrics(metrics, {
        port: config.METRICS_PORT!,
        host: config.HOST,
        logger,
      });
      const address = metricsServer.address();
      logger.info(
        { port: typeof address === 'object' && address ? address.port : config.METRICS_PORT },
        'metrics listening',
      );
    }
    const server = await serve(app, {
      port: config.PORT,
      host: config.HOST,
      logger,
      // Handlers in flight finish first, so what they write to the outbox goes out in the relay's flush.
      onStop: [
        async () => bus.stopConsuming?.(),
        () => handle.stop(),
        () => bus.close(),
        () => database.close(),
        stopTracing,
      ],
    });
    const address = server.address();
    logger.info(
      {
        port: typeof address === 'object' && address ? address.port : config.PORT,
        bus: bus.kind,
        db: database.kind,
      },
      `${name} service listening`,
    );
  } catch (err) {
    logger.fatal({ err }, `${name} service failed to start`);
    process.exit(1);
  }
}

/** Reads configuration or stops the process with the problems listed, no stack trace. */
export function configOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
