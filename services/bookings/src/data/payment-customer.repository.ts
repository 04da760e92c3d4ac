// Which processor customer a user is. The first card or payment makes one; two first requests racing
// keep whichever row landed first (the other customer stays empty at the processor, harmless).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@coachwork/service-kit';
import type { ProviderName } from '../domain/payments/payment-provider';
import { paymentCustomers } from './schema';

export async function findCustomerId(db: DbOrTx, userId: string, provider: ProviderName): Promise<string | null> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row?.customerId ?? null;
}

/** Stores the mapping unless one exists; returns the customer id that is stored now. */
export async function saveCustomerId(
  db: DbOrTx,
  userId: string,
  provider: ProviderName,
  customerId: string,
): Promise<string> {
  await db.insert(paymentCustomers).values({ userId, provider, customerId }).onConflictDoNothing();
  return (await findCustomerId(db, userId, provider))!;
}
