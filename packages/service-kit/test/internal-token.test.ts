import jwt from 'jsonwebtoken';
import { GUEST, signInternalToken, verifyInternalToken, type Actor } from '../src';

const SECRET = 'internal-token-test-secret-0123456789';
const actor: Actor = {
  ...GUEST,
  userId: '00000000-0000-4000-8000-0000000000a1',
  sessionId: '00000000-0000-4000-8000-0000000000b1',
  roles: ['booker'],
  permissions: ['bookings.own'],
};

describe('internal tokens, signed and checked once per actor and token', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('gives the same token for the same actor for 30 s, then a new one that is valid for 60 s', () => {
    jest.setSystemTime(new Date('2026-11-29T12:00:00Z'));
    const first = signInternalToken(actor, SECRET);
    jest.setSystemTime(new Date('2026-11-29T12:00:29Z'));
    expect(signInternalToken(actor, SECRET)).toBe(first);
    expect(signInternalToken({ ...actor, ip: '203.0.113.7' }, SECRET)).not.toBe(first);
    jest.setSystemTime(new Date('2026-11-29T12:00:31Z'));
    const second = signInternalToken(actor, SECRET);
    expect(second).not.toBe(first);
    const { exp } = jwt.decode(second) as { exp: number };
    expect(exp * 1000 - Date.now()).toBe(60_000);
  });

  it('refuses a token it knew once it has expired', () => {
    jest.setSystemTime(new Date('2026-11-29T13:00:00Z'));
    const token = signInternalToken(actor, SECRET);
    expect(verifyInternalToken(token, SECRET).userId).toBe(actor.userId);
    jest.setSystemTime(new Date('2026-11-29T13:00:59Z'));
    expect(verifyInternalToken(token, SECRET).userId).toBe(actor.userId);
    jest.setSystemTime(new Date('2026-11-29T13:01:00Z'));
    expect(() => verifyInternalToken(token, SECRET)).toThrow();
    expect(() => verifyInternalToken(token, SECRET)).toThrow();
  });

  it('refuses a token it knew under another secret, and a token changed by one character', () => {
    jest.setSystemTime(new Date('2026-11-29T14:00:00Z'));
    const token = signInternalToken(actor, SECRET);
    expect(verifyInternalToken(token, SECRET).permissions).toEqual(['bookings.own']);
    expect(() => verifyInternalToken(token, 'another-secret-0123456789abcdef')).toThrow();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const changed = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(() => verifyInternalToken(`${header}.${payload}.${changed}`, SECRET)).toThrow();
  });

  it('gives each request its own actor: a change to one is not seen by the next', () => {
    jest.setSystemTime(new Date('2026-11-29T15:00:00Z'));
    const token = signInternalToken(actor, SECRET);
    const first = verifyInternalToken(token, SECRET);
    first.userId = null;
    expect(() => first.permissions.push('bookings.view')).toThrow(TypeError);
    const second = verifyInternalToken(token, SECRET);
    expect(second.userId).toBe(actor.userId);
    expect(second.permissions).toEqual(['bookings.own']);
  });
});
