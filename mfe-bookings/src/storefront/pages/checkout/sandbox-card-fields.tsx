// The sandbox's card form (its stand-in for Stripe Elements): number, expiry and security code. The
// page checks only that something sensible was typed; the sandbox answers in a processor's words
// whether the card is a test card and still good (422 on number, expMonth/expYear or cvc).
import type { InputHTMLAttributes } from 'react';
import { CARD_CVC_INVALID, CARD_EXPIRY_INVALID, CARD_NUMBER_REQUIRED } from '@coachwork/contracts';
import type { SandboxCardBody } from '../../payments-api';
import { useCheckoutI18n } from './messages';

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardValues, string>>;

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '' };

/** '4242424242424242' → '4242 4242 4242 4242' as it is typed. */
export const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The expiry as it is typed: digits only, a slash after the month ('1229' → '12/29', '3' → '3',
 * '0329' → '03/29'), and a slash typed after a one-digit month pads it ('3/' → '03/'). Deleting the
 * slash leaves the month alone, so backspace is not undone.
 */
export function formatExpiry(typed: string, before = ''): string {
  const oneDigitMonth = /^\s*(\d)\s*\/\s*$/.exec(typed);
  if (oneDigitMonth) return `0${oneDigitMonth[1]}/`;
  const digits = typed.replace(/\D/g, '').slice(0, 6);
  if (before.endsWith('/') && typed.length < before.length) return digits.slice(0, 2);
  if (digits.length <= 2) return digits.length === 2 && typed.endsWith('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The body for the sandbox, or the fields' problems when it is not worth sending. */
export function cardBody(values: CardValues): { body: SandboxCardBody } | { errors: CardErrors } {
  const errors: CardErrors = {};
  const digits = values.number.replace(/\D/g, '');
  if (digits.length < 12) errors.number = CARD_NUMBER_REQUIRED;
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expiry);
  if (!expiry) errors.expiry = CARD_EXPIRY_INVALID;
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = CARD_CVC_INVALID;
  if (Object.keys(errors).length > 0 || !expiry) return { errors };
  return { body: { number: digits, expMonth: Number(expiry[1]), expYear: Number(expiry[2]), cvc: values.cvc.trim() } };
}

/** The sandbox's 422 bag on the form's three fields. */
export function cardErrorsOf(bag: Record<string, string[] | undefined>): CardErrors {
  const errors: CardErrors = {};
  if (bag.number?.[0]) errors.number = bag.number[0];
  const expiry = bag.expMonth?.[0] ?? bag.expYear?.[0];
  if (expiry) errors.expiry = expiry;
  if (bag.cvc?.[0]) errors.cvc = bag.cvc[0];
  return errors;
}

function CardInput({
  id,
  label,
  error,
  ...rest
}: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const hint = `${id}-error`;
  return (
    <div className="cw-field">
      <label className="cw-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        className="cw-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? hint : undefined}
      />
      {error && (
        <p id={hint} className="cw-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function SandboxCardFields({
  values,
  errors,
  disabled,
  onChange,
}: {
  values: CardValues;
  errors: CardErrors;
  disabled: boolean;
  onChange: (values: CardValues) => void;
}) {
  const { t } = useCheckoutI18n();
  return (
    <div className="sf-card-grid">
      <CardInput
        id="card-number"
        label={t('checkout.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={values.number}
        error={errors.number}
        disabled={disabled}
        onChange={(e) => onChange({ ...values, number: groupDigits(e.target.value) })}
      />
      <CardInput
        id="card-expiry"
        label={t('checkout.expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="12/34"
        maxLength={7}
        value={values.expiry}
        error={errors.expiry}
        disabled={disabled}
        onChange={(e) => onChange({ ...values, expiry: formatExpiry(e.target.value, values.expiry) })}
      />
      <CardInput
        id="card-cvc"
        label={t('checkout.cvc')}
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        value={values.cvc}
        error={errors.cvc}
        disabled={disabled}
        onChange={(e) => onChange({ ...values, cvc: e.target.value.replace(/\D/g, '') })}
      />
    </div>
  );
}
