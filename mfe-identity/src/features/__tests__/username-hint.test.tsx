// Spec §2 with SPEC-DECISIONS: every Username field says "4 to 20 characters" in the same words, and
// every form holds the rule it states: at least 4, at most 20.
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import {
  registerSchema,
  updateUserSchema,
  usernameSchema,
  USERNAME_HINT,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@coachwork/contracts';
import { makeStore } from '@coachwork/web-kit';
import { installDomShims } from '@coachwork/test-support/dom';
import type { AdminUser } from '../admin/api';
import { UserEditForm } from '../admin/components/user-edit-form';
import { userFormSchema } from '../admin/user-form';
import { RegisterForm } from '../auth/components/register-form';
import type { AccountUser } from '../settings/api';
import { UsernameCard } from '../settings/components/account-cards';

jest.mock('../admin/api', () => ({
  ...jest.requireActual('../admin/api'),
  useListRolesQuery: () => ({ data: { data: [] }, isLoading: false }),
  useUpdateUserMutation: () => [jest.fn(), { isLoading: false }],
}));

beforeAll(installDomShims);

const USER = {
  id: 'u1',
  username: 'ada_l',
  email: 'ada@example.com',
  status: 'ACTIVE',
  roles: [],
  profile: {
    firstName: 'Ada',
    middleName: null,
    lastName: 'Lovelace',
    headline: null,
    country: null,
    phoneNumber: null,
    socialAccounts: [],
  },
};

function show(ui: ReactNode) {
  return render(
    <Provider store={makeStore()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
}

describe('the Username hint', () => {
  it('says "4 to 20 characters" on the settings card, the register page and the admin user form', () => {
    expect(USERNAME_HINT).toContain('4 to 20 characters');
    for (const ui of [
      <UsernameCard key="card" user={USER as unknown as AccountUser} />,
      <RegisterForm key="register" />,
      <UserEditForm key="admin" user={USER as unknown as AdminUser} self={false} />,
    ]) {
      const view = show(ui);
      expect(screen.getAllByText(USERNAME_HINT)).toHaveLength(1);
      view.unmount();
    }
  });

  it('goes with the rule it states on each form: at least 4, at most 20', async () => {
    // The settings card validates with usernameSchema itself; the server's PATCH with updateUserSchema.
    const checks = [
      usernameSchema,
      registerSchema.fields.username,
      userFormSchema.fields.username,
      updateUserSchema.fields.username,
    ];
    for (const check of checks) {
      const at = (username: string) =>
        (check as typeof usernameSchema)
          .validate(username)
          .then(() => 'ok')
          .catch((e: Error) => e.message);
      expect(await at('abc')).toBe(USERNAME_MIN);
      expect(await at('abcd')).toBe('ok');
      expect(await at('a'.repeat(20))).toBe('ok');
      expect(await at('a'.repeat(21))).toBe(USERNAME_MAX);
    }
  });
});
