// The remote's public surface: the shell mounts it under /tenants (spec §2: list, create, {id}/edit,
// {id} with its tabs), under /t, the current tenant's pages (/t/{slug}/job-postings...), and under
// /webhooks (outgoing webhooks' endpoints and deliveries).
import { Navigate, Route, Routes, useParams } from 'react-router';
import { Empty } from 'antd';
import { useGetCurrentUserQuery } from '@coachwork/web-kit';
import { CheckedParams, SectionPages, type SectionPage } from '@coachwork/web-kit/ui';
import { TenantsPage } from '../features/tenants/components/tenants-page';
import { CreateTenantPage, EditTenantPage } from '../features/tenants/components/tenant-form';
import { TENANT_TAB_PATHS, tenantTabs, TenantDetail } from '../features/tenants/components/tenant-detail';
import { JobPostingsPage } from '../features/job-postings/components/job-postings-page';
import {
  CreateJobPostingPage,
  EditJobPostingPage,
} from '../features/job-postings/components/job-posting-form-page';
import { WebhooksPage } from '../features/webhooks/components/webhooks-page';
import { WebhookDeliveriesPage } from '../features/webhooks/components/webhook-deliveries';
import { useTenantsMessages, type TenantsConsoleTranslator } from '../messages';

/** Spec §2's pages of the section (tests check each exists). */
export function sectionPages(t: TenantsConsoleTranslator['t']): SectionPage[] {
  return [
    { path: '', title: t('tenants.title') },
    { path: 'create', title: t('tenantForm.createTitle') },
    { path: ':id/edit', title: t('tenantForm.editTitle') },
    ...tenantTabs(t).map((x) => ({ path: x.path ? `:id/${x.path}` : ':id', title: x.title })),
  ];
}

/** Unknown paths: 'Page Not Found: {path}'. */
function NotFound({ section, title }: { section: string; title: string }) {
  const { t } = useTenantsMessages();
  return <SectionPages section={section} title={title} pages={[]} arrivesWith={t('routes.issue.tenants')} />;
}

/** /t alone: the default tenant's job postings, or a word on how to get one. */
function CurrentTenantHome() {
  const { data: user } = useGetCurrentUserQuery();
  const { t } = useTenantsMessages();
  if (user?.defaultTenantSlug) return <Navigate to={`/t/${user.defaultTenantSlug}/job-postings`} replace />;
  return <Empty style={{ margin: '64px 0' }} description={t('routes.noTenant')} />;
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
        {TENANT_TAB_PATHS.filter(Boolean).map((path) => (
          <Route key={path} path={`:id/${path}`} element={<TenantDetail />} />
        ))}
      </Route>
      <Route path="*" element={<NotFound section={section} title={title} />} />
    </Routes>
  );
}
