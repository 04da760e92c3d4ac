import type { AdminUser } from '../api';
import { changedFields, userFormSchema, userFormValues } from '../user-form';

const user: AdminUser = {
  id: 'u1',
  username: 'booker',
  email: 'booker@example.com',
  status: 'ACTIVE',
  avatar: null,
  emailVerifiedAt: '2026-01-01T00:00:00.000Z',
  defaultTenantSlug: null,
  roles: [],
  profile: {
    firstName: 'Ben',
    middleName: null,
    lastName: 'Booker',
    headline: null,
    country: 'DE',
    phoneNumber: null,
    socialAccounts: [],
  },
  coachProfile: null,
};

describe('the admin user form', () => {
  it('sends only what changed: adding a role does not resend the email (which would unverify it)', () => {
    const values = { ...userFormValues(user), roles: ['coach'] };
    expect(changedFields(values, { roles: [true] })).toEqual({ roles: ['coach'] });
  });

  it('sends changed profile fields inside profile, and nothing else of the profile', () => {
    const values = userFormValues(user);
    values.profile.lastName = 'Baker';
    values.profile.headline = 'Learner';
    values.status = 'SUSPENDED';
    expect(changedFields(values, { status: true, profile: { lastName: true, headline: true } })).toEqual({
      status: 'SUSPENDED',
      profile: { lastName: 'Baker', headline: 'Learner' },
    });
  });

  it('accepts the loaded user as is, with empty optional fields as null', async () => {
    await expect(userFormSchema.validate(userFormValues(user))).resolves.toBeTruthy();
  });

  it('checks the fields with the server schema messages', async () => {
    const values = userFormValues(user);
    values.username = 'ab';
    values.profile.firstName = '';
    const error = await userFormSchema.validate(values, { abortEarly: false }).catch((e: unknown) => e);
    const messages = (error as { inner: { path: string; message: string }[] }).inner.map((e) => [
      e.path,
      e.message,
    ]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['username', 'Username must be at least 4 characters'],
        ['profile.firstName', expect.stringMatching(/first name/i)],
      ]),
    );
  });
});
