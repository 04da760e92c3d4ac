// Between antd ProTable's `request(params, sort, filter)` and the /v1 list contract (ARCHITECTURE.md §4).
import { LIST_DEFAULT_PER_PAGE, LIST_MAX_PER_PAGE, type ListEnvelope } from '@coachwork/contracts';

export type SortOrder = 'ascend' | 'descend' | null | undefined;

export interface TableParams {
  /** ProTable's page, counted from 1. */
  current?: number;
  pageSize?: number;
  /** The toolbar search box. */
  keyword?: string;
  [field: string]: unknown;
}

export type ListParams = {
  page: number;
  perPage: number;
  sort?: string;
  search?: string;
  include?: string;
  trashed?: string;
} & { [filter: `filter[${string}]`]: string | number | boolean };

export interface ListResult<T> {
  data: T[];
  total: number;
  success: true;
}

// Top-level list parameters of the contract; every other field becomes `filter[field]`.
const PASSTHROUGH = new Set(['search', 'include', 'trashed']);

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function toParamValue(value: unknown): string | number | boolean {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((v) => String(v)).join(',');
  if (value instanceof Date) return value.toISOString();
  return String(value).trim();
}

function positiveInt(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * `sort` takes the first column ProTable reports as sorted (the API sorts by one field); column
 * filters (the third argument of `request`) join the search form's fields as `filter[...]`.
 */
export function toListParams(
  params: TableParams,
  sort?: Record<string, SortOrder>,
  filter?: Record<string, unknown>,
): ListParams {
  const { current, pageSize, keyword, ...fields } = params;
  const out: ListParams = {
    page: positiveInt(current, 1),
    perPage: Math.min(positiveInt(pageSize, LIST_DEFAULT_PER_PAGE), LIST_MAX_PER_PAGE),
  };
  const sorted = Object.entries(sort ?? {}).find(([, order]) => order === 'ascend' || order === 'descend');
  if (sorted) out.sort = sorted[1] === 'descend' ? `-${sorted[0]}` : sorted[0];
  if (!isEmpty(keyword)) out.search = toParamValue(keyword) as string;

  for (const [key, value] of Object.entries({ ...fields, ...filter })) {
    // ProTable adds bookkeeping such as `_timestamp` to force a reload; the API must not see it.
    if (isEmpty(value) || key.startsWith('_')) continue;
    if (PASSTHROUGH.has(key)) {
      out[key as 'search' | 'include' | 'trashed'] = String(toParamValue(value));
    } else {
      const name = key.startsWith('filter[') ? (key as `filter[${string}]`) : (`filter[${key}]` as const);
      out[name] = toParamValue(value);
    }
  }
  return out;
}

/** A list envelope in the shape ProTable's `request` resolves to. */
export function listResponse<T>(envelope: ListEnvelope<T>): ListResult<T> {
  return { data: envelope.data, total: envelope.meta.total, success: true };
}
