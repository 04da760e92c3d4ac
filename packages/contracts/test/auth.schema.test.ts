import {
  loginSchema,
  loginUsingOtpSchema,
  registerSchema,
  registerUsingOtpSchema,
  verifyEmailUsingOtpSchema,
  verifyTokenSchema,
} from '../src';
import { expectInvalid, expectValid, messagesAt } from './helpers';

describe('loginSchema', () => {
  it('normalises the email and keeps the password as typed', () => {
    expect(expectValid(loginSchema, { email: ' Coach@Example.com ', password: ' Password123 ' })).toEqual({
      email: 'coach@example.com',
      password: ' Password123 ',
    });
  });

  it('requires both fields', () => {
    expect(expectInvalid(loginSchema, {})).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('does not apply the strength rules, so older passwords still sign in', () => {
    expect(messagesAt(loginSchema, { email: 'a@example.com', password: 'short' }, 'password')).toEqual([]);
  });

  it('reports an invalid email with the spec message', () => {
    expect(messagesAt(loginSchema, { email: 'nope', password: 'x' }, 'email')).toEqual([
      'Please enter a valid email address.',
    ]);
  });
});

describe('registerSchema', () => {
  const valid = {
    email: 'jane@example.com',
    username: 'Jane_Doe',
    password: 'Password123',
    firstName: ' Jane ',
    lastName: 'Doe',
  };

  it('accepts a complete registration and normalises it', () => {
    expect(expectValid(registerSchema, valid)).toEqual({
      email: 'jane@example.com',
      username: 'jane_doe',
      password: 'Password123',
      firstName: 'Jane',
      lastName: 'Doe',
    });
  });

  it('requires every field', () => {
    expect(expectInvalid(registerSchema, {})).toEqual({
      email: ['Email is required'],
      username: ['Username is required'],
      password: ['Password is required'],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
  });

  it('treats blank names as missing', () => {
    expect(messagesAt(registerSchema, { ...valid, firstName: '   ' }, 'firstName')).toEqual([
      'First name is required',
    ]);
  });

  it('applies the password strength rules', () => {
    expect(messagesAt(registerSchema, { ...valid, password: 'password123' }, 'password')).toEqual([
      'Password must contain at least one uppercase and one lowercase letter',
    ]);
  });

  it('applies the username rules', () => {
    expect(messagesAt(registerSchema, { ...valid, username: 'abc' }, 'username')).toEqual([
      'Username must be at least 4 characters',
    ]);
  });

  it('limits names to 255 characters', () => {
    expect(messagesAt(registerSchema, { ...valid, lastName: 'x'.repeat(256) }, 'lastName')).toEqual([
      'Last name must be at most 255 characters',
    ]);
  });
});

describe('registerUsingOtpSchema', () => {
  it('needs only the email', () => {
    expect(expectValid(registerUsingOtpSchema, { email: 'A@Example.com' })).toEqual({
      email: 'a@example.com',
    });
  });

  it('treats an empty username as not given', () => {
    expect(
      expectValid(registerUsingOtpSchema, { email: 'a@example.com', username: '' }).username,
    ).toBeUndefined();
  });

  it('checks the optional fields when they are given', () => {
    expect(expectInvalid(registerUsingOtpSchema, { email: 'a@example.com', username: 'jane doe' })).toEqual({
      username: [
        'Username must start with a letter or number and contain only letters, numbers, underscores and hyphens',
      ],
    });
  });

  it('requires the email', () => {
    expect(expectInvalid(registerUsingOtpSchema, { username: 'jane' })).toEqual({
      email: ['Email is required'],
    });
  });
});

describe('loginUsingOtpSchema', () => {
  it('requires a valid email', () => {
    expect(expectInvalid(loginUsingOtpSchema, {})).toEqual({ email: ['Email is required'] });
    expect(expectInvalid(loginUsingOtpSchema, { email: 'x@y' })).toEqual({
      email: ['Please enter a valid email address.'],
    });
    expect(expectValid(loginUsingOtpSchema, { email: 'x@y.io' })).toEqual({ email: 'x@y.io' });
  });
});

describe('verifyEmailUsingOtpSchema', () => {
  it('accepts an email and a six-digit code', () => {
    expect(expectValid(verifyEmailUsingOtpSchema, { email: 'x@y.io', otp: '000123' })).toEqual({
      email: 'x@y.io',
      otp: '000123',
    });
  });

  it('reports a bad code on otp', () => {
    expect(expectInvalid(verifyEmailUsingOtpSchema, { email: 'x@y.io', otp: '12345x' })).toEqual({
      otp: ['Each digit must be between 0-9'],
    });
    expect(expectInvalid(verifyEmailUsingOtpSchema, { email: 'x@y.io' })).toEqual({
      otp: ['Please enter a valid 6-OTP code'],
    });
  });
});

describe('verifyTokenSchema', () => {
  it('requires a non-blank token', () => {
    expect(expectInvalid(verifyTokenSchema, { token: '  ' })).toEqual({ token: ['Token is required'] });
    expect(expectValid(verifyTokenSchema, { token: 'abc.def' })).toEqual({ token: 'abc.def' });
  });
});
