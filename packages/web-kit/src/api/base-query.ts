// The one way the front ends talk to /v1: CSRF cookie handling, retries and the error rules of spec §8.
import {
  fetchBaseQuery,
  retry,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { HTTP_MESSAGES, type ErrorBag } from '@coachwork/contracts';
import { authSlice } from '../auth-slice';
import { toast } from '../toast-bridge';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const DEFAULT_BASE_URL = '/v1';
/** A 401 or 419 on this endpoint means "signed out", not "send to sign-in" (SPEC-DECISIONS, Errors). */
export const IDENTITY_ENDPOINT = 'getCurrentUser';
export const ERROR_TITLE = 'Something went wrong!';

/** Spec §9: queries retry 3 times, the delay doubling from 1 s and never above 30 s. */
export const QUERY_RETRY = { maxRetries: 3, baseDelay: 1000, maxDelay: 30_000 } as const;

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD']);

export interface ApiConfig {
  /** Prefix of every call; the gateway serves /v1, a remote running alone may point elsewhere. */
  baseUrl: string;
  /** Called after a 401 with the path (and query) the user was on, for the app's sign-in redirect. */
  onUnauthenticated: (redirectPath: string) => void;
  /** Called for every failure that earns the catch-all toast. */
  onError: (title: string, message: string) => void;
  /** Delay before retry `attempt` (1-based), in ms. */
  retryDelay: (attempt: number) => number;
}

export type ErrorClassification =
  | { kind: 'validation'; message: string; errors: ErrorBag }
  | { kind: 'unauthenticated' }
  | { kind: 'csrf' }
  | { kind: 'not-found' }
  | { kind: 'toast'; title: typeof ERROR_TITLE; message: string };

/** Per-endpoint switches, given as an endpoint's `extraOptions`. */
export interface ApiExtraOptions {
  /** Skip the catch-all toast: the caller shows its own message (the avatar upload's 'Upload failed'). */
  silent?: boolean;
  /** Override the number of query retries. */
  maxRetries?: number;
  /**
   * For calls outside the data cache (mutations, apiRequest): repeat a failing idempotent call (GET,
   * HEAD) once (spec §9: "requests otherwise retry at most once when configured"); writes never.
   */
  retry?: boolean;
}

export function retryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY.baseDelay * 2 ** Math.max(attempt - 1, 0), QUERY_RETRY.maxDelay);
}

/**
 * Spec §7: the API's base path is configurable. A build takes it from API_BASE_URL (compiled in with
 * the build info, so the console, the storefront and every remote read the same setting); '/v1'
 * when unset or when the value is neither root-relative nor http(s).
 */
export function configuredApiBaseUrl(build: unknown = globalThis.__COACHWORK_BUILD__): string {
  const value = (build as { apiBaseUrl?: unknown } | undefined)?.apiBaseUrl;
  if (typeof value !== 'string') return DEFAULT_BASE_URL;
  const trimmed = value.trim().replace(/\/+$/, '');
  return /^(\/[^/]|https?:\/\/[^/])/.test(trimmed) ? trimmed : DEFAULT_BASE_URL;
}

const config: ApiConfig = {
  baseUrl: configuredApiBaseUrl(),
  onUnauthenticated: () => undefined,
  onError: (title, message) => toast.error(title, message),
  retryDelay,
};

export function configureApi(options: Partial<ApiConfig>): void {
  if (options.baseUrl !== undefined) {
    config.baseUrl = options.baseUrl;
    rawQuery = makeRawQuery(options.baseUrl);
  }
  if (options.onUnauthenticated) config.onUnauthenticated = options.onUnauthenticated;
  if (options.onError) config.onError = options.onError;
  if (options.retryDelay) config.retryDelay = options.retryDelay;
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorBag(value: unknown): value is ErrorBag {
  return (
    isRecord(value) &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

function serverMessage(body: unknown): string | undefined {
  if (!isRecord(body) || typeof body.message !== 'string') return undefined;
  const message = body.message.trim();
  return message ? message : undefined;
}

/**
 * Spec §8 with SPEC-DECISIONS: 422 goes back to the form, 401 signs out, 419 is only logged, 404 is the
 * page's business, everything else (a failure without a response counting as 500) is a toast.
 */
export function classifyError(status: number | string | undefined, body: unknown): ErrorClassification {
  const code = typeof status === 'number' && status >= 400 ? status : 500;
  switch (code) {
    case 422: {
      const message = serverMessage(body) ?? HTTP_MESSAGES.invalidData;
      const errors = isRecord(body) && isErrorBag(body.errors) ? body.errors : {};
      // A 422 without a bag still has to reach the form, so its message becomes a form-level error.
      return { kind: 'validation', message, errors: Object.keys(errors).length ? errors : { _: [message] } };
    }
    case 401:
      return { kind: 'unauthenticated' };
    case 419:
      return { kind: 'csrf' };
    case 404:
      return { kind: 'not-found' };
    default:
      return { kind: 'toast', title: ERROR_TITLE, message: serverMessage(body) ?? ERROR_TITLE };
  }
}

/** The HTTP status behind an RTK Query error; a body that failed to parse still had a status. */
export function errorStatus(error: FetchBaseQueryError): number | string {
  return error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
}

function errorBody(error: FetchBaseQueryError): unknown {
  return 'data' in error ? error.data : undefined;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined' || typeof document.cookie !== 'string') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return raw || undefined;
    }
  }
  return undefined;
}

export function currentPathWithQuery(): string {
  if (typeof location === 'undefined') return '/';
  return `${location.pathname ?? '/'}${location.search ?? ''}`;
}

function methodOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function makeRawQuery(baseUrl: string) {
  return fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    prepareHeaders(headers, { arg }) {
      // Read the cookie on every call: login, logout and the refetch after a 419 all replace it.
      const token = readCookie(CSRF_COOKIE);
      if (token && MUTATING_METHODS.has(methodOf(arg as string | FetchArgs)) && !headers.has(CSRF_HEADER)) {
        headers.set(CSRF_HEADER, token);
      }
      return headers;
    },
  });
}

let rawQuery = makeRawQuery(config.baseUrl);
let csrfInFlight: Promise<void> | null = null;

/** One GET of the CSRF cookie at a time; concurrent mutations wait for the same one. */
export function fetchCsrfCookie(): Promise<void> {
  if (!csrfInFlight) {
    const load = async () => {
      try {
        await fetch(joinUrl(config.baseUrl, 'csrf-cookie'), {
          credentials: 'include',
          headers: { accept: 'application/json' },
        });
      } catch (error) {
        // The mutation that needed the cookie reports the failure itself (as a 419 or a network error).
        console.info('[api] could not fetch the CSRF cookie', error);
      }
    };
    // `.finally` runs after the assignment, so a synchronous failure cannot leave a stale promise behind.
    csrfInFlight = load().finally(() => {
      csrfInFlight = null;
    });
  }
  return csrfInFlight;
}

async function ensureCsrfCookie(): Promise<void> {
  if (!readCookie(CSRF_COOKIE)) await fetchCsrfCookie();
}

type ApiBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions,
  FetchBaseQueryMeta
>;

const withCsrf: ApiBaseQuery = async (args, api, extraOptions) => {
  try {
    if (MUTATING_METHODS.has(methodOf(args))) await ensureCsrfCookie();
    let result = await rawQuery(args, api, extraOptions);
    if (result.error?.status === 419 && !api.signal.aborted) {
      console.info('[api] CSRF token mismatch on %s; refreshing the cookie and retrying once', api.endpoint);
      await fetchCsrfCookie();
      result = await rawQuery(args, api, extraOptions);
    }
    return result;
  } catch (error) {
    // fetchBaseQuery throws when it cannot even build the request; that is a failure without a response.
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
};

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('Aborted'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('Aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function isClientError(error: FetchBaseQueryError): boolean {
  const status = errorStatus(error);
  return typeof status === 'number' && status >= 400 && status < 500;
}

const withRetry = retry(withCsrf, {
  // Mutations are never repeated (they are not idempotent); a 4xx will not change by asking again.
  // Outside the data cache, only with `retry` and only an idempotent call, at most once.
  retryCondition: (error, args, { attempt, baseQueryApi, extraOptions }) => {
    const options = extraOptions as ApiExtraOptions | undefined;
    const max =
      baseQueryApi.type === 'query'
        ? (options?.maxRetries ?? QUERY_RETRY.maxRetries)
        : options?.retry && IDEMPOTENT_METHODS.has(methodOf(args as string | FetchArgs))
          ? 1
          : 0;
    return attempt <= max && !isClientError(error as FetchBaseQueryError) && !baseQueryApi.signal.aborted;
  },
  backoff: (attempt, _max, signal) => sleep(config.retryDelay(attempt), signal),
}) as ApiBaseQuery;

function handleFailure(error: FetchBaseQueryError, api: BaseQueryApi, extraOptions: ApiExtraOptions) {
  // A request the page abandoned (unmount, newer arguments) is nobody's failure.
  if (api.signal.aborted) return;
  const identity = api.endpoint === IDENTITY_ENDPOINT;
  const outcome = classifyError(errorStatus(error), errorBody(error));
  switch (outcome.kind) {
    case 'validation':
    case 'not-found':
      return;
    case 'csrf':
      console.info('[api] CSRF token mismatch on %s after a retry', api.endpoint);
      return;
    case 'unauthenticated':
      api.dispatch(authSlice.actions.cleared());
      if (!identity) config.onUnauthenticated(currentPathWithQuery());
      return;
    case 'toast':
      if (identity) console.error('[api] could not load the current user', error);
      if (!extraOptions.silent) config.onError(outcome.title, outcome.message);
      return;
  }
}

export const baseQuery: ApiBaseQuery = async (args, api, extraOptions) => {
  const result = await withRetry(args, api, extraOptions ?? {});
  if (result.error) handleFailure(result.error, api, extraOptions ?? {});
  return result;
};

export interface RequestOptions extends ApiExtraOptions {
  signal?: AbortSignal;
}

/**
 * A /v1 call outside the data cache (nothing is cached or shared), with the same CSRF handling and
 * error rules as the api: dispatch it (`await dispatch(apiRequest('/reports/x', { retry: true }))`) so
 * a 401 can clear the stored identity. Resolves with the body; rejects with `{status, data}`.
 */
export function apiRequest<T = unknown>(args: string | FetchArgs, options: RequestOptions = {}) {
  return async (dispatch: BaseQueryApi['dispatch'], getState: () => unknown): Promise<T> => {
    const { signal: outer, ...extraOptions } = options;
    const controller = new AbortController();
    if (outer) {
      if (outer.aborted) controller.abort();
      else outer.addEventListener('abort', () => controller.abort(), { once: true });
    }
    const api: BaseQueryApi = {
      signal: controller.signal,
      abort: () => controller.abort(),
      dispatch,
      getState,
      extra: undefined,
      endpoint: 'request',
      type: 'mutation',
    };
    const result = await baseQuery(args, api, extraOptions);
    if (result.error) throw result.error;
    return result.data as T;
  };
}
