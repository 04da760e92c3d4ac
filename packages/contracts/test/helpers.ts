// Small assertions shared by the schema tests: run a schema the way services do and look at the bag.
import type * as yup from 'yup';
import { validateInputSync, type ErrorBag } from '../src';

export const UUID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const UUID_2 = '7d0b3c52-91e4-4f6a-b2d8-5c3e1a9f4b60';
/** A version-7 id, which yup's own uuid() would reject. */
export const UUID_V7 = '01890a5d-ac96-774b-bcce-b302099a8057';

export const chars = (length: number, char = 'a') => char.repeat(length);

export function expectValid<S extends yup.Schema<unknown>>(schema: S, input: unknown): yup.InferType<S> {
  const result = validateInputSync(schema, input);
  if (!result.ok) throw new Error(`expected the input to be valid, got ${JSON.stringify(result.errors)}`);
  return result.value;
}

export function expectInvalid(schema: yup.Schema<unknown>, input: unknown): ErrorBag {
  const result = validateInputSync(schema, input);
  if (result.ok) throw new Error(`expected the input to be invalid, got ${JSON.stringify(result.value)}`);
  return result.errors;
}

/** The messages reported on one path; [] when the input is valid or that path has none. */
export function messagesAt(schema: yup.Schema<unknown>, input: unknown, path: string): string[] {
  const result = validateInputSync(schema, input);
  return result.ok ? [] : (result.errors[path] ?? []);
}
