// Which processor charges cards: Stripe when it is configured, the sandbox otherwise.
import type { PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment-provider';
import type { SandboxStore } from './sandbox/sandbox-store';
import { StripePaymentProvider, type StripeSettings } from './stripe/stripe-payment-provider';

export function createPaymentProvider(
  stripe: StripeSettings | null,
  sandboxStore: SandboxStore,
  now?: () => Date,
): PaymentProvider {
  return stripe ? new StripePaymentProvider(stripe) : new SandboxPaymentProvider(sandboxStore, now);
}
