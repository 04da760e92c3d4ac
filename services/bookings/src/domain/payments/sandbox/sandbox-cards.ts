// The sandbox's test cards (Stripe's own numbers, so the same card behaves alike in both providers) and
// the checks a card form's input must pass before it becomes a payment method.
import {
  CARD_CVC_INVALID,
  CARD_EXPIRED,
  CARD_EXPIRY_INVALID,
  CARD_NUMBER_INVALID,
  CARD_NUMBER_NOT_TEST,
} from '@coachwork/contracts';
import { PaymentProviderError } from '../payment-provider';
import type { SandboxCardBehaviour } from './sandbox-store';

export const SANDBOX_TEST_CARDS: Record<string, { brand: string; behaviour: SandboxCardBehaviour }> = {
  '4242424242424242': { brand: 'visa', behaviour: 'succeed' },
  '4000056655665556': { brand: 'visa', behaviour: 'succeed' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'succeed' },
  '378282246310005': { brand: 'amex', behaviour: 'succeed' },
  '4000000000000002': { brand: 'visa', behaviour: 'decline' },
  '4000000000009995': { brand: 'visa', behaviour: 'insufficient_funds' },
  '4000002500003155': { brand: 'visa', behaviour: 'requires_approval' },
};

export interface CardInput {
  /** As typed: spaces and dashes are ignored. */
  number: string;
  expMonth: number;
  /** Two or four digits. */
  expYear: number;
  cvc: string;
}

export interface CheckedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: SandboxCardBehaviour;
}

/** Luhn's checksum: catches a mistyped digit before any test-card lookup. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const invalid = (message: string, code: string, param: keyof CardInput) =>
  new PaymentProviderError(message, code, 402, param);

/**
 * Checks a card as Stripe's card element would, then looks it up among the test cards. A real card
 * number is refused: nobody should type one into a sandbox, and it would never be charged anyway.
 */
export function checkSandboxCard(input: CardInput, now: Date): CheckedCard {
  const digits = String(input.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    throw invalid(CARD_NUMBER_INVALID, 'incorrect_number', 'number');
  const known = SANDBOX_TEST_CARDS[digits];
  if (!known) throw invalid(CARD_NUMBER_NOT_TEST, 'card_declined', 'number');

  const month = Number(input.expMonth);
  let year = Number(input.expYear);
  if (Number.isInteger(year) && year >= 0 && year < 100) year += 2000;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year > 2100)
    throw invalid(CARD_EXPIRY_INVALID, 'invalid_expiry_month', 'expMonth');
  // A card is good through the last day of its expiry month.
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    throw invalid(CARD_EXPIRED, 'expired_card', 'expYear');

  const cvcLength = known.brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(String(input.cvc ?? '')))
    throw invalid(CARD_CVC_INVALID, 'invalid_cvc', 'cvc');

  return {
    brand: known.brand,
    last4: digits.slice(-4),
    expMonth: month,
    expYear: year,
    behaviour: known.behaviour,
  };
}
