import type { Request } from 'express';
import { isUuid } from '../db/columns';
import { NotFoundError } from '../errors';

/** A route's id parameter; anything that is not a UUID cannot exist, so it is a 404 (never a 500). */
export function uuidParam(req: Request, name = 'id', what = 'Resource'): string {
  const value = req.params[name];
  if (typeof value !== 'string' || !isUuid(value)) throw new NotFoundError(`${what} not found.`);
  return value.toLowerCase();
}
