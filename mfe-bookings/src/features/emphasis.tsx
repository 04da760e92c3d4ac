// A message with one part in bold ('<strong>€90.00</strong> goes back to the card…'): the whole sentence
// stays one message, its bold value marked by a placeholder the sentence is cut at.
import type { ReactNode } from 'react';

/** The value given to a message's bold placeholder: `t('cancel.refundBack', { amount: EMPHASIS })`. */
export const EMPHASIS = '\u0000';

/** The message with `strong` where EMPHASIS stood. */
export function emphasise(message: string, strong: ReactNode): ReactNode {
  const [before = '', after = ''] = message.split(EMPHASIS);
  return (
    <>
      {before}
      {strong}
      {after}
    </>
  );
}
