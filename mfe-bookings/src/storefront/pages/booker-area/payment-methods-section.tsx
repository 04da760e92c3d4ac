// /b?tab=cards: the booker's saved cards (brand, last 4, expiry), which one is the default, removal
// asked first, and Add a card (add-card.tsx); the sandbox checkout can also save the card it paid with.
import { useEffect, useState } from 'react';
import type { PaymentMethodDto } from '@coachwork/contracts';
import { Spinner, toast } from '@coachwork/web-kit';
import { Dialog } from '../../dialog';
import {
  useGetPaymentMethodsQuery,
  useMakeDefaultPaymentMethodMutation,
  useRemovePaymentMethodMutation,
} from '../../payments-api';
import { AddCard } from './add-card';
import { cardName } from './card-name';

const expiry = (m: PaymentMethodDto) => `${String(m.expMonth).padStart(2, '0')}/${m.expYear}`;

function RemoveCard({ method, onRemoved }: { method: PaymentMethodDto; onRemoved: (method: PaymentMethodDto) => void }) {
  const [open, setOpen] = useState(false);
  const [remove, { isLoading }] = useRemovePaymentMethodMutation();
  const confirm = async () => {
    try {
      await remove(method.id).unwrap();
      setOpen(false);
      onRemoved(method);
    } catch {
      // The API's rules raised the toast; the dialog stays for another try.
    }
  };
  return (
    <>
      <button type="button" className="cw-btn sf-btn-danger-outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Remove
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Remove this card?" className="sf-dialog-sm">
        <div className="cw-stack">
          <p style={{ margin: 0 }}>
            <strong>{cardName(method)}</strong> will no longer be offered at checkout. Payments already made stay as they
            are.
          </p>
          <div className="cw-row sf-dialog-actions">
            <button type="button" className="cw-btn" onClick={() => setOpen(false)} disabled={isLoading}>
              Keep card
            </button>
            <button type="button" className="cw-btn sf-btn-danger" onClick={() => void confirm()} disabled={isLoading}>
              {isLoading ? 'Removing...' : 'Remove card'}
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

export function PaymentMethodsSection() {
  const { data, isLoading, isError, refetch } = useGetPaymentMethodsQuery();
  const [makeDefault, { isLoading: saving, originalArgs }] = useMakeDefaultPaymentMethodMutation();
  const methods = data ?? [];
  // The row and its dialog go with the card, and the dialog's toasts with the dialog: the news is told here.
  const [removed, setRemoved] = useState<PaymentMethodDto | null>(null);
  useEffect(() => {
    if (!removed) return;
    toast.success('Card removed', `${cardName(removed)} is no longer saved.`);
    setRemoved(null);
  }, [removed]);

  if (isLoading) return <Spinner label="Loading your cards" />;
  if (isError) {
    return (
      <div className="cw-card sf-empty" role="alert">
        <h2>Your cards could not be loaded.</h2>
        <button type="button" className="cw-btn" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  // One place for Add a card, with cards or without: the first card saved keeps its dialog and its news.
  return (
    <section className="cw-card" aria-labelledby="cards-title">
      <div className="cw-row" style={{ justifyContent: 'space-between' }}>
        <h2 id="cards-title" className="sf-section-title">
          Payment methods
        </h2>
        <AddCard />
      </div>
      {methods.length === 0 ? (
        <div className="sf-empty">
          <h3>No saved cards</h3>
          <p className="cw-muted">A card you add here is offered at checkout, the default one first.</p>
        </div>
      ) : (
        <ul className="ca-list">
          {methods.map((m) => (
            <li key={m.id} className="ca-row" data-testid="payment-method">
              <div>
                <strong>{cardName(m)}</strong> <span className="cw-muted">expires {expiry(m)}</span>
                {m.isDefault && (
                  <span className="cw-tag sf-status" data-tone="info" style={{ marginLeft: 8 }}>
                    Default
                  </span>
                )}
              </div>
              <div className="cw-row">
                {!m.isDefault && (
                  <button
                    type="button"
                    className="cw-btn"
                    disabled={saving}
                    onClick={() =>
                      void makeDefault(m.id)
                        .unwrap()
                        .then(() => toast.success('Default card changed', `${cardName(m)} is now used first.`))
                        .catch(() => undefined)
                    }
                  >
                    {saving && originalArgs === m.id ? 'Saving...' : 'Make default'}
                  </button>
                )}
                <RemoveCard method={m} onRemoved={setRemoved} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
