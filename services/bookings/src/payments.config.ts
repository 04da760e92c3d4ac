// The payment, invoice and refund settings. Both readers of the environment spread `paymentsEnv` into
// their schema (this service's config.ts when it runs alone, the gateway's in embedded mode) and
// hand `paymentsOptions(config)` to createApp, so the rules live once.
import * as yup from 'yup';
import { isKnownCurrency } from './domain/money';
import type { SellerDetails } from './domain/invoices/invoice-document';
import type { StripeSettings } from './domain/payments/stripe/stripe-payment-provider';

const whenStripe = (schema: yup.StringSchema, message: string) =>
  schema.when('STRIPE_SECRET_KEY', {
    is: (key: unknown) => typeof key === 'string' && key.length > 0,
    then: (s) => s.required(message),
    otherwise: (s) => s.optional(),
  });

export const paymentsEnv = {
  /** ISO 4217 code every booking is priced in. */
  CURRENCY: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
    .test('currency', 'CURRENCY must be an ISO 4217 code like EUR', (v) => v == null || isKnownCurrency(v))
    .default('EUR'),
  /** Set: cards are charged through Stripe. Unset: the sandbox processor ("no real money"). */
  STRIPE_SECRET_KEY: yup
    .string()
    .matches(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must look like sk_test_... or sk_live_...')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: whenStripe(
    yup.string().matches(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must look like pk_test_...'),
    'STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY (the payment page needs it)',
  ),
  STRIPE_WEBHOOK_SECRET: whenStripe(
    yup.string().matches(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must look like whsec_...'),
    'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (webhooks are refused without it)',
  ),
  /** Another Stripe-speaking server (stripe-mock, a test double); Stripe's own API when unset. */
  STRIPE_API_URL: yup
    .string()
    .test(
      'url',
      'STRIPE_API_URL must be a URL like http://127.0.0.1:12111',
      (v) => v == null || /^https?:\/\/./.test(v),
    )
    .optional(),
  /** Included in prices and shown on every invoice, even at 0. */
  TAX_RATE_PERCENT: yup
    .number()
    .typeError('TAX_RATE_PERCENT must be a number from 0 to 100')
    .min(0, 'TAX_RATE_PERCENT must be a number from 0 to 100')
    .max(100, 'TAX_RATE_PERCENT must be a number from 0 to 100')
    .default(0),
  /** A booker who cancels at least this long before the start gets everything back. */
  REFUND_DEADLINE_HOURS: yup
    .number()
    .typeError('REFUND_DEADLINE_HOURS must be a whole number of hours')
    .integer('REFUND_DEADLINE_HOURS must be a whole number of hours')
    .min(0, 'REFUND_DEADLINE_HOURS must be a whole number of hours')
    .default(48),
  /** The seller on invoices. SELLER_ADDRESS lines are separated by ';'. */
  SELLER_NAME: yup.string().default('Coachwork'),
  SELLER_ADDRESS: yup.string().default('Example Street 1;10115 Berlin;Germany'),
  SELLER_EMAIL: yup
    .string()
    .email('SELLER_EMAIL must be an email address')
    .default('billing@coachwork.localhost'),
  SELLER_TAX_ID: yup.string().optional(),
};

/** The settings on their own, for a reader that needs only these. */
export const paymentsEnvSchema = yup.object(paymentsEnv);
type PaymentsEnv = yup.InferType<typeof paymentsEnvSchema>;

/** `CURRENCY` is not here: it is BookingsOptions.currency, the one every booking is priced in. */
export interface PaymentsOptions {
  /** Null: the sandbox processor. */
  stripe: StripeSettings | null;
  taxRatePercent: number;
  refundDeadlineHours: number;
  seller: SellerDetails;
}

export function paymentsOptions(env: PaymentsEnv): PaymentsOptions {
  return {
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          apiUrl: env.STRIPE_API_URL ?? null,
        }
      : null,
    taxRatePercent: env.TAX_RATE_PERCENT,
    refundDeadlineHours: env.REFUND_DEADLINE_HOURS,
    seller: {
      name: env.SELLER_NAME,
      addressLines: env.SELLER_ADDRESS.split(';')
        .map((line) => line.trim())
        .filter(Boolean),
      email: env.SELLER_EMAIL,
      taxId: env.SELLER_TAX_ID ?? null,
    },
  };
}
