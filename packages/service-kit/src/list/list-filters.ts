// Filters that the generic list contract cannot express as `column = value` (ranges, arrays): taken out
// of the parsed query and turned into conditions here. parseListQuery has already checked each value by
// its declared kind (dates, numbers, ids), so these only convert.
import { ValidationError } from '../errors';
import type { ListQuery } from './list-query';

/** Removes `keys` from q.filter and returns them. */
export function takeFilters(q: ListQuery, keys: readonly string[]): Record<string, string[] | undefined> {
  const taken: Record<string, string[] | undefined> = {};
  for (const key of keys) {
    taken[key] = q.filter[key];
    delete q.filter[key];
  }
  return taken;
}

/** A date filter's value (declared with filterBy.date, so one real date). */
export function dateFilter(values: string[] | undefined): Date | undefined {
  return values?.[0] === undefined ? undefined : new Date(values[0]);
}

/** A number filter's value (declared with filterBy.number). */
export function numberFilter(values: string[] | undefined): number | undefined {
  return values?.[0] === undefined ? undefined : Number(values[0]);
}

/**
 * `filter[<key>]=me` is the caller (the coach area's "my schedules", "my workshops"). The routes that
 * offer it need a permission, so there is always a caller; a system actor has no `me`.
 */
export function resolveMe(q: ListQuery, key: string, me: string | null): void {
  const values = q.filter[key];
  if (!values?.includes('me')) return;
  if (!me) throw new ValidationError({ [`filter.${key}`]: ['Only a signed-in user has a "me".'] });
  q.filter[key] = [...new Set(values.map((v) => (v === 'me' ? me : v)))];
}
