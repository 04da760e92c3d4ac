// /tenants: search (name, slug, email, domain), the plan filter, the trash and restore.
import { useRef, useState } from 'react';
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PLANS } from '@coachwork/contracts';
import { usePageTitle } from '@coachwork/web-kit';
import { useCachedList } from '@coachwork/web-kit/cached-list';
import { TrashTable, useRowActions } from '@coachwork/web-kit/ui';
import { useTenantsMessages } from '../../../messages';
import {
  planLabel,
  tenantsApi,
  useDeleteTenantMutation,
  useRestoreTenantMutation,
  type Tenant,
} from '../api';

export const PLAN_COLORS: Record<string, string> = { free: 'default', pro: 'gold', enterprise: 'blue' };

export function TenantsPage() {
  const { t } = useTenantsMessages();
  usePageTitle(t('tenants.title'));
  const navigate = useNavigate();
  const table = useRef<ActionType>(null);
  const [trash, setTrash] = useState(false);
  const [trigger] = tenantsApi.useLazyListTenantsQuery();
  // Cached rows at once on a return visit, refreshed behind them (spec §9).
  const load = useCachedList(trigger, () => table.current?.reload());
  const [remove] = useDeleteTenantMutation();
  const [restore] = useRestoreTenantMutation();

  const rowActions = useRowActions<Tenant>({
    noun: t('tenants.noun'),
    label: (row) => row.name,
    edit: (row) => navigate(`/tenants/${row.id}/edit`),
    remove: (row) => remove(row.id).unwrap(),
    restore: (row) => restore(row.id).unwrap(),
    reload: () => table.current?.reload(),
  });

  const columns: ProColumns<Tenant>[] = [
    {
      title: t('tenants.name'),
      dataIndex: 'name',
      sorter: true,
      ellipsis: true,
      render: (_d, row) => (trash ? row.name : <Link to={`/tenants/${row.id}`}>{row.name}</Link>),
    },
    { title: t('tenants.slug'), dataIndex: 'slug', sorter: true, search: false, copyable: true },
    {
      title: t('tenants.plan'),
      dataIndex: 'plan',
      sorter: true,
      valueType: 'select',
      valueEnum: Object.fromEntries(PLANS.map((p) => [p, { text: planLabel(p) }])),
      render: (_d, row) => <Tag color={PLAN_COLORS[row.plan]}>{planLabel(row.plan)}</Tag>,
    },
    { title: t('tenants.domain'), dataIndex: 'domain', search: false, ellipsis: true, render: (_d, row) => row.domain ?? '—' },
    { title: t('tenants.email'), dataIndex: 'email', search: false, ellipsis: true, render: (_d, row) => row.email ?? '—' },
    { title: t('tenants.created'), dataIndex: 'createdAt', sorter: true, search: false, valueType: 'dateTime' },
    { title: t('common.actions'), valueType: 'option', render: (_d, row) => rowActions(row, trash) },
  ];

  return (
    <PageContainer title={t('tenants.title')} content={t('tenants.description')}>
      <TrashTable<Tenant>
        table={table}
        columns={columns}
        trash={trash}
        onTrashChange={setTrash}
        load={load}
        exportPath="/tenants"
        newLabel={t('tenants.new')}
        onNew={() => navigate('/tenants/create')}
        searchField="name"
      />
    </PageContainer>
  );
}
