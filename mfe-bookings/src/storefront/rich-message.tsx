// A translated sentence with parts of markup in it ('Your seats are held for <strong>14:59</strong>'):
// each part is a placeholder of the ICU message, so a language puts it where its word order wants it.
// Only the lazy pages use it (the home page's words are plain text).
import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '@coachwork/web-kit';

/** A placeholder's mark while the message is formatted: private-use characters no text contains. */
const PART = /\uE000(\w+)\uE001/;

/** The message `id` with `parts` (React nodes) in place of its placeholders of the same names. */
export function richMessage<Id extends string>(
  t: (id: Id, values?: MessageValues) => string,
  id: Id,
  parts: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode[] {
  const marked: MessageValues = { ...values };
  for (const name of Object.keys(parts)) marked[name] = `\uE000${name}\uE001`;
  return t(id, marked)
    .split(PART)
    .map((piece, i) => (i % 2 ? <Fragment key={i}>{parts[piece]}</Fragment> : piece))
    .filter((piece) => piece !== '');
}
