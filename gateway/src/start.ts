// `npm start` ends here: the gateway with the services embedded (default) or proxied (when the four
// service URLs are set), listening on PORT.
import net from 'node:net';
import {
  configOrExit,
  connectBus,
  createLogger,
  createProcessMetrics,
  serveMetrics,
  withRequestMetrics,
  serve,
  startTracing,
  stopTracing,
  untilReady,
  type EventBus,
} from '@coachwork/service-kit';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@coachwork/service-identity';
import { createGateway } from './app';
import { localAppUrl, readConfig } from './config';
import { bootEmbedded } from './embedded';
import { distributedDeps } from './distributed';

/** A port free right now on `host`: the product's address is needed before it listens (mailed links). */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function main() {
  let config = configOrExit(() => readConfig());
  if (config.PORT === 0) {
    const port = await freePort(config.HOST);
    config = configOrExit(() => readConfig({ ...process.env, PORT: String(port) }));
  }
  const logger = createLogger('gateway', config.LOG_LEVEL);
  // Spans are exported over OTLP only when the OTEL_ variables say where (embedded: one process, one name).
  if (startTracing('gateway')) logger.info('exporting traces over OTLP');
  const started = Date.now();
  const embedded = config.mode === 'embedded' ? await bootEmbedded(config, logger) : undefined;
  // Distributed: the gateway hears events too, for its catalogue cache. It connects in the background:
  // with nats-server away the gateway still serves (the cache then expires by age only).
  const bus =
    !embedded && config.NATS_URL
      ? untilReady('nats-server', logger, () =>
          connectBus(config.NATS_URL, 'coachwork-gateway', logger, config.NATS_STREAM_REPLICAS),
        )
      : undefined;
  const deps = embedded?.deps ?? {
    ...distributedDeps(config, logger),
    listen: bus && (async (subject, handler) => (await bus).listen(subject, handler)),
  };
  const app = createGateway({ ...deps, config, logger });
  // Prometheus metrics on their own port (METRICS_PORT), never on the public one.
  const metrics = config.METRICS_PORT === undefined ? undefined : createProcessMetrics('gateway');
  if (metrics) await serveMetrics(metrics, { port: config.METRICS_PORT!, host: config.HOST, logger });
  let connected: EventBus | undefined;
  void bus?.then((b) => (connected = b));
  const server = await serve(metrics ? withRequestMetrics(metrics, app) : app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    onStop: [embedded ? () => embedded.stop() : async () => connected?.close(), stopTracing],
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = localAppUrl(config.HOST, port);
  logger.info({ port, mode: config.mode, startupMs: Date.now() - started }, 'gateway listening');
  const lines = [
    '',
    `  Coachwork is running (${config.mode} mode) at ${url}`,
    `    storefront   ${url}/`,
    `    back office  ${url}/admin/`,
    `    API health   ${url}/v1/health`,
  ];
  if (config.seedDemo) {
    lines.push('', `  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.email.padEnd(22)} ${a.roles[0] ?? 'booker'}`);
  }
  lines.push('', '  Press Ctrl-C to stop.', '');
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  console.error('Coachwork failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
