// GET /v1/bookings/last-address: the billing address the signed-in person gave on their latest booking,
// so the checkout starts from it (issue 31 item 10: remembered, and editable there). Only one's own:
// the caller is the only user it reads; a super-admin gets their own too, never somebody else's.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AddressDto } from '@coachwork/contracts';
import type { Actor } from '@coachwork/service-kit';
import { bookings } from '../../data/schema';
import type { BookingsContext } from '../context';

/** The address of the caller's latest booking (held, paid, cancelled: it was typed all the same), or null. */
export async function lastBillingAddress(ctx: BookingsContext, actor: Actor): Promise<AddressDto | null> {
  if (!actor.userId) return null;
  const [row] = await ctx.db
    .select({ address: bookings.address })
    .from(bookings)
    .where(and(eq(bookings.userId, actor.userId), isNull(bookings.deletedAt)))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  if (!row) return null;
  const a = row.address;
  return {
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 ?? null,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
  };
}
