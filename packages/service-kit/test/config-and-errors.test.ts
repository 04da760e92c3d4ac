import * as yup from 'yup';
import {
  ConfigError,
  ConflictError,
  loadConfig,
  redactUrl,
  toHttpError,
  TooManyRequestsError,
  ValidationError,
} from '../src';

describe('loadConfig', () => {
  const schema = yup.object({
    PORT: yup.number().integer().min(1).max(65535).default(3000),
    NAME: yup.string().required(),
  });

  it('applies defaults and casts numbers', () => {
    expect(loadConfig(schema, { NAME: 'x', PORT: '8080' })).toEqual({ NAME: 'x', PORT: 8080 });
    expect(loadConfig(schema, { NAME: 'x', PORT: '' })).toEqual({ NAME: 'x', PORT: 3000 });
  });

  it('fails with every problem named', () => {
    expect(() => loadConfig(schema, { PORT: 'abc' })).toThrow(ConfigError);
    try {
      loadConfig(schema, { PORT: '70000' });
    } catch (err) {
      expect((err as ConfigError).problems).toHaveLength(2);
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/NAME/);
    }
  });
});

describe('toHttpError', () => {
  it('maps domain errors through one table', () => {
    expect(toHttpError(new ValidationError({ 'address.city': ['City is required'] }))).toEqual({
      status: 422,
      body: { message: 'City is required', errors: { 'address.city': ['City is required'] } },
      headers: {},
    });
    expect(toHttpError(new ConflictError('No seats left.')).status).toBe(409);
    // A conflict may say more beside its message (the 409 of a booking carries seatsLeft).
    expect(
      toHttpError(new ConflictError('Not enough seats left', { seatsLeft: 2, message: 'x' })).body,
    ).toEqual({
      message: 'Not enough seats left',
      seatsLeft: 2,
    });
    expect(toHttpError(new TooManyRequestsError(30)).headers).toEqual({ 'Retry-After': '30' });
  });

  it('hides everything about an unknown error', () => {
    const res = toHttpError(new Error('password=hunter2 at /srv/app.js:10'));
    expect(res).toEqual({ status: 500, body: { message: 'Server error.' }, headers: {} });
  });

  it('summarises several field errors in the message', () => {
    const res = toHttpError(
      new ValidationError({ a: ['A is required'], b: ['B is required'], c: ['C is required'] }),
    );
    expect(res.body.message).toBe('A is required (and 2 more errors)');
  });
});

describe('redactUrl', () => {
  it('blanks invitation tokens and sign-in tokens before a URL is logged', () => {
    const token = 'aB3_-x'.repeat(7) + 'z';
    expect(redactUrl(`/v1/invitations/${token}`)).toBe('/v1/invitations/[redacted]');
    expect(redactUrl(`/invitations/${token}?x=1`)).toBe('/invitations/[redacted]?x=1');
    expect(redactUrl(`/login/token?token=${token}&redirect=/b`)).toBe(
      '/login/token?token=[redacted]&redirect=/b',
    );
    expect(redactUrl('/v1/invitations/accept')).toBe('/v1/invitations/accept');
    expect(redactUrl('/v1/bookings?include=seats')).toBe('/v1/bookings?include=seats');
  });
});
