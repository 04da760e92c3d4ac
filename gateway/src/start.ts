// `npm start` ends here: the gateway with the services embedded (default) or proxied (when the four
// service URLs are set), listening on PORT.
import { configOrExit, connectBus, createLogger, serve } from '@coachwork/service-kit';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@coachwork/service-identity';
import { createGateway } from './app';
import { readConfig } from './config';
import { bootEmbedded } from './embedded';
import { distributedDeps } from './distributed';

async function main() {
  const config = configOrExit(() => readConfig());
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const started = Date.now();
  const embedded = config.mode === 'embedded' ? await bootEmbedded(config, logger) : undefined;
  // Distributed: the gateway hears events too, for its catalogue cache.
  const bus =
    !embedded && config.NATS_URL ? await connectBus(config.NATS_URL, 'coachwork-gateway', logger) : undefined;
  const deps = embedded?.deps ?? {
    ...distributedDeps(config, logger),
    listen: bus && ((subject, handler) => bus.listen(subject, handler)),
  };
  const app = createGateway({ ...deps, config, logger });
  const server = await serve(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    onStop: embedded ? [() => embedded.stop()] : bus ? [() => bus.close()] : [],
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '127.0.0.1' ? 'localhost' : config.HOST;
  logger.info({ port, mode: config.mode, startupMs: Date.now() - started }, 'gateway listening');
  const lines = [
    '',
    `  Coachwork is running (${config.mode} mode) at http://${host}:${port}`,
    `    storefront   http://${host}:${port}/`,
    `    back office  http://${host}:${port}/admin/`,
    `    API health   http://${host}:${port}/v1/health`,
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
