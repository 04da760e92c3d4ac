// Living through a dependency's outage: recognising "PostgreSQL or NATS is not there right now" (an
// answer of 503 + Retry-After, never a 500), and the backoff every retry loop shares.

/** Seconds a client is told to wait (Retry-After) while a dependency is down. */
export const RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server that is going away, starting up or full: class 08 (connection exception),
// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections.
const PG_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

// node-postgres and pg-pool report a dead connection with plain messages and no code.
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
  'connect ECONNREFUSED',
];

/**
 * True when `err` (or any error in its `cause` chain: drizzle wraps the driver's error) says a
 * dependency could not be reached, rather than that the request or the code was wrong.
 */
export function isDependencyDown(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code))) return true;
    if (typeof message === 'string' && PG_MESSAGES.some((m) => message.includes(m))) return true;
    // AggregateError (a host name resolving to several addresses, each refused).
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.length && inner.every((x) => isDependencyDown(x))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Exponential backoff: `initialMs` doubling up to `maxMs`; `reset()` after a success. */
export class Backoff {
  private attempt = 0;

  constructor(
    private readonly initialMs = 500,
    private readonly maxMs = 10_000,
  ) {}

  /** The delay before the next attempt (and counts this failure). */
  next(): number {
    const delay = Math.min(this.initialMs * 2 ** this.attempt, this.maxMs);
    this.attempt = Math.min(this.attempt + 1, 30);
    return delay;
  }

  /** Failures since the last success. */
  get failures(): number {
    return this.attempt;
  }

  reset(): void {
    this.attempt = 0;
  }
}

/** Logs the first failure of a run and then every `every`-th, so an outage does not flood the log. */
export function shouldLog(failures: number, every = 20): boolean {
  return failures <= 1 || failures % every === 0;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
