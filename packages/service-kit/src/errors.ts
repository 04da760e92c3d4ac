// One error family for domain code and one table mapping it to HTTP. Domain code throws; it never
// calls res.status. Unknown errors become a 500 with a generic body and a logged stack.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { HTTP_MESSAGES, type ErrorBag } from '@coachwork/contracts';
import type { Logger } from './logger';
import { isDependencyDown, RETRY_AFTER_SECONDS } from './resilience';

export class AppError extends Error {
  constructor(
    message: string,
    public readonly kind: ErrorKind,
    public readonly extra: {
      errors?: ErrorBag;
      retryAfterSeconds?: number;
      /** More fields of the answer's body beside `message` (409 Not enough seats left: `seatsLeft`). */
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export type ErrorKind =
  | 'bad_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'csrf'
  | 'validation'
  | 'too_many_requests'
  | 'unavailable';

export const ERROR_STATUS: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  csrf: 419,
  validation: 422,
  too_many_requests: 429,
  unavailable: 503,
};

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(message, 'bad_request');
  }
}
export class UnauthenticatedError extends AppError {
  constructor(message: string = HTTP_MESSAGES.unauthenticated) {
    super(message, 'unauthenticated');
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string = HTTP_MESSAGES.forbidden) {
    super(message, 'forbidden');
  }
}
export class NotFoundError extends AppError {
  constructor(message: string = HTTP_MESSAGES.notFound) {
    super(message, 'not_found');
  }
}
export class ConflictError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(message, 'conflict', details ? { details } : {});
  }
}
export class CsrfError extends AppError {
  constructor() {
    super(HTTP_MESSAGES.csrfMismatch, 'csrf');
  }
}
export class ValidationError extends AppError {
  constructor(errors: ErrorBag, message?: string) {
    super(message ?? firstMessage(errors) ?? HTTP_MESSAGES.invalidData, 'validation', { errors });
  }
}
export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(HTTP_MESSAGES.tooManyRequests, 'too_many_requests', { retryAfterSeconds });
  }
}
export const UNAVAILABLE_MESSAGE = 'The service is unavailable. Please try again shortly.';

/** 503 with Retry-After: a dependency (the database, another service) is down for now. */
export class ServiceUnavailableError extends AppError {
  constructor(message = UNAVAILABLE_MESSAGE, retryAfterSeconds = RETRY_AFTER_SECONDS) {
    super(message, 'unavailable', { retryAfterSeconds });
  }
}

function firstMessage(errors: ErrorBag): string | undefined {
  const all = Object.values(errors).flat();
  if (!all.length) return undefined;
  return all.length > 1 ? `${all[0]} (and ${all.length - 1} more error${all.length > 2 ? 's' : ''})` : all[0];
}

/** Maps any thrown value to a status and JSON body. Exported so the gateway answers the same way. */
export function toHttpError(err: unknown): {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
} {
  if (err instanceof AppError) {
    const body: Record<string, unknown> = { ...err.extra.details, message: err.message };
    if (err.extra.errors) body.errors = err.extra.errors;
    const headers: Record<string, string> = {};
    if (err.extra.retryAfterSeconds !== undefined)
      headers['Retry-After'] = String(err.extra.retryAfterSeconds);
    return { status: ERROR_STATUS[err.kind], body, headers };
  }
  // body-parser errors carry a `type` and a status.
  const e = err as { type?: string; status?: number; statusCode?: number };
  if (e && typeof e === 'object') {
    if (e.type === 'entity.parse.failed')
      return { status: 400, body: { message: HTTP_MESSAGES.malformedJson }, headers: {} };
    if (e.type === 'entity.too.large')
      return { status: 413, body: { message: HTTP_MESSAGES.payloadTooLarge }, headers: {} };
    const status = e.status ?? e.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { status, body: { message: (err as Error).message || 'Bad request.' }, headers: {} };
    }
    // The database went away under the request: the client may try again once it is back.
    if (isDependencyDown(err))
      return {
        status: 503,
        body: { message: UNAVAILABLE_MESSAGE },
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      };
  }
  return { status: 500, body: { message: HTTP_MESSAGES.serverError }, headers: {} };
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const { status, body, headers } = toHttpError(err);
    const reqId = (req as { id?: unknown }).id;
    // An outage is not a bug: one line per refused request, no stack.
    if (status === 503) logger.warn({ reqId, reason: (err as Error)?.message }, 'dependency unavailable');
    else if (status >= 500) logger.error({ err, reqId }, 'unhandled error');
    if (res.headersSent) return;
    res.status(status).set(headers).json(body);
  };
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(new NotFoundError());
