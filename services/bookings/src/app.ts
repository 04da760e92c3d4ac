import path from 'node:path';
import { createService, type ServiceHandle, type ServiceRuntime } from '@coachwork/service-kit';
import { eventStore, SCHEMA } from './data/schema';
import { workshopTemplateSubscription } from './events/workshop-template.subscriber';
import { paymentMethodRoutes } from './http/payment-methods.routes';
import { paymentWebhookRoutes } from './http/payment-webhooks.routes';
import { publicPaymentRoutes } from './http/public-payments.routes';
import { voucherRoutes } from './http/vouchers.routes';
import type { PaymentsOptions } from './payments.config';
import { paymentsContext } from './payments.wiring';

export interface BookingsOptions {
  /** Processor, currency, tax, refunds and seller (from `paymentsOptions(config)`); defaults: the sandbox. */
  payments?: PaymentsOptions;
  /** Tests move the clock. */
  now?: () => Date;
}

export async function createApp(
  runtime: ServiceRuntime,
  options: BookingsOptions = {},
): Promise<ServiceHandle> {
  const db = runtime.database.db;
  const payments = paymentsContext(db, options.payments, options.now);
  return createService(runtime, {
    name: 'bookings',
    schema: SCHEMA,
    // SQL files stay in src/ (tsc does not copy them); this resolves from src/ and dist/ alike.
    migrationsFolder: path.resolve(__dirname, '..', 'src', 'data', 'migrations'),
    events: eventStore,
    subscriptions: [workshopTemplateSubscription(db)],
    routes(router, relay) {
      voucherRoutes(router, db, relay);
      publicPaymentRoutes(router, payments);
      paymentMethodRoutes(router, payments);
      paymentWebhookRoutes(router, payments);
    },
  });
}
