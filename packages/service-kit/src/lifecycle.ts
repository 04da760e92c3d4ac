// Graceful shutdown: on SIGTERM or SIGINT stop accepting connections, let in-flight requests finish,
// then run the stop steps in order (relay, consumers, database), and leave.
import http from 'node:http';
import type { Express } from 'express';
import type { Logger } from './logger';

export interface ServeOptions {
  port: number;
  host: string;
  logger: Logger;
  /** Called in order after the HTTP server has drained. */
  onStop?: (() => Promise<void>)[];
  graceMs?: number;
}

export async function serve(app: Express, options: ServeOptions): Promise<http.Server> {
  const server = http.createServer(app);
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    options.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      options.logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, options.graceMs ?? 10_000);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    for (const step of options.onStop ?? []) {
      await step().catch((err: unknown) => options.logger.error({ err }, 'error while stopping'));
    }
    options.logger.flush?.();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return server;
}
