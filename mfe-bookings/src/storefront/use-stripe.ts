// Stripe.js for one publishable key, for an <Elements> group, and whether it could not be loaded (then
// the form says so instead of waiting for card fields that never come). Part of the Stripe chunks only.
import { useEffect, useMemo, useState } from 'react';
import { stripeFor } from './stripe-loader';

export function useStripeJs(publishableKey: string) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((loaded) => live && setUnavailable(loaded === null));
    return () => {
      live = false;
    };
  }, [stripe]);
  return { stripe, unavailable };
}
