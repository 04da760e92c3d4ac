// Reading and moving payouts. Super-admins (bookings.view / bookings.update: payouts are bookings'
// money) see and move every payout; a coach sees their own; a payout one may not see does not exist.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  COACH_ROLE,
  type HoldPayoutInput,
  type MarkPayoutPaidInput,
  type PayoutDto,
} from '@coachwork/contracts';
import {
  addToOutbox,
  can,
  ConflictError,
  filterBy,
  ForbiddenError,
  listRows,
  NotFoundError,
  type Actor,
  type ListQuery,
  type ListSpec,
} from '@coachwork/service-kit';
import { eventStore, payouts, type PayoutRow } from '../../data/schema';
import { PAYOUT_STATUSES } from '@coachwork/contracts';
import type { BookingsContext } from '../context';
import { toMajorUnits } from '../money';
import { payoutEvent } from './payout-events';
import { settle } from './payout-sweep';
import { audit } from '../audit/audit';

export const PAYOUT_NOT_FOUND = 'Payout not found.';
export const PAYOUT_NOT_DUE = 'Only a due payout (or one on hold) can be marked paid.';
export const PAYOUT_ALREADY_PAID = 'This payout has been paid.';

export const payoutListSpec: ListSpec = {
  table: payouts,
  sortable: {
    dueAt: payouts.dueAt,
    scheduleEnd: payouts.scheduleEnd,
    amount: payouts.amount,
    status: payouts.status,
    createdAt: payouts.createdAt,
  },
  filterable: {
    status: filterBy.enum(payouts.status, PAYOUT_STATUSES),
    coachId: filterBy.uuid(payouts.coachId),
    workshopId: filterBy.uuid(payouts.workshopId),
    workshopScheduleId: filterBy.uuid(payouts.workshopScheduleId),
  },
  searchable: [payouts.workshopTitle, payouts.reference],
  defaultSort: '-dueAt',
};

export function toPayoutDto(p: PayoutRow): PayoutDto {
  const m = (minor: number) => toMajorUnits(minor, p.currency);
  return {
    id: p.id,
    coachId: p.coachId,
    workshopScheduleId: p.workshopScheduleId,
    workshopId: p.workshopId,
    workshopTitle: p.workshopTitle,
    scheduleStart: p.scheduleStart.toISOString(),
    scheduleEnd: p.scheduleEnd.toISOString(),
    currency: p.currency,
    gross: m(p.gross),
    refunds: m(p.refunds),
    feePercent: p.feePercent,
    fee: m(p.fee),
    adjustments: m(p.adjustments),
    amount: m(p.amount),
    status: p.status,
    dueAt: p.dueAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    reference: p.reference,
    holdReason: p.holdReason,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Who may list: super-admins everything, coaches their own; everyone else 403. */
function ownerCondition(actor: Actor): SQL | undefined {
  if (can(actor, 'bookings.view')) return undefined;
  if (actor.userId && actor.roles.includes(COACH_ROLE)) return eq(payouts.coachId, actor.userId);
  throw new ForbiddenError();
}

export async function listPayouts(ctx: BookingsContext, q: ListQuery, actor: Actor) {
  const { rows, meta } = await listRows<PayoutRow>(ctx.db, payoutListSpec, q, [ownerCondition(actor)]);
  return { data: rows.map(toPayoutDto), meta };
}

export async function loadPayoutFor(ctx: BookingsContext, id: string, actor: Actor): Promise<PayoutRow> {
  const [row] = await ctx.db.select().from(payouts).where(eq(payouts.id, id));
  if (!row) throw new NotFoundError(PAYOUT_NOT_FOUND);
  if (!can(actor, 'bookings.view') && row.coachId !== actor.userId) throw new NotFoundError(PAYOUT_NOT_FOUND);
  return row;
}

/**
 * DUE or ON_HOLD → PAID with the transfer's reference; the figures are brought up to date first, under
 * the row's lock, so what is recorded as paid is what was owed then. Marking a paid payout paid again
 * with the same reference answers the payout as it is (a retried click); another reference is a 409.
 */
export async function markPayoutPaid(
  ctx: BookingsContext,
  id: string,
  input: MarkPayoutPaidInput,
  actor: Actor,
): Promise<{ payout: PayoutRow; changed: boolean }> {
  await loadPayoutFor(ctx, id, actor);
  if (!can(actor, 'bookings.update')) throw new ForbiddenError();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
    if (!row) throw new NotFoundError(PAYOUT_NOT_FOUND);
    if (row.status === 'PAID') {
      if (row.reference === input.reference) return { payout: row, changed: false };
      throw new ConflictError(PAYOUT_ALREADY_PAID);
    }
    if (row.status === 'PENDING') throw new ConflictError(PAYOUT_NOT_DUE);
    const now = ctx.now();
    const fresh = await settle(tx, row, ctx, now);
    const [paid] = await tx
      .update(payouts)
      .set({
        status: 'PAID',
        paidAt: now,
        paidBy: actor.userId,
        reference: input.reference,
        holdReason: null,
        updatedAt: now,
      })
      .where(and(eq(payouts.id, id), inArray(payouts.status, ['DUE', 'ON_HOLD'])))
      .returning();
    await addToOutbox(tx, eventStore, 'bookings.payout.paid', payoutEvent({ ...fresh, ...paid! }));
    await audit(tx, {
      actor,
      onBehalfOf: row.coachId,
      action: 'payout.paid',
      objectType: 'payout',
      objectId: id,
      before: { status: row.status, reference: row.reference },
      after: {
        status: 'PAID',
        reference: input.reference,
        amount: toMajorUnits(paid!.amount, paid!.currency),
      },
    });
    return { payout: paid!, changed: true };
  });
}

/** PENDING or DUE → ON_HOLD with a reason; a held payout is released to DUE (or PENDING) again. */
export async function holdPayout(
  ctx: BookingsContext,
  id: string,
  input: HoldPayoutInput | null,
  actor: Actor,
): Promise<PayoutRow> {
  await loadPayoutFor(ctx, id, actor);
  if (!can(actor, 'bookings.update')) throw new ForbiddenError();
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
    if (!row) throw new NotFoundError(PAYOUT_NOT_FOUND);
    if (row.status === 'PAID') throw new ConflictError(PAYOUT_ALREADY_PAID);
    const set = input
      ? { status: 'ON_HOLD' as const, holdReason: input.reason }
      : { status: row.dueAt <= now ? ('DUE' as const) : ('PENDING' as const), holdReason: null };
    const [moved] = await tx
      .update(payouts)
      .set({ ...set, updatedAt: now })
      .where(eq(payouts.id, id))
      .returning();
    await audit(tx, {
      actor,
      onBehalfOf: row.coachId,
      action: input ? 'payout.held' : 'payout.released',
      objectType: 'payout',
      objectId: id,
      before: { status: row.status, holdReason: row.holdReason },
      after: { status: moved!.status, holdReason: moved!.holdReason },
    });
    return moved!;
  });
}
