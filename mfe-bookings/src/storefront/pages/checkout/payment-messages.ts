// What the payment step says, shared by the sandbox's card form and the Stripe card step.
import { ERROR_TITLE } from '@coachwork/web-kit';

export const PAYMENT_NOT_THROUGH = 'The payment did not go through. Please try another card.';

/** Follows every refusal at checkout: a refused card never loses the hold. */
export const SEATS_STILL_HELD = 'Your seats are still held.';

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

export const cardLabel = (m: { brand: string; last4: string; expMonth: number; expYear: number }) =>
  `${m.brand.charAt(0).toUpperCase()}${m.brand.slice(1)} •••• ${m.last4} (expires ${String(m.expMonth).padStart(2, '0')}/${String(m.expYear).slice(-2)})`;
