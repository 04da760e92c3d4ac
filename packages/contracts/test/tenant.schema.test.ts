import { createTenantSchema, updateTenantSchema } from '../src';
import { chars, expectInvalid, expectValid, messagesAt } from './helpers';

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
