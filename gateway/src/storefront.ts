// The storefront at '/': pages rendered on the server by the bundle mfe-bookings builds
// (dist/server/storefront.js), its browser assets at /assets/storefront/, and a plain 503 page while
// the storefront is not built. The renderer reads /v1 through this same gateway, with the visitor's
// cookies, so every access rule applies to it exactly as to the browser.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import express, { Router, type Request } from 'express';
import { isCrawler } from '@coachwork/contracts';
import type { Logger } from '@coachwork/service-kit';
import { seoRoutes } from './seo';
import { precompressedStatic } from './precompressed';

/** Marks the renderer's own /v1 reads so the per-address rate limit does not count them. */
export const RENDER_HEADER = 'x-coachwork-render';

interface ApiAnswer {
  status: number;
  body: unknown;
}

interface StorefrontBundle {
  renderStorefront(
    req: IncomingMessage,
    res: ServerResponse,
    options: {
      apiGet: (path: string, cookie: string | undefined) => Promise<ApiAnswer>;
      scripts: string[];
      origin?: string;
    },
  ): Promise<void>;
  COLOR_MODE_BOOT_SCRIPT: string;
}

export interface Storefront {
  router: Router;
  /** CSP source for the one inline script the pages carry (the colour-mode boot script). */
  inlineScriptHash: string | null;
  /** Requests carrying this value in RENDER_HEADER come from the renderer. */
  renderToken: string;
}

const ERROR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong. | Coachwork</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#fafaf9;color:#1c1917;display:grid;place-items:center;min-height:100vh}
main{text-align:center;padding:24px}a{display:inline-block;margin-top:12px;padding:8px 16px;border-radius:10px;background:#eab308;color:#1c1917;text-decoration:none;font-weight:500}</style>
</head><body><main><p>500 Internal Server Error</p><h1>Something went wrong.</h1><a href="/">Return to Home</a></main></body></html>`;

function cacheControl(file: string): string {
  return /\.[0-9a-f]{8}\.(js|css)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Page requests the storefront answers: not the API, the console or an asset with an extension. */
function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (/^\/(v1|admin|assets)(\/|$)/.test(req.path)) return false;
  return !/\.[a-z0-9]+$/i.test(req.path);
}

/** fetch's failure when the connection was reset or closed before an answer came. */
function closedUnderIt(err: unknown): boolean {
  const code = (err as { cause?: { code?: unknown } })?.cause?.code;
  return code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE';
}

export function storefront({
  rootDir,
  logger,
  publicOrigin,
  appUrl,
}: {
  rootDir: string;
  logger: Logger;
  publicOrigin?: string;
  /** Where people open the product: the addresses in robots.txt and the sitemap. */
  appUrl: string;
}): Storefront {
  const distDir = path.join(rootDir, 'mfe-bookings', 'dist');
  const bundlePath = path.join(distDir, 'server', 'storefront.js');
  const clientDir = path.join(distDir, 'storefront');
  const renderToken = crypto.randomBytes(24).toString('hex');
  const router = Router();

  let bundle: StorefrontBundle | null = null;
  if (fs.existsSync(bundlePath) && fs.existsSync(path.join(clientDir, 'main.js'))) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    bundle = require(bundlePath) as StorefrontBundle;
  } else {
    logger.warn({ bundlePath }, 'storefront is not built; run npm run build');
  }

  /** Reads /v1 through this gateway on behalf of a request (its cookie, its request id). */
  const apiGetFor =
    (req: Request, cookie?: string) =>
    async (apiPath: string): Promise<ApiAnswer> => {
      const origin = `http://127.0.0.1:${req.socket.localPort}`;
      const read = () =>
        fetch(`${origin}${apiPath}`, {
          headers: {
            accept: 'application/json',
            [RENDER_HEADER]: renderToken,
            ...(cookie ? { cookie } : {}),
            ...(req.get('x-request-id') ? { 'x-request-id': req.get('x-request-id')! } : {}),
          },
        });
      // A read is safe to send again: once, when the kept-alive connection it went out on was closed
      // under it (the server's keep-alive timer and the pool's reuse crossing; seen as 500s on '/' at
      // load average 25 in bench:soak).
      const answer = await read().catch((err: unknown) => {
        if (!closedUnderIt(err)) throw err;
        return read();
      });
      const text = await answer.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      return { status: answer.status, body };
    };

  router.use(seoRoutes({ appUrl, apiGetFor: (req) => apiGetFor(req), logger }));

  router.use(
    '/assets/storefront',
    ...precompressedStatic(clientDir, {
      index: false,
      fallthrough: false,
      setHeaders: (res, file) => res.set('Cache-Control', cacheControl(file)),
    }),
  );

  router.use((req, res, next) => {
    if (!isPageRequest(req)) return next();
    if (!bundle) {
      res
        .status(503)
        .type('html')
        .send(
          '<!doctype html><title>Coachwork</title><p>The storefront is not built yet. Run <code>npm run build</code>, then reload.</p>',
        );
      return;
    }
    const apiGet = (apiPath: string, cookie: string | undefined) => apiGetFor(req, cookie)(apiPath);
    bundle
      .renderStorefront(req, res, { apiGet, scripts: ['/assets/storefront/main.js'], origin: publicOrigin })
      .catch((error: unknown) => {
        if (res.headersSent) {
          logger.error({ err: error }, 'storefront render failed mid-stream');
          res.end();
          return;
        }
        next(error);
      });
  });

  // A page that failed to render: the error page of spec §2, except for crawlers, who get the status alone.
  router.use(
    (error: unknown, req: Request, res: ServerResponse & express.Response, next: express.NextFunction) => {
      if (!isPageRequest(req)) return next(error);
      logger.error({ err: error, path: req.path }, 'storefront page failed');
      const status = 500;
      res.status(status).type('html').set('Cache-Control', 'no-store');
      if (isCrawler(req.get('user-agent'))) {
        res.send('<!doctype html><title>Server error</title>');
        return;
      }
      res.send(ERROR_PAGE);
    },
  );

  const inlineScriptHash = bundle
    ? `'sha256-${crypto.createHash('sha256').update(bundle.COLOR_MODE_BOOT_SCRIPT).digest('base64')}'`
    : null;
  return { router, inlineScriptHash, renderToken };
}
