// Distributed mode: each service is its own process; the gateway proxies to it and asks identity
// about sessions over its internal routes.
import { openDatabase, type Logger } from '@coachwork/service-kit';
import type { GatewayConfig } from './config';
import type { GatewayDeps } from './app';
import { httpIdentity } from './identity-client';
import { postgresRateLimitStores } from './rate-limit-store';
import { proxyDispatcher, SERVICE_NAMES, type ServiceName } from './routing';

export function distributedDeps(
  config: GatewayConfig,
  logger: Logger,
): Omit<GatewayDeps, 'config' | 'logger'> {
  const urls: Record<ServiceName, string> = {
    identity: config.IDENTITY_URL!,
    tenants: config.TENANTS_URL!,
    workshops: config.WORKSHOPS_URL!,
    bookings: config.BOOKINGS_URL!,
    webhooks: config.WEBHOOKS_URL!,
  };
  const timeout = config.UPSTREAM_TIMEOUT_MS;
  // Gateways behind a load balancer count rate limits together, in the database the services use
  // (the gateway's own schema, `gateway`); without DATABASE_URL each counts by itself.
  const rateLimits = config.DATABASE_URL
    ? postgresRateLimitStores(
        openDatabase({
          databaseUrl: config.DATABASE_URL,
          dataDir: config.DATA_DIR,
          poolSize: 5,
          logger,
        }).then((database) => database.db),
        logger,
      )
    : undefined;
  return {
    rateLimits,
    identity: httpIdentity(urls.identity, config.INTERNAL_TOKEN_SECRET, timeout),
    dispatch: {
      identity: proxyDispatcher(urls.identity, timeout, logger),
      tenants: proxyDispatcher(urls.tenants, timeout, logger),
      workshops: proxyDispatcher(urls.workshops, timeout, logger),
      bookings: proxyDispatcher(urls.bookings, timeout, logger),
      webhooks: proxyDispatcher(urls.webhooks, timeout, logger),
    },
    async health() {
      const entries = await Promise.all(
        SERVICE_NAMES.map(async (name) => {
          try {
            const res = await fetch(new URL('/healthz', urls[name]), { signal: AbortSignal.timeout(2000) });
            const body = (await res.json()) as { database?: string; events?: string };
            return [
              name,
              {
                process: 'up',
                database: body.database === 'up' ? 'up' : 'down',
                events: body.events === 'up' ? 'up' : 'down',
              },
            ] as const;
          } catch {
            return [name, { process: 'down' }] as const;
          }
        }),
      );
      return Object.fromEntries(entries) as Record<ServiceName, Record<string, 'up' | 'down'>>;
    },
  };
}
