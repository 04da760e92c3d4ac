// yup's trim(), lowercase() and uppercase() call the string method on whatever the cast left, and
// yup's string cast leaves arrays and objects as they are: `{"email": []}` threw a TypeError instead
// of failing the type check (a 500 where a 422 belongs; found by the fuzz). Redefined here to touch
// strings only, so anything else reaches the type check and becomes a 422 on its field. Imported
// before any schema is built (index.ts, schema-helpers.ts, fields.schema.ts).
import * as yup from 'yup';

const proto = yup.string().constructor.prototype as Record<string, unknown>;
const isText = (v: unknown): v is string => typeof v === 'string';
const absent = (v: unknown) => v === null || v === undefined;

if (!proto.__coachworkGuarded) {
  proto.__coachworkGuarded = true;
  proto.trim = function trim(this: yup.StringSchema, message?: string) {
    return this.transform((v: unknown) => (isText(v) ? v.trim() : v)).test({
      message: message ?? '${path} must be a trimmed string',
      name: 'trim',
      test: (v: unknown) => !isText(v) || v === v.trim(),
    });
  };
  for (const [name, change] of [
    ['lowercase', (s: string) => s.toLowerCase()],
    ['uppercase', (s: string) => s.toUpperCase()],
  ] as const) {
    proto[name] = function caseOf(this: yup.StringSchema, message?: string) {
      return this.transform((v: unknown) => (isText(v) ? change(v) : v)).test({
        message: message ?? `\${path} must be a ${name.replace('case', ' case')} string`,
        name: 'string_case',
        exclusive: true,
        skipAbsent: true,
        test: (v: unknown) => absent(v) || !isText(v) || v === change(v),
      });
    };
  }
}

/**
 * JSON.parse makes `"__proto__"` an own key, which yup's object cast then looks up among the fields
 * and finds Object.prototype (another TypeError). Such keys are dropped, at any depth.
 */
export function withoutProtoKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProtoKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
    out[k] = withoutProtoKeys(v);
  }
  return out;
}
