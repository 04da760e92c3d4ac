// Turning yup's errors into the 422 error bag of the HTTP contract, and a validate helper services share.
import * as yup from 'yup';
import type { ErrorBag } from './http';
import { withoutProtoKeys } from './yup-guards';

/** Key of errors that belong to the body as a whole rather than to one field. */
export const ROOT_ERROR_KEY = '_';

const PATH_SEGMENT = /\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]|\['((?:[^'\\]|\\.)*)'\]|([^.[\]]+)/g;

/** `profile.socialAccounts[0].url` → `profile.socialAccounts.0.url`; `["a"]` → `a`; '' → `_`. */
export function toDottedPath(path: string | undefined): string {
  if (!path) return ROOT_ERROR_KEY;
  const segments: string[] = [];
  for (const match of path.matchAll(PATH_SEGMENT)) {
    const segment =
      match[1] ?? match[2]?.replace(/\\(.)/g, '$1') ?? match[3]?.replace(/\\(.)/g, '$1') ?? match[4];
    if (segment !== undefined) segments.push(segment);
  }
  return segments.length > 0 ? segments.join('.') : ROOT_ERROR_KEY;
}

export function toErrorBag(error: yup.ValidationError): ErrorBag {
  const bag: ErrorBag = {};
  const leaves = error.inner.length > 0 ? error.inner : [error];
  for (const leaf of leaves) {
    const key = toDottedPath(leaf.path);
    const messages = (bag[key] ??= []);
    for (const message of leaf.errors.length > 0 ? leaf.errors : [leaf.message]) {
      if (!messages.includes(message)) messages.push(message);
    }
  }
  return bag;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ErrorBag };

const OPTIONS = { abortEarly: false, stripUnknown: true } as const;

/**
 * The options for one validation. yup 1.7's async `validate` hands the caller's options object to the
 * object schema, which writes into it: `from` (the ancestors a test sees, with their values) grows by
 * one entry per call, and `originalValue` keeps the first value it was given. With one shared object,
 * each call copied that ever longer list (a booking's body: 0.09 ms a call over the first 5,000 calls,
 * 2.95 ms a call over calls 35,001-40,000; 0.03 ms with fresh options), the list held about 50 bytes
 * more per call for the life of the process, and a test's `this.from` and `originalValue` showed the
 * first request's body. `validateSync` copies the options itself; both get a fresh object.
 */
const freshOptions = () => ({ ...OPTIONS });

/** Validates and casts `input`, collecting every error; anything but a ValidationError is rethrown. */
export async function validateInput<S extends yup.ISchema<unknown>>(
  schema: S,
  input: unknown,
): Promise<ValidationResult<yup.InferType<S>>> {
  try {
    return {
      ok: true,
      value: (await schema.validate(withoutProtoKeys(input), freshOptions())) as yup.InferType<S>,
    };
  } catch (error) {
    if (yup.ValidationError.isError(error)) return { ok: false, errors: toErrorBag(error) };
    throw error;
  }
}

/** The same for schemas without async tests (all of this package's), where a Promise is in the way. */
export function validateInputSync<S extends yup.Schema<unknown>>(
  schema: S,
  input: unknown,
): ValidationResult<yup.InferType<S>> {
  try {
    return {
      ok: true,
      value: schema.validateSync(withoutProtoKeys(input), freshOptions()) as yup.InferType<S>,
    };
  } catch (error) {
    if (yup.ValidationError.isError(error)) return { ok: false, errors: toErrorBag(error) };
    throw error;
  }
}
