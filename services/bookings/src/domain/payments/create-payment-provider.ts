// Which processor charges cards: Stripe when it is configured, the sandbox otherwise.
import type { PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment-provider';
import type { SandboxStore } from './sandbox/sandbox-store';
import type { StripeSettings } from './stripe/stripe-payment-provider';

export function createPaymentProvider(
  stripe: StripeSettings | null,
  sandboxStore: SandboxStore,
  now?: () => Date,
): PaymentProvider {
  if (!stripe) return new SandboxPaymentProvider(sandboxStore, now);
  // Stripe's SDK is loaded only when Stripe is configured: the sandbox (the default) never needs it.
  const { StripePaymentProvider } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('./stripe/stripe-payment-provider') as typeof import('./stripe/stripe-payment-provider');
  return new StripePaymentProvider(stripe);
}
