import * as yup from 'yup';
import { ROOT_ERROR_KEY, toDottedPath, toErrorBag, validateInput, validateInputSync } from '../src';

function caught(schema: yup.Schema<unknown>, input: unknown): yup.ValidationError {
  try {
    schema.validateSync(input, { abortEarly: false });
  } catch (error) {
    if (error instanceof yup.ValidationError) return error;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('toDottedPath', () => {
  it.each([
    ['profile.socialAccounts[0].url', 'profile.socialAccounts.0.url'],
    ['["a"]', 'a'],
    ['a["b.c"].d', 'a.b.c.d'],
    ["items['x']", 'items.x'],
    ['interviewQuestions[12].title', 'interviewQuestions.12.title'],
    ['[3]', '3'],
    ['email', 'email'],
  ])('turns %j into %j', (path, dotted) => {
    expect(toDottedPath(path)).toBe(dotted);
  });

  it('files an empty or missing path under the root key', () => {
    expect(toDottedPath('')).toBe('_');
    expect(toDottedPath(undefined)).toBe('_');
    expect(ROOT_ERROR_KEY).toBe('_');
  });
});

describe('toErrorBag', () => {
  it('keys nested array errors by dotted path', () => {
    const schema = yup.object({
      profile: yup.object({
        socialAccounts: yup.array(yup.object({ url: yup.string().required('URL is required') })),
      }),
    });
    const error = caught(schema, { profile: { socialAccounts: [{ url: 'x' }, {}] } });
    expect(toErrorBag(error)).toEqual({ 'profile.socialAccounts.1.url': ['URL is required'] });
  });

  it('collects several messages for one path in order and drops repeats', () => {
    const schema = yup.object({
      code: yup
        .string()
        .test('a', 'First problem', () => false)
        .test('b', 'Second problem', () => false)
        .test('c', 'First problem', () => false),
    });
    expect(toErrorBag(caught(schema, { code: 'x' }))).toEqual({ code: ['First problem', 'Second problem'] });
  });

  it('files an error of the whole body under _', () => {
    const schema = yup.object({ a: yup.string() }).test('whole', 'Something about the body', () => false);
    expect(toErrorBag(caught(schema, {}))).toEqual({ _: ['Something about the body'] });
  });

  it('handles a single error thrown with abortEarly', () => {
    const schema = yup.object({ name: yup.string().required('Name is required') });
    let error: unknown;
    try {
      schema.validateSync({}, { abortEarly: true });
    } catch (e) {
      error = e;
    }
    expect(toErrorBag(error as yup.ValidationError)).toEqual({ name: ['Name is required'] });
  });

  it('quotes keys that contain dots the way yup writes them', () => {
    const schema = yup.object({ 'a.b': yup.string().required('Needed') });
    expect(toErrorBag(caught(schema, {}))).toEqual({ 'a.b': ['Needed'] });
  });
});

describe('validateInput', () => {
  const schema = yup.object({
    name: yup.string().trim().required('Name is required'),
    age: yup.number().typeError('Age must be a number').min(18, 'Age must be at least 18'),
  });

  it('answers ok with the cast value and strips unknown keys', async () => {
    await expect(validateInput(schema, { name: '  Ada ', age: '42', admin: true })).resolves.toEqual({
      ok: true,
      value: { name: 'Ada', age: 42 },
    });
  });

  it('collects every error instead of stopping at the first', async () => {
    await expect(validateInput(schema, { age: 3 })).resolves.toEqual({
      ok: false,
      errors: { name: ['Name is required'], age: ['Age must be at least 18'] },
    });
  });

  it('rethrows anything that is not a validation error', async () => {
    const broken = yup.object({
      x: yup.string().test('boom', 'never shown', () => {
        throw new Error('bug in a test');
      }),
    });
    await expect(validateInput(broken, { x: 'y' })).rejects.toThrow('bug in a test');
  });

  // yup's async validate writes into the options it is given (the ancestors a test sees, and the
  // first value it validated); one shared object made each call see, and keep, every earlier body.
  it.each([
    ['validateInput', (s: yup.Schema<unknown>, v: unknown) => validateInput(s, v)],
    ['validateInputSync', (s: yup.Schema<unknown>, v: unknown) => Promise.resolve(validateInputSync(s, v))],
  ])('%s: a test sees its own body and ancestors only, after many earlier calls', async (_, run) => {
    const seen: { ancestors: number; original: unknown }[] = [];
    const address = yup.object({ city: yup.string() }).test('looks', 'never shown', function look() {
      seen.push({ ancestors: this.from!.length, original: this.originalValue });
      return true;
    });
    const body = yup.object({ address });
    for (let i = 0; i < 200; i++) await run(body, { address: { city: `City ${i}` } });
    expect(new Set(seen.map((s) => s.ancestors))).toEqual(new Set([2]));
    expect(seen.map((s) => (s.original as { city: string }).city)).toEqual(
      Array.from({ length: 200 }, (_, i) => `City ${i}`),
    );
  });

  it('has a synchronous twin that behaves the same', () => {
    expect(validateInputSync(schema, { name: 'Ada', extra: 1 })).toEqual({
      ok: true,
      value: { name: 'Ada' },
    });
    expect(validateInputSync(schema, { age: 'old' })).toEqual({
      ok: false,
      errors: { name: ['Name is required'], age: ['Age must be a number'] },
    });
  });
});
