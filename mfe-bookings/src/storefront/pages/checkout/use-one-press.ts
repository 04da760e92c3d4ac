// The card forms' one-press-at-a-time: while a press is running the form is busy (its button disabled)
// and a second press is ignored; a failure the work throws becomes the form's message. Used by the
// checkout's card step (sandbox and Stripe) and the booker area's "Add a card" (sandbox and Stripe).
import { useCallback, useRef, useState } from 'react';
import { messageOf } from './payment-messages';

export function useOnePress() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // State updates land after the render; a ref stops a second press that arrives before them.
  const running = useRef(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (err) {
      setProblem(messageOf(err));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, problem, setProblem, run };
}
