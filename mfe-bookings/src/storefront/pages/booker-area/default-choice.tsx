// What both "Add a card" forms share (the sandbox's and Stripe's): the default-card choice and the
// callback with the saved card.
import type { PaymentMethodDto } from '@coachwork/contracts';

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
  return (
    <label className="sf-check">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      Make this my default card
    </label>
  );
}
