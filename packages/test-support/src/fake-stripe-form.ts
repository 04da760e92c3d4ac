// Stripe's request encoding: application/x-www-form-urlencoded with bracketed keys
// (`metadata[bookingId]=b1`, `expand[0]=payment_method`, `invoice_settings[default_payment_method]=`).

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** `a[b][0]=x` → {a: {b: ['x']}}; numeric or empty brackets make arrays. */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = rawKey.split('[');
    const path = [head!, ...rest.map((part) => part.replace(/]$/, ''))];
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((key, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1]!);
      const slot = Array.isArray(node) ? (key === '' ? node.length : Number(key)) : key;
      const container = node as Record<string | number, FormValue>;
      if (last) container[slot] = value;
      else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Record<string, FormValue> | FormValue[];
      }
    });
  }
  return root;
}

export const formString = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export const formList = (value: FormValue | undefined): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export const formRecord = (value: FormValue | undefined): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};
