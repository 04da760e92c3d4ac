import * as yup from 'yup';
import {
  countrySchema,
  domainSchema,
  emailSchema,
  normalizeDomain,
  otpDigitsSchema,
  otpSchema,
  passwordSchema,
  slugSchema,
  usernameSchema,
} from '../src';
import { chars, expectValid, messagesAt } from './helpers';

// Field schemas are checked inside an object so the messages arrive on a path, as they do in forms.
const form = (field: yup.Schema<unknown>) => yup.object({ value: field });
const messages = (field: yup.Schema<unknown>, value: unknown) => messagesAt(form(field), { value }, 'value');
const cast = (field: yup.Schema<unknown>, value: unknown) => expectValid(form(field), { value }).value;

describe('emailSchema', () => {
  it('trims and lower-cases the address', () => {
    expect(cast(emailSchema, '  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com', 'jane@exa mple.com'])(
    'rejects %j with the spec message',
    (value) => {
      expect(messages(emailSchema, value)).toEqual(['Please enter a valid email address.']);
    },
  );

  it('accepts plus addressing and subdomains', () => {
    expect(messages(emailSchema, 'jane+coach@mail.example.co.uk')).toEqual([]);
  });

  it('allows 255 characters and rejects 256', () => {
    const local = (n: number) => `${chars(n - '@example.com'.length)}@example.com`;
    expect(messages(emailSchema, local(255))).toEqual([]);
    expect(messages(emailSchema, local(256))).toEqual(['Email must be at most 255 characters']);
  });

  it('is optional on its own and required through .required()', () => {
    expect(messages(emailSchema, undefined)).toEqual([]);
    expect(messages(emailSchema.required('Email is required'), '')).toEqual(['Email is required']);
  });
});

describe('passwordSchema', () => {
  it('accepts 8 characters with both cases', () => {
    expect(messages(passwordSchema, 'Abcdefgh')).toEqual([]);
  });

  it('rejects 7 characters with the length message', () => {
    expect(messages(passwordSchema, 'Abcdefg')).toEqual(['Password must be at least 8 characters']);
  });

  it('needs an upper-case letter', () => {
    expect(messages(passwordSchema, 'abcdefgh1')).toEqual([
      'Password must contain at least one uppercase and one lowercase letter',
    ]);
  });

  it('needs a lower-case letter', () => {
    expect(messages(passwordSchema, 'ABCDEFGH1')).toEqual([
      'Password must contain at least one uppercase and one lowercase letter',
    ]);
  });

  it('reports both rules for a short single-case password', () => {
    expect(messages(passwordSchema, 'abc')).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase and one lowercase letter',
    ]);
  });

  it('counts non-ASCII letters as upper or lower case', () => {
    expect(messages(passwordSchema, 'ÄÖÜäöüßx')).toEqual([]);
  });

  it('does not trim: spaces count towards the length', () => {
    expect(cast(passwordSchema, ' Abcdef ')).toBe(' Abcdef ');
  });

  it('allows 128 characters and rejects 129', () => {
    expect(messages(passwordSchema, `Aa${chars(126)}`)).toEqual([]);
    expect(messages(passwordSchema, `Aa${chars(127)}`)).toEqual(['Password must be at most 128 characters']);
  });
});

describe('usernameSchema', () => {
  it('rejects 3 characters and accepts 4', () => {
    expect(messages(usernameSchema, 'abc')).toEqual(['Username must be at least 4 characters']);
    expect(messages(usernameSchema, 'abcd')).toEqual([]);
  });

  it('accepts 20 characters and rejects 21', () => {
    expect(messages(usernameSchema, chars(20))).toEqual([]);
    expect(messages(usernameSchema, chars(21))).toEqual(['Username must be at most 20 characters']);
  });

  it('trims before measuring and lower-cases', () => {
    expect(cast(usernameSchema, '  Jane_Doe-1 ')).toBe('jane_doe-1');
    expect(messages(usernameSchema, ' abc ')).toEqual(['Username must be at least 4 characters']);
  });

  it.each(['1jane', 'jane', 'j_a-n-e'])('accepts %j', (value) => {
    expect(messages(usernameSchema, value)).toEqual([]);
  });

  it.each(['_jane', '-jane', 'jane doe', 'jane.doe', 'jané'])(
    'rejects %j with the format message',
    (value) => {
      expect(messages(usernameSchema, value)).toEqual([
        'Username must start with a letter or number and contain only letters, numbers, underscores and hyphens',
      ]);
    },
  );
});

describe('slugSchema', () => {
  it('rejects 2 characters and accepts 3', () => {
    expect(messages(slugSchema, 'ab')).toEqual(['Slug must be at least 3 characters']);
    expect(messages(slugSchema, 'abc')).toEqual([]);
  });

  it('accepts 255 characters and rejects 256', () => {
    expect(messages(slugSchema, chars(255))).toEqual([]);
    expect(messages(slugSchema, chars(256))).toEqual(['Slug must be at most 255 characters']);
  });

  it('trims and lower-cases', () => {
    expect(cast(slugSchema, ' Team-Alpha ')).toBe('team-alpha');
  });

  it.each(['-abc', 'abc-', 'a--bc', 'a_bc', 'a bc', 'ab/c'])('rejects %j as not URL-safe', (value) => {
    expect(messages(slugSchema, value)).toEqual([
      'Slug may contain only lowercase letters, numbers and single hyphens between them',
    ]);
  });
});

describe('domainSchema', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['https://Example.com/path', 'https://example.com'],
    ['http://a.b.co', 'https://a.b.co'],
    ['  WWW.Example.org/about?x=1#top ', 'https://www.example.org'],
    ['example.com.', 'https://example.com'],
  ])('normalises %j to %j', (input, expected) => {
    expect(cast(domainSchema, input)).toBe(expected);
  });

  it.each([
    'example',
    'not a domain',
    'ftp://example.com',
    'https://',
    'https://user:pass@example.com',
    'example.com:8080',
    '192.168.0.1',
    '-bad.com',
    'exa_mple.com',
  ])('rejects %j with the domain message', (input) => {
    expect(messages(domainSchema, input)).toEqual(['Domain must be a valid format like example.com']);
  });

  it('leaves a rejected value as typed (trimmed), so the form still shows it', () => {
    expect(normalizeDomain('not a domain')).toBeNull();
    expect(form(domainSchema).cast({ value: ' not a domain ' }).value).toBe('not a domain');
  });
});

describe('otpSchema', () => {
  it('accepts six digits', () => {
    expect(cast(otpSchema, '012345')).toBe('012345');
  });

  it('trims a pasted code', () => {
    expect(cast(otpSchema, ' 123456 ')).toBe('123456');
  });

  it('reports a non-digit with the digit message', () => {
    expect(messages(otpSchema, '12a456')).toEqual(['Each digit must be between 0-9']);
  });

  it.each(['12345', '1234567', ''])('reports %j, not six digits, with the code message', (value) => {
    expect(messages(otpSchema, value)).toEqual(['Please enter a valid 6-OTP code']);
  });

  it('is required', () => {
    expect(messages(otpSchema, undefined)).toEqual(['Please enter a valid 6-OTP code']);
  });

  it('reports both problems of a short code with a letter', () => {
    expect(messages(otpSchema, '1a3')).toEqual([
      'Each digit must be between 0-9',
      'Please enter a valid 6-OTP code',
    ]);
  });
});

describe('otpDigitsSchema', () => {
  const schema = yup.object({ otp: otpDigitsSchema });

  it('accepts six single digits, including numbers from numeric inputs', () => {
    expect(expectValid(schema, { otp: ['1', '2', 3, '4', '5', '6'] }).otp).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
  });

  it('flags the box holding a non-digit', () => {
    expect(messagesAt(schema, { otp: ['1', '2', 'x', '4', '5', '6'] }, 'otp.2')).toEqual([
      'Each digit must be between 0-9',
    ]);
  });

  it('flags a box holding two characters', () => {
    expect(messagesAt(schema, { otp: ['1', '2', '3', '45', '5', '6'] }, 'otp.3')).toEqual([
      'Each digit must be between 0-9',
    ]);
  });

  it('reports an empty box as an incomplete code', () => {
    expect(messagesAt(schema, { otp: ['1', '2', '', '4', '5', '6'] }, 'otp')).toEqual([
      'Please enter a valid 6-OTP code',
    ]);
  });

  it.each([[['1', '2', '3', '4', '5']], [['1', '2', '3', '4', '5', '6', '7']], [undefined]])(
    'reports %j as not a 6-digit code',
    (otp) => {
      expect(messagesAt(schema, { otp }, 'otp')).toEqual(['Please enter a valid 6-OTP code']);
    },
  );
});

describe('countrySchema', () => {
  it('accepts a known code in any case and stores it upper case', () => {
    expect(cast(countrySchema, ' de ')).toBe('DE');
  });

  it.each(['XX', 'DEU', 'Germany', 'XK'])('rejects %j', (value) => {
    expect(messages(countrySchema, value)).toEqual(['Please select a valid country']);
  });
});
