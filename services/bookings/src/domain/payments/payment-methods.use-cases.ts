// A booker's saved cards: GET, POST and DELETE /v1/payments/payment-methods and PUT .../default. The
// processor holds the cards; bookings knows only which processor customer the booker is. A card is
// reachable only through its owner's customer, so nobody lists, removes or defaults another's card.
import { NotFoundError, ValidationError } from '@coachwork/service-kit';
import {
  PAYMENT_METHOD_NOT_YOURS,
  PAYMENT_METHOD_UNKNOWN,
  type CardSetupDto,
  type DefaultPaymentMethodInput,
  type PaymentMethodDto,
  type SavePaymentMethodInput,
} from '@coachwork/contracts';
import { findCustomerId, saveCustomerId } from '../../data/payment-customer.repository';
import type { PaymentMethod } from './payment-provider';
import type { PaymentsContext } from './payments-context';
import { isRefusal, toHttpError, withProvider } from './provider-errors';

export const PAYMENT_METHOD_NOT_FOUND = 'Payment method not found.';

const toDto = (method: PaymentMethod, defaultId: string | null): PaymentMethodDto => ({
  id: method.id,
  brand: method.card.brand,
  last4: method.card.last4,
  expMonth: method.card.expMonth,
  expYear: method.card.expYear,
  isDefault: method.id === defaultId,
  createdAt: method.createdAt.toISOString(),
});

/** The user's processor customer, made on first use. */
export async function ensureCustomer(
  ctx: PaymentsContext,
  user: { id: string; email: string | null; name?: string | null },
): Promise<string> {
  const existing = await findCustomerId(ctx.db, user.id, ctx.provider.name);
  if (existing) return existing;
  const created = await withProvider(() =>
    ctx.provider.createCustomer({
      email: user.email,
      name: user.name ?? null,
      metadata: { userId: user.id },
    }),
  );
  return saveCustomerId(ctx.db, user.id, ctx.provider.name, created.id);
}

export async function listPaymentMethods(ctx: PaymentsContext, userId: string): Promise<PaymentMethodDto[]> {
  const customerId = await findCustomerId(ctx.db, userId, ctx.provider.name);
  if (!customerId) return [];
  const [methods, customer] = await withProvider(() =>
    Promise.all([ctx.provider.listPaymentMethods(customerId), ctx.provider.retrieveCustomer(customerId)]),
  );
  return methods.map((m) => toDto(m, customer.defaultPaymentMethodId));
}

export async function savePaymentMethod(
  ctx: PaymentsContext,
  user: { id: string; email: string | null },
  input: SavePaymentMethodInput,
): Promise<PaymentMethodDto> {
  const customerId = await ensureCustomer(ctx, user);
  let method: PaymentMethod;
  try {
    // A card saved through Stripe's setup step is already on the caller's customer: attaching it
    // again would be refused, so it is only looked up. Anyone else's card is attached, and refused.
    const own = await ownCard(ctx, user.id, input.paymentMethodId);
    method = own?.method ?? (await ctx.provider.attachPaymentMethod(customerId, input.paymentMethodId));
  } catch (err) {
    // An unknown or unusable card is a problem with the field: the form asks for the card again.
    if (isRefusal(err))
      throw new ValidationError({
        paymentMethodId: [err.status === 404 ? PAYMENT_METHOD_UNKNOWN : err.message],
      });
    throw toHttpError(err);
  }
  let defaultId = (await withProvider(() => ctx.provider.retrieveCustomer(customerId)))
    .defaultPaymentMethodId;
  // The first card saved becomes the default; later ones only when asked.
  if (input.makeDefault || !defaultId) {
    await withProvider(() => ctx.provider.setDefaultPaymentMethod(customerId, method.id));
    defaultId = method.id;
  }
  return toDto(method, defaultId);
}

/**
 * POST /v1/payments/payment-methods/setup-intent: Stripe's setup step for a card saved outside a
 * payment. The page confirms it with Stripe.js (the card goes to the caller's customer), then saves it
 * with POST /v1/payments/payment-methods. The sandbox answers 409: its card form makes the card.
 */
export async function startCardSetup(
  ctx: PaymentsContext,
  user: { id: string; email: string | null },
): Promise<CardSetupDto> {
  const customerId = await ensureCustomer(ctx, user);
  const setup = await withProvider(() => ctx.provider.createSetupIntent(customerId));
  return { setupIntentId: setup.id, clientSecret: setup.clientSecret };
}

/** The caller's own card, or undefined: another's card is as unknown as a card that does not exist. */
async function ownCard(ctx: PaymentsContext, userId: string, paymentMethodId: string) {
  const customerId = await findCustomerId(ctx.db, userId, ctx.provider.name);
  if (!customerId) return undefined;
  const methods = await withProvider(() => ctx.provider.listPaymentMethods(customerId));
  const method = methods.find((m) => m.id === paymentMethodId);
  return method ? { customerId, method } : undefined;
}

export async function removePaymentMethod(
  ctx: PaymentsContext,
  userId: string,
  paymentMethodId: string,
): Promise<PaymentMethodDto> {
  const own = await ownCard(ctx, userId, paymentMethodId);
  if (!own) throw new NotFoundError(PAYMENT_METHOD_NOT_FOUND);
  const detached = await withProvider(() => ctx.provider.detachPaymentMethod(paymentMethodId), {
    notFound: PAYMENT_METHOD_NOT_FOUND,
  });
  return toDto(detached, null);
}

export async function makeDefaultPaymentMethod(
  ctx: PaymentsContext,
  userId: string,
  input: DefaultPaymentMethodInput,
): Promise<PaymentMethodDto> {
  const own = await ownCard(ctx, userId, input.paymentMethodId);
  if (!own) throw new ValidationError({ paymentMethodId: [PAYMENT_METHOD_NOT_YOURS] });
  await withProvider(() => ctx.provider.setDefaultPaymentMethod(own.customerId, own.method.id));
  return toDto(own.method, own.method.id);
}
