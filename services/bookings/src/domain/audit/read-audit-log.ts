// GET /v1/audit-log and its exports (super-admins: audit-log.view): filter by person, object and
// time, newest first.
import { and, desc, gte, lt, lte, or, eq, type SQL } from 'drizzle-orm';
import {
  dateFilter,
  filterBy,
  listRows,
  listWhere,
  takeFilters,
  type AuditRow,
  type ListQuery,
  type ListSpec,
} from '@coachwork/service-kit';
import { AUDIT_OBJECT_TYPES, type AuditEntryDto } from '@coachwork/contracts';
import { auditLog } from '../../data/schema';
import { personName, usersByIds } from '../../data/user-directory.repository';
import type { BookingsContext } from '../context';

export const auditListSpec: ListSpec = {
  table: auditLog,
  sortable: { occurredAt: auditLog.occurredAt },
  filterable: {
    actorId: filterBy.uuid(auditLog.actorId),
    onBehalfOf: filterBy.uuid(auditLog.onBehalfOf),
    objectType: filterBy.enum(auditLog.objectType, AUDIT_OBJECT_TYPES),
    objectId: filterBy.text(auditLog.objectId),
    action: filterBy.text(auditLog.action),
    from: filterBy.date(),
    to: filterBy.date(),
  },
  searchable: [auditLog.action, auditLog.objectId],
  defaultSort: '-occurredAt',
};

/** filter[from] and filter[to] (inclusive) as conditions; the rest stay the list contract's. */
function timeRange(q: ListQuery): SQL[] {
  const { from, to } = takeFilters(q, ['from', 'to']);
  const start = dateFilter(from);
  const end = dateFilter(to);
  return [
    ...(start ? [gte(auditLog.occurredAt, start)] : []),
    ...(end ? [lte(auditLog.occurredAt, end)] : []),
  ];
}

async function present(ctx: BookingsContext, rows: AuditRow[]): Promise<AuditEntryDto[]> {
  const people = await usersByIds(
    ctx.db,
    rows.map((r) => r.actorId),
  );
  return rows.map((r) => {
    const person = r.actorId ? people.get(r.actorId) : undefined;
    return {
      id: r.id,
      occurredAt: r.occurredAt.toISOString(),
      actorId: r.actorId,
      actorName: person ? personName(person) : null,
      onBehalfOf: r.onBehalfOf,
      ip: r.ip,
      action: r.action,
      objectType: r.objectType,
      objectId: r.objectId,
      before: r.before ?? null,
      after: r.after ?? null,
    };
  });
}

export async function listAuditLog(ctx: BookingsContext, q: ListQuery) {
  const range = timeRange(q);
  const { rows, meta } = await listRows<AuditRow>(ctx.db, auditListSpec, q, range);
  return { data: await present(ctx, rows), meta };
}

const BATCH = 500;

/**
 * Every entry the query matches, newest first, a batch at a time (by occurredAt and id, so entries
 * written meanwhile neither repeat nor shift the pages): a long log never sits in memory.
 */
export async function* auditBatches(ctx: BookingsContext, q: ListQuery): AsyncGenerator<AuditEntryDto[]> {
  const where = listWhere(auditListSpec, q, timeRange(q));
  let last: { at: Date; id: string } | undefined;
  for (;;) {
    const after = last
      ? or(lt(auditLog.occurredAt, last.at), and(eq(auditLog.occurredAt, last.at), lt(auditLog.id, last.id)))
      : undefined;
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(where, after))
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .limit(BATCH);
    yield await present(ctx, rows);
    if (rows.length < BATCH) return;
    const tail = rows[rows.length - 1]!;
    last = { at: tail.occurredAt, id: tail.id };
  }
}
