// The remote's console surface: the shell mounts it under /roles and /users and says which section it is.
import { SectionPages } from '@coachwork/web-kit/ui';
import { RolesRoutes, UsersRoutes } from '../features/admin/admin-routes';
import { useIdentityMessages } from '../messages';

export default function IdentityRoutes({ section, title }: { section: string; title: string }) {
  const { t } = useIdentityMessages();
  if (section === 'users') return <UsersRoutes />;
  if (section === 'roles') return <RolesRoutes />;
  return <SectionPages section={section} title={title} pages={[]} arrivesWith={t('section.arrivesWith')} />;
}
