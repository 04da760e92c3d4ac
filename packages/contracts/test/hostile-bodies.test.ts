// Bodies of the wrong shape fail validation with the field's 422 message; they never throw (the
// fuzz of every route found both of these as 500s).
import {
  loginSchema,
  loginUsingTokenSchema,
  registerUsingOtpSchema,
  validateInput,
  validateInputSync,
} from '../src';

describe('validateInput with hostile bodies', () => {
  it.each([[[]], [[null]], [{}], [{ nested: true }]])(
    'refuses %j where trimmed text belongs',
    async (email) => {
      expect(await validateInput(loginUsingTokenSchema, { email })).toEqual({
        ok: false,
        errors: { email: expect.any(Array) },
      });
      expect(validateInputSync(registerUsingOtpSchema, { email, username: ['x'] })).toMatchObject({
        ok: false,
        errors: { email: expect.any(Array) },
      });
    },
  );

  it('ignores a "__proto__" key of parsed JSON, at any depth', async () => {
    const body = JSON.parse(
      '{"__proto__":{"admin":true},"email":"a@example.com","password":"Secret123","x":{"__proto__":1}}',
    );
    const result = await validateInput(loginSchema, body);
    expect(result).toEqual({ ok: true, value: { email: 'a@example.com', password: 'Secret123' } });
  });

  it('still trims and lower-cases text', async () => {
    expect(await validateInput(loginUsingTokenSchema, { email: '  A@Example.COM ' })).toEqual({
      ok: true,
      value: { email: 'a@example.com' },
    });
  });
});
