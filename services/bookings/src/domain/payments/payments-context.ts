// What the payment use cases share: everything bookings' use cases do (database, clock, hold, currency,
// mailer) plus the processor, its checkout side when it is the sandbox, and the payment settings.
import type { PaymentsOptions } from '../../payments.config';
import type { BookingsContext } from '../context';
import type { PaymentProvider } from './payment-provider';
import type { SandboxCheckout } from './sandbox/sandbox-checkout';

export interface PaymentsContext extends BookingsContext {
  provider: PaymentProvider;
  /** The sandbox's card form and confirmation step; null when Stripe takes the cards. */
  sandbox: SandboxCheckout | null;
  options: PaymentsOptions;
}
