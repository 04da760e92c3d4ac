// The audit log (issue 28 item 2): who changed what, when, from which address, before and after, one
// row per change a person makes, written in the change's own transaction so the two commit or roll
// back together. Append-only: no route writes to it but recordAudit, and each service's migration
// adds a trigger that refuses UPDATE, DELETE and TRUNCATE (see bookings' 0013_audit_log.sql).
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { index, jsonb, text, timestamp, uuid, type PgSchema } from 'drizzle-orm/pg-core';
import type { RequestHandler } from 'express';
import type { Actor } from '../auth/actor';
import type { Db, DbOrTx } from './database';

export function auditTable(schema: PgSchema) {
  return schema.table(
    'audit_log',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
      /** The person who made the change; null for the system (a sweeper, an event). */
      actorId: uuid('actor_id'),
      /** Whose object it is when someone acts for its owner (an admin paying a booker's booking). */
      onBehalfOf: uuid('on_behalf_of'),
      /** The caller's address as the gateway saw it (its trust proxy setting decides). */
      ip: text('ip'),
      /** '<objectType>.<verb>': booking.cancelled, voucher.updated, payout.held … */
      action: text('action').notNull(),
      objectType: text('object_type').notNull(),
      objectId: text('object_id').notNull(),
      /** Only the fields the change touched. */
      before: jsonb('before').$type<Record<string, unknown>>(),
      after: jsonb('after').$type<Record<string, unknown>>(),
    },
    (t) => [
      index().on(t.occurredAt),
      index().on(t.actorId, t.occurredAt),
      index().on(t.objectType, t.objectId, t.occurredAt),
    ],
  );
}

export type AuditTable = ReturnType<typeof auditTable>;
export type AuditRow = AuditTable['$inferSelect'];

type Fields = Record<string, unknown>;

export interface AuditEntry {
  /** The person acting, or 'system' for the product's own moves. */
  actor: Actor | 'system';
  onBehalfOf?: string | null;
  /** By default the address the gateway signed into the actor. */
  ip?: string | null;
  action: string;
  objectType: string;
  objectId: string;
  before?: Fields | null;
  after?: Fields | null;
}

/** Inside the change's transaction (`tx`): the entry commits with it or not at all. */
export async function recordAudit(tx: DbOrTx, table: AuditTable, entry: AuditEntry): Promise<void> {
  await tx.insert(table).values(auditRow(entry));
}

/** The row recordAudit inserts, for a statement that writes it along with the change (a CTE's INSERT). */
export function auditRow(entry: AuditEntry) {
  const person = entry.actor === 'system' ? null : entry.actor;
  return {
    actorId: person?.userId ?? null,
    onBehalfOf: entry.onBehalfOf && entry.onBehalfOf !== person?.userId ? entry.onBehalfOf : null,
    ip: entry.ip !== undefined ? entry.ip : (person?.ip ?? null),
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    before: entry.before ? jsonSafe(entry.before) : null,
    after: entry.after ? jsonSafe(entry.after) : null,
  };
}

function jsonSafe(fields: Fields): Fields {
  return JSON.parse(JSON.stringify(fields)) as Fields;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Before and after of only the fields that differ (of `keys`, by default the after's): what an entry
 * keeps, so a one-field change does not copy the whole row twice.
 */
export function changedFields(
  before: Fields,
  after: Fields,
  keys: readonly string[] = Object.keys(after),
): { before: Fields; after: Fields } {
  const changed = keys.filter((k) => !same(before[k], after[k]));
  return {
    before: Object.fromEntries(changed.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(changed.map((k) => [k, after[k] ?? null])),
  };
}

/** Picks `keys` of a row (what a creation or deletion keeps as its after or before). */
export function pickFields(row: Fields, keys: readonly string[]): Fields {
  return Object.fromEntries(keys.map((k) => [k, row[k] ?? null]));
}

/** One CSV field, quoted when it must be, with a formula's leading = + - @ (tab, CR) defused by a '. */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (values: unknown[]): string => `${values.map(csvField).join(',')}\r\n`;

// Identity, tenants and workshops record their changes in the database (issue 28 item 2): a trigger on
// each audited table writes the entry, and its `<service>.audit.recorded` event to the outbox, in the
// change's own transaction, for whoever the transaction says is acting. Their migrations
// (`*_audit_log.sql`) hold the trigger; what follows tells it who acts.

const auditActors = new AsyncLocalStorage<Actor>();

/**
 * Mounted after the body parsers: the rest of a signed-in person's request runs with them as the
 * actor that `auditedDb`'s transactions name. Guests, and the product's own work (event consumers,
 * sweepers, seeding), name nobody, and the triggers record nothing for them.
 */
export function auditContext(): RequestHandler {
  return (req, _res, next) => {
    const actor = req.actor;
    if (actor?.userId) auditActors.run(actor, next);
    else next();
  };
}

/** The setting the audit triggers read: `{"id": <user id>, "ip": <address or null>}`, or nothing. */
export const AUDIT_ACTOR_SETTING = 'coachwork.actor';

/**
 * Runs `fn` as nobody: an event handler started by a request's own publishing (the embedded bus runs
 * consumers in the publisher's call chain) is the product's work, not that person's.
 */
export function outsideAuditActor<T>(fn: () => T): T {
  return auditActors.exit(fn);
}

/** Runs `fn` as `actor` (what auditContext does for a request), for work outside a request. */
export function asAuditActor<T>(actor: Actor, fn: () => T): T {
  return auditActors.run(actor, fn);
}

/**
 * `db` whose transactions first tell the audit triggers who is acting (a transaction-local setting, so
 * it ends with the transaction and never leaks to the next user of the connection). Outside a
 * person's request it is `db` as it was: no extra statement.
 */
export function auditedDb(db: Db): Db {
  const transaction: Db['transaction'] = (run, config) =>
    db.transaction(async (tx) => {
      const actor = auditActors.getStore();
      if (actor?.userId) {
        const who = JSON.stringify({ id: actor.userId, ip: actor.ip ?? null });
        await tx.execute(sql`select set_config(${AUDIT_ACTOR_SETTING}, ${who}, true)`);
      }
      return run(tx);
    }, config);
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'transaction') return transaction;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
