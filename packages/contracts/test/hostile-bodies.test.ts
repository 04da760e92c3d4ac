// Bodies of the wrong shape fail validation with the field's 422 message; they never throw (the
// fuzz of every route found these as 500s).
import {
  finalizePaymentSchema,
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

  it('refuses control characters in a payment intent id (a NUL reached PostgreSQL)', async () => {
    expect(await validateInput(finalizePaymentSchema, { paymentIntentId: '\u0000' })).toMatchObject({
      ok: false,
      errors: { paymentIntentId: expect.any(Array) },
    });
    expect(
      await validateInput(finalizePaymentSchema, { paymentIntentId: 'pi_sbx_0123456789abcdef01234567' }),
    ).toMatchObject({ ok: true });
  });
});
