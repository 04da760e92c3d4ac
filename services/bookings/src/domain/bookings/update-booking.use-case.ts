// PATCH /v1/bookings/{id}: the owner's notes, address and meta; the coach's notes; everything for
// super-admins. Seats, status and money move only through the booking's actions.
import { eq } from 'drizzle-orm';
import {
  changedFields,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type Actor,
} from '@coachwork/service-kit';
import {
  BOOKING_FIELD_NOT_YOURS,
  BOOKING_FIELD_READ_ONLY,
  type BookingDto,
  type PatchBookingInput,
} from '@coachwork/contracts';
import { toBookingDto } from '../../data/booking.presenter';
import { bookings } from '../../data/schema';
import type { BookingsContext } from '../context';
import { accessTo, BOOKING_NOT_FOUND, loadBookingFor } from './booking-access';
import { audit } from '../audit/audit';

const READ_ONLY = [
  'userId',
  'workshopScheduleId',
  'seats',
  'status',
  'voucherCode',
  'cancellationReason',
  'currency',
  'unitPrice',
  'subtotal',
  'discount',
  'amount',
  'amountPaid',
  'paymentMethod',
  'paymentTransactionId',
  'expiresAt',
  'confirmedAt',
  'cancelledAt',
] as const;

/** A PATCH naming a field only an action may change is a 422 rather than a silent no-op. */
export function assertPatchableBookingFields(body: unknown): ValidationError | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const named = READ_ONLY.filter((key) => key in body);
  return named.length
    ? new ValidationError(Object.fromEntries(named.map((key) => [key, [BOOKING_FIELD_READ_ONLY]])))
    : undefined;
}

const OWNER_FIELDS = ['notes', 'address', 'meta'] as const;
const COACH_FIELDS = ['coachNotes'] as const;

export async function updateBooking(
  ctx: BookingsContext,
  id: string,
  input: PatchBookingInput,
  actor: Actor,
): Promise<BookingDto> {
  const found = await loadBookingFor(ctx.db, id, actor);
  if (found.booking.deletedAt) throw new NotFoundError(BOOKING_NOT_FOUND);
  const isAdmin = accessTo(actor, found, 'bookings.update').isAdmin;
  const allowed = new Set<string>([
    ...(isAdmin || found.access.isOwner ? OWNER_FIELDS : []),
    ...(isAdmin || found.access.isCoach ? COACH_FIELDS : []),
  ]);
  const given = Object.entries(input).filter(([, v]) => v !== undefined);
  if (given.some(([key]) => !allowed.has(key))) throw new ForbiddenError(BOOKING_FIELD_NOT_YOURS);
  const changes: Partial<typeof bookings.$inferInsert> = { updatedAt: ctx.now() };
  for (const [key, value] of given) {
    (changes as Record<string, unknown>)[key] =
      key === 'address'
        ? {
            ...(value as object),
            addressLine2: (value as { addressLine2?: string | null }).addressLine2 ?? null,
          }
        : value;
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx.update(bookings).set(changes).where(eq(bookings.id, id)).returning();
    const change = changedFields(
      found.booking,
      updated!,
      given.map(([key]) => key),
    );
    if (Object.keys(change.after).length)
      await audit(tx, {
        actor,
        onBehalfOf: found.booking.userId,
        action: 'booking.updated',
        objectType: 'booking',
        objectId: id,
        ...change,
      });
    return updated!;
  });
  return toBookingDto(row, found.schedule, found.access.viewer, ctx.now());
}
