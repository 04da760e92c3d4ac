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

const StripeAddCard = lazy(() => import('./stripe-add-card'));

function SandboxAddCard({ onSaved }: AddCardFormProps) {
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
      label="New card"
      sandbox
      problem={problem}
      busy={busy}
      submitText="Save card"
      busyText="Saving..."
      onSubmit={save}
    >
      <SandboxCardFields values={card} errors={errors} disabled={busy} onChange={setCard} />
      <p className="cw-hint" style={{ margin: 0 }}>
        Test cards: 4242 4242 4242 4242, 5555 5555 5555 4444. Any future date and any 3 digits.
      </p>
      <DefaultChoice checked={makeDefault} disabled={busy} onChange={setMakeDefault} />
    </CardForm>
  );
}

function AddCardForm({ onSaved }: AddCardFormProps) {
  const provider = useGetPaymentProviderQuery();
  if (provider.isLoading) return <Spinner label="Loading the card form" />;
  if (provider.isError || !provider.data) {
    return (
      <div className="cw-alert" role="alert">
        The card form could not be loaded. Please try again.
      </div>
    );
  }
  if (provider.data.provider === 'stripe' && provider.data.publishableKey) {
    return (
      <Suspense fallback={<Spinner label="Loading the card form" />}>
        <StripeAddCard publishableKey={provider.data.publishableKey} onSaved={onSaved} />
      </Suspense>
    );
  }
  return <SandboxAddCard onSaved={onSaved} />;
}

export function AddCard() {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<PaymentMethodDto | null>(null);
  // The dialog carries its own toasts while open; the news waits until it is closed, or it would go
  // with it.
  useEffect(() => {
    if (open || !saved) return;
    toast.success(
      'Card saved',
      `${cardName(saved)} is saved${saved.isDefault ? ' as your default card' : ''}.`,
    );
    setSaved(null);
  }, [open, saved]);
  return (
    <>
      <button
        type="button"
        className="cw-btn cw-btn-primary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Add a card
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Add a card" className="sf-dialog-sm">
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
