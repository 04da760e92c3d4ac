// fast-check arbitraries for the fuzz of every documented route: values built from the OpenAPI
// document's JSON Schemas (close to valid), hostile values, and the ways a request can be wrong.
import fc from 'fast-check';

type Schema = Record<string, unknown>;

/** What no field should take without a 422: wrong types, empties, extremes, control and odd unicode. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    null,
    true,
    0,
    -1,
    -1e21,
    1e308,
    Number.MAX_SAFE_INTEGER * 1024,
    0.5,
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m\u007f',
    '\u202eevil\u200b',
    '𝒜😀\uD800',
    '\uD800',
    'a\uDC00b',
    'Ber\u0000lin',
    '1 Main St\nPAID IN FULL - TOTAL DUE €0.00',
    '\u202Egnp.exe',
    'a\u200Db\uFEFF',
    -0,
    'Infinity',
    '-Infinity',
    99_999_999_999_999,
    '99999999999999',
    '0000-01-01',
    '9999-12-31',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
    '0001-01-01T00:00:00+01:00',
    [{}],
    'x'.repeat(5000),
    '9'.repeat(400),
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '%00',
    '2024-02-30',
    '0000-00-00T00:00:00Z',
    'NaN',
    '{"$gt":""}',
    [],
    {},
    [null],
    { nested: { deeper: ['x'] } },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.uuid(),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
);

/** A value the schema describes (roughly: patterns other than UUIDs are not followed). */
export function fromSchema(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(undefined);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const nonNull = types.filter((t) => t && t !== 'null') as string[];
  const base = valueOfType(nonNull[0], schema, depth);
  return types.includes('null') ? fc.oneof(base, fc.constant(null)) : base;
}

function valueOfType(type: string | undefined, s: Schema, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...(s.enum as unknown[]));
  switch (type) {
    case 'string': {
      if (typeof s.pattern === 'string' && s.pattern.includes('[0-9a-f]{8}')) return fc.uuid();
      if (s.format === 'uri') return fc.webUrl();
      if (s.format === 'email' || (typeof s.pattern === 'string' && s.pattern.includes('@')))
        return fc.emailAddress();
      const max = Math.min(Number(s.maxLength ?? 40), 40);
      const min = Math.min(Number(s.minLength ?? 0), max);
      return fc.string({ minLength: min, maxLength: max });
    }
    case 'integer':
      return fc.integer({ min: Number(s.minimum ?? -5), max: Number(s.maximum ?? 1000) });
    case 'number':
      return fc.double({ min: Number(s.minimum ?? -5), max: Number(s.maximum ?? 1000), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema(s.items as Schema, depth + 1), { maxLength: 3 });
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const required = (s.required as string[] | undefined) ?? [];
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fromSchema(v, depth + 1)]));
      return fc.record(model, { requiredKeys: required.filter((k) => k in model) });
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/**
 * Numbers JSON.stringify cannot write but a client can send: 1e400 parses as Infinity, -0 as -0.
 * Put into a body as raw JSON text in place of one field's value.
 */
const RAW_NUMBERS = ['1e400', '-1e400', '-0', '1e-400', '99999999999999', '-99999999999999.999'] as const;
const RAW_MARK = '__fuzz_raw_number__';

/** How a body is sent. */
export type FuzzBody =
  | { kind: 'json'; value: unknown; note: string }
  | { kind: 'raw'; text: string; contentType: string; note: string };

/** A body from the schema, then often broken in one way: a field wrong, missing or extra, or the whole. */
export function fuzzBody(schema: Schema | undefined): fc.Arbitrary<FuzzBody> {
  const valid = fromSchema(schema ?? { type: 'object' }) as fc.Arbitrary<Record<string, unknown>>;
  const props = Object.keys((schema?.properties ?? {}) as object);
  const required = (schema?.required as string[] | undefined) ?? [];
  const json = (value: unknown, note: string): FuzzBody => ({ kind: 'json', value, note });
  const arbs: fc.Arbitrary<FuzzBody>[] = [
    valid.map((v) => json(v, 'from the schema')),
    fc
      .tuple(valid, hostileValue, props.length ? fc.constantFrom(...props) : fc.constant('x'))
      .map(([v, bad, key]) => json({ ...(v ?? {}), [key]: bad }, `${key} hostile`)),
    fc
      .tuple(valid, fc.string({ maxLength: 12 }), hostileValue)
      .map(([v, key, bad]) => json({ ...(v ?? {}), [`extra_${key}`]: bad }, 'extra field')),
    hostileValue.map((v) => json(v, 'whole body hostile')),
    fc
      .tuple(
        valid,
        fc.constantFrom(...RAW_NUMBERS),
        props.length ? fc.constantFrom(...props) : fc.constant('x'),
      )
      .map(([v, raw, key]): FuzzBody => ({
        kind: 'raw',
        text: JSON.stringify({ ...(v ?? {}), [key]: RAW_MARK }).replace(`"${RAW_MARK}"`, raw),
        contentType: 'application/json',
        note: `${key} raw ${raw}`,
      })),
    fc.constantFrom(
      { kind: 'raw', text: '{"a":', contentType: 'application/json', note: 'malformed JSON' } as const,
      {
        kind: 'raw',
        text: '{"__proto__":{"admin":true}}',
        contentType: 'application/json',
        note: 'proto',
      } as const,
      {
        kind: 'raw',
        text: 'name=x&price=1',
        contentType: 'application/x-www-form-urlencoded',
        note: 'form',
      } as const,
      { kind: 'raw', text: 'plain words', contentType: 'text/plain', note: 'text/plain' } as const,
      { kind: 'raw', text: '', contentType: 'application/json', note: 'empty JSON body' } as const,
      { kind: 'raw', text: '[1,2,3]', contentType: 'application/json', note: 'array body' } as const,
    ),
  ];
  // Arrays where objects are expected: each object field (address, data, profile, meta) as a list.
  const objects = Object.entries((schema?.properties ?? {}) as Record<string, Schema>)
    .filter(([, p]) => p.type === 'object' || (Array.isArray(p.type) && p.type.includes('object')))
    .map(([k]) => k);
  if (objects.length)
    arbs.push(
      fc
        .tuple(valid, fc.constantFrom(...objects), fc.constantFrom([], [{}], [null], [['x']]))
        .map(([v, key, list]) => json({ ...(v ?? {}), [key]: list }, `${key} an array`)),
    );
  if (required.length)
    arbs.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([v, key]) => {
        const copy = { ...(v ?? {}) };
        delete copy[key];
        return json(copy, `${key} missing`);
      }),
    );
  return fc.oneof(...arbs);
}

/** Path parameter values: a real id of the resource, one of another resource, unknown, or no UUID at all. */
export function pathValue(own: string[], foreign: string[]): fc.Arbitrary<string> {
  const arbs: fc.Arbitrary<string>[] = [
    fc.uuid(),
    fc.constantFrom(
      'not-a-uuid',
      '0',
      '-1',
      '00000000-0000-0000-0000-000000000000',
      'x'.repeat(300),
      '%00',
      '..',
      'me',
      'ÄÖÜ',
      '1e9999',
      '\u0000',
      'a\u0000b',
      '99999999999999',
      'Infinity',
    ),
    fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((s) => !/[/?#%]/.test(s) && s.trim() !== '' && s !== '.' && s !== '..'),
  ];
  if (own.length) arbs.push(fc.constantFrom(...own), fc.constantFrom(...own));
  if (foreign.length) arbs.push(fc.constantFrom(...foreign));
  return fc.oneof(...arbs);
}

/** Query strings for list routes and others: the contract's parameters with odd values. */
export const fuzzQuery: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.constantFrom(
    'page',
    'perPage',
    'sort',
    'search',
    'include',
    'trashed',
    'filter[status]',
    'filter[id]',
    'filter[x]',
    'w',
    'purpose',
    'bookingId',
    'workshopScheduleId',
    'redirect',
    'amount',
    'seats',
    'from',
    'to',
    'groupBy',
    'filter[startsFrom]',
  ),
  fc.oneof(
    fc.constantFrom(
      '1',
      '0',
      '-1',
      '100',
      '101',
      '99999999999',
      'abc',
      '',
      '-createdAt',
      'with',
      'only',
      '\u0000',
      'a,b,c',
      '1e3',
      'a\u0000b',
      '99999999999999',
      'Infinity',
      '1e400',
      '-0',
      '0000-01-01',
      '0001-01-01',
      '9999-12-31',
      '0000-01-01T00:00:00Z',
    ),
    fc.string({ maxLength: 30 }),
    fc.uuid(),
  ),
  { maxKeys: 3 },
);
