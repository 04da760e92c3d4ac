// /b?tab=cards "Add a card": a card saved without paying. With the sandbox its card form makes the
// card, then it is saved to the booker's customer; with Stripe the form is Stripe's (a lazy chunk, see
// stripe-add-card.tsx). The first saved card becomes the default; "Make this my default card" asks for
// it later too.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PaymentMethodDto } from '@coachwork/contracts';
import { Spinner, toast } from '@coachwork/web-kit';
import { Dialog } from '../../dialog';
import {
  useCreateSandboxCardMutation,
  useGetPaymentProviderQuery,
  useSavePaymentMethodMutation,
} from '../../payments-api';
import type { HttpFailure } from '../checkout/payment-messages';
import {
  cardBody,
  cardErrorsOf,
  EMPTY_CARD,
  SandboxCardFields,
  type CardErrors,
  type CardValues,
} from '../checkout/sandbox-card-fields';
import { CardForm } from '../checkout/card-form';
import { useOnePress } from '../checkout/use-one-press';
import { cardName } from './card-name';
import { DefaultChoice, type AddCardFormProps } from './default-choice';
import { useBookerI18n } from './messages';

const StripeAddCard = lazy(() => import('./stripe-add-card'));

function SandboxAddCard({ onSaved }: AddCardFormProps) {
  const { t } = useBookerI18n();
  const [createCard] = useCreateSandboxCardMutation();
  const [saveCard] = useSavePaymentMethodMutation();
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [makeDefault, setMakeDefault] = useState(false);
  const { busy, problem, run } = useOnePress();

  const save = () => {
    const parsed = cardBody(card);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return Promise.resolve();
    }
    return run(async () => {
      setErrors({});
      let id: string;
      try {
        id = (await createCard(parsed.body).unwrap()).id;
      } catch (err) {
        const failure = err as HttpFailure;
        if (failure?.status === 422 && failure.data?.errors) {
          setErrors(cardErrorsOf(failure.data.errors));
          return;
        }
        throw err;
      }
      onSaved(await saveCard({ paymentMethodId: id, makeDefault }).unwrap());
    });
  };

  return (
    <CardForm
      label={t('booker.addCard.form')}
      sandbox
      problem={problem}
      busy={busy}
      submitText={t('booker.addCard.save')}
      busyText={t('booker.addCard.saving')}
      onSubmit={save}
    >
      <SandboxCardFields values={card} errors={errors} disabled={busy} onChange={setCard} />
      <p className="cw-hint" style={{ margin: 0 }}>
        {t('booker.addCard.testCards')}
      </p>
      <DefaultChoice checked={makeDefault} disabled={busy} onChange={setMakeDefault} />
    </CardForm>
  );
}

function AddCardForm({ onSaved }: AddCardFormProps) {
  const { t } = useBookerI18n();
  const provider = useGetPaymentProviderQuery();
  if (provider.isLoading) return <Spinner label={t('booker.addCard.loading')} />;
  if (provider.isError || !provider.data) {
    return (
      <div className="cw-alert" role="alert">
        {t('booker.addCard.loadFailed')}
      </div>
    );
  }
  if (provider.data.provider === 'stripe' && provider.data.publishableKey) {
    return (
      <Suspense fallback={<Spinner label={t('booker.addCard.loading')} />}>
        <StripeAddCard publishableKey={provider.data.publishableKey} onSaved={onSaved} />
      </Suspense>
    );
  }
  return <SandboxAddCard onSaved={onSaved} />;
}

export function AddCard() {
  const { t } = useBookerI18n();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<PaymentMethodDto | null>(null);
  // The dialog carries its own toasts while open; the news waits until it is closed, or it would go
  // with it.
  useEffect(() => {
    if (open || !saved) return;
    toast.success(
      t('booker.addCard.saved'),
      t(saved.isDefault ? 'booker.addCard.savedDefaultText' : 'booker.addCard.savedText', {
        card: cardName(saved),
      }),
    );
    setSaved(null);
  }, [open, saved, t]);
  return (
    <>
      <button
        type="button"
        className="cw-btn cw-btn-primary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('booker.addCard.open')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('booker.addCard.open')}
        className="sf-dialog-sm"
      >
        <AddCardForm
          onSaved={(method) => {
            setSaved(method);
            setOpen(false);
          }}
        />
      </Dialog>
    </>
  );
}
