import express, { type RequestHandler } from 'express';
import type * as yup from 'yup';
import { validateInput } from '@coachwork/contracts';
import { ValidationError } from '../errors';
import { refuseUnstorableInput } from './storable-input';

export { isStorableText, refuseUnstorableInput, unstorablePaths } from './storable-input';

/**
 * Validates and casts `req.body` with a contracts schema; answers 422 with the dotted bag and changes
 * nothing. The cast value replaces the input, so handlers see trimmed, lower-cased, defaulted data only.
 */
export function validate(schema: yup.AnyObjectSchema): RequestHandler {
  return async (req, _res, next) => {
    const body: unknown = req.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      return next(new ValidationError({ _: ['The request body must be a JSON object.'] }));
    }
    const result = await validateInput(schema, body ?? {});
    if (!result.ok) return next(new ValidationError(result.errors));
    req.body = result.value;
    next();
  };
}

export const JSON_BODY_LIMIT = '256kb';

/**
 * JSON body parsing with the shared size limit; malformed JSON becomes a 400 through the error table.
 * Then what no route may take (refuseUnstorableInput): a NUL or a lone surrogate anywhere in the body
 * or the query is a 422 on its field. Every service app and the gateway's own routes with a body come
 * through here.
 */
export function jsonBody(): RequestHandler {
  const parse = express.json({
    limit: JSON_BODY_LIMIT,
    // Signed webhooks are checked over the exact bytes sent, which re-serialised JSON would not be.
    verify: (req, _res, buf) => {
      (req as RawBodyRequest).rawBody = buf;
    },
  });
  const refuse = refuseUnstorableInput();
  return (req, res, next) => parse(req, res, (err?: unknown) => (err ? next(err) : refuse(req, res, next)));
}

interface RawBodyRequest {
  rawBody?: Buffer;
}

/** The request body as received (JSON requests only); undefined when there was none. */
export function rawBodyOf(req: unknown): Buffer | undefined {
  return (req as RawBodyRequest).rawBody;
}
