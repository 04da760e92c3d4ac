// Settings cards reset when their stored values change, not whenever the signed-in user object does.
import { useRef } from 'react';

/**
 * `value` itself while it stays equal (as JSON) to the last one seen, so a new user object whose
 * slice of a card is unchanged does not count as a change for that card.
 */
export function useStableValue<T>(value: T): T {
  const last = useRef<{ json: string; value: T } | null>(null);
  const json = JSON.stringify(value);
  if (!last.current || last.current.json !== json) last.current = { json, value };
  return last.current.value;
}
