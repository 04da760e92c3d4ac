// Builds the payments context over bookings' own: the processor the settings choose (the sandbox keeps
// its state in this service's database).
import { loadConfig } from '@coachwork/service-kit';
import { DrizzleSandboxStore } from './data/sandbox.repository';
import { sandboxCards, sandboxCustomers, sandboxIntents, sandboxRefunds } from './data/schema';
import type { BookingsContext } from './domain/context';
import { cancellationRefunds } from './domain/payments/cancellation-refunds';
import { createPaymentProvider } from './domain/payments/create-payment-provider';
import type { PaymentsContext } from './domain/payments/payments-context';
import { SandboxPaymentProvider } from './domain/payments/sandbox/sandbox-payment-provider';
import { paymentsEnvSchema, paymentsOptions, type PaymentsOptions } from './payments.config';

export function paymentsContext(bookings: BookingsContext, options?: PaymentsOptions): PaymentsContext {
  // No settings given (tests, embedded defaults): the documented defaults, i.e. the sandbox.
  const settings = options ?? paymentsOptions(loadConfig(paymentsEnvSchema, {}));
  const store = new DrizzleSandboxStore(bookings.db, {
    sandboxCustomers,
    sandboxCards,
    sandboxIntents,
    sandboxRefunds,
  });
  const provider = createPaymentProvider(settings.stripe, store, bookings.now);
  const ctx: PaymentsContext = {
    ...bookings,
    provider,
    sandbox: provider instanceof SandboxPaymentProvider ? provider.checkout : null,
    options: settings,
  };
  ctx.refunds = cancellationRefunds(ctx);
  return ctx;
}
