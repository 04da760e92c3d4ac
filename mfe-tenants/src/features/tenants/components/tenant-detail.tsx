// /tenants/{id} and its tabs at their own URLs: overview, members, job postings.
import { PageContainer } from '@ant-design/pro-components';
import { Alert, Button, Descriptions, Result, Skeleton, Tag } from 'antd';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { formatDateTime, usePageTitle } from '@coachwork/web-kit';
import { useToast } from '@coachwork/web-kit/ui';
import { JobPostingsTable } from '../../job-postings/components/job-postings-page';
import { useTenantsMessages, type TenantsConsoleTranslator } from '../../../messages';
import { planLabel, useGetTenantQuery, useRestoreTenantMutation, type Tenant } from '../api';
import { PLAN_COLORS } from './tenants-page';
import { TenantMembers } from './tenant-members';

export const TENANT_TAB_PATHS = ['', 'members', 'job-postings'] as const;

type TenantTab = (typeof TENANT_TAB_PATHS)[number];

/** The tabs with their labels and page titles. */
export function tenantTabs(t: TenantsConsoleTranslator['t']): { path: TenantTab; label: string; title: string }[] {
  return [
    { path: '', label: t('tenant.tab.overview'), title: t('tenant.title.overview') },
    { path: 'members', label: t('tenant.tab.members'), title: t('tenant.title.members') },
    { path: 'job-postings', label: t('tenant.tab.jobPostings'), title: t('tenant.title.jobPostings') },
  ];
}

function Overview({ tenant }: { tenant: Tenant }) {
  const { t } = useTenantsMessages();
  return (
    <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
      <Descriptions.Item label={t('tenant.slug')}>{tenant.slug}</Descriptions.Item>
      <Descriptions.Item label={t('tenant.plan')}>
        <Tag color={PLAN_COLORS[tenant.plan]}>{planLabel(tenant.plan)}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('tenant.email')}>{tenant.email ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('tenant.domain')}>
        {tenant.domain ? (
          <a href={tenant.domain} target="_blank" rel="noreferrer">
            {tenant.domain}
          </a>
        ) : (
          '—'
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('tenant.created')}>{formatDateTime(tenant.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={t('tenant.updated')}>{formatDateTime(tenant.updatedAt)}</Descriptions.Item>
    </Descriptions>
  );
}

export function TenantDetail() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTenantsMessages();
  const tabs = tenantTabs(t);
  const tab = tabs.find((x) => x.path && pathname.endsWith(`/${x.path}`)) ?? tabs[0]!;
  const { data: tenant, isLoading, error } = useGetTenantQuery(id);
  const [restore] = useRestoreTenantMutation();
  usePageTitle(tenant ? `${tenant.name} · ${tab.label}` : tab.title);

  if (isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (error || !tenant) {
    const status = (error as { status?: number } | undefined)?.status;
    return (
      <Result
        status={status === 404 ? '404' : 'error'}
        title={status === 404 ? t('common.pageNotFound', { path: `/admin${pathname}` }) : t('tenant.loadFailed')}
        extra={<Link to="/tenants">{t('tenant.back')}</Link>}
      />
    );
  }

  return (
    <PageContainer
      title={tenant.name}
      breadcrumb={{ items: [{ title: <Link to="/tenants">{t('tenants.title')}</Link> }, { title: tenant.name }] }}
      extra={[
        <Button key="workspace" onClick={() => navigate(`/t/${tenant.slug}/job-postings`)} disabled={!!tenant.deletedAt}>
          {t('tenant.openWorkspace')}
        </Button>,
        <Button key="edit" onClick={() => navigate(`/tenants/${tenant.id}/edit`)} disabled={!!tenant.deletedAt}>
          {t('common.edit')}
        </Button>,
      ]}
      tabActiveKey={tab.path}
      onTabChange={(key) => navigate(key ? `/tenants/${id}/${key}` : `/tenants/${id}`)}
      tabList={tabs.map((x) => ({ key: x.path, tab: x.label }))}
    >
      {tenant.deletedAt ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('tenant.inTrash')}
          action={
            <Button
              size="small"
              onClick={async () => {
                await restore(tenant.id).unwrap();
                toast.success(t('tenant.restored'), tenant.name);
              }}
            >
              {t('common.restore')}
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
