// Server-side validation (422, field-keyed bag) back onto react-hook-form, focusing the first failing field.
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import type { ErrorBag, ValidationErrorBody } from '@coachwork/contracts';
import { classifyError } from './api/base-query';
import { toast } from './toast-bridge';

/** Bag key the server uses for an error about the whole form rather than one field. */
export const ROOT_ERROR_KEY = '_';
/** Where such errors land in react-hook-form (`formState.errors.root.server`). */
export const ROOT_SERVER_ERROR = 'root.server';

export interface ApplyErrorBagOptions {
  /** Drop a prefix the form does not have, e.g. 'profile.' for a card that edits `profile.*` fields. */
  stripPrefix?: string;
  /** Rename a server path to the form's field name; `null` reports it as a form-level error instead. */
  mapPath?: (path: string) => string | null | undefined;
}

export interface ServerErrorOptions extends ApplyErrorBagOptions {
  /** Spec §8 shows a 422 as a notification too; a form that already lists its errors can turn it off. */
  notify?: boolean;
}

export interface ValidationFailure {
  status: 422;
  data: ValidationErrorBody;
}

/** A rejected `.unwrap()` (`{status, data}`) or a lifecycle rejection (`{error: {status, data}}`) with 422. */
export function isValidationError(err: unknown): err is ValidationFailure | { error: ValidationFailure } {
  if (typeof err !== 'object' || err === null) return false;
  const candidate = 'error' in err && typeof err.error === 'object' && err.error !== null ? err.error : err;
  return 'status' in candidate && candidate.status === 422;
}

function validationBody(err: ValidationFailure | { error: ValidationFailure }): unknown {
  return 'error' in err ? err.error.data : err.data;
}

function formPath(path: string, options: ApplyErrorBagOptions): string | null {
  if (path === ROOT_ERROR_KEY || path === '') return null;
  let name = path;
  if (options.stripPrefix && name.startsWith(options.stripPrefix))
    name = name.slice(options.stripPrefix.length);
  if (options.mapPath) {
    const mapped = options.mapPath(name);
    if (mapped === null) return null;
    if (mapped !== undefined) name = mapped;
  }
  return name || null;
}

/** Sets one 'server' error per field (its messages joined) and returns the first field path, if any. */
export function applyErrorBag<T extends FieldValues>(
  bag: ErrorBag,
  setError: UseFormSetError<T>,
  options: ApplyErrorBagOptions = {},
): Path<T> | undefined {
  let first: Path<T> | undefined;
  const rootMessages: string[] = [];
  for (const [path, messages] of Object.entries(bag)) {
    const message = messages.filter(Boolean).join(' ');
    if (!message) continue;
    const name = formPath(path, options);
    if (name === null) {
      rootMessages.push(message);
      continue;
    }
    setError(name as Path<T>, { type: 'server', message });
    first ??= name as Path<T>;
  }
  if (rootMessages.length) setError(ROOT_SERVER_ERROR, { type: 'server', message: rootMessages.join(' ') });
  return first;
}

export interface ServerErrorForm<T extends FieldValues> {
  setError: UseFormSetError<T>;
  setFocus: UseFormSetFocus<T>;
}

/** The work of `useServerErrors`, outside React so it can be tested. */
export function handleServerError<T extends FieldValues>(
  err: unknown,
  form: ServerErrorForm<T>,
  options: ServerErrorOptions = {},
): boolean {
  if (!isValidationError(err)) return false;
  const outcome = classifyError(422, validationBody(err));
  if (outcome.kind !== 'validation') return false;
  const first = applyErrorBag(outcome.errors, form.setError, options);
  if (first) {
    try {
      form.setFocus(first, { shouldSelect: false });
    } catch {
      // A field without a focusable ref (a custom widget) still shows its message.
    }
    if (typeof document !== 'undefined' && typeof document.getElementsByName === 'function') {
      document.getElementsByName(first)[0]?.scrollIntoView({ block: 'center' });
    }
  }
  if (options.notify ?? true) {
    const firstMessage = Object.values(outcome.errors).flat().find(Boolean);
    toast.error(outcome.message, firstMessage !== outcome.message ? firstMessage : undefined);
  }
  return true;
}

/**
 * `const onServerError = useServerErrors(form)`; then `catch (err) { if (!onServerError(err)) throw err; }`.
 * Returns true when the error was a 422 and is now on the form.
 */
export function useServerErrors<T extends FieldValues>(
  form: ServerErrorForm<T>,
  options: ServerErrorOptions = {},
): (err: unknown) => boolean {
  const { setError, setFocus } = form;
  const { stripPrefix, mapPath, notify } = options;
  return useCallback(
    (err: unknown) => handleServerError(err, { setError, setFocus }, { stripPrefix, mapPath, notify }),
    [setError, setFocus, stripPrefix, mapPath, notify],
  );
}
