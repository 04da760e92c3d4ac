// "Add a card" with Stripe: the caller's setup (POST .../payment-methods/setup-intent), Stripe's Payment
// Element on it, confirmSetup (Stripe attaches the card to the booker's customer), then the same save as
// the sandbox path. A refused card shows Stripe's words and nothing is saved. Lazy: only Stripe loads it.
import { useEffect, useMemo, useState } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { CardSetupDto } from '@coachwork/contracts';
import { Spinner } from '@coachwork/web-kit';
import { useSavePaymentMethodMutation, useStartCardSetupMutation } from '../../payments-api';
import { useStripeJs } from '../../use-stripe';
import { messageOf } from '../checkout/payment-messages';
import { CardForm } from '../checkout/card-form';
import { useOnePress } from '../checkout/use-one-press';
import { DefaultChoice, type AddCardFormProps } from './default-choice';
import { useBookerI18n } from './messages';

function StripeCardSetupForm({ onSaved }: AddCardFormProps) {
  const { t } = useBookerI18n();
  const stripe = useStripe();
  const elements = useElements();
  const [saveCard] = useSavePaymentMethodMutation();
  const [makeDefault, setMakeDefault] = useState(false);
  const { busy, problem, setProblem, run } = useOnePress();

  const save = () =>
    run(async () => {
      if (!stripe || !elements) return;
      const result = await stripe.confirmSetup({
        elements,
        confirmParams: { return_url: window.location.href },
        redirect: 'if_required',
      });
      if (result.error) {
        setProblem(result.error.message ?? t('booker.addCard.notSaved'));
        return;
      }
      const method = result.setupIntent.payment_method;
      const paymentMethodId = typeof method === 'string' ? method : method?.id;
      if (result.setupIntent.status !== 'succeeded' || !paymentMethodId) {
        setProblem(t('booker.addCard.notSaved'));
        return;
      }
      onSaved(await saveCard({ paymentMethodId, makeDefault }).unwrap());
    });

  return (
    <CardForm
      label={t('booker.addCard.form')}
      problem={problem}
      busy={busy}
      ready={Boolean(stripe && elements)}
      submitText={t('booker.addCard.save')}
      busyText={t('booker.addCard.saving')}
      onSubmit={save}
    >
      <div data-testid="stripe-payment-element">
        <PaymentElement />
      </div>
      <DefaultChoice checked={makeDefault} disabled={busy} onChange={setMakeDefault} />
    </CardForm>
  );
}

export default function StripeAddCard({
  publishableKey,
  onSaved,
}: AddCardFormProps & { publishableKey: string }) {
  const { t } = useBookerI18n();
  const { stripe, unavailable } = useStripeJs(publishableKey);
  const [startSetup] = useStartCardSetupMutation();
  const [setup, setSetup] = useState<CardSetupDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    startSetup()
      .unwrap()
      .then((opened) => live && setSetup(opened))
      .catch((err: unknown) => live && setProblem(messageOf(err)));
    return () => {
      live = false;
    };
  }, [startSetup]);
  const options = useMemo(() => (setup ? { clientSecret: setup.clientSecret } : undefined), [setup]);

  if (unavailable || problem) {
    return (
      <div className="cw-alert" role="alert">
        {problem ?? t('booker.addCard.stripeUnavailable')}
      </div>
    );
  }
  if (!setup || !options) return <Spinner label={t('booker.addCard.loading')} />;
  return (
    <Elements key={setup.clientSecret} stripe={stripe} options={options}>
      <StripeCardSetupForm onSaved={onSaved} />
    </Elements>
  );
}
