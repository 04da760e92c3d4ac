// The /v1 edge: security headers, CSRF, the session cookie, rate limits, auth endpoints, routing to
// the owning service with a signed internal token, and one JSON error envelope for all of it.
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { rateLimit } from 'express-rate-limit';
import { HTTP_MESSAGES } from '@coachwork/contracts';
import {
  CsrfError,
  errorHandler,
  httpLogger,
  traceRequests,
  INTERNAL_TOKEN_HEADER,
  isStopping,
  NotFoundError,
  RETRY_AFTER_SECONDS,
  signInternalToken,
  type Actor,
  type EventBus,
  type Logger,
} from '@coachwork/service-kit';
import type { SessionView } from '@coachwork/service-identity';
import type { GatewayConfig } from './config';
import { CSRF_COOKIE, CSRF_HEADER, issueCsrfToken, setCsrfCookie, verifyCsrf } from './csrf';
import type { IdentityClient } from './identity-client';
import { serviceFor, type ServiceName } from './routing';
import { readSessionId, SESSION_COOKIE } from './session-cookie';
import { authRoutes } from './auth.routes';
import { oauthRoutes } from './oauth.routes';
import { placeholderPages } from './placeholder-pages';
import { consoleAssets } from './console-assets';
import { RENDER_HEADER, storefront } from './storefront';
import { responseCompression } from './compression';
import { CATALOGUE_EVENTS, CatalogueCache } from './catalogue-cache';
import { apiDocsRoutes, openApiDocument } from './api-docs.routes';
import { responseCheck, type ResponseMismatch } from './response-check';
import { guestCheckoutRoutes } from './guest-checkout.routes';
import type { RateLimitStores } from './rate-limit-store';

declare module 'express-serve-static-core' {
  interface Request {
    /** The session id the cookie claims (valid signature), whether or not the session is alive. */
    sessionId?: string | null;
    /** The live session behind it, resolved by identity. */
    session?: SessionView | null;
  }
}

export type ServiceHealth = Record<string, 'up' | 'down'>;

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  identity: IdentityClient;
  dispatch: Record<ServiceName, RequestHandler>;
  health(): Promise<Record<ServiceName, ServiceHealth>>;
  /** Every event in this process (EventBus.listen): drops the catalogue cache when it changes. */
  listen?: EventBus['listen'];
  /** Where the built front ends live (the repository root by default). */
  rootDir?: string;
  /** Where rate limits are counted when several gateways share them (this process's memory if unset). */
  rateLimits?: RateLimitStores;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Calls from servers, not browsers: no cookie rides along, so there is nothing for CSRF to protect, and
 * the route proves the caller itself (Stripe signs the raw body with the webhook secret).
 */
const CSRF_EXEMPT = new Set(['/v1/payments/webhooks/stripe']);

/** The hosts Stripe's documentation lists for Stripe.js and the Payment Element. */
const STRIPE_CSP = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The headers a middleware that sets the same ones on every answer (helmet's) writes, as a flat
 * [name, value, ...] list: run once on a stand-in response.
 */
function headersOf(middleware: RequestHandler): string[] {
  const headers: string[] = [];
  let ran = false;
  const res = {
    setHeader(name: string, value: unknown) {
      headers.push(name, String(value));
    },
    removeHeader() {},
    getHeader() {
      return undefined;
    },
  };
  void middleware({ headers: {}, method: 'GET' } as never, res as never, () => {
    ran = true;
  });
  if (!ran) throw new Error('the security headers middleware did not finish at once');
  return headers;
}

export function createGateway(deps: GatewayDeps): Express {
  const { config, identity, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set(
    'trust proxy',
    config.TRUST_PROXY === 'true' ? true : config.TRUST_PROXY === 'false' ? false : config.TRUST_PROXY,
  );
  app.set('query parser', 'extended');
  const rootDir = deps.rootDir ?? path.resolve(__dirname, '..', '..');
  // og:url and og:image are absolute, on the address people open.
  const pages = storefront({
    rootDir,
    logger,
    appUrl: config.APP_URL,
    publicOrigin: config.APP_URL.replace(/\/+$/, ''),
  });
  // A remote deployed on its own host loads its manifest, scripts and styles from there.
  const remoteOrigins = [
    ...new Set(
      Object.values(config.remoteUrls)
        .filter((u): u is string => Boolean(u))
        .map((u) => new URL(u).origin),
    ),
  ];
  // Stripe.js runs from Stripe's hosts (its card fields are frames, 3-D Secure comes from hooks.stripe.com);
  // the sandbox needs none of them, so they are allowed only when payments go through Stripe.
  const stripe = config.STRIPE_SECRET_KEY ? STRIPE_CSP : { script: [], frame: [], connect: [] };

  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The storefront's colour-mode boot script is allowed by its hash, nothing else inline.
        scriptSrc: [
          "'self'",
          ...(pages.inlineScriptHash ? [pages.inlineScriptHash] : []),
          ...remoteOrigins,
          ...stripe.script,
        ],
        // antd writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...remoteOrigins],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        connectSrc: ["'self'", ...remoteOrigins, ...stripe.connect],
        frameSrc: ["'self'", ...stripe.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // A span per request (not the health checks) whose traceparent the proxied service continues.
  app.use(traceRequests((p) => p === '/v1/health'));
  const catalogue = new CatalogueCache(config.INTERNAL_TOKEN_SECRET);
  // What the catalogue cache holds is answered first, with the same security headers worked out once.
  app.use(catalogue.hits(SESSION_COOKIE, { fixedHeaders: headersOf(securityHeaders), logger }));
  app.use(securityHeaders);
  app.use(httpLogger(logger));
  app.use(responseCompression());
  // After compression: it sees the answer as the routes wrote it.
  const mismatches: ResponseMismatch[] = [];
  app.locals.responseMismatches = mismatches;
  if (config.validateResponses)
    app.use('/v1', responseCheck({ document: openApiDocument, logger, mismatches }));
  app.use(cookieParser());

  for (const subject of CATALOGUE_EVENTS)
    deps
      .listen?.(subject, () => catalogue.invalidate())
      .catch((err: unknown) =>
        logger.error({ err, subject }, 'catalogue cache cannot hear events; it expires by age only'),
      );

  const v1 = express.Router();
  // 503 (with Retry-After) while a service, its database or the bus is down, and once shutting down.
  v1.get('/v1/health', async (_req, res) => {
    const services = await deps.health();
    const stopping = isStopping();
    const ok = !stopping && Object.values(services).every((s) => Object.values(s).every((v) => v === 'up'));
    if (!ok) res.set('Retry-After', String(RETRY_AFTER_SECONDS));
    res
      .status(ok ? 200 : 503)
      .json({ status: stopping ? 'stopping' : ok ? 'ok' : 'degraded', mode: config.mode, services });
  });

  v1.use(apiDocsRoutes());

  v1.use(
    '/v1',
    rateLimit({
      windowMs: 60_000,
      limit: config.API_RATE_LIMIT_MAX,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      ...(deps.rateLimits && { store: deps.rateLimits.store('api') }),
      // The storefront renderer's reads on behalf of a page view are not the visitor's requests.
      skip: (req) => req.get(RENDER_HEADER) === pages.renderToken,
      handler(_req, res) {
        res.status(429).set('Retry-After', '60').json({ message: HTTP_MESSAGES.tooManyRequests });
      },
    }),
  );

  // Before any session work: the public catalogue needs none.
  v1.use(catalogue.middleware(deps.dispatch.workshops));

  // Who is calling: the cookie's session id (signature checked here), then the live session.
  v1.use('/v1', async (req, _res, next) => {
    req.sessionId = readSessionId(req, config.SESSION_SECRET);
    next();
  });

  v1.get('/v1/csrf-cookie', (req, res) => {
    setCsrfCookie(res, issueCsrfToken(config.SESSION_SECRET, req.sessionId ?? null), config.cookieSecure);
    res.status(204).end();
  });

  v1.use('/v1', (req, _res, next) => {
    if (!UNSAFE.has(req.method) || CSRF_EXEMPT.has(req.originalUrl.split('?')[0]!)) return next();
    const ok = verifyCsrf(
      config.SESSION_SECRET,
      req.sessionId ?? null,
      req.cookies?.[CSRF_COOKIE],
      req.get(CSRF_HEADER),
    );
    next(ok ? undefined : new CsrfError());
  });

  v1.use('/v1', async (req, _res, next) => {
    req.session = req.sessionId ? await identity.resolve(req.sessionId) : null;
    next();
  });

  v1.use(authRoutes(config, identity, deps.rateLimits));
  v1.use(oauthRoutes(config, identity, logger, deps.rateLimits));
  v1.use(guestCheckoutRoutes(config, identity, deps.dispatch.bookings, deps.rateLimits));

  // Everything else under /v1 goes to the service that owns it, vouched for by an internal token.
  v1.use((req, res, next) => {
    if (!req.path.startsWith('/v1/')) return next();
    const service = serviceFor(req.originalUrl);
    if (!service)
      return next(
        new NotFoundError(`The route ${req.method} ${req.originalUrl.split('?')[0]} does not exist.`),
      );
    const actor: Actor = req.session
      ? {
          userId: req.session.user.id,
          sessionId: req.session.sessionId,
          roles: req.session.roles,
          permissions: req.session.permissions,
          defaultTenantSlug: req.session.user.defaultTenantSlug,
          // Fresh from identity on every request: a service's copy of the user may not have heard yet.
          email: req.session.user.email,
          emailVerified: Boolean(req.session.user.emailVerifiedAt),
          ip: req.ip ?? null,
        }
      : { userId: null, sessionId: null, roles: [], permissions: [], ip: req.ip ?? null };
    req.headers[INTERNAL_TOKEN_HEADER] = signInternalToken(actor, config.INTERNAL_TOKEN_SECRET);
    if (service === 'workshops' && UNSAFE.has(req.method)) catalogue.invalidateAfter(res);
    deps.dispatch[service](req, res, next);
  });

  app.use((req, _res, next) => {
    // A client must never smuggle its own internal token past the gateway.
    delete req.headers[INTERNAL_TOKEN_HEADER];
    next();
  });
  app.use(v1);
  app.use('/v1', (req, _res, next) =>
    next(new NotFoundError(`The route ${req.method} ${req.originalUrl.split('?')[0]} does not exist.`)),
  );
  const assets = consoleAssets({ rootDir, remoteUrls: config.remoteUrls });
  if (assets) app.use(assets);
  app.use(catalogue.pages(SESSION_COOKIE));
  app.use(pages.router);
  app.use(placeholderPages());
  app.use(errorHandler(logger));
  return app;
}
