// The remote's public surface: the shell mounts it under /tenants (spec §2: list, create, {id}/edit,
// {id} with its tabs), under /t, the current tenant's pages (/t/{slug}/job-postings...), and under
// /webhooks (outgoing webhooks' endpoints and deliveries).
import { Navigate, Route, Routes, useParams } from 'react-router';
import { Empty } from 'antd';
import { useGetCurrentUserQuery } from '@coachwork/web-kit';
import { CheckedParams, SectionPages, type SectionPage } from '@coachwork/web-kit/ui';
import { TenantsPage } from '../features/tenants/components/tenants-page';
import { CreateTenantPage, EditTenantPage } from '../features/tenants/components/tenant-form';
import { TENANT_TABS, TenantDetail } from '../features/tenants/components/tenant-detail';
import { JobPostingsPage } from '../features/job-postings/components/job-postings-page';
import {
  CreateJobPostingPage,
  EditJobPostingPage,
} from '../features/job-postings/components/job-posting-form-page';
import { WebhooksPage } from '../features/webhooks/components/webhooks-page';
import { WebhookDeliveriesPage } from '../features/webhooks/components/webhook-deliveries';

/** Spec §2's pages of the section (tests check each exists). */
export const PAGES: SectionPage[] = [
  { path: '', title: 'Tenants' },
  { path: 'create', title: 'Create Tenant' },
  { path: ':id/edit', title: 'Edit Tenant' },
  ...TENANT_TABS.map((t) => ({ path: t.path ? `:id/${t.path}` : ':id', title: t.title })),
];

/** Unknown paths: 'Page Not Found: {path}'. */
function NotFound({ section, title }: { section: string; title: string }) {
  return <SectionPages section={section} title={title} pages={[]} arrivesWith="Tenants" />;
}

/** /t alone: the default tenant's job postings, or a word on how to get one. */
function CurrentTenantHome() {
  const { data: user } = useGetCurrentUserQuery();
  if (user?.defaultTenantSlug) return <Navigate to={`/t/${user.defaultTenantSlug}/job-postings`} replace />;
  return (
    <Empty
      style={{ margin: '64px 0' }}
      description="You belong to no tenant yet. Create one, or ask a tenant's owner to add you; then pick it in the header."
    />
  );
}

function TenantHome() {
  const { slug = '' } = useParams();
  return <Navigate to={`/t/${slug}/job-postings`} replace />;
}

export default function TenantsRoutes({ section, title }: { section: string; title: string }) {
  // Outgoing webhooks (issue 28 item 3): endpoints, and one endpoint's deliveries.
  if (section === 'webhooks') {
    return (
      <Routes>
        <Route index element={<WebhooksPage />} />
        <Route element={<CheckedParams />}>
          <Route path=":id" element={<WebhookDeliveriesPage />} />
        </Route>
        <Route path="*" element={<NotFound section={section} title={title} />} />
      </Routes>
    );
  }
  if (section === 't') {
    return (
      <Routes>
        <Route index element={<CurrentTenantHome />} />
        <Route element={<CheckedParams />}>
          <Route path=":slug" element={<TenantHome />} />
          <Route path=":slug/job-postings" element={<JobPostingsPage />} />
          <Route path=":slug/job-postings/create" element={<CreateJobPostingPage />} />
          <Route path=":slug/job-postings/:id/edit" element={<EditJobPostingPage />} />
        </Route>
        <Route path="*" element={<NotFound section={section} title={title} />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<TenantsPage />} />
      <Route path="create" element={<CreateTenantPage />} />
      <Route element={<CheckedParams />}>
        <Route path=":id/edit" element={<EditTenantPage />} />
        <Route path=":id" element={<TenantDetail />} />
        {TENANT_TABS.filter((t) => t.path).map((t) => (
          <Route key={t.path} path={`:id/${t.path}`} element={<TenantDetail />} />
        ))}
      </Route>
      <Route path="*" element={<NotFound section={section} title={title} />} />
    </Routes>
  );
}
