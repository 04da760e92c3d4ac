// `Idempotency-Key` for POSTs that create something or move money: a client that lost an answer
// sends the same request again with the same key and gets the first answer back instead of a second
// booking or payment. Keys are per caller; the first answer is kept for 24 hours.
import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { and, eq, lte } from 'drizzle-orm';
import { index, integer, jsonb, primaryKey, text, timestamp, type PgSchema } from 'drizzle-orm/pg-core';
import {
  IDEMPOTENCY_IN_FLIGHT,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@coachwork/contracts';
import { actorOf } from '../auth/actor';
import type { Db, DbOrTx } from '../db/database';
import { ConflictError, ValidationError } from '../errors';
import type { Logger } from '../logger';

/** The keys table, declared in the service's own schema (like eventTables) so its migrations make it. */
export function idempotencyTable(schema: PgSchema) {
  return schema.table(
    'idempotency_keys',
    {
      /** Whose key: the signed-in user's id, or what the route names for guests. */
      scope: text('scope').notNull(),
      key: text('key').notNull(),
      /** SHA-256 of method, path and body: the same key with another request is refused. */
      requestHash: text('request_hash').notNull(),
      /** null while the first request is still running. */
      statusCode: integer('status_code'),
      body: jsonb('body'),
      createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
      expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    },
    (t) => [primaryKey({ columns: [t.scope, t.key] }), index().on(t.expiresAt)],
  );
}

export type IdempotencyTable = ReturnType<typeof idempotencyTable>;

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyOptions {
  db: Db;
  table: IdempotencyTable;
  /** How long the first answer is replayed (24 h). */
  ttlMs?: number;
  now?: () => Date;
  /** Whose key this is; by default the signed-in user (guests share one scope unless a route says). */
  scope?: (req: Request) => string;
  logger?: Logger;
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * Mount after the permission guard and before body validation. Without the header the request runs
 * as usual. With it: the first request claims the key (a row without an answer), runs, and its answer
 * (any status below 500) is stored before it is sent; a 5xx or a dropped connection releases the key so
 * a retry can run. A repeat with the same request replays the stored status and body with
 * `Idempotent-Replayed: true`; another request under the same key is a 422 on `Idempotency-Key`; a
 * repeat while the first still runs is a 409. A process that dies mid-request leaves its key claimed
 * until it expires: the client then uses a new key, which is safer than guessing whether the first
 * request's transaction committed.
 */
export function idempotent(options: IdempotencyOptions): RequestHandler {
  const { db, table } = options;
  const ttlMs = options.ttlMs ?? IDEMPOTENCY_TTL_MS;
  const now = options.now ?? (() => new Date());
  const scopeOf = options.scope ?? ((req: Request) => actorOf(req).userId ?? 'guest');

  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key))
      throw new ValidationError({ [IDEMPOTENCY_KEY_HEADER]: [IDEMPOTENCY_KEY_INVALID] });
    const scope = scopeOf(req);
    const hash = requestHash(req.method, req.originalUrl.split('?')[0]!, req.body);
    const mine = and(eq(table.scope, scope), eq(table.key, key));

    let claimed = false;
    for (let attempt = 0; attempt < 3 && !claimed; attempt++) {
      const at = now();
      const inserted = await db
        .insert(table)
        .values({ scope, key, requestHash: hash, createdAt: at, expiresAt: new Date(at.getTime() + ttlMs) })
        .onConflictDoNothing()
        .returning({ key: table.key });
      if (inserted.length) {
        claimed = true;
        break;
      }
      const [existing] = await db.select().from(table).where(mine).limit(1);
      if (!existing) continue; // released a moment ago
      if (existing.expiresAt <= at) {
        await db.delete(table).where(and(mine, lte(table.expiresAt, at)));
        continue;
      }
      if (existing.requestHash !== hash)
        throw new ValidationError({ [IDEMPOTENCY_KEY_HEADER]: [IDEMPOTENCY_KEY_REUSED] });
      if (existing.statusCode === null) throw new ConflictError(IDEMPOTENCY_IN_FLIGHT);
      res.set(IDEMPOTENT_REPLAYED_HEADER, 'true').status(existing.statusCode).json(existing.body);
      return;
    }
    if (!claimed) throw new ConflictError(IDEMPOTENCY_IN_FLIGHT);

    let settled = false;
    const release = () => db.delete(table).where(mine);
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      if (settled) return send(body);
      settled = true;
      const status = res.statusCode;
      const store =
        status >= 500
          ? release()
          : db
              .update(table)
              .set({ statusCode: status, body: body ?? null })
              .where(mine);
      // The answer goes out only once it is stored, so an immediate retry already finds it.
      Promise.resolve(store).then(
        () => send(body),
        (err: unknown) => {
          options.logger?.error({ err, scope, key }, 'storing an idempotent answer failed');
          send(body);
        },
      );
      return res;
    };
    res.on('close', () => {
      if (settled) return;
      settled = true;
      Promise.resolve(release()).catch(() => undefined);
    });
    next();
  };
}

/** Removes keys whose answers are no longer replayed (a sweeper calls it now and then). */
export async function purgeExpiredIdempotencyKeys(db: DbOrTx, table: IdempotencyTable, at = new Date()) {
  await db.delete(table).where(lte(table.expiresAt, at));
}
