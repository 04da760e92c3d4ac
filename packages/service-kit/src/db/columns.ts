import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { timestamp, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database';

/** createdAt, updatedAt and deletedAt (soft delete) as every resource table has them. */
export function timestamps() {
  return {
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  };
}

type SoftDeletable = PgTable & { id: AnyPgColumn; deletedAt: AnyPgColumn; updatedAt: AnyPgColumn };

/** Sets deletedAt on a live row; returns the row, or undefined when there was no live row. */
export async function softDelete<T extends SoftDeletable>(db: DbOrTx, table: T, id: string) {
  const rows = await db
    .update(table)
    .set({ deletedAt: new Date(), updatedAt: new Date() } as never)
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .returning();
  return (rows as T['$inferSelect'][])[0];
}

/** Clears deletedAt on a trashed row; returns the row, or undefined when it was not trashed. */
export async function restore<T extends SoftDeletable>(db: DbOrTx, table: T, id: string) {
  const rows = await db
    .update(table)
    .set({ deletedAt: null, updatedAt: new Date() } as never)
    .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
    .returning();
  return (rows as T['$inferSelect'][])[0];
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isUuid = (s: string): boolean => UUID_RE.test(s);

/** True for PostgreSQL's unique_violation (23505), also when drizzle wrapped the driver's error. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    i++
  ) {
    if (e.code === '23505') return !constraint || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}

/** True for PostgreSQL's not_null_violation (23502) on `column`, also when drizzle wrapped the driver's error. */
export function isNotNullViolation(err: unknown, column: string): boolean {
  for (
    let e = err as { code?: string; column?: string; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    i++
  ) {
    if (e.code === '23502') return e.column === column;
    e = e.cause as typeof e;
  }
  return false;
}
