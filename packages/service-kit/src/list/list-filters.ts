// Filters that the generic list contract cannot express as `column = value` (ranges, arrays, ids that
// must be checked before they reach a uuid column): taken out of the parsed query and handled here.
import { isUuid } from '../db/columns';
import { ValidationError } from '../errors';
import type { ListQuery } from './list-query';

const DATE_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/i;
const isIsoDate = (v: string) => DATE_OR_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v));

/** Removes `keys` from q.filter and returns them. */
export function takeFilters(q: ListQuery, keys: readonly string[]): Record<string, string[] | undefined> {
  const taken: Record<string, string[] | undefined> = {};
  for (const key of keys) {
    taken[key] = q.filter[key];
    delete q.filter[key];
  }
  return taken;
}

/** A uuid column compared with text that is not a uuid would be a database error, so it is a 422. */
export function assertUuidFilters(q: ListQuery, keys: readonly string[]): void {
  const errors: Record<string, string[]> = {};
  for (const key of keys) {
    if (q.filter[key]?.some((v) => !isUuid(v)))
      errors[`filter.${key}`] = [`The ${key} filter must hold valid IDs.`];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

export function dateFilter(values: string[] | undefined, key: string, errors: Record<string, string[]>) {
  const v = values?.[0];
  if (v === undefined) return undefined;
  if (values!.length > 1 || !isIsoDate(v)) {
    errors[`filter.${key}`] = [`The ${key} filter must be a date (YYYY-MM-DD) or an ISO date-time.`];
    return undefined;
  }
  return new Date(v);
}

export function numberFilter(values: string[] | undefined, key: string, errors: Record<string, string[]>) {
  const v = values?.[0];
  if (v === undefined) return undefined;
  if (values!.length > 1 || !/^\d+(\.\d+)?$/.test(v)) {
    errors[`filter.${key}`] = [`The ${key} filter must be a number of at least 0.`];
    return undefined;
  }
  return Number(v);
}
