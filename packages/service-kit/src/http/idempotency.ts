// `Idempotency-Key` for POSTs that create something or move money: a client that lost an answer
// sends the same request again with the same key and gets the first answer back instead of a second
// booking or payment. Keys are per caller; the first answer is kept for 24 hours.
//
// Crash-safe: a claim is a lease held by one request (an owner token), renewed while it runs. A route
// whose write matters stores its answer inside the write's own transaction
// (`storeIdempotentAnswer`), so the write and its answer commit together or not at all; a process that
// dies mid-request leaves a claim without an answer whose lease runs out within seconds, and the next
// retry takes it over and runs afresh (nothing of the first committed). Every store checks the owner,
// so a request whose claim was taken over can no longer commit.
//
// A route whose every write stores its answer with it, and which changes nothing anywhere else, may
// skip the claim (`claimWithWrite`): its write's own statement takes the key as it stores the answer.
// That saves the claim's round trip on the busiest write (a booking); a duplicate running at the same
// time finds the key taken when it writes, rolls back, and replays the first answer.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { and, eq, isNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  getTableConfig,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
  type PgSchema,
} from 'drizzle-orm/pg-core';
import {
  IDEMPOTENCY_IN_FLIGHT,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@coachwork/contracts';
import { actorOf } from '../auth/actor';
import type { Db, DbOrTx } from '../db/database';
import { ConflictError, toHttpError, ValidationError } from '../errors';
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
      /** The request holding the claim now (a random token per attempt). */
      owner: text('owner'),
      /** Until when the owner's claim holds; renewed while it runs. A retry after it takes over. */
      leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
      createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
      expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    },
    (t) => [primaryKey({ columns: [t.scope, t.key] }), index().on(t.expiresAt)],
  );
}

export type IdempotencyTable = ReturnType<typeof idempotencyTable>;

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a claim holds without being renewed: what a crashed request costs a retrier. */
export const IDEMPOTENCY_LEASE_MS = 10_000;
/** A request running longer than this stops renewing its claim (it is stuck, not slow). */
const MAX_RENEW_MS = 5 * 60_000;

export interface IdempotencyOptions {
  db: Db;
  table: IdempotencyTable;
  /** How long the first answer is replayed (24 h). */
  ttlMs?: number;
  /** How long a claim holds without renewal (10 s). */
  leaseMs?: number;
  now?: () => Date;
  /** Whose key this is; by default the signed-in user (guests share one scope unless a route says). */
  scope?: (req: Request) => string;
  logger?: Logger;
  /**
   * No claim before the route runs: the key is taken by the write that stores the answer
   * (`storeIdempotentAnswer`, `idempotentAnswerSql`), in the same statement or transaction. Only for a
   * route whose every write stores its answer so and which calls no other system: two duplicates may
   * both run up to their write, and the one that finds the key taken rolls back and replays the
   * other's answer (no 409 while the first runs). An answer written by no write (a refusal) is stored
   * when it is sent, unless the key is taken by then, when the answer that took it is sent instead.
   */
  claimWithWrite?: boolean;
}

interface Claim {
  table: IdempotencyTable;
  scope: string;
  key: string;
  owner: string;
  /** The status of an answer the write's own statement stored (`idempotentAnswerStored`). */
  stored?: number;
  /** claimWithWrite: no row is written before the route; the answer's write inserts it. */
  withWrite?: { requestHash: string; at: Date; expiresAt: Date };
  /** claimWithWrite: the route's write found another request's answer under the key. */
  taken?: boolean;
}

const claims = new AsyncLocalStorage<Claim>();

const claimed = (table: IdempotencyTable, c: Record<'scope' | 'key' | 'owner', string | SQLWrapper>) =>
  and(eq(table.scope, c.scope), eq(table.key, c.key), eq(table.owner, c.owner), isNull(table.statusCode));

/**
 * Stores the answer of the request being handled (when it came with a key) in the caller's
 * transaction: the write and its answer commit together. Throws a 409 (rolling the transaction back)
 * when the claim is no longer this request's, because a retry took it over after its lease ran out.
 * Without a key it does nothing.
 */
export async function storeIdempotentAnswer(tx: DbOrTx, status: number, body: unknown): Promise<void> {
  const claim = claims.getStore();
  if (!claim) return;
  if (claim.withWrite) {
    if (!(await insertAnswer(tx, claim, status, body))) {
      claim.taken = true;
      throw new ConflictError(IDEMPOTENCY_IN_FLIGHT);
    }
    claim.stored = status;
    return;
  }
  const stored = await tx
    .update(claim.table)
    .set({ statusCode: status, body: body ?? null, leaseUntil: null })
    .where(claimed(claim.table, claim))
    .returning({ key: claim.table.key });
  if (!stored.length) throw new ConflictError(IDEMPOTENCY_IN_FLIGHT);
}

/**
 * For a write that is one statement and no transaction: the answer's write as SQL, to be one of that
 * statement's common table expressions (the write refers to its RETURNING, so neither commits without
 * the other and the statement holds its locks no longer than it runs). It returns a row only while
 * this request holds the key: with a claim, an UPDATE of the claim this request still owns; with
 * `claimWithWrite`, an INSERT of the key that finds no other answer under it (an expired one is
 * replaced). Its values are placeholders (`idempotentAnswerClaim()` gives them and names the shape),
 * so a statement built once serves every request of that shape. `body` is the jsonb answer.
 * Undefined when the request came without a key.
 */
export function idempotentAnswerSql(status: number, body: SQL): SQL | undefined {
  const claim = claims.getStore();
  if (!claim) return undefined;
  const t = claim.table;
  const p = sql.placeholder;
  if (claim.withWrite)
    return answerInsertSql(t, status, body, {
      scope: p('claimScope'),
      key: p('claimKey'),
      hash: p('claimHash'),
      at: p('claimAt'),
      expiresAt: p('claimExpires'),
    });
  const slots = { scope: p('claimScope'), key: p('claimKey'), owner: p('claimOwner') };
  return sql`update ${t} set status_code = ${status}, body = ${body}, lease_until = null
    where ${claimed(t, slots)} returning scope`;
}

/**
 * The shape of `idempotentAnswerSql` for this request (`claim` or `write`: which SQL it makes) and the
 * values of its placeholders; undefined without a key.
 */
export function idempotentAnswerClaim():
  { shape: 'claim' | 'write'; values: Record<string, string> } | undefined {
  const claim = claims.getStore();
  if (!claim) return undefined;
  const { scope: claimScope, key: claimKey, withWrite } = claim;
  if (!withWrite) return { shape: 'claim', values: { claimScope, claimKey, claimOwner: claim.owner } };
  return {
    shape: 'write',
    values: {
      claimScope,
      claimKey,
      claimHash: withWrite.requestHash,
      claimAt: withWrite.at.toISOString(),
      claimExpires: withWrite.expiresAt.toISOString(),
    },
  };
}

/**
 * Says that the statement made with `idempotentAnswerSql(status, …)` committed: the answer is stored,
 * and the request's own answer with that status needs no second write before it goes out.
 */
export function idempotentAnswerStored(status: number): void {
  const claim = claims.getStore();
  if (claim) claim.stored = status;
}

/**
 * Whether this request no longer holds its key: with a claim, a retry took it over (its lease ran
 * out); with `claimWithWrite`, another request's answer is stored under it, which this request's
 * answer then gives way to. False without a key.
 */
export async function idempotencyClaimLost(db: DbOrTx): Promise<boolean> {
  const claim = claims.getStore();
  if (!claim) return false;
  const t = claim.table;
  const held = await db
    .select({ key: t.key })
    .from(t)
    .where(claim.withWrite ? and(eq(t.scope, claim.scope), eq(t.key, claim.key)) : claimed(t, claim))
    .limit(1);
  if (claim.withWrite) claim.taken = held.length > 0;
  return claim.withWrite ? held.length > 0 : held.length === 0;
}

/**
 * claimWithWrite: the answer's INSERT under the key, over an expired answer too; it returns `scope`
 * only when it wrote, none when another request's answer holds the key. The times are ISO strings.
 */
function answerInsertSql(
  t: IdempotencyTable,
  status: number,
  body: SQL,
  v: Record<'scope' | 'key' | 'hash' | 'at' | 'expiresAt', unknown>,
): SQL {
  return sql`insert into ${t} as held (scope, key, request_hash, status_code, body, created_at, expires_at)
    values (${v.scope}, ${v.key}, ${v.hash}, ${status}, ${body}, ${v.at}::timestamptz, ${v.expiresAt}::timestamptz)
    on conflict (scope, key) do update set request_hash = excluded.request_hash,
      status_code = excluded.status_code, body = excluded.body, owner = null, lease_until = null,
      created_at = excluded.created_at, expires_at = excluded.expires_at
    where held.expires_at <= excluded.created_at
    returning scope`;
}

/** claimWithWrite: `answerInsertSql` run with this request's values; whether it wrote. */
async function insertAnswer(db: DbOrTx, claim: Claim, status: number, body: unknown): Promise<boolean> {
  const { scope, key, withWrite } = claim;
  const result = (await db.execute(
    answerInsertSql(claim.table, status, sql`${JSON.stringify(body ?? null)}::jsonb`, {
      scope,
      key,
      hash: withWrite!.requestHash,
      at: withWrite!.at.toISOString(),
      expiresAt: withWrite!.expiresAt.toISOString(),
    }),
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

type ClaimParams = Pick<
  IdempotencyTable['$inferInsert'],
  'scope' | 'key' | 'requestHash' | 'owner' | 'leaseUntil' | 'createdAt' | 'expiresAt'
>;
type ClaimStatement = { execute(params: ClaimParams): Promise<{ key: string }[]> };
const claimStatements = new WeakMap<Db, Map<IdempotencyTable, ClaimStatement>>();

/**
 * The claim's INSERT … ON CONFLICT DO NOTHING, prepared once per database and table (parsed and planned
 * once per connection): every keyed request runs it first, so on a sale it is as hot as the booking.
 */
function claimStatement(db: Db, table: IdempotencyTable): ClaimStatement {
  let byTable = claimStatements.get(db);
  if (!byTable) claimStatements.set(db, (byTable = new Map()));
  let statement = byTable.get(table);
  if (!statement) {
    const p = (name: keyof ClaimParams) => sql.placeholder(name);
    statement = db
      .insert(table)
      .values({
        scope: p('scope'),
        key: p('key'),
        requestHash: p('requestHash'),
        owner: p('owner'),
        leaseUntil: p('leaseUntil'),
        createdAt: p('createdAt'),
        expiresAt: p('expiresAt'),
      })
      .onConflictDoNothing()
      .returning({ key: table.key })
      .prepare(`idempotency_claim_${getTableConfig(table).schema ?? 'public'}`);
    byTable.set(table, statement);
  }
  return statement;
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
 * as usual. With it: the first request claims the key (a row without an answer, leased to this
 * request), runs, and its answer (any status below 500) is stored, in the write's own transaction when
 * the route calls `storeIdempotentAnswer`, else before it is sent; a 5xx releases the key so a retry
 * can run. The caller hanging up releases nothing (the request goes on and stores its answer). A
 * repeat with the same request replays the stored status and body with `Idempotent-Replayed: true`;
 * another request under the same key is a 422 on `Idempotency-Key`; a repeat while the first still
 * runs is a 409 with `Retry-After`; a repeat after the first's lease ran out (its process died) takes
 * the claim over and runs afresh.
 */
export function idempotent(options: IdempotencyOptions): RequestHandler {
  const { db, table } = options;
  const ttlMs = options.ttlMs ?? IDEMPOTENCY_TTL_MS;
  const leaseMs = options.leaseMs ?? IDEMPOTENCY_LEASE_MS;
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
    const owner = randomUUID();
    if (options.claimWithWrite) {
      const at = now();
      const claim: Claim = {
        table,
        scope,
        key,
        owner,
        withWrite: { requestHash: hash, at, expiresAt: new Date(at.getTime() + ttlMs) },
      };
      answerWithWrite(req, res, db, claim, options.logger);
      return claims.run(claim, () => next());
    }

    let won = false;
    for (let attempt = 0; attempt < 3 && !won; attempt++) {
      const at = now();
      const lease = new Date(at.getTime() + leaseMs);
      const inserted = await claimStatement(db, table).execute({
        scope,
        key,
        requestHash: hash,
        owner,
        leaseUntil: lease,
        createdAt: at,
        expiresAt: new Date(at.getTime() + ttlMs),
      });
      if (inserted.length) {
        won = true;
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
      if (existing.statusCode !== null) {
        res.set(IDEMPOTENT_REPLAYED_HEADER, 'true').status(existing.statusCode).json(existing.body);
        return;
      }
      if (existing.leaseUntil && existing.leaseUntil > at) {
        const wait = Math.max(1, Math.ceil((existing.leaseUntil.getTime() - at.getTime()) / 1000));
        res.set('Retry-After', String(wait));
        throw new ConflictError(IDEMPOTENCY_IN_FLIGHT);
      }
      // The first request's process died (or it is stuck): nothing of it committed with an answer, so
      // this one takes the claim over and runs afresh. Of several retriers, one wins the update.
      const taken = await db
        .update(table)
        .set({ owner, leaseUntil: lease })
        .where(
          and(
            mine,
            isNull(table.statusCode),
            existing.owner === null ? isNull(table.owner) : eq(table.owner, existing.owner),
          ),
        )
        .returning({ key: table.key });
      if (taken.length) won = true;
    }
    if (!won) throw new ConflictError(IDEMPOTENCY_IN_FLIGHT);

    const claim: Claim = { table, scope, key, owner };
    let settled = false;
    // The lease is renewed while the request runs, whatever the caller does meanwhile.
    const started = Date.now();
    const renew = setInterval(
      () => {
        if (Date.now() - started > MAX_RENEW_MS) return clearInterval(renew);
        const at = now();
        void Promise.resolve(
          db
            .update(table)
            .set({ leaseUntil: new Date(at.getTime() + leaseMs) })
            .where(claimed(table, claim)),
        ).catch(() => undefined);
      },
      Math.max(250, Math.floor(leaseMs / 3)),
    );
    renew.unref();
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      if (settled) return send(body);
      settled = true;
      clearInterval(renew);
      const status = res.statusCode;
      // Stored with the write, by the same statement: nothing left to store.
      if (claim.stored === status) return send(body);
      // Only a claim still ours is touched. A server error releases it unless an answer committed
      // with the write (the write happened: a retry must replay it, not run again); any other answer
      // is stored, completing one the write's transaction stored first.
      const ours = and(mine, eq(table.owner, owner));
      const store =
        status >= 500
          ? db.delete(table).where(and(ours, isNull(table.statusCode)))
          : db
              .update(table)
              .set({ statusCode: status, body: body ?? null, leaseUntil: null })
              .where(ours);
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
    claims.run(claim, () => next());
  };
}

/**
 * claimWithWrite: how the route's answer goes out. One its write stored goes as it is. Any other
 * answer below 500 is stored first, unless another request's answer holds the key (the write found
 * it, or it is there when this one is stored): then that answer is sent instead, replayed, as a retry
 * would get it; the same key with another request is the usual 422. A server error stores nothing.
 */
function answerWithWrite(req: Request, res: Response, db: Db, claim: Claim, logger?: Logger): void {
  const send = res.json.bind(res);
  let settled = false;
  res.json = (body: unknown) => {
    if (settled) return send(body);
    settled = true;
    const status = res.statusCode;
    if (claim.stored === status || (status >= 500 && !claim.taken)) return send(body);
    settleWithWrite(db, claim, status, body).then(
      (answer) => {
        if (answer.replayed) {
          res.removeHeader('Retry-After');
          res.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
        }
        for (const [name, value] of Object.entries(answer.headers ?? {})) res.set(name, value);
        res.status(answer.status);
        send(answer.body);
      },
      (err: unknown) => {
        logger?.error(
          { err, scope: claim.scope, key: claim.key, reqId: req.id },
          'storing an idempotent answer failed',
        );
        send(body);
      },
    );
    return res;
  };
}

interface Answer {
  status: number;
  body: unknown;
  replayed?: boolean;
  headers?: Record<string, string>;
}

/** The answer to send for `status`/`body` under a key taken by the write (see answerWithWrite). */
async function settleWithWrite(db: Db, claim: Claim, status: number, body: unknown): Promise<Answer> {
  const { table: t, withWrite } = claim;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!claim.taken && status < 500) {
      if (await insertAnswer(db, claim, status, body)) return { status, body };
    }
    const [held] = await db
      .select()
      .from(t)
      .where(and(eq(t.scope, claim.scope), eq(t.key, claim.key)))
      .limit(1);
    if (!held || held.expiresAt <= withWrite!.at) {
      // Gone (or past its time) since the write saw it: this answer is the first.
      claim.taken = false;
      if (status >= 500) break;
      continue;
    }
    if (held.requestHash !== withWrite!.requestHash) {
      const refused = toHttpError(
        new ValidationError({ [IDEMPOTENCY_KEY_HEADER]: [IDEMPOTENCY_KEY_REUSED] }),
      );
      return { status: refused.status, body: refused.body };
    }
    if (held.statusCode === null) {
      // Claimed by a request of the leased kind (a replica of the code before claimWithWrite).
      const busy = toHttpError(new ConflictError(IDEMPOTENCY_IN_FLIGHT));
      return { status: busy.status, body: busy.body, headers: { 'Retry-After': '1' } };
    }
    return { status: held.statusCode, body: held.body, replayed: true };
  }
  return { status, body };
}

/** Removes keys whose answers are no longer replayed (a sweeper calls it now and then). */
export async function purgeExpiredIdempotencyKeys(db: DbOrTx, table: IdempotencyTable, at = new Date()) {
  await db.delete(table).where(lte(table.expiresAt, at));
}
