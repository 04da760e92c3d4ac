// Which service owns which /v1 resource, and how a request reaches it: the service's Express app
// called in-process (embedded mode) or an HTTP proxy with timeouts (distributed mode).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware, fixRequestBody } from 'http-proxy-middleware';
import { RETRY_AFTER_SECONDS, type Logger } from '@coachwork/service-kit';

export const SERVICE_NAMES = ['identity', 'tenants', 'workshops', 'bookings', 'webhooks'] as const;
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
  // The coach's check-in at the door (issue 27 item 4).
  'check-ins': 'bookings',
  invitations: 'bookings',
  vouchers: 'bookings',
  payments: 'bookings',
  'public/payments': 'bookings',
  dashboard: 'bookings',
  payouts: 'bookings',
  // Bookings' own changes for now; the other services' entries join it later (issue 28 item 2).
  'audit-log': 'bookings',
  // Outgoing webhooks: endpoints, deliveries and resends (issue 28 item 3).
  webhooks: 'webhooks',
  // Verified reviews (issue 28 item 1); workshops keeps the ratings the catalogue shows.
  reviews: 'bookings',
  // The waitlist of sold-out schedules (issue 27 item 1); leaving and declining by a mail's link are public.
  waitlist: 'bookings',
  'public/waitlist': 'bookings',
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

/** Upstream failures that mean "the service is not there right now": 503 + Retry-After. */
const DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN']);

export function proxyDispatcher(target: string, timeoutMs: number, logger: Logger): RequestHandler {
  // http-proxy answers its own proxyTimeout by aborting the request, which surfaces as ECONNRESET
  // ('socket hang up'), the same code as a service that died: the timeout is noted here to tell them apart.
  const timedOut = new WeakSet<IncomingMessage>();
  return createProxyMiddleware({
    target,
    changeOrigin: true,
    xfwd: true,
    // Only the upstream request times out: a `timeout` on the visitor's socket as well fired first
    // and hung up on them instead of answering 504.
    proxyTimeout: timeoutMs,
    on: {
      proxyReq(proxyReq, req) {
        proxyReq.once('timeout', () => timedOut.add(req));
        // The gateway reads a few bodies itself (guest checkout's address); those are sent on re-written.
        fixRequestBody(proxyReq, req as Parameters<typeof fixRequestBody>[1]);
      },
      error(err, req, res) {
        const code = (err as NodeJS.ErrnoException).code;
        const r = res as ServerResponse;
        const timeout = timedOut.has(req) || code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT';
        const down = !timeout && (code === undefined || DOWN_CODES.has(code));
        logger.warn({ err: (err as Error).message, code, target, timeout }, 'upstream request failed');
        if (typeof r.writeHead !== 'function' || r.headersSent) return;
        const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
        if (!timeout) headers['retry-after'] = String(RETRY_AFTER_SECONDS);
        r.writeHead(timeout ? 504 : down ? 503 : 502, headers);
        r.end(
          JSON.stringify({
            message: timeout
              ? 'The service took too long to answer. Please try again.'
              : 'The service is unavailable. Please try again shortly.',
          }),
        );
      },
    },
  }) as unknown as RequestHandler;
}
