// Stripe.js, fetched from js.stripe.com only when payments go through Stripe: this module is reached
// only from the Stripe card step's lazy chunk, and the pure entry adds the script on the first call,
// not on import. One load per publishable key, whichever form asks first.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const loads = new Map<string, Promise<Stripe | null>>();

/** Resolves null when Stripe.js could not be loaded (offline, blocked), so the page can say so. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let load = loads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey).catch(() => {
      // A later visit may reach js.stripe.com again.
      loads.delete(publishableKey);
      return null;
    });
    loads.set(publishableKey, load);
  }
  return load;
}
