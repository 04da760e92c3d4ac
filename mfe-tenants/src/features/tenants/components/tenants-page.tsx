// /tenants: search (name, slug, email, domain), the plan filter, the trash and restore.
import { useRef, useState } from 'react';
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PLANS } from '@coachwork/contracts';
import { useCachedList, usePageTitle } from '@coachwork/web-kit';
import { TrashTable, useRowActions } from '@coachwork/web-kit/ui';
import {
  PLAN_LABELS,
  tenantsApi,
  useDeleteTenantMutation,
  useRestoreTenantMutation,
  type Tenant,
} from '../api';

export const PLAN_COLORS: Record<string, string> = { free: 'default', pro: 'gold', enterprise: 'blue' };

export function TenantsPage() {
  usePageTitle('Tenants');
  const navigate = useNavigate();
  const table = useRef<ActionType>(null);
  const [trash, setTrash] = useState(false);
  const [trigger] = tenantsApi.useLazyListTenantsQuery();
  // Cached rows at once on a return visit, refreshed behind them (spec §9).
  const load = useCachedList(trigger, () => table.current?.reload());
  const [remove] = useDeleteTenantMutation();
  const [restore] = useRestoreTenantMutation();

  const rowActions = useRowActions<Tenant>({
    noun: 'Tenant',
    label: (t) => t.name,
    edit: (t) => navigate(`/tenants/${t.id}/edit`),
    remove: (t) => remove(t.id).unwrap(),
    restore: (t) => restore(t.id).unwrap(),
    reload: () => table.current?.reload(),
  });

  const columns: ProColumns<Tenant>[] = [
    {
      title: 'Name',
      dataIndex: 'name',
      sorter: true,
      ellipsis: true,
      render: (_d, t) => (trash ? t.name : <Link to={`/tenants/${t.id}`}>{t.name}</Link>),
    },
    { title: 'Slug', dataIndex: 'slug', sorter: true, search: false, copyable: true },
    {
      title: 'Plan',
      dataIndex: 'plan',
      sorter: true,
      valueType: 'select',
      valueEnum: Object.fromEntries(PLANS.map((p) => [p, { text: PLAN_LABELS[p] }])),
      render: (_d, t) => <Tag color={PLAN_COLORS[t.plan]}>{PLAN_LABELS[t.plan] ?? t.plan}</Tag>,
    },
    { title: 'Domain', dataIndex: 'domain', search: false, ellipsis: true, render: (_d, t) => t.domain ?? '—' },
    { title: 'Email', dataIndex: 'email', search: false, ellipsis: true, render: (_d, t) => t.email ?? '—' },
    { title: 'Created', dataIndex: 'createdAt', sorter: true, search: false, valueType: 'dateTime' },
    { title: 'Actions', valueType: 'option', render: (_d, t) => rowActions(t, trash) },
  ];

  return (
    <PageContainer title="Tenants" content="Organisations on the platform, their plans, members and job postings.">
      <TrashTable<Tenant>
        table={table}
        columns={columns}
        trash={trash}
        onTrashChange={setTrash}
        load={load}
        exportPath="/tenants"
        newLabel="New tenant"
        onNew={() => navigate('/tenants/create')}
        searchField="name"
      />
    </PageContainer>
  );
}
