// Which service owns which /v1 resource, and how a request reaches it: the service's Express app
// called in-process (embedded mode) or an HTTP proxy with timeouts (distributed mode).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware, fixRequestBody } from 'http-proxy-middleware';
import type { Logger } from '@coachwork/service-kit';

export const SERVICE_NAMES = ['identity', 'tenants', 'workshops', 'bookings'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** First path segment(s) under /v1 → owning service. `public/x` entries match `/v1/public/x`. */
export const ROUTE_TABLE: Record<string, ServiceName> = {
  users: 'identity',
  roles: 'identity',
  permissions: 'identity',
  files: 'identity',
  'public/users': 'identity',
  tenants: 'tenants',
  t: 'tenants',
  workshops: 'workshops',
  'workshop-templates': 'workshops',
  'workshop-schedules': 'workshops',
  tags: 'workshops',
  'public/workshop-schedules': 'workshops',
  bookings: 'bookings',
  'booking-seats': 'bookings',
  invitations: 'bookings',
  vouchers: 'bookings',
  payments: 'bookings',
  'public/payments': 'bookings',
  dashboard: 'bookings',
  payouts: 'bookings',
};

/**
 * Paths owned by another service than their first segment says, checked before ROUTE_TABLE: a user's
 * tenants come from the tenants service's membership table, every other /v1/users path from identity.
 */
export const ROUTE_OVERRIDES: { pattern: RegExp; service: ServiceName }[] = [
  { pattern: /^\/v1\/users\/[^/?#]+\/tenants\/?(?:[?#]|$)/, service: 'tenants' },
];

export function serviceFor(path: string): ServiceName | undefined {
  const override = ROUTE_OVERRIDES.find((o) => o.pattern.test(path));
  if (override) return override.service;
  const m = /^\/v1\/([^/?#]+)(?:\/([^/?#]+))?/.exec(path);
  if (!m) return undefined;
  const [, first, second] = m;
  if (first === 'public') return second ? ROUTE_TABLE[`public/${second}`] : undefined;
  return first ? ROUTE_TABLE[first] : undefined;
}

export type Dispatcher = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

export function proxyDispatcher(target: string, timeoutMs: number, logger: Logger): RequestHandler {
  return createProxyMiddleware({
    target,
    changeOrigin: true,
    xfwd: true,
    timeout: timeoutMs,
    proxyTimeout: timeoutMs,
    on: {
      // The gateway reads a few bodies itself (guest checkout's address); those are sent on re-written.
      proxyReq: fixRequestBody,
      error(err, _req, res) {
        const code = (err as NodeJS.ErrnoException).code;
        logger.warn({ err, target }, 'upstream request failed');
        const r = res as ServerResponse;
        if (typeof r.writeHead !== 'function' || r.headersSent) return;
        const refused = code === 'ECONNREFUSED' || code === 'ENOTFOUND';
        r.writeHead(refused ? 503 : 504, { 'content-type': 'application/json; charset=utf-8' });
        r.end(
          JSON.stringify({
            message: refused
              ? 'The service is unavailable. Please try again shortly.'
              : 'The service took too long to answer. Please try again.',
          }),
        );
      },
    },
  }) as unknown as RequestHandler;
}
