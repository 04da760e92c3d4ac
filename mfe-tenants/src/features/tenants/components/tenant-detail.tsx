// /tenants/{id} and its tabs at their own URLs: overview, members, job postings.
import { PageContainer } from '@ant-design/pro-components';
import { Alert, Button, Descriptions, Result, Skeleton, Tag } from 'antd';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { formatDateTime, usePageTitle } from '@coachwork/web-kit';
import { useToast } from '@coachwork/web-kit/ui';
import { JobPostingsTable } from '../../job-postings/components/job-postings-page';
import { PLAN_LABELS, useGetTenantQuery, useRestoreTenantMutation, type Tenant } from '../api';
import { PLAN_COLORS } from './tenants-page';
import { TenantMembers } from './tenant-members';

export const TENANT_TABS = [
  { path: '', label: 'Overview', title: 'Tenant' },
  { path: 'members', label: 'Members', title: 'Tenant Members' },
  { path: 'job-postings', label: 'Job postings', title: 'Tenant Job Postings' },
] as const;

function Overview({ tenant }: { tenant: Tenant }) {
  return (
    <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
      <Descriptions.Item label="Slug">{tenant.slug}</Descriptions.Item>
      <Descriptions.Item label="Plan">
        <Tag color={PLAN_COLORS[tenant.plan]}>{PLAN_LABELS[tenant.plan] ?? tenant.plan}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="Email">{tenant.email ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Domain">
        {tenant.domain ? (
          <a href={tenant.domain} target="_blank" rel="noreferrer">
            {tenant.domain}
          </a>
        ) : (
          '—'
        )}
      </Descriptions.Item>
      <Descriptions.Item label="Created">{formatDateTime(tenant.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="Updated">{formatDateTime(tenant.updatedAt)}</Descriptions.Item>
    </Descriptions>
  );
}

export function TenantDetail() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const tab = TENANT_TABS.find((t) => t.path && pathname.endsWith(`/${t.path}`)) ?? TENANT_TABS[0];
  const { data: tenant, isLoading, error } = useGetTenantQuery(id);
  const [restore] = useRestoreTenantMutation();
  usePageTitle(tenant ? `${tenant.name} · ${tab.label}` : tab.title);

  if (isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (error || !tenant) {
    const status = (error as { status?: number } | undefined)?.status;
    return (
      <Result
        status={status === 404 ? '404' : 'error'}
        title={status === 404 ? `Page Not Found: /admin${pathname}` : 'The tenant could not be loaded.'}
        extra={<Link to="/tenants">Back to tenants</Link>}
      />
    );
  }

  return (
    <PageContainer
      title={tenant.name}
      breadcrumb={{ items: [{ title: <Link to="/tenants">Tenants</Link> }, { title: tenant.name }] }}
      extra={[
        <Button key="workspace" onClick={() => navigate(`/t/${tenant.slug}/job-postings`)} disabled={!!tenant.deletedAt}>
          Open workspace
        </Button>,
        <Button key="edit" onClick={() => navigate(`/tenants/${tenant.id}/edit`)} disabled={!!tenant.deletedAt}>
          Edit
        </Button>,
      ]}
      tabActiveKey={tab.path}
      onTabChange={(key) => navigate(key ? `/tenants/${id}/${key}` : `/tenants/${id}`)}
      tabList={TENANT_TABS.map((t) => ({ key: t.path, tab: t.label }))}
    >
      {tenant.deletedAt ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="This tenant is in the trash: its members and job postings wait for a restore."
          action={
            <Button
              size="small"
              onClick={async () => {
                await restore(tenant.id).unwrap();
                toast.success('Tenant restored', tenant.name);
              }}
            >
              Restore
            </Button>
          }
        />
      ) : (
        <>
          {tab.path === '' && <Overview tenant={tenant} />}
          {tab.path === 'members' && <TenantMembers tenant={tenant} />}
          {tab.path === 'job-postings' && <JobPostingsTable slug={tenant.slug} />}
        </>
      )}
      {tenant.deletedAt && tab.path === '' && <Overview tenant={tenant} />}
    </PageContainer>
  );
}
