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
import { useBookerI18n } from './messages';

const expiry = (m: PaymentMethodDto) => `${String(m.expMonth).padStart(2, '0')}/${m.expYear}`;

function RemoveCard({ method, onRemoved }: { method: PaymentMethodDto; onRemoved: (method: PaymentMethodDto) => void }) {
  const { t } = useBookerI18n();
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
        {t('booker.cards.remove')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('booker.cards.removeTitle')} className="sf-dialog-sm">
        <div className="cw-stack">
          <p style={{ margin: 0 }}>
            <strong>{cardName(method)}</strong>
            {t('booker.cards.removeText')}
          </p>
          <div className="cw-row sf-dialog-actions">
            <button type="button" className="cw-btn" onClick={() => setOpen(false)} disabled={isLoading}>
              {t('booker.cards.keep')}
            </button>
            <button type="button" className="cw-btn sf-btn-danger" onClick={() => void confirm()} disabled={isLoading}>
              {isLoading ? t('booker.cards.removing') : t('booker.cards.removeCard')}
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

export function PaymentMethodsSection() {
  const { t } = useBookerI18n();
  const { data, isLoading, isError, refetch } = useGetPaymentMethodsQuery();
  const [makeDefault, { isLoading: saving, originalArgs }] = useMakeDefaultPaymentMethodMutation();
  const methods = data ?? [];
  // The row and its dialog go with the card, and the dialog's toasts with the dialog: the news is told here.
  const [removed, setRemoved] = useState<PaymentMethodDto | null>(null);
  useEffect(() => {
    if (!removed) return;
    toast.success(t('booker.cards.removed'), t('booker.cards.removedText', { card: cardName(removed) }));
    setRemoved(null);
  }, [removed, t]);

  if (isLoading) return <Spinner label={t('booker.cards.loading')} />;
  if (isError) {
    return (
      <div className="cw-card sf-empty" role="alert">
        <h2>{t('booker.cards.loadFailed')}</h2>
        <button type="button" className="cw-btn" onClick={() => void refetch()}>
          {t('booker.tryAgain')}
        </button>
      </div>
    );
  }
  // One place for Add a card, with cards or without: the first card saved keeps its dialog and its news.
  return (
    <section className="cw-card" aria-labelledby="cards-title">
      <div className="cw-row" style={{ justifyContent: 'space-between' }}>
        <h2 id="cards-title" className="sf-section-title">
          {t('booker.cards.title')}
        </h2>
        <AddCard />
      </div>
      {methods.length === 0 ? (
        <div className="sf-empty">
          <h3>{t('booker.cards.none')}</h3>
          <p className="cw-muted">{t('booker.cards.noneHint')}</p>
        </div>
      ) : (
        <ul className="ca-list">
          {methods.map((m) => (
            <li key={m.id} className="ca-row" data-testid="payment-method">
              <div>
                <strong>{cardName(m)}</strong> <span className="cw-muted">{t('booker.cards.expires', { date: expiry(m) })}</span>
                {m.isDefault && (
                  <span className="cw-tag sf-status" data-tone="info" style={{ marginLeft: 8 }}>
                    {t('booker.cards.default')}
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
                        .then(() =>
                          toast.success(
                            t('booker.cards.defaultChanged'),
                            t('booker.cards.defaultChangedText', { card: cardName(m) }),
                          ),
                        )
                        .catch(() => undefined)
                    }
                  >
                    {saving && originalArgs === m.id ? t('booker.cards.saving') : t('booker.cards.makeDefault')}
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
