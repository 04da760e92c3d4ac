// /tenants with every sub-page of spec §2 (the tenant is addressed by its slug); the screens arrive
// with the Tenants issue.
import { SectionPages, type SectionPage } from '@coachwork/web-kit/ui';

export const PAGES: SectionPage[] = [
  { path: '', title: 'Tenants' },
  { path: 'create', title: 'Create Tenant' },
  { path: ':slug/edit', title: 'Edit Tenant' },
  { path: ':slug', title: 'Tenant' },
];

export default function TenantsRoutes({ section, title }: { section: string; title: string }) {
  return <SectionPages section={section} title={title} pages={PAGES} arrivesWith="Tenants" />;
}
