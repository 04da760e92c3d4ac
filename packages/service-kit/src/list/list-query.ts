// The list contract of ARCHITECTURE.md §4: page (1-based), perPage (≤100), sort (`field`/`-field`,
// comma list), search, filter[field] (comma list = any of), include, trashed=with|only.
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  LIST_DEFAULT_PER_PAGE,
  LIST_MAX_PER_PAGE,
  TRASHED_OPTIONS,
  type ErrorBag,
  type ListMeta,
  type Trashed,
} from '@coachwork/contracts';
import type { DbOrTx } from '../db/database';
import { ValidationError } from '../errors';

/**
 * What a filter's values must be, checked before any query is built (a value the column cannot hold
 * would otherwise reach PostgreSQL and come back as a 500). Enum values match whatever their case and
 * arrive in the enum's own spelling; `uuid` may allow stand-ins such as `me`, which the route resolves.
 */
export type FilterKind =
  | { type: 'text' }
  | { type: 'uuid'; aliases?: readonly string[] }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'date' }
  | { type: 'boolean' }
  | { type: 'number' };

/**
 * A filter of a list. Without a column the route handles it itself (ranges, sub-selects) and must take
 * it out of the query before `listRows`.
 */
export interface ListFilter {
  column?: AnyPgColumn;
  kind: FilterKind;
}

/** Declares filters with their kind: `filterable: { status: filterBy.enum(t.status, STATUSES) }`. */
export const filterBy = {
  text: (column?: AnyPgColumn): ListFilter => ({ column, kind: { type: 'text' } }),
  uuid: (column?: AnyPgColumn, aliases?: readonly string[]): ListFilter => ({
    column,
    kind: { type: 'uuid', aliases },
  }),
  enum: (column: AnyPgColumn | undefined, values: readonly string[]): ListFilter => ({
    column,
    kind: { type: 'enum', values },
  }),
  date: (column?: AnyPgColumn): ListFilter => ({ column, kind: { type: 'date' } }),
  boolean: (column?: AnyPgColumn): ListFilter => ({ column, kind: { type: 'boolean' } }),
  number: (column?: AnyPgColumn): ListFilter => ({ column, kind: { type: 'number' } }),
};

export interface ListSpec {
  table: PgTable;
  /** API field name → column. */
  sortable: Record<string, AnyPgColumn>;
  /**
   * API field name → filter. A bare column gets the kind its type implies (uuid, date, boolean, number,
   * else text); enums need `filterBy.enum` to be checked against their values.
   */
  filterable: Record<string, AnyPgColumn | ListFilter>;
  searchable: AnyPgColumn[];
  includable?: readonly string[];
  defaultSort: string;
  /** The `deletedAt` column of a soft-deletable resource. */
  deletedAt?: AnyPgColumn;
}

export interface ListQuery {
  page: number;
  perPage: number;
  sort: { field: string; direction: 'asc' | 'desc' }[];
  search: string | undefined;
  filter: Record<string, string[]>;
  include: string[];
  trashed: Trashed | undefined;
}

type RawQuery = Record<string, unknown>;

/** Rows skipped before a page may not pass this: deep pages are slow and their numbers overflow. */
export const LIST_MAX_OFFSET = 100_000;
/** Values in one comma list of a filter. */
export const LIST_MAX_FILTER_VALUES = 100;
const MAX_TEXT_LENGTH = 200;
const MAX_NUMBER = 1e12;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_OR_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d))?$/i;
function utc(year: number, monthIndex: number, day: number): Date {
  // Date.UTC reads the years 0–99 as 1900–1999; setUTCFullYear does not.
  const d = new Date(0);
  d.setUTCFullYear(year, monthIndex, day);
  return d;
}

/** 0001-01-01T00:00Z up to the end of 9999: what both JavaScript and PostgreSQL hold. */
const FIRST_MOMENT = utc(1, 0, 1).getTime();
const LAST_MOMENT = utc(10000, 0, 1).getTime() - 1;

/**
 * A real calendar date (YYYY-MM-DD) or ISO date-time with an offset, from the year 1 to 9999 (in UTC
 * too: '0001-01-01T00:00+01:00' is still year 0 there, which PostgreSQL refuses).
 */
export function isListDate(value: string): boolean {
  const m = DATE_OR_DATE_TIME.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > utc(year, month, 0).getUTCDate()) return false;
  const at = Date.parse(value);
  return !Number.isNaN(at) && at >= FIRST_MOMENT && at <= LAST_MOMENT;
}

function filterOf(entry: AnyPgColumn | ListFilter): ListFilter {
  if (typeof (entry as Partial<ListFilter>).kind === 'object') return entry as ListFilter;
  const column = entry as AnyPgColumn;
  if (column.columnType === 'PgUUID') return filterBy.uuid(column);
  if (column.dataType === 'date') return filterBy.date(column);
  if (column.dataType === 'boolean') return filterBy.boolean(column);
  if (column.dataType === 'number') return filterBy.number(column);
  return filterBy.text(column);
}

/** The filters of a spec with their kinds, bare columns included. */
export function listFilters(spec: ListSpec): Record<string, ListFilter> {
  return Object.fromEntries(Object.entries(spec.filterable).map(([name, entry]) => [name, filterOf(entry)]));
}

/** Checks one filter's values; returns them in their stored spelling, or a message. */
function checkFilter(name: string, kind: FilterKind, values: string[]): string[] | string {
  if (values.length > LIST_MAX_FILTER_VALUES)
    return `The ${name} filter may hold at most ${LIST_MAX_FILTER_VALUES} values.`;
  if (values.some((v) => CONTROL_CHARACTERS.test(v)))
    return `The ${name} filter may not contain control characters.`;
  switch (kind.type) {
    case 'text':
      return values.some((v) => v.length > MAX_TEXT_LENGTH)
        ? `Each ${name} filter value may not be longer than ${MAX_TEXT_LENGTH} characters.`
        : values;
    case 'uuid':
      return values.every((v) => UUID.test(v) || kind.aliases?.includes(v))
        ? values.map((v) => (UUID.test(v) ? v.toLowerCase() : v))
        : `The ${name} filter must hold valid IDs.`;
    case 'enum': {
      const byUpper = new Map(kind.values.map((v) => [v.toUpperCase(), v]));
      const matched = values.map((v) => byUpper.get(v.toUpperCase()));
      return matched.every((v) => v !== undefined)
        ? (matched as string[])
        : `The ${name} filter must be one of: ${kind.values.join(', ')}.`;
    }
    case 'date':
      return values.length === 1 && isListDate(values[0]!)
        ? values
        : `The ${name} filter must be a date (YYYY-MM-DD) or an ISO date-time, from the year 1 to 9999.`;
    case 'boolean':
      return values.length === 1 && (values[0] === 'true' || values[0] === 'false')
        ? values
        : `The ${name} filter must be true or false.`;
    case 'number':
      return values.length === 1 &&
        /^\d{1,13}(\.\d{1,6})?$/.test(values[0]!) &&
        Number(values[0]) <= MAX_NUMBER
        ? values
        : `The ${name} filter must be a number from 0 to ${MAX_NUMBER}.`;
  }
}

function single(value: unknown): string | undefined {
  if (Array.isArray(value)) return single(value[value.length - 1]);
  return typeof value === 'string' ? value : undefined;
}

function positiveInt(
  raw: string | undefined,
  fallback: number,
  key: string,
  errors: ErrorBag,
  max: number,
): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    errors[key] = [`The ${key} must be a whole number of at least 1.`];
    return fallback;
  }
  // Compared as text first: a 30-digit page is no number JavaScript holds exactly.
  const n = raw.length > 15 ? Number.POSITIVE_INFINITY : Number(raw);
  if (n > max) {
    errors[key] = [`The ${key} may not be greater than ${max}.`];
    return fallback;
  }
  return n;
}

/** Text parameters (search, sort, include, trashed) never carry control characters. */
function plainText(raw: string | undefined, key: string, errors: ErrorBag): string | undefined {
  if (raw !== undefined && CONTROL_CHARACTERS.test(raw)) {
    errors[key] = [`The ${key} may not contain control characters.`];
    return undefined;
  }
  return raw;
}

/**
 * Parses and checks every list parameter before any query is built: page and perPage bounded (page ×
 * perPage within LIST_MAX_OFFSET), no control characters anywhere, each filter value of its kind;
 * unknown sort, filter or include names are a 422 too, never ignored.
 */
export function parseListQuery(query: RawQuery, spec: ListSpec): ListQuery {
  const errors: ErrorBag = {};
  const perPage = positiveInt(
    single(query.perPage),
    LIST_DEFAULT_PER_PAGE,
    'perPage',
    errors,
    LIST_MAX_PER_PAGE,
  );
  const page = positiveInt(single(query.page), 1, 'page', errors, Math.floor(LIST_MAX_OFFSET / perPage) + 1);

  const sort: ListQuery['sort'] = [];
  for (const part of (plainText(single(query.sort), 'sort', errors) ?? spec.defaultSort)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const direction = part.startsWith('-') ? 'desc' : 'asc';
    const field = part.replace(/^[-+]/, '');
    if (!(field in spec.sortable)) {
      (errors.sort ??= []).push(
        `Sorting by '${field}' is not supported. Use one of: ${Object.keys(spec.sortable).join(', ')}.`,
      );
    } else sort.push({ field, direction });
  }

  const filters = listFilters(spec);
  const filter: Record<string, string[]> = {};
  const addFilter = (field: string, value: unknown) => {
    const v = single(value);
    if (v === undefined || v === '') return;
    const key = `filter.${field}`;
    const declared = Object.hasOwn(filters, field) ? filters[field] : undefined;
    if (!declared) {
      const known = Object.keys(filters);
      errors[key] = [
        `Filtering by '${field}' is not supported.${known.length ? ` Use one of: ${known.join(', ')}.` : ''}`,
      ];
      return;
    }
    const checked = checkFilter(
      field,
      declared.kind,
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
    if (typeof checked === 'string') errors[key] = [checked];
    else if (checked.length) filter[field] = checked;
  };
  for (const [key, value] of Object.entries(query)) {
    const m = /^filter\[([\w.-]+)\]$/.exec(key);
    if (m?.[1]) addFilter(m[1], value);
    else if (key.startsWith('filter[')) errors[key] = ['This filter name is not valid.'];
  }
  if (query.filter && typeof query.filter === 'object' && !Array.isArray(query.filter)) {
    for (const [field, value] of Object.entries(query.filter as RawQuery)) {
      if (/^[\w.-]+$/.test(field)) addFilter(field, value);
      else errors.filter = ['This filter name is not valid.'];
    }
  }

  const include = (plainText(single(query.include), 'include', errors) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknownIncludes = include.filter((i) => !(spec.includable ?? []).includes(i));
  if (unknownIncludes.length) errors.include = [`Unknown include: ${unknownIncludes.join(', ')}.`];

  const trashedRaw = single(query.trashed);
  let trashed: Trashed | undefined;
  if (trashedRaw !== undefined && trashedRaw !== '') {
    if (!spec.deletedAt || !(TRASHED_OPTIONS as readonly string[]).includes(trashedRaw)) {
      errors.trashed = [
        spec.deletedAt ? 'The trashed value must be with or only.' : 'This resource has no trash.',
      ];
    } else trashed = trashedRaw as Trashed;
  }

  const search = plainText(single(query.search), 'search', errors)?.trim() || undefined;
  if (search && search.length > MAX_TEXT_LENGTH)
    errors.search = [`The search may not be longer than ${MAX_TEXT_LENGTH} characters.`];

  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { page, perPage, sort, search, filter, include, trashed };
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The WHERE clause for a list query; `extra` adds the caller's own conditions (owner, visibility). */
export function listWhere(spec: ListSpec, q: ListQuery, extra: (SQL | undefined)[] = []): SQL | undefined {
  const conditions: (SQL | undefined)[] = [...extra];
  if (spec.deletedAt) {
    if (q.trashed === 'only') conditions.push(isNotNull(spec.deletedAt));
    else if (q.trashed !== 'with') conditions.push(isNull(spec.deletedAt));
  }
  if (q.search && spec.searchable.length) {
    const term = `%${escapeLike(q.search)}%`;
    conditions.push(or(...spec.searchable.map((c) => ilike(c, term))));
  }
  const filters = listFilters(spec);
  for (const [field, values] of Object.entries(q.filter)) {
    const column = filters[field]?.column;
    // A programming error, not the caller's: the route was to handle this filter itself.
    if (!column) throw new Error(`The ${field} filter has no column: the route must take it out first.`);
    conditions.push(values.length === 1 ? eq(column, values[0]) : inArray(column, values));
  }
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/**
 * The query's sort, then the table's id: rows the sort ties keep one order, so paging through a list
 * (an export reads every page) neither repeats nor skips a row.
 */
export function listOrder(spec: ListSpec, q: ListQuery): SQL[] {
  const order = q.sort.map((s) =>
    s.direction === 'asc' ? asc(spec.sortable[s.field]!) : desc(spec.sortable[s.field]!),
  );
  const id = (getTableColumns(spec.table) as Record<string, AnyPgColumn | undefined>).id;
  if (id && !q.sort.some((s) => spec.sortable[s.field] === id)) order.push(asc(id));
  return order;
}

export async function listRows<Row>(
  db: DbOrTx,
  spec: ListSpec,
  q: ListQuery,
  extra: (SQL | undefined)[] = [],
): Promise<{ rows: Row[]; meta: ListMeta }> {
  const where = listWhere(spec, q, extra);
  const [countRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(spec.table)
    .where(where);
  const total = countRow?.n ?? 0;
  const order = listOrder(spec, q);
  const rows = (await db
    .select()
    .from(spec.table)
    .where(where)
    .orderBy(...order)
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)) as Row[];
  return {
    rows,
    meta: { page: q.page, perPage: q.perPage, total, lastPage: Math.max(1, Math.ceil(total / q.perPage)) },
  };
}

/** `include` of a show route (comma list); unknown names are a 422 like the list contract's. */
export function parseInclude(query: RawQuery, allowed: readonly string[]): string[] {
  const include = (single(query.include) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = include.filter((i) => !allowed.includes(i));
  if (unknown.length) throw new ValidationError({ include: [`Unknown include: ${unknown.join(', ')}.`] });
  return include;
}
