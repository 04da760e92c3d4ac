// The card step when payments go through Stripe: Stripe's Payment Element (its own frames: the card
// number never reaches Coachwork) or a saved card, confirmed by Stripe.js on the booking's one intent,
// then the same finalize call as the sandbox path. A declined card shows Stripe's words and keeps the
// hold; the same intent takes another card. Loaded lazily, so the sandbox path never carries Stripe.js.
import { useMemo, useState } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { BookingPaymentIntentDto, PaymentMethodDto } from '@coachwork/contracts';
import { formatPrice } from '../../format';
import { useStripeJs } from '../../use-stripe';
import { CardForm } from './card-form';
import { PAYMENT_NOT_THROUGH, SEATS_STILL_HELD } from './payment-messages';
import { chosenCard, NEW_CARD, SavedCardChoice } from './saved-card-choice';
import { useOnePress } from './use-one-press';

export const STRIPE_UNAVAILABLE =
  "Stripe's card form could not be loaded. Check your connection and try again; your seats stay held until the countdown ends.";
export const PAYMENT_PROCESSING =
  'Your bank is still processing the payment. The booking is confirmed as soon as it goes through.';

export interface StripeCardStepProps {
  publishableKey: string;
  intent: BookingPaymentIntentDto;
  saved: PaymentMethodDto[];
  /** The intent succeeded at Stripe: finalize it (throws what the API answered). */
  onSucceeded: (paymentIntentId: string) => Promise<void>;
}

function StripeCardForm({ intent, saved, onSucceeded }: Omit<StripeCardStepProps, 'publishableKey'>) {
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
        setRefusal(result.error.message ?? PAYMENT_NOT_THROUGH);
        return;
      }
      if (result.paymentIntent.status === 'processing') {
        setRefusal(PAYMENT_PROCESSING);
        return;
      }
      if (result.paymentIntent.status !== 'succeeded') {
        setRefusal(PAYMENT_NOT_THROUGH);
        return;
      }
      await onSucceeded(result.paymentIntent.id);
    });

  return (
    <CardForm
      label="Card payment"
      problem={refusal && `${refusal} ${SEATS_STILL_HELD}`}
      problemTestId="payment-refusal"
      busy={busy}
      ready={Boolean(stripe && elements)}
      submitText={`Pay ${formatPrice(intent.amount)}`}
      busyText="Paying..."
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
        Card details go straight to Stripe; Coachwork never sees the card number.
      </p>
    </CardForm>
  );
}

export default function StripeCardStep({ publishableKey, intent, saved, onSucceeded }: StripeCardStepProps) {
  const { stripe, unavailable } = useStripeJs(publishableKey);
  // Stripe ties the Elements group to one intent: a replaced intent gets a fresh group.
  const options = useMemo(() => ({ clientSecret: intent.clientSecret }), [intent.clientSecret]);

  if (unavailable) {
    return (
      <div className="cw-alert" role="alert">
        {STRIPE_UNAVAILABLE}
      </div>
    );
  }
  return (
    <Elements key={intent.clientSecret} stripe={stripe} options={options}>
      <StripeCardForm intent={intent} saved={saved} onSucceeded={onSucceeded} />
    </Elements>
  );
}
