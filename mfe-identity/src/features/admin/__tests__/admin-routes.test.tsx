// Spec §2: a page whose parameter fails its check is 'Page Not Found: {path}', like an unknown route;
// a well-formed id that names nothing keeps its "No such ..." state.
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeStore } from '@coachwork/web-kit';
import { installDomShims } from '@coachwork/test-support/dom';
import { RolesRoutes, UsersRoutes } from '../admin-routes';

const notFound = () => ({ data: undefined, error: { status: 404 }, isLoading: false, refetch: jest.fn() });
const mutation = () => [jest.fn(), { isLoading: false }];

jest.mock('../api', () => ({
  ...jest.requireActual('../api'),
  useGetRoleQuery: () => notFound(),
  useGetUserQuery: () => notFound(),
  useListPermissionsQuery: () => ({ data: { data: [] }, isLoading: false }),
  useUpdateRoleMutation: () => mutation(),
  useDeleteRoleMutation: () => mutation(),
  useDeleteUserMutation: () => mutation(),
  useRestoreUserMutation: () => mutation(),
}));

beforeAll(installDomShims);

// The shell mounts each section under /{section}/* inside its /admin basename.
function visit(at: string) {
  return render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/users/*" element={<UsersRoutes />} />
          <Route path="/roles/*" element={<RolesRoutes />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const ID = '0b6f5c1e-8d7a-4c52-9f0e-2a3b4c5d6e7f';

describe('console routes with an id', () => {
  it.each([
    '/users/not-a-valid-id',
    '/users/123/edit',
    '/users/x/coach-profile',
    '/roles/nope',
    '/roles/nope/edit',
  ])('answer %s with the 404 page, path as the address bar has it', (path) => {
    visit(path);
    expect(screen.getByText(`Page Not Found: /admin${path}`)).toBeTruthy();
    expect(screen.queryByText(/No such (user|role)/)).toBeNull();
  });

  it('keep "No such ..." for a well-formed id that does not exist', () => {
    const view = visit(`/users/${ID}`);
    expect(screen.getByText('No such user')).toBeTruthy();
    expect(screen.queryByText(/Page Not Found/)).toBeNull();
    view.unmount();
    visit(`/roles/${ID}/edit`);
    expect(screen.getByText('No such role')).toBeTruthy();
  });
});
