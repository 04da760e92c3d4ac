// /roles and /users with every sub-page of spec §2; the screens arrive with the Identity issue.
import { SectionPages, type SectionPage, type SectionTab } from '@coachwork/web-kit/ui';

const USER_TABS: SectionTab[] = [
  { path: '', label: 'Overview' },
  { path: 'edit', label: 'Edit' },
  { path: 'payouts', label: 'Payouts' },
  { path: 'workshops', label: 'Workshops' },
  { path: 'coach-profile', label: 'Coach profile' },
];

export const PAGES: Record<string, SectionPage[]> = {
  roles: [
    { path: '', title: 'Roles' },
    { path: 'create', title: 'Create Role' },
    { path: ':id/edit', title: 'Edit Role' },
    { path: ':id', title: 'Role' },
  ],
  users: [
    { path: '', title: 'Users' },
    { path: ':id', title: 'User', tabs: USER_TABS },
    { path: ':id/edit', title: 'Edit User', tabs: USER_TABS },
    { path: ':id/payouts', title: 'User Payouts', tabs: USER_TABS },
    { path: ':id/workshops', title: 'User Workshops', tabs: USER_TABS },
    { path: ':id/coach-profile', title: 'Coach Profile', tabs: USER_TABS },
  ],
};

export default function IdentityRoutes({ section, title }: { section: string; title: string }) {
  return <SectionPages section={section} title={title} pages={PAGES[section] ?? []} arrivesWith="Identity" />;
}
