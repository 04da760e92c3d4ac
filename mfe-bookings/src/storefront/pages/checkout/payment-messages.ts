// What the payment step says, shared by the sandbox's card form and the Stripe card step. The English
// sentences are the catalogue's (messages.ts); a page in another language shows them translated.
import { ERROR_TITLE } from '@coachwork/web-kit';

export const PAYMENT_NOT_THROUGH = 'The payment did not go through. Please try another card.';

/** Follows every refusal at checkout: a refused card never loses the hold. */
export const SEATS_STILL_HELD = 'Your seats are still held.';

export const STRIPE_UNAVAILABLE =
  "Stripe's card form could not be loaded. Check your connection and try again; your seats stay held until the countdown ends.";
export const PAYMENT_PROCESSING =
  'Your bank is still processing the payment. The booking is confirmed as soon as it goes through.';

export interface HttpFailure {
  status?: unknown;
  data?: { message?: unknown; errors?: Record<string, string[] | undefined> };
}

/** The API's first field message, or its message, or the generic title. */
export function messageOf(err: unknown): string {
  const { data } = (err ?? {}) as HttpFailure;
  const first = Object.values(data?.errors ?? {}).flat()[0];
  if (typeof first === 'string' && first) return first;
  return typeof data?.message === 'string' && data.message ? data.message : ERROR_TITLE;
}

type CardLabelValues = { brand: string; last4: string; expiry: string };
const ENGLISH_CARD_LABEL = (_id: 'checkout.cardLabel', { brand, last4, expiry }: CardLabelValues) =>
  `${brand} •••• ${last4} (expires ${expiry})`;

/** 'Visa •••• 4242 (expires 12/34)'; `t` writes it in the page's language. */
export const cardLabel = (
  m: { brand: string; last4: string; expMonth: number; expYear: number },
  t: (id: 'checkout.cardLabel', values: CardLabelValues) => string = ENGLISH_CARD_LABEL,
) =>
  t('checkout.cardLabel', {
    brand: `${m.brand.charAt(0).toUpperCase()}${m.brand.slice(1)}`,
    last4: m.last4,
    expiry: `${String(m.expMonth).padStart(2, '0')}/${String(m.expYear).slice(-2)}`,
  });
