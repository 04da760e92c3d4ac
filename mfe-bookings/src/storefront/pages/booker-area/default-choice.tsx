// What both "Add a card" forms share (the sandbox's and Stripe's): the default-card choice and the
// callback with the saved card.
import type { PaymentMethodDto } from '@coachwork/contracts';
import { useBookerI18n } from './messages';

export interface AddCardFormProps {
  onSaved: (method: PaymentMethodDto) => void;
}

/** "Make this my default card". */
export function DefaultChoice({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useBookerI18n();
  return (
    <label className="sf-check">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {t('booker.addCard.makeDefault')}
    </label>
  );
}
