// The users and roles pages' frame: the heading and the tab's title name the page even for an unknown id,
// the breadcrumb leads back, and a record that failed to load says why (gone, or try again).
import type { ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeStore } from '@coachwork/web-kit';
import { installDomShims } from '@coachwork/test-support/dom';
import type { AdminUser, Role } from '../api';
import { RoleDetailPage } from '../components/role-detail-page';
import { CreateRolePage, EditRolePage } from '../components/role-form-page';
import { UserDetailPage } from '../components/user-detail-page';

interface Answer {
  data?: unknown;
  error?: unknown;
  isLoading?: boolean;
}
let answer: Answer = {};
const refetch = jest.fn();
const query = () => ({ data: answer.data, error: answer.error, isLoading: answer.isLoading ?? false, refetch });
const mutation = () => [jest.fn(), { isLoading: false }];

jest.mock('../api', () => ({
  ...jest.requireActual('../api'),
  useGetRoleQuery: () => query(),
  useGetUserQuery: () => query(),
  useListPermissionsQuery: () => ({ data: { data: [] }, isLoading: false }),
  useCreateRoleMutation: () => mutation(),
  useUpdateRoleMutation: () => mutation(),
  useDeleteRoleMutation: () => mutation(),
  useDeleteUserMutation: () => mutation(),
  useRestoreUserMutation: () => mutation(),
}));

beforeAll(installDomShims);

beforeEach(() => {
  answer = {};
  refetch.mockClear();
  document.title = '';
});

const ROLE: Role = {
  id: 'r1',
  name: 'editor',
  description: 'Edits the catalogue',
  permissions: [],
  usersCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const USER = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  status: 'ACTIVE',
  avatar: null,
  avatarUrl: null,
  emailVerifiedAt: null,
  defaultTenantSlug: null,
  roles: [],
  coachProfile: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  deletedAt: null,
  profile: {
    firstName: 'Ada',
    middleName: null,
    lastName: 'Lovelace',
    headline: null,
    country: null,
    phoneNumber: null,
    socialAccounts: [],
  },
} as unknown as AdminUser;

function show(at: string, path: string, element: ReactNode) {
  return render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const crumbs = () =>
  Array.from(document.querySelectorAll('.ant-breadcrumb li:not(.ant-breadcrumb-separator)')).map((li) => ({
    title: li.textContent,
    to: li.querySelector('a')?.getAttribute('href') ?? undefined,
  }));

describe('the role page', () => {
  it('names the role in the breadcrumb, offers its actions and lists what it holds', () => {
    answer = { data: ROLE };
    show('/roles/r1', '/roles/:id', <RoleDetailPage />);
    expect(heading()).toBe('Role');
    expect(document.title).toMatch(/^Role \| Coachwork/);
    expect(crumbs()).toEqual([{ title: 'Roles', to: '/roles' }, { title: 'editor' }]);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/roles/r1/edit');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 users' }).getAttribute('href')).toBe('/users?role=editor');
  });

  it('says an unknown id (404) or a malformed one (422) is no role, and leads back to the list', () => {
    for (const status of [404, 422]) {
      answer = { error: { status } };
      const view = show('/roles/nope', '/roles/:id', <RoleDetailPage />);
      expect(heading()).toBe('Role');
      expect(document.title).toMatch(/^Role \| Coachwork/);
      expect(crumbs()).toEqual([{ title: 'Roles', to: '/roles' }]);
      expect(screen.getByText('No such role')).toBeTruthy();
      expect(screen.getByText('It may have been deleted, or the address is wrong.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('/roles');
      expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
      view.unmount();
    }
  });

  it('offers a retry when the role could not be loaded for another reason', () => {
    answer = { error: { status: 500 } };
    show('/roles/r1', '/roles/:id', <RoleDetailPage />);
    expect(screen.getByText('The role could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows a skeleton, not a verdict, while loading', () => {
    answer = { isLoading: true };
    show('/roles/r1', '/roles/:id', <RoleDetailPage />);
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryByText(/No such role|could not be loaded/)).toBeNull();
  });
});

describe('the role forms', () => {
  it('titles the create page and leads back to the roles', () => {
    show('/roles/create', '/roles/create', <CreateRolePage />);
    expect(heading()).toBe('Create Role');
    expect(document.title).toMatch(/^Create Role \| Coachwork/);
    expect(crumbs()).toEqual([{ title: 'Roles', to: '/roles' }, { title: 'Create' }]);
  });

  it('titles the edit page after the role, and says when there is no such role', () => {
    answer = { data: ROLE };
    const view = show('/roles/r1/edit', '/roles/:id/edit', <EditRolePage />);
    expect(heading()).toBe('Edit Role');
    expect(document.title).toMatch(/^Edit Role \| Coachwork/);
    expect(crumbs()).toEqual([{ title: 'Roles', to: '/roles' }, { title: 'editor', to: '/roles/r1' }, { title: 'Edit' }]);
    view.unmount();

    answer = { error: { status: 404 } };
    show('/roles/nope/edit', '/roles/:id/edit', <EditRolePage />);
    expect(heading()).toBe('Edit Role');
    expect(crumbs()).toEqual([{ title: 'Roles', to: '/roles' }, { title: 'Edit' }]);
    expect(screen.getByText('No such role')).toBeTruthy();
  });
});

describe('the user page', () => {
  it('names the user in the breadcrumb and under the heading, with the tab as the title', () => {
    answer = { data: USER };
    const view = show('/users/u1', '/users/:id', <UserDetailPage tab="overview" />);
    expect(heading()).toBe('User');
    expect(document.title).toMatch(/^User \| Coachwork/);
    expect(crumbs()).toEqual([{ title: 'Users', to: '/users' }, { title: 'ada' }]);
    expect(screen.getByText('Ada Lovelace · ada@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    const status = screen.getByText('Status').closest('tr')!;
    expect(within(status).getByText('Active')).toBeTruthy();
    view.unmount();

    show('/users/u1/payouts', '/users/:id/payouts', <UserDetailPage tab="payouts" />);
    expect(heading()).toBe('User Payouts');
    expect(document.title).toMatch(/^User Payouts \| Coachwork/);
    expect(crumbs()).toEqual([{ title: 'Users', to: '/users' }, { title: 'ada', to: '/users/u1' }, { title: 'Payouts' }]);
  });

  it("shows the same initials as every other screen: 'JD' for Jane Marie Doe", () => {
    answer = { data: { ...USER, profile: { ...USER.profile, firstName: 'Jane', middleName: 'Marie', lastName: 'Doe' } } };
    show('/users/u1', '/users/:id', <UserDetailPage tab="overview" />);
    expect(document.querySelector('.ant-avatar')?.textContent).toBe('JD');
  });

  it('says an unknown id is no user, under the tab it was asked for', () => {
    answer = { error: { status: 404 } };
    show('/users/nope/workshops', '/users/:id/workshops', <UserDetailPage tab="workshops" />);
    expect(heading()).toBe('User Workshops');
    expect(document.title).toMatch(/^User Workshops \| Coachwork/);
    expect(crumbs()).toEqual([{ title: 'Users', to: '/users' }, { title: 'Workshops' }]);
    expect(screen.getByText('No such user')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('/users');
  });
});
