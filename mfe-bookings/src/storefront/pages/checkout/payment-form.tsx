// The card payment of a held booking: its one open intent (POST .../payment-intent), a saved card or a
// new one through the sandbox's card form (or Stripe's Payment Element when payments go through Stripe),
// the confirmation step a card may ask for, then finalize. A declined card shows the processor's words
// and keeps the hold: the same intent takes another card. One payment at a time: the button is disabled
// and a second press is ignored while one is running.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { BookingDto, BookingPaymentIntentDto, SandboxIntentDto } from '@coachwork/contracts';
import { Spinner } from '@coachwork/web-kit';
import {
  useAnswerSandboxStepMutation,
  useConfirmSandboxIntentMutation,
  useCreateSandboxCardMutation,
  useFinalizeGuestPaymentMutation,
  useFinalizePaymentMutation,
  useGetPaymentMethodsQuery,
  useGetPaymentProviderQuery,
  useOpenGuestIntentMutation,
  useOpenPaymentIntentMutation,
  useSavePaymentMethodMutation,
  type GuestPayer,
} from '../../payments-api';
import { richMessage } from '../../rich-message';
import { CardForm } from './card-form';
import { useCheckoutI18n } from './messages';
import { messageOf, type HttpFailure } from './payment-messages';
import { cardBody, cardErrorsOf, EMPTY_CARD, SandboxCardFields, type CardErrors, type CardValues } from './sandbox-card-fields';
import { chosenCard, NEW_CARD, SavedCardChoice } from './saved-card-choice';
import { useOnePress } from './use-one-press';

export { PAYMENT_NOT_THROUGH } from './payment-messages';

// Stripe.js and its React bindings stay out of the sandbox path: only a Stripe payment loads them.
const StripeCardStep = lazy(() => import('./stripe-card-step'));

export function PaymentForm({
  booking,
  onPaid,
  guest,
}: {
  booking: BookingDto;
  onPaid: (booking: BookingDto) => void;
  /** A guest checkout: the token stands in for the session, and there are no saved cards. */
  guest?: GuestPayer;
}) {
  const { t, formatPrice } = useCheckoutI18n();
  const provider = useGetPaymentProviderQuery();
  const methods = useGetPaymentMethodsQuery(undefined, { skip: Boolean(guest) });
  const [openOwnIntent] = useOpenPaymentIntentMutation();
  const [openGuestIntent] = useOpenGuestIntentMutation();
  const [finalizeGuest] = useFinalizeGuestPaymentMutation();
  const [createCard] = useCreateSandboxCardMutation();
  const [saveCard] = useSavePaymentMethodMutation();
  const [confirm] = useConfirmSandboxIntentMutation();
  const [answer] = useAnswerSandboxStepMutation();
  const [finalizeOwn] = useFinalizePaymentMutation();
  const checkoutToken = guest?.checkoutToken;
  const openIntent = (bookingId: string) =>
    checkoutToken ? openGuestIntent({ bookingId, checkoutToken }) : openOwnIntent(bookingId);
  const finalize = (args: { bookingId: string; paymentIntentId: string }) =>
    checkoutToken ? finalizeGuest({ ...args, checkoutToken }) : finalizeOwn(args);

  const [intent, setIntent] = useState<BookingPaymentIntentDto | null>(null);
  const [intentError, setIntentError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [save, setSave] = useState(false);
  const { busy, problem: refusal, setProblem: setRefusal, run: runOnce } = useOnePress();
  const [asksApproval, setAsksApproval] = useState(false);

  useEffect(() => {
    let live = true;
    openIntent(booking.id)
      .unwrap()
      .then((opened) => live && setIntent(opened))
      .catch((err: unknown) => live && setIntentError(messageOf(err)));
    return () => {
      live = false;
    };
  }, [booking.id, checkoutToken]);

  const saved = methods.data ?? [];
  const selected = chosenCard(chosen, saved);

  const settle = async (result: SandboxIntentDto, current: BookingPaymentIntentDto) => {
    if (result.status === 'requires_action') {
      setAsksApproval(true);
      return;
    }
    setAsksApproval(false);
    if (result.status !== 'succeeded') {
      setRefusal(result.error ?? t('checkout.notThrough'));
      return;
    }
    onPaid(await finalize({ bookingId: booking.id, paymentIntentId: current.paymentIntentId }).unwrap());
  };

  const run = (work: (current: BookingPaymentIntentDto) => Promise<void>) =>
    intent ? runOnce(() => work(intent)) : Promise.resolve();

  const pay = () =>
    run(async (current) => {
      let methodId = selected;
      if (selected === NEW_CARD) {
        const parsed = cardBody(card);
        if ('errors' in parsed) {
          setCardErrors(parsed.errors);
          return;
        }
        setCardErrors({});
        try {
          methodId = (await createCard(parsed.body).unwrap()).id;
        } catch (err) {
          const failure = err as HttpFailure;
          if (failure?.status === 422 && failure.data?.errors) {
            setCardErrors(cardErrorsOf(failure.data.errors));
            return;
          }
          throw err;
        }
        // Saving is a convenience: a card that cannot be saved can still pay.
        if (save) await saveCard({ paymentMethodId: methodId }).unwrap().catch(() => undefined);
      }
      const result = await confirm({ intentId: current.paymentIntentId, clientSecret: current.clientSecret, paymentMethodId: methodId }).unwrap();
      await settle(result, current);
    });

  const respond = (approve: boolean) =>
    run(async (current) => {
      const result = await answer({ intentId: current.paymentIntentId, clientSecret: current.clientSecret, approve }).unwrap();
      await settle(result, current);
    });

  if (intentError) {
    return (
      <div className="cw-alert" role="alert">
        {intentError}
      </div>
    );
  }
  if (!intent || provider.isLoading) return <Spinner label={t('checkout.preparing')} />;
  if (provider.data?.provider === 'stripe' && provider.data.publishableKey) {
    return (
      <Suspense fallback={<Spinner label={t('checkout.loadingCardForm')} />}>
        <StripeCardStep
          publishableKey={provider.data.publishableKey}
          intent={intent}
          saved={saved}
          onSucceeded={async (paymentIntentId) => onPaid(await finalize({ bookingId: booking.id, paymentIntentId }).unwrap())}
        />
      </Suspense>
    );
  }

  if (asksApproval) {
    return (
      <section className="cw-stack" aria-labelledby="approval-title">
        <span className="sf-sandbox">{t('checkout.sandbox')}</span>
        <h4 id="approval-title" style={{ margin: 0 }}>
          {t('checkout.bankAsks')}
        </h4>
        <p style={{ margin: 0 }}>
          {richMessage(t, 'checkout.approveQuestion', {
            amount: <strong>{formatPrice(intent.amount, t('price.free'))}</strong>,
          })}
        </p>
        {refusal && (
          <div className="cw-alert" role="alert">
            {refusal}
          </div>
        )}
        <div className="cw-row">
          <button type="button" className="cw-btn cw-btn-primary" disabled={busy} onClick={() => void respond(true)}>
            {busy ? t('checkout.confirming') : t('checkout.approve')}
          </button>
          <button type="button" className="cw-btn" disabled={busy} onClick={() => void respond(false)}>
            {t('checkout.refuse')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <CardForm
      label={t('checkout.cardPayment')}
      sandbox
      problem={refusal && `${refusal} ${t('checkout.stillHeld')}`}
      problemTestId="payment-refusal"
      busy={busy}
      submitText={t('checkout.pay', { amount: formatPrice(intent.amount, t('price.free')) })}
      busyText={t('checkout.paying')}
      block
      onSubmit={pay}
    >
      <SavedCardChoice saved={saved} selected={selected} disabled={busy} onChoose={setChosen} />
      {selected === NEW_CARD && (
        <>
          <SandboxCardFields values={card} errors={cardErrors} disabled={busy} onChange={setCard} />
          <p className="cw-hint" style={{ margin: 0 }}>
            {t('checkout.testCards')}
          </p>
          {!guest && (
            <label className="sf-check">
              <input type="checkbox" checked={save} disabled={busy} onChange={(e) => setSave(e.target.checked)} />
              {t('checkout.saveCard')}
            </label>
          )}
        </>
      )}
    </CardForm>
  );
}
