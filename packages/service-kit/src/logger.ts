import pino, { type Logger } from 'pino';
import pinoHttp from 'pino-http';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { traceFields } from './tracing';

export type { Logger };

export function createLogger(name: string, level = 'info'): Logger {
  return pino({
    name,
    level,
    // A line written inside a span names its trace (trace_id, span_id); without tracing, nothing.
    mixin: traceFields,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-internal-token"]',
        'password',
      ],
      remove: true,
    },
  });
}

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Secrets that travel in URLs (invitation links `/invitations/{token}`, sign-in links `?token=`)
 * are blanked before a URL is logged: a log line must never let its reader take a seat or an account.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/invitations\/)[^/?#]{16,}/g, '$1[redacted]')
    .replace(/([?&](?:token|invitation_token)=)[^&#]*/gi, '$1[redacted]');
}

/**
 * The request's id: the caller's X-Request-Id when it is a plain token, else a new one. Written back on
 * the request, so the service a proxied request reaches logs the same id.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  return id;
}

/** Request logging; reuses the id the gateway assigned so one request reads the same across processes. */
export function httpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const id = requestId(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel(_req, res, err) {
      if (err || res.statusCode >= 500) return 'error';
      return 'info';
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
