// Shapes of the /v1 HTTP contract (ARCHITECTURE.md §4) shared by services, gateway and front ends.

/** The 422 bag: dotted field paths (`address.city`, `profile.socialAccounts.0.url`) to messages. */
export type ErrorBag = Record<string, string[]>;

export interface ValidationErrorBody {
  message: string;
  errors: ErrorBag;
}

export interface ErrorBody {
  message: string;
}

export interface ListMeta {
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
}

export interface ResourceEnvelope<T> {
  data: T;
}

export interface ListEnvelope<T> {
  data: T[];
  meta: ListMeta;
}

export const LIST_DEFAULT_PER_PAGE = 10;
export const LIST_MAX_PER_PAGE = 100;
export const TRASHED_OPTIONS = ['with', 'only'] as const;
export type Trashed = (typeof TRASHED_OPTIONS)[number];

/** Message bodies the gateway and services answer with, in one place so clients can rely on them. */
export const HTTP_MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  csrfMismatch: 'CSRF token mismatch.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many requests. Please try again later.',
  serverError: 'Server error.',
  invalidData: 'The given data was invalid.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request body is too large.',
  invalidCredentials: 'These credentials do not match our records.',
} as const;
