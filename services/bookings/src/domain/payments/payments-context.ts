// What the payment use cases share: the database, the clock (tests move it), the processor and, when
// it is the sandbox, its checkout side, and the payment settings.
import type { Db } from '@coachwork/service-kit';
import type { PaymentsOptions } from '../../payments.config';
import type { PaymentProvider } from './payment-provider';
import type { SandboxCheckout } from './sandbox/sandbox-checkout';

export interface PaymentsContext {
  db: Db;
  now: () => Date;
  provider: PaymentProvider;
  /** The sandbox's card form and confirmation step; null when Stripe takes the cards. */
  sandbox: SandboxCheckout | null;
  options: PaymentsOptions;
}
