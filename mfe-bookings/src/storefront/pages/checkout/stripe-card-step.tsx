// The card step when payments go through Stripe: Stripe's Payment Element (its own frames: the card
// number never reaches Coachwork) or a saved card, confirmed by Stripe.js on the booking's one intent,
// then the same finalize call as the sandbox path. A declined card shows Stripe's words and keeps the
// hold; the same intent takes another card. Loaded lazily, so the sandbox path never carries Stripe.js.
import { useMemo, useState } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { BookingPaymentIntentDto, PaymentMethodDto } from '@coachwork/contracts';
import { useStripeJs } from '../../use-stripe';
import { CardForm } from './card-form';
import { useCheckoutI18n } from './messages';
import { chosenCard, NEW_CARD, SavedCardChoice } from './saved-card-choice';
import { useOnePress } from './use-one-press';

export { PAYMENT_PROCESSING, STRIPE_UNAVAILABLE } from './payment-messages';

export interface StripeCardStepProps {
  publishableKey: string;
  intent: BookingPaymentIntentDto;
  saved: PaymentMethodDto[];
  /** The intent succeeded at Stripe: finalize it (throws what the API answered). */
  onSucceeded: (paymentIntentId: string) => Promise<void>;
}

function StripeCardForm({ intent, saved, onSucceeded }: Omit<StripeCardStepProps, 'publishableKey'>) {
  const { t, formatPrice } = useCheckoutI18n();
  const stripe = useStripe();
  const elements = useElements();
  const [picked, setPicked] = useState<string | null>(null);
  const { busy, problem: refusal, setProblem: setRefusal, run } = useOnePress();
  const selected = chosenCard(picked, saved);

  const pay = () =>
    run(async () => {
      if (!stripe || !elements) return;
      // Cards need no redirect; a redirect-based method would come back to this page.
      const returnUrl = window.location.href;
      const result =
        selected === NEW_CARD
          ? await stripe.confirmPayment({
              elements,
              confirmParams: { return_url: returnUrl },
              redirect: 'if_required',
            })
          : await stripe.confirmPayment({
              clientSecret: intent.clientSecret,
              confirmParams: { payment_method: selected, return_url: returnUrl },
              redirect: 'if_required',
            });
      if (result.error) {
        setRefusal(result.error.message ?? t('checkout.notThrough'));
        return;
      }
      if (result.paymentIntent.status === 'processing') {
        setRefusal(t('checkout.processing'));
        return;
      }
      if (result.paymentIntent.status !== 'succeeded') {
        setRefusal(t('checkout.notThrough'));
        return;
      }
      await onSucceeded(result.paymentIntent.id);
    });

  return (
    <CardForm
      label={t('checkout.cardPayment')}
      problem={refusal && `${refusal} ${t('checkout.stillHeld')}`}
      problemTestId="payment-refusal"
      busy={busy}
      ready={Boolean(stripe && elements)}
      submitText={t('checkout.pay', { amount: formatPrice(intent.amount, t('price.free')) })}
      busyText={t('checkout.paying')}
      block
      onSubmit={pay}
    >
      <SavedCardChoice saved={saved} selected={selected} disabled={busy} onChoose={setPicked} />
      {selected === NEW_CARD && (
        <div data-testid="stripe-payment-element">
          <PaymentElement />
        </div>
      )}
      <p className="cw-hint" style={{ margin: 0 }}>
        {t('checkout.stripeNote')}
      </p>
    </CardForm>
  );
}

export default function StripeCardStep({ publishableKey, intent, saved, onSucceeded }: StripeCardStepProps) {
  const { t, lang } = useCheckoutI18n();
  const { stripe, unavailable } = useStripeJs(publishableKey);
  // Stripe ties the Elements group to one intent: a replaced intent gets a fresh group. Its fields speak
  // the page's language when that is not English (English keeps Stripe's own choice).
  const options = useMemo(
    () => (lang === 'en' ? { clientSecret: intent.clientSecret } : { clientSecret: intent.clientSecret, locale: lang }),
    [intent.clientSecret, lang],
  );

  if (unavailable) {
    return (
      <div className="cw-alert" role="alert">
        {t('checkout.stripeUnavailable')}
      </div>
    );
  }
  return (
    <Elements key={intent.clientSecret} stripe={stripe} options={options}>
      <StripeCardForm intent={intent} saved={saved} onSucceeded={onSucceeded} />
    </Elements>
  );
}
