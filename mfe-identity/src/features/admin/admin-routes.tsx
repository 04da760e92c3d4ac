// The back office's /users and /roles sections with every sub-page of spec §2.
import { Route, Routes } from 'react-router';
import { CheckedParams, SectionPages } from '@coachwork/web-kit/ui';
import { useIdentityMessages } from '../../messages';
import { RoleDetailPage } from './components/role-detail-page';
import { CreateRolePage, EditRolePage } from './components/role-form-page';
import { RolesPage } from './components/roles-page';
import { UserDetailPage } from './components/user-detail-page';
import { UsersPage } from './components/users-page';

// SectionPages without pages is the section's 'Page Not Found: {path}'.
function NotFound({ section, title }: { section: string; title: string }) {
  const { t } = useIdentityMessages();
  return <SectionPages section={section} title={title} pages={[]} arrivesWith={t('section.arrivesWith')} />;
}

export function UsersRoutes() {
  const { t } = useIdentityMessages();
  return (
    <Routes>
      <Route index element={<UsersPage />} />
      <Route element={<CheckedParams />}>
        <Route path=":id" element={<UserDetailPage tab="overview" />} />
        <Route path=":id/edit" element={<UserDetailPage tab="edit" />} />
        <Route path=":id/payouts" element={<UserDetailPage tab="payouts" />} />
        <Route path=":id/workshops" element={<UserDetailPage tab="workshops" />} />
        <Route path=":id/coach-profile" element={<UserDetailPage tab="coach-profile" />} />
      </Route>
      <Route path="*" element={<NotFound section="users" title={t('common.users')} />} />
    </Routes>
  );
}

export function RolesRoutes() {
  const { t } = useIdentityMessages();
  return (
    <Routes>
      <Route index element={<RolesPage />} />
      <Route path="create" element={<CreateRolePage />} />
      <Route element={<CheckedParams />}>
        <Route path=":id" element={<RoleDetailPage />} />
        <Route path=":id/edit" element={<EditRolePage />} />
      </Route>
      <Route path="*" element={<NotFound section="roles" title={t('common.roles')} />} />
    </Routes>
  );
}
