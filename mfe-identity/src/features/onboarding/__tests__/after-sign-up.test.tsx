// Issue 31: a sign-up that started from an invitation comes back to it, and onboarding does not ask
// again for what registration took (the basics step is passed, prefilled behind Back).
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { authSlice, makeStore, type CurrentUser } from '@coachwork/web-kit';
import { installDomShims } from '@coachwork/test-support/dom';
import { afterSignIn } from '../../auth/components/land';
import { RegisterForm } from '../../auth/components/register-form';
import { takeStoredRedirect } from '../../auth/components/stored-redirect';
import { OnboardingPage } from '../onboarding-page';

beforeAll(installDomShims);
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const INVITATION = '/invitations/tok_3f9a';

const pending = (over: Partial<CurrentUser> = {}): CurrentUser =>
  ({
    id: 'u-pending',
    username: 'ada_l',
    email: 'ada@example.com',
    status: 'PENDING',
    avatar: null,
    emailVerifiedAt: null,
    defaultTenantSlug: null,
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
    coachProfile: null,
    ...over,
  }) as CurrentUser;

function Step() {
  const { step } = useParams();
  return <OnboardingPage step={Number(step)} />;
}

function onboard(user: CurrentUser) {
  const store = makeStore();
  store.dispatch(authSlice.actions.set(user));
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/onboarding/1']}>
        <Routes>
          <Route path="/onboarding/:step" element={<Step />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('sign-up from an invitation', () => {
  it('keeps the way back on the sign-in link of the sign-up page', () => {
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[`/register?redirect=${encodeURIComponent(INVITATION)}`]}>
          <RegisterForm />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(INVITATION)}`,
    );
  });

  it('keeps the redirect of a pending account for the end of onboarding', () => {
    expect(afterSignIn({ status: 'PENDING', roles: [] }, INVITATION)).toBe('/onboarding/1');
    expect(takeStoredRedirect()).toBe(INVITATION);
  });
});

describe('onboarding after sign-up', () => {
  it('passes the basics registration took, and shows them prefilled behind Back', async () => {
    onboard(pending());
    expect(await screen.findByText('Step 2 of 3: Coach or booker')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 3: Basics')).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Lovelace');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('ada_l');
  });

  it('asks for the basics when registration did not take them (a code sign-up with an address only)', async () => {
    onboard(
      pending({
        profile: { ...pending().profile!, firstName: '', lastName: '' },
      }),
    );
    expect(await screen.findByText('Step 1 of 3: Basics')).toBeTruthy();
  });
});
