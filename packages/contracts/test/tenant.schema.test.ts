import {
  addTenantMemberSchema,
  createTenantSchema,
  updateTenantMemberSchema,
  updateTenantSchema,
} from '../src';
import { UUID, chars, expectInvalid, expectValid, messagesAt } from './helpers';

describe('createTenantSchema', () => {
  it('needs only a name and defaults the plan to free', () => {
    expect(expectValid(createTenantSchema, { name: ' Acme ' })).toEqual({ name: 'Acme', plan: 'free' });
  });

  it('reports a missing name with the spec message', () => {
    expect(expectInvalid(createTenantSchema, {})).toEqual({ name: ['Tenant name is required'] });
    expect(expectInvalid(createTenantSchema, { name: '  ' })).toEqual({ name: ['Tenant name is required'] });
  });

  it('limits the name to 255 characters', () => {
    expect(messagesAt(createTenantSchema, { name: chars(255) }, 'name')).toEqual([]);
    expect(messagesAt(createTenantSchema, { name: chars(256) }, 'name')).toEqual([
      'Tenant name must be at most 255 characters',
    ]);
  });

  it('normalises slug, email and domain', () => {
    expect(
      expectValid(createTenantSchema, {
        name: 'Acme',
        slug: ' Acme-Coaching ',
        email: ' Hello@Acme.com ',
        domain: 'https://WWW.Acme.com/about',
        plan: 'pro',
      }),
    ).toEqual({
      name: 'Acme',
      slug: 'acme-coaching',
      email: 'hello@acme.com',
      domain: 'https://www.acme.com',
      plan: 'pro',
    });
  });

  it('applies the slug minimum of 3', () => {
    expect(messagesAt(createTenantSchema, { name: 'Acme', slug: 'ac' }, 'slug')).toEqual([
      'Slug must be at least 3 characters',
    ]);
    expect(messagesAt(createTenantSchema, { name: 'Acme', slug: 'acm' }, 'slug')).toEqual([]);
  });

  it('treats an empty slug as not given, so the service derives one', () => {
    expect(expectValid(createTenantSchema, { name: 'Acme', slug: '' })).not.toHaveProperty('slug');
  });

  it('turns empty email and domain inputs into null', () => {
    expect(expectValid(createTenantSchema, { name: 'Acme', email: '', domain: ' ' })).toEqual({
      name: 'Acme',
      email: null,
      domain: null,
      plan: 'free',
    });
  });

  it('rejects an invalid email and domain', () => {
    expect(expectInvalid(createTenantSchema, { name: 'Acme', email: 'acme', domain: 'acme' })).toEqual({
      email: ['Please enter a valid email address.'],
      domain: ['Domain must be a valid format like example.com'],
    });
  });

  it('accepts the three plans only', () => {
    for (const plan of ['free', 'pro', 'enterprise']) {
      expect(messagesAt(createTenantSchema, { name: 'Acme', plan }, 'plan')).toEqual([]);
    }
    expect(messagesAt(createTenantSchema, { name: 'Acme', plan: 'PRO' }, 'plan')).toEqual([
      'Please select a valid plan',
    ]);
  });
});

describe('updateTenantSchema', () => {
  it('accepts a partial body without defaulting the plan', () => {
    expect(expectValid(updateTenantSchema, { domain: 'acme.io' })).toEqual({ domain: 'https://acme.io' });
  });

  it('does not let the name be blanked', () => {
    expect(expectInvalid(updateTenantSchema, { name: '' })).toEqual({ name: ['Tenant name is required'] });
  });

  it('checks the fields it is given', () => {
    expect(expectInvalid(updateTenantSchema, { plan: 'gold', slug: 'a' })).toEqual({
      plan: ['Please select a valid plan'],
      slug: ['Slug must be at least 3 characters'],
    });
  });
});

describe('tenant domain normalisation', () => {
  it.each([
    ['http://Qa-Org.test/some/path', 'https://qa-org.test'],
    ['Example.com', 'https://example.com'],
    ['example.com/', 'https://example.com'],
    ['https://www.example.co.uk/a?b=c#d', 'https://www.example.co.uk'],
    ['  acme.io  ', 'https://acme.io'],
    ['HTTP://EXAMPLE.ORG.', 'https://example.org'],
  ])('%s → %s', (input, expected) => {
    expect(expectValid(createTenantSchema, { name: 'Acme', domain: input }).domain).toBe(expected);
  });

  it.each(['acme', 'ftp://example.com', 'https://user:pw@example.com', 'example.com:8080', '127.0.0.1', 'http://'])(
    'refuses %s with the spec message',
    (input) => {
      expect(messagesAt(createTenantSchema, { name: 'Acme', domain: input }, 'domain')).toEqual([
        'Domain must be a valid format like example.com',
      ]);
    },
  );
});

describe('tenant slug', () => {
  it('is lower-cased and must be made of letters, numbers and single hyphens', () => {
    expect(expectValid(createTenantSchema, { name: 'Acme', slug: 'ACME-Org' }).slug).toBe('acme-org');
    expect(messagesAt(createTenantSchema, { name: 'Acme', slug: 'acme org' }, 'slug')).toEqual([
      'Slug may contain only lowercase letters, numbers and single hyphens between them',
    ]);
  });
});

describe('addTenantMemberSchema', () => {
  it('takes a user id or an email address, and defaults the role to member', () => {
    expect(expectValid(addTenantMemberSchema, { userId: UUID })).toEqual({ userId: UUID, role: 'member' });
    expect(expectValid(addTenantMemberSchema, { email: ' New@Example.com ', role: 'admin' })).toEqual({
      email: 'new@example.com',
      role: 'admin',
    });
  });

  it('needs one of them, said on the email field', () => {
    expect(expectInvalid(addTenantMemberSchema, {})).toEqual({
      email: ['Either user ID or email must be provided'],
    });
    expect(expectInvalid(addTenantMemberSchema, { email: '', userId: '' })).toEqual({
      email: ['Either user ID or email must be provided'],
    });
  });

  it('checks the id, the address and the role', () => {
    expect(expectInvalid(addTenantMemberSchema, { userId: 'nope', role: 'boss' })).toEqual({
      userId: ['User must be a valid ID'],
      role: ['Please select a valid tenant role'],
    });
    expect(expectInvalid(addTenantMemberSchema, { email: 'nope' })).toEqual({
      email: ['Please enter a valid email address.'],
    });
  });
});

describe('updateTenantMemberSchema', () => {
  it('needs one of the three tenant roles', () => {
    for (const role of ['owner', 'admin', 'member']) {
      expect(expectValid(updateTenantMemberSchema, { role })).toEqual({ role });
    }
    expect(expectInvalid(updateTenantMemberSchema, {})).toEqual({ role: ['Please select a valid tenant role'] });
    expect(expectInvalid(updateTenantMemberSchema, { role: 'super-admin' })).toEqual({
      role: ['Please select a valid tenant role'],
    });
  });
});
