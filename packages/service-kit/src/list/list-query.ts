// The list contract of ARCHITECTURE.md §4: page (1-based), perPage (≤100), sort (`field`/`-field`,
// comma list), search, filter[field] (comma list = any of), include, trashed=with|only.
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
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

export interface ListSpec {
  table: PgTable;
  /** API field name → column. */
  sortable: Record<string, AnyPgColumn>;
  filterable: Record<string, AnyPgColumn>;
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

function single(value: unknown): string | undefined {
  if (Array.isArray(value)) return single(value[value.length - 1]);
  return typeof value === 'string' ? value : undefined;
}

function positiveInt(
  raw: string | undefined,
  fallback: number,
  key: string,
  errors: ErrorBag,
  max?: number,
): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    errors[key] = [`The ${key} must be a whole number of at least 1.`];
    return fallback;
  }
  const n = Number(raw);
  if (max !== undefined && n > max) {
    errors[key] = [`The ${key} may not be greater than ${max}.`];
    return fallback;
  }
  return n;
}

/** Parses and checks list parameters; unknown sort, filter or include names are a 422, not ignored. */
export function parseListQuery(query: RawQuery, spec: ListSpec): ListQuery {
  const errors: ErrorBag = {};
  const page = positiveInt(single(query.page), 1, 'page', errors);
  const perPage = positiveInt(
    single(query.perPage),
    LIST_DEFAULT_PER_PAGE,
    'perPage',
    errors,
    LIST_MAX_PER_PAGE,
  );

  const sort: ListQuery['sort'] = [];
  for (const part of (single(query.sort) ?? spec.defaultSort)
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

  const filter: Record<string, string[]> = {};
  const addFilter = (field: string, value: unknown) => {
    const v = single(value);
    if (v === undefined || v === '') return;
    if (!(field in spec.filterable)) {
      errors[`filter.${field}`] = [`Filtering by '${field}' is not supported.`];
      return;
    }
    filter[field] = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  };
  for (const [key, value] of Object.entries(query)) {
    const m = /^filter\[([\w.-]+)\]$/.exec(key);
    if (m?.[1]) addFilter(m[1], value);
  }
  if (query.filter && typeof query.filter === 'object' && !Array.isArray(query.filter)) {
    for (const [field, value] of Object.entries(query.filter as RawQuery)) addFilter(field, value);
  }

  const include = (single(query.include) ?? '')
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

  const search = single(query.search)?.trim() || undefined;
  if (search && search.length > 200) errors.search = ['The search may not be longer than 200 characters.'];

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
  for (const [field, values] of Object.entries(q.filter)) {
    const column = spec.filterable[field]!;
    conditions.push(values.length === 1 ? eq(column, values[0]) : inArray(column, values));
  }
  return and(...conditions.filter((c): c is SQL => c !== undefined));
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
  const order = q.sort.map((s) =>
    s.direction === 'asc' ? asc(spec.sortable[s.field]!) : desc(spec.sortable[s.field]!),
  );
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
