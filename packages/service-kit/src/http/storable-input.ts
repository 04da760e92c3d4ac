// What no request may carry anywhere, whatever the route: a NUL character, or a lone UTF-16 surrogate.
// PostgreSQL stores neither in text or jsonb (it answers an error, which became a 500), and neither is
// anything a person typed. Checked once for every request, before any route: every string of the JSON
// body (keys too) and of the query is a 422 on its dotted path. The contracts' text schemas refuse
// more, field by field.
import type { RequestHandler } from 'express';
import { UNSTORABLE_TEXT, type ErrorBag } from '@coachwork/contracts';
import { ValidationError } from '../errors';

// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL can store the string as text (and JSON can carry it as UTF-8). */
export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);

/** At most this many paths are reported: a body of ten thousand NULs needs no ten thousand lines. */
const MAX_REPORTED = 20;

/**
 * The dotted paths (`address.city`, `meta.items.0`) of the strings in `value` that cannot be stored;
 * a key that cannot be stored is reported on the object holding it ('_' at the top). Walked without
 * recursion, so no nesting depth can overflow the stack.
 */
export function unstorablePaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, '']];
  const at = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);
  while (stack.length && found.length < MAX_REPORTED) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) found.push(path || '_');
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], at(path, String(i))]);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, v] of Object.entries(item).reverse()) {
        if (!isStorableText(key)) {
          if (!found.includes(path || '_')) found.push(path || '_');
          continue;
        }
        stack.push([v, at(path, key)]);
      }
    }
  }
  return found;
}

function bagOf(paths: string[]): ErrorBag {
  return Object.fromEntries(paths.map((p) => [p, [UNSTORABLE_TEXT]]));
}

/**
 * Refuses a request whose query or JSON body holds a string that cannot be stored. Path parameters
 * are each route's: ids go through uuidParam (404), other parameters through a contracts schema (422
 * on their name, like the voucher code of /v1/vouchers/verify/{code}).
 */
export function refuseUnstorableInput(): RequestHandler {
  return (req, _res, next) => {
    const bad = [...unstorablePaths(req.query), ...unstorablePaths(req.body)];
    if (bad.length) return next(new ValidationError(bagOf(bad)));
    next();
  };
}
