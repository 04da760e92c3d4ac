import { createUserSchema, profileSchema, updateUserSchema } from '../src';
import { chars, expectInvalid, expectValid, messagesAt } from './helpers';

const profile = { firstName: 'Jane', lastName: 'Doe' };
const user = {
  email: 'jane@example.com',
  username: 'janedoe',
  password: 'Password123',
  profile,
};

describe('profileSchema', () => {
  it('requires first and last name', () => {
    expect(expectInvalid(profileSchema, {})).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
  });

  it('accepts a complete profile', () => {
    const full = {
      firstName: 'Jane',
      middleName: 'Q',
      lastName: 'Doe',
      headline: 'Leadership coach',
      country: 'DE',
      phoneNumber: '+49 30 1234567',
      socialAccounts: [
        { platform: 'github', url: 'https://github.com/jane', order: 1 },
        { platform: 'x', url: 'https://x.com/jane', order: 2 },
      ],
    };
    expect(expectValid(profileSchema, full)).toEqual(full);
  });

  describe('headline', () => {
    it('is optional and may be cleared with null', () => {
      expect(messagesAt(profileSchema, { ...profile }, 'headline')).toEqual([]);
      expect(messagesAt(profileSchema, { ...profile, headline: null }, 'headline')).toEqual([]);
    });

    it('accepts 1 and 255 characters', () => {
      expect(messagesAt(profileSchema, { ...profile, headline: 'x' }, 'headline')).toEqual([]);
      expect(messagesAt(profileSchema, { ...profile, headline: chars(255) }, 'headline')).toEqual([]);
    });

    it('rejects 256 characters', () => {
      expect(messagesAt(profileSchema, { ...profile, headline: chars(256) }, 'headline')).toEqual([
        'Headline must be at most 255 characters',
      ]);
    });

    it('is multi-line text (spec: "Headline: multi-line text"): line breaks pass, controls do not', () => {
      expect(messagesAt(profileSchema, { ...profile, headline: 'Team lead\nwho books' }, 'headline')).toEqual([]);
      expect(messagesAt(profileSchema, { ...profile, headline: 'a\u202Eb' }, 'headline')).toHaveLength(1);
    });

    it('rejects an empty headline when one is given', () => {
      expect(messagesAt(profileSchema, { ...profile, headline: '' }, 'headline')).toEqual([
        'Headline must be at least 1 character',
      ]);
    });
  });

  describe('country', () => {
    it('must be a known ISO code', () => {
      expect(messagesAt(profileSchema, { ...profile, country: 'ZZ' }, 'country')).toEqual([
        'Please select a valid country',
      ]);
    });

    it('is upper-cased, and an empty choice becomes null', () => {
      expect(expectValid(profileSchema, { ...profile, country: 'fr' }).country).toBe('FR');
      expect(expectValid(profileSchema, { ...profile, country: '' }).country).toBeNull();
    });
  });

  describe('phoneNumber', () => {
    it('must not be empty when given', () => {
      expect(messagesAt(profileSchema, { ...profile, phoneNumber: '  ' }, 'phoneNumber')).toEqual([
        'Phone number cannot be empty',
      ]);
    });

    it('is optional and may be null', () => {
      expect(expectValid(profileSchema, { ...profile, phoneNumber: null }).phoneNumber).toBeNull();
    });

    it('allows 32 characters and rejects 33', () => {
      expect(messagesAt(profileSchema, { ...profile, phoneNumber: chars(32, '1') }, 'phoneNumber')).toEqual(
        [],
      );
      expect(messagesAt(profileSchema, { ...profile, phoneNumber: chars(33, '1') }, 'phoneNumber')).toEqual([
        'Phone number must be at most 32 characters',
      ]);
    });
  });

  describe('socialAccounts', () => {
    const account = { platform: 'linkedin', url: 'https://linkedin.com/in/jane', order: 1 };
    const errorsOf = (socialAccounts: unknown) =>
      expectInvalid(profileSchema, { ...profile, socialAccounts });

    it('requires platform, url and order on each row', () => {
      expect(errorsOf([account, {}])).toEqual({
        'socialAccounts.1.platform': ['Platform is required'],
        'socialAccounts.1.url': ['URL is required'],
        'socialAccounts.1.order': ['Order is required'],
      });
    });

    it('accepts each of the 14 networks and nothing else', () => {
      for (const platform of [
        'facebook',
        'linkedin',
        'instagram',
        'youtube',
        'tiktok',
        'pinterest',
        'reddit',
        'snapchat',
        'x',
        'telegram',
        'discord',
        'twitch',
        'github',
        'gitlab',
      ]) {
        expect(
          messagesAt(
            profileSchema,
            { ...profile, socialAccounts: [{ ...account, platform }] },
            'socialAccounts.0.platform',
          ),
        ).toEqual([]);
      }
      expect(errorsOf([{ ...account, platform: 'myspace' }])).toEqual({
        'socialAccounts.0.platform': ['Please select a valid platform'],
      });
    });

    it('needs a valid URL of at most 255 characters', () => {
      const url = (n: number) => `https://x.com/${chars(n - 'https://x.com/'.length)}`;
      expect(
        messagesAt(
          profileSchema,
          { ...profile, socialAccounts: [{ ...account, url: url(255) }] },
          'socialAccounts.0.url',
        ),
      ).toEqual([]);
      expect(errorsOf([{ ...account, url: url(256) }])).toEqual({
        'socialAccounts.0.url': ['URL must be at most 255 characters'],
      });
      expect(errorsOf([{ ...account, url: 'linkedin.com/in/jane' }])).toEqual({
        'socialAccounts.0.url': ['Please enter a valid URL'],
      });
      expect(errorsOf([{ ...account, url: 'javascript:alert(1)' }])).toEqual({
        'socialAccounts.0.url': ['Please enter a valid URL'],
      });
    });

    it('needs an integer order of at least 1', () => {
      expect(errorsOf([{ ...account, order: 0 }])).toEqual({
        'socialAccounts.0.order': ['Order must be at least 1'],
      });
      expect(errorsOf([{ ...account, order: 1.5 }])).toEqual({
        'socialAccounts.0.order': ['Order must be a whole number'],
      });
    });

    it('accepts an empty list', () => {
      expect(expectValid(profileSchema, { ...profile, socialAccounts: [] }).socialAccounts).toEqual([]);
    });

    it('reports a list that is not a list', () => {
      expect(errorsOf('github')).toEqual({ socialAccounts: ['Social accounts must be a list'] });
    });
  });
});

describe('createUserSchema', () => {
  it('accepts a user with a profile and normalises it', () => {
    expect(
      expectValid(createUserSchema, {
        ...user,
        email: 'JANE@example.com',
        status: 'ACTIVE',
        roles: ['coach'],
      }),
    ).toEqual({
      ...user,
      status: 'ACTIVE',
      roles: ['coach'],
    });
  });

  it('reports missing names on the profile paths when the profile is left out', () => {
    expect(
      expectInvalid(createUserSchema, { email: 'a@b.co', username: 'abcd', password: 'Password1' }),
    ).toEqual({
      'profile.firstName': ['First name is required'],
      'profile.lastName': ['Last name is required'],
    });
  });

  it('does not invent a coach profile', () => {
    expect(expectValid(createUserSchema, user)).not.toHaveProperty('coachProfile');
  });

  it('checks the coach profile when one is given', () => {
    expect(expectInvalid(createUserSchema, { ...user, coachProfile: { bio: chars(1001) } })).toEqual({
      'coachProfile.bio': ['Bio must be at most 1000 characters'],
    });
  });

  it('requires email, username and password', () => {
    expect(expectInvalid(createUserSchema, { profile })).toEqual({
      email: ['Email is required'],
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });

  it('accepts only the account statuses', () => {
    for (const status of ['ACTIVE', 'PENDING', 'SUSPENDED']) {
      expect(messagesAt(createUserSchema, { ...user, status }, 'status')).toEqual([]);
    }
    expect(messagesAt(createUserSchema, { ...user, status: 'active' }, 'status')).toEqual([
      'Please select a valid status',
    ]);
  });

  it('checks the default tenant slug like any slug', () => {
    expect(messagesAt(createUserSchema, { ...user, defaultTenantSlug: 'ab' }, 'defaultTenantSlug')).toEqual([
      'Slug must be at least 3 characters',
    ]);
  });

  it('rejects blank role names', () => {
    expect(messagesAt(createUserSchema, { ...user, roles: [''] }, 'roles.0')).toEqual([
      'Role names cannot be empty',
    ]);
  });
});

describe('updateUserSchema', () => {
  it('accepts a body with only the email (the email card)', () => {
    expect(expectValid(updateUserSchema, { email: ' New@Example.com' })).toEqual({
      email: 'new@example.com',
    });
  });

  it('accepts an empty body and adds nothing to it', () => {
    expect(expectValid(updateUserSchema, {})).toEqual({});
  });

  it('accepts only the social accounts of the profile (the social accounts card)', () => {
    const body = {
      profile: { socialAccounts: [{ platform: 'github', url: 'https://github.com/jane', order: 1 }] },
    };
    expect(expectValid(updateUserSchema, body)).toEqual(body);
  });

  it('still checks each row of a partial profile', () => {
    expect(
      expectInvalid(updateUserSchema, { profile: { socialAccounts: [{ platform: 'github', order: 1 }] } }),
    ).toEqual({
      'profile.socialAccounts.0.url': ['URL is required'],
    });
  });

  it('does not let a given field be blanked', () => {
    expect(expectInvalid(updateUserSchema, { email: '', profile: { firstName: ' ' } })).toEqual({
      email: ['Email is required'],
      'profile.firstName': ['First name is required'],
    });
  });

  it('applies the password rules to a new password', () => {
    expect(expectInvalid(updateUserSchema, { password: 'Short1' })).toEqual({
      password: ['Password must be at least 8 characters'],
    });
  });

  it('accepts a partial coach profile', () => {
    expect(expectValid(updateUserSchema, { coachProfile: { completedQuizzes: true } })).toEqual({
      coachProfile: { completedQuizzes: true },
    });
  });

  it('applies the username rules', () => {
    expect(expectInvalid(updateUserSchema, { username: chars(21) })).toEqual({
      username: ['Username must be at most 20 characters'],
    });
  });

  it('strips fields that are not part of the contract', () => {
    expect(
      expectValid(updateUserSchema, { email: 'a@b.co', emailVerifiedAt: '2020-01-01', id: 'x' }),
    ).toEqual({
      email: 'a@b.co',
    });
  });
});
