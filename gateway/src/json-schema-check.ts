// The part of JSON Schema the OpenAPI document uses for answers (types, required and known
// properties, enums, items, local $refs, allOf/anyOf/oneOf), checked against a parsed body. Length,
// range and format keywords are left out on purpose: they constrain input, and an answer that breaks
// one is not drift in the document's shape.
type Json = Record<string, unknown>;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'object':
      return typeOf(value) === 'object';
    default:
      return typeOf(value) === type;
  }
}

/** `#/components/schemas/X` inside `root`. */
export function resolvePointer(root: Json, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json | undefined)?.[key];
  }
  if (!node || typeof node !== 'object') throw new Error(`$ref names nothing: ${ref}`);
  return node as Json;
}

const at = (where: string, key: string | number) => (where ? `${where}.${key}` : String(key));

/**
 * What is wrong with `value` under `schema` (dotted paths, e.g. `data.schedule.seatsLeft: expected
 * integer, got string`); empty when it fits. `root` resolves `$ref`s.
 */
export function schemaProblems(schema: Json, value: unknown, root: Json, where = ''): string[] {
  if (typeof schema.$ref === 'string')
    return schemaProblems(resolvePointer(root, schema.$ref), value, root, where);
  const problems: string[] = [];
  const label = where || '(body)';
  if (Array.isArray(schema.allOf))
    for (const s of schema.allOf as Json[]) problems.push(...schemaProblems(s, value, root, where));
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (Array.isArray(alternatives)) {
    const each = alternatives.map((s) => schemaProblems(s, value, root, where));
    if (!each.some((p) => p.length === 0))
      problems.push(`${label}: matches none of ${alternatives.length} alternatives (${each[0]!.join('; ')})`);
  }
  if (schema.type !== undefined) {
    const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as string[];
    if (!types.some((t) => hasType(value, t)))
      return [...problems, `${label}: expected ${types.join(' or ')}, got ${typeOf(value)}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    problems.push(
      `${label}: ${JSON.stringify(value)} is not one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`,
    );
  if ('const' in schema && schema.const !== value)
    problems.push(`${label}: expected ${JSON.stringify(schema.const)}, got ${JSON.stringify(value)}`);
  if (typeOf(value) === 'object') {
    const obj = value as Json;
    for (const key of (schema.required as string[] | undefined) ?? [])
      if (!(key in obj)) problems.push(`${at(where, key)}: missing`);
    const props = (schema.properties ?? {}) as Record<string, Json>;
    for (const [key, v] of Object.entries(obj)) {
      if (props[key]) problems.push(...schemaProblems(props[key], v, root, at(where, key)));
      else if (schema.additionalProperties === false) problems.push(`${at(where, key)}: not in the document`);
      else if (typeof schema.additionalProperties === 'object')
        problems.push(...schemaProblems(schema.additionalProperties as Json, v, root, at(where, key)));
    }
  }
  if (Array.isArray(value) && schema.items && typeof schema.items === 'object')
    value.forEach((item, i) =>
      problems.push(...schemaProblems(schema.items as Json, item, root, at(where, i))),
    );
  return problems;
}
