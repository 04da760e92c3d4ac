import type { PayoutEventPayload } from '@coachwork/contracts';
import type { PayoutRow } from '../../data/schema';
import { toMajorUnits } from '../money';

export function payoutEvent(p: PayoutRow): PayoutEventPayload {
  return {
    payoutId: p.id,
    coachId: p.coachId,
    workshopScheduleId: p.workshopScheduleId,
    amount: toMajorUnits(p.amount, p.currency),
    currency: p.currency,
    dueAt: p.dueAt.toISOString(),
    reference: p.reference,
  };
}
