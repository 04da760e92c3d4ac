// "Pay with": the booker's saved cards (the default chosen first) or a new card; both card forms use it.
import type { PaymentMethodDto } from '@coachwork/contracts';
import { useCheckoutI18n } from './messages';
import { cardLabel } from './payment-messages';

export const NEW_CARD = 'new';

/** The chosen card: the booker's pick, else the default saved card, else a new one. */
export const chosenCard = (picked: string | null, saved: PaymentMethodDto[]) =>
  picked ?? saved.find((m) => m.isDefault)?.id ?? NEW_CARD;

export function SavedCardChoice({
  saved,
  selected,
  disabled,
  onChoose,
}: {
  saved: PaymentMethodDto[];
  selected: string;
  disabled: boolean;
  onChoose: (id: string) => void;
}) {
  const { t } = useCheckoutI18n();
  if (saved.length === 0) return null;
  return (
    <fieldset className="sf-saved-cards">
      <legend className="cw-label">{t('checkout.payWith')}</legend>
      {saved.map((m) => (
        <label key={m.id}>
          <input type="radio" name="payment-method" checked={selected === m.id} disabled={disabled} onChange={() => onChoose(m.id)} />
          {cardLabel(m, t)}
          {m.isDefault && <span className="cw-muted">{t('checkout.default')}</span>}
        </label>
      ))}
      <label>
        <input type="radio" name="payment-method" checked={selected === NEW_CARD} disabled={disabled} onChange={() => onChoose(NEW_CARD)} />
        {t('checkout.newCard')}
      </label>
    </fieldset>
  );
}
