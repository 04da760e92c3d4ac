// /t/{slug}/job-postings: the tenant's job postings (search, status filter, trash and restore). The
// slug in the address is the current tenant: replacing it loads that tenant's postings.
import { useRef, useState } from 'react';
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Result, Skeleton, Tag } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '@coachwork/web-kit';
import { useCachedList } from '@coachwork/web-kit/cached-list';
import { TrashTable, useRowActions } from '@coachwork/web-kit/ui';
import {
  jobPostingsApi,
  TENANT_HEADER,
  useDeleteJobPostingMutation,
  useGetCurrentTenantQuery,
  useRestoreJobPostingMutation,
  type JobPosting,
} from '../api';
import { useTenantsMessages } from '../../../messages';
import { employmentLabel, STATUS_COLORS, statusOptions, statusTag } from './job-posting-labels';

export function JobPostingsTable({ slug, canWrite = true }: { slug: string; canWrite?: boolean }) {
  const navigate = useNavigate();
  const { t } = useTenantsMessages();
  const table = useRef<ActionType>(null);
  const [trash, setTrash] = useState(false);
  const [trigger] = jobPostingsApi.useLazyListJobPostingsQuery();
  const load = useCachedList(trigger, () => table.current?.reload());
  const [remove] = useDeleteJobPostingMutation();
  const [restore] = useRestoreJobPostingMutation();
  const base = `/t/${slug}/job-postings`;

  const rowActions = useRowActions<JobPosting>({
    noun: t('postings.noun'),
    label: (p) => p.title,
    edit: (p) => navigate(`${base}/${p.id}/edit`),
    remove: (p) => remove({ slug, id: p.id }).unwrap(),
    restore: (p) => restore({ slug, id: p.id }).unwrap(),
    reload: () => table.current?.reload(),
  });

  const columns: ProColumns<JobPosting>[] = [
    {
      title: t('postings.title'),
      dataIndex: 'title',
      sorter: true,
      ellipsis: true,
      render: (_d, p) => (trash || !canWrite ? p.title : <Link to={`${base}/${p.id}/edit`}>{p.title}</Link>),
    },
    { title: t('postings.company'), dataIndex: 'companyName', sorter: true, search: false, ellipsis: true },
    { title: t('postings.location'), dataIndex: 'location', sorter: true, search: false, ellipsis: true },
    {
      title: t('postings.status'),
      dataIndex: 'status',
      sorter: true,
      valueType: 'select',
      valueEnum: Object.fromEntries(statusOptions().map((o) => [o.value, { text: o.label }])),
      render: (_d, p) => <Tag color={STATUS_COLORS[p.status]}>{statusTag(p.status)}</Tag>,
    },
    {
      title: t('postings.questions'),
      search: false,
      align: 'right',
      render: (_d, p) => p.interviewQuestions.filter((q) => q.enabled).length,
    },
    {
      title: t('postings.employment'),
      dataIndex: 'employmentStatus',
      search: false,
      render: (_d, p) => (p.employmentStatus ? employmentLabel(p.employmentStatus) : '—'),
    },
    { title: t('postings.updated'), dataIndex: 'updatedAt', sorter: true, search: false, valueType: 'dateTime' },
    ...(canWrite
      ? [{ title: t('common.actions'), valueType: 'option' as const, render: (_d: unknown, p: JobPosting) => rowActions(p, trash) }]
      : []),
  ];

  return (
    <TrashTable<JobPosting>
      table={table}
      columns={columns}
      trash={trash}
      onTrashChange={setTrash}
      load={(params) => load({ slug, params })}
      exportPath="/t/job-postings"
      exportHeaders={{ [TENANT_HEADER]: slug }}
      newLabel={t('postings.new')}
      onNew={() => navigate(`${base}/create`)}
    />
  );
}

export function JobPostingsPage() {
  const { slug = '' } = useParams();
  const { t } = useTenantsMessages();
  const { data: tenant, isLoading, error } = useGetCurrentTenantQuery(slug);
  usePageTitle(tenant ? `${tenant.name} · ${t('postings.pageTitle')}` : t('postings.pageTitle'));
  if (isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (!tenant) return <TenantUnavailable error={error} slug={slug} />;
  return (
    <PageContainer
      title={t('postings.pageTitle')}
      subTitle={tenant.name}
      breadcrumb={{
        items: [
          { title: <Link to="/tenants">{t('tenants.title')}</Link> },
          { title: <Link to={`/tenants/${tenant.id}`}>{tenant.name}</Link> },
          { title: t('postings.crumb') },
        ],
      }}
      content={t('postings.description')}
    >
      <JobPostingsTable key={slug} slug={slug} canWrite={tenant.canWrite} />
    </PageContainer>
  );
}

/** A slug that names no tenant (404) or one the caller may not enter (403). */
export function TenantUnavailable({ error, slug }: { error: unknown; slug: string }) {
  const { t } = useTenantsMessages();
  const status = (error as { status?: number } | undefined)?.status;
  return (
    <Result
      status={status === 403 ? '403' : status === 404 ? '404' : 'error'}
      title={
        status === 403
          ? t('postings.notMember', { slug })
          : status === 404
            ? t('common.pageNotFound', { path: `/admin/t/${slug}/job-postings` })
            : t('tenant.loadFailed')
      }
      extra={<Link to="/tenants">{t('tenant.back')}</Link>}
    />
  );
}
