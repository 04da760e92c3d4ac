import { ConfigError } from '@coachwork/service-kit';
import { readConfig } from '../../src/config';
import { paymentsOptions } from '../../src/payments.config';
import { createPaymentProvider } from '../../src/domain/payments/create-payment-provider';
import { InMemorySandboxStore } from '../../src/domain/payments/sandbox/in-memory-sandbox.store';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};

function problems(env: Record<string, string>): string[] {
  try {
    readConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('payment settings', () => {
  it('default to the sandbox in euros, no tax, full refunds up to 48 hours before', () => {
    const options = paymentsOptions(readConfig({}));
    expect(readConfig({}).CURRENCY).toBe('EUR');
    expect(options).toMatchObject({
      stripe: null,
      taxRatePercent: 0,
      refundDeadlineHours: 48,
    });
    expect(options.seller.addressLines).toEqual(['Example Street 1', '10115 Berlin', 'Germany']);
    const provider = createPaymentProvider(options.stripe, new InMemorySandboxStore());
    expect({ name: provider.name, publishableKey: provider.publishableKey }).toEqual({
      name: 'sandbox',
      publishableKey: null,
    });
  });

  it('use Stripe when its keys are set', () => {
    const options = paymentsOptions(readConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' }));
    expect(options.stripe).toEqual({
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiUrl: 'http://127.0.0.1:12111',
    });
    const provider = createPaymentProvider(options.stripe, new InMemorySandboxStore());
    expect({ name: provider.name, publishableKey: provider.publishableKey }).toEqual({
      name: 'stripe',
      publishableKey: 'pk_test_abc123',
    });
  });

  it('refuse to start with a Stripe key but no publishable key or webhook secret', () => {
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY (the payment page needs it)',
      'STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (webhooks are refused without it)',
    ]);
  });

  it.each([
    [{ CURRENCY: 'EURO' }, 'CURRENCY: CURRENCY must be an ISO 4217 code like EUR'],
    [{ TAX_RATE_PERCENT: '120' }, 'TAX_RATE_PERCENT: TAX_RATE_PERCENT must be a number from 0 to 100'],
    [
      { REFUND_DEADLINE_HOURS: '1.5' },
      'REFUND_DEADLINE_HOURS: REFUND_DEADLINE_HOURS must be a whole number of hours',
    ],
    [
      { ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_abc' },
      'STRIPE_SECRET_KEY: STRIPE_SECRET_KEY must look like sk_test_... or sk_live_...',
    ],
  ])('refuse %j', (env, message) => {
    expect(problems(env)).toEqual([message]);
  });

  it('take the currency in any case', () => {
    expect(readConfig({ CURRENCY: 'usd' }).CURRENCY).toBe('USD');
  });
});
