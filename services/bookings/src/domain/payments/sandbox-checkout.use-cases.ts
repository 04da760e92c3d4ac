// The sandbox's payment page steps, for `npm start` without Stripe: the card form becomes a payment
// method, and a card that asks for it gets the booker's approval or refusal. With Stripe configured
// these routes do not exist (404): Stripe.js and the bank do this work.
import { timingSafeEqual } from 'node:crypto';
import { ConflictError, NotFoundError, ValidationError } from '@coachwork/service-kit';
import {
  PAYMENT_METHOD_UNKNOWN,
  type PaymentMethodDto,
  type SandboxCardInput,
  type SandboxConfirmInput,
  type SandboxIntentDto,
} from '@coachwork/contracts';
import { eq } from 'drizzle-orm';
import { paymentIntents } from '../../data/schema';
import type { PaymentIntent } from './payment-provider';
import type { PaymentsContext } from './payments-context';
import { isRefusal, toHttpError } from './provider-errors';
import type { SandboxCheckout } from './sandbox/sandbox-checkout';

export const SANDBOX_NOT_IN_USE = 'The sandbox processor is not in use.';
export const SANDBOX_INTENT_NOT_FOUND = 'Payment not found.';
export const SANDBOX_NOT_CONFIRMABLE =
  'This payment cannot be charged now: it has gone through or been cancelled.';

function sandboxOf(ctx: PaymentsContext): SandboxCheckout {
  if (!ctx.sandbox) throw new NotFoundError(SANDBOX_NOT_IN_USE);
  return ctx.sandbox;
}

export const toSandboxIntentDto = (intent: PaymentIntent): SandboxIntentDto => ({
  id: intent.id,
  status: intent.status,
  error: intent.lastError?.message ?? null,
});

export async function createSandboxCard(
  ctx: PaymentsContext,
  input: SandboxCardInput,
): Promise<PaymentMethodDto> {
  try {
    const method = await sandboxOf(ctx).createCardPaymentMethod(input);
    return {
      id: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.expMonth,
      expYear: method.card.expYear,
      isDefault: false,
      createdAt: method.createdAt.toISOString(),
    };
  } catch (err) {
    // The sandbox names the field (number, expMonth, expYear, cvc), as Stripe's card element does.
    if (isRefusal(err) && err.param) throw new ValidationError({ [err.param]: [err.message] });
    throw toHttpError(err);
  }
}

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The intent, for the page that holds its client secret only (like Stripe.js, no session needed). */
async function intentFor(ctx: PaymentsContext, paymentIntentId: string, clientSecret: string) {
  let intent: PaymentIntent;
  try {
    intent = await ctx.provider.retrievePaymentIntent(paymentIntentId);
  } catch (err) {
    throw toHttpError(err, { notFound: SANDBOX_INTENT_NOT_FOUND });
  }
  if (!sameSecret(intent.clientSecret, clientSecret)) throw new NotFoundError(SANDBOX_INTENT_NOT_FOUND);
  return intent;
}

/**
 * The attempt as the booking's payment attempts show it: its state and the refusal in the processor's
 * words. Stripe tells us by webhook (payment_intent.payment_failed); the sandbox sends none, so its
 * answer is written here, and a declined card leaves a trace for the console (issue 31 item 10).
 */
async function recordAttempt(ctx: PaymentsContext, intent: PaymentIntent): Promise<PaymentIntent> {
  await ctx.db
    .update(paymentIntents)
    .set({ status: intent.status, lastError: intent.lastError?.message ?? null, updatedAt: ctx.now() })
    .where(eq(paymentIntents.providerIntentId, intent.id));
  return intent;
}

/**
 * Charges the card for the intent, as Stripe.js's confirmCardPayment does. A declined card is an
 * answer, not an error: the page shows the processor's words and the hold stays.
 */
export async function confirmSandboxIntent(
  ctx: PaymentsContext,
  paymentIntentId: string,
  input: SandboxConfirmInput,
): Promise<SandboxIntentDto> {
  sandboxOf(ctx);
  const intent = await intentFor(ctx, paymentIntentId, input.clientSecret);
  try {
    const confirmed = await ctx.provider.confirmPaymentIntent(intent.id, {
      paymentMethodId: input.paymentMethodId,
    });
    // A success is the finalize step's to record (it applies the payment); a refusal is recorded now.
    return toSandboxIntentDto(confirmed.status === 'succeeded' ? confirmed : await recordAttempt(ctx, confirmed));
  } catch (err) {
    if (isRefusal(err) && err.param === 'payment_method')
      throw new ValidationError({ paymentMethodId: [err.message] });
    if (isRefusal(err) && err.status === 404)
      throw new ValidationError({ paymentMethodId: [PAYMENT_METHOD_UNKNOWN] });
    if (isRefusal(err)) throw new ConflictError(SANDBOX_NOT_CONFIRMABLE);
    throw toHttpError(err);
  }
}

/** Only the page holding the intent's client secret may answer its confirmation step. */
export async function answerSandboxStep(
  ctx: PaymentsContext,
  paymentIntentId: string,
  clientSecret: string,
  approve: boolean,
): Promise<SandboxIntentDto> {
  const sandbox = sandboxOf(ctx);
  const intent = await intentFor(ctx, paymentIntentId, clientSecret);
  try {
    return toSandboxIntentDto(
      approve ? await sandbox.approve(intent.id) : await recordAttempt(ctx, await sandbox.refuse(intent.id)),
    );
  } catch (err) {
    if (isRefusal(err)) throw new ConflictError('This payment is not waiting for a confirmation.');
    throw err;
  }
}
