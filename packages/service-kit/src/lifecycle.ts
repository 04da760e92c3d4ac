// Graceful shutdown: on SIGTERM or SIGINT readiness fails first (health answers 503 'stopping'), the
// server stops accepting connections and lets in-flight requests finish, then the stop steps run in
// order (event consumers, relay flush, bus, database), and the process leaves within graceMs.
import http from 'node:http';
import type { Express } from 'express';
import type { Logger } from './logger';

export interface ServeOptions {
  port: number;
  host: string;
  logger: Logger;
  /** Called in order after the HTTP server has drained. */
  onStop?: (() => Promise<void>)[];
  /** The whole shutdown's budget; past it the process exits with 1 (default 10 s). */
  graceMs?: number;
  /** How long in-flight requests may run on before their connections are closed (default graceMs / 2). */
  drainMs?: number;
}

let stopping = false;

/** True once a shutdown began: readiness checks answer 503 so nothing new is sent here. */
export function isStopping(): boolean {
  return stopping;
}

let handlersInstalled = false;

/**
 * A promise nobody awaited that failed is logged, not a reason to take every request down with it
 * (Node's default exits). A thrown exception nobody caught leaves state unknown: log it and exit 1,
 * for the supervisor to start a clean process.
 */
export function installProcessHandlers(logger: Logger): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection (process kept running)');
  });
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception; exiting');
    logger.flush?.();
    process.exit(1);
  });
}

export async function serve(app: Express, options: ServeOptions): Promise<http.Server> {
  installProcessHandlers(options.logger);
  const server = http.createServer(app);
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const graceMs = options.graceMs ?? 10_000;
  const drainMs = options.drainMs ?? graceMs / 2;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    options.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      options.logger.error('shutdown took too long; exiting');
      options.logger.flush?.();
      process.exit(1);
    }, graceMs);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive connections go as soon as their request is answered; busy ones get drainMs.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const cut = setTimeout(() => {
        options.logger.warn('requests still running at the drain deadline; closing their connections');
        server.closeAllConnections();
      }, drainMs);
      server.closeIdleConnections();
      server.once('close', () => {
        clearInterval(idle);
        clearTimeout(cut);
      });
    });
    for (const step of options.onStop ?? []) {
      await step().catch((err: unknown) => options.logger.error({ err }, 'error while stopping'));
    }
    options.logger.info({ ms: Date.now() - started }, 'stopped');
    options.logger.flush?.();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return server;
}
