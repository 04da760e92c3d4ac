import { useRef, useState } from 'react';
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { LEVELS } from '@coachwork/contracts';
import { usePageTitle } from '@coachwork/web-kit';
import { useCachedList } from '@coachwork/web-kit/cached-list';
import { TrashTable, useRowActions } from '@coachwork/web-kit/ui';
import {
  useDeleteWorkshopTemplateMutation,
  useRestoreWorkshopTemplateMutation,
  workshopTemplatesApi,
  type WorkshopTemplate,
} from '../api';
import { WorkshopTemplateForm } from './workshop-template-form';
import { titleCase } from '../../workshop-schedules/components/schedule-labels';
import { useWorkshopsMessages } from '../../../messages';

const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });

export function WorkshopTemplatesPage() {
  const { t } = useWorkshopsMessages();
  usePageTitle(t('templates.title'));
  const table = useRef<ActionType>(null);
  const [trash, setTrash] = useState(false);
  const [editing, setEditing] = useState<WorkshopTemplate | null | undefined>(undefined);
  const [trigger] = workshopTemplatesApi.useLazyListWorkshopTemplatesQuery();
  // Cached rows at once on a return visit, refreshed behind them (spec §9).
  const load = useCachedList(trigger, () => table.current?.reload());
  const [remove] = useDeleteWorkshopTemplateMutation();
  const [restore] = useRestoreWorkshopTemplateMutation();

  const rowActions = useRowActions<WorkshopTemplate>({
    noun: t('templates.noun'),
    label: (r) => r.title,
    edit: (r) => setEditing(r),
    remove: (r) => remove(r.id).unwrap(),
    restore: (r) => restore(r.id).unwrap(),
    reload: () => table.current?.reload(),
  });
  const columns: ProColumns<WorkshopTemplate>[] = [
    { title: t('common.title'), dataIndex: 'title', sorter: true, ellipsis: true },
    { title: t('common.slug'), dataIndex: 'slug', search: false, copyable: true },
    {
      title: t('common.level'),
      dataIndex: 'level',
      sorter: true,
      valueType: 'select',
      valueEnum: Object.fromEntries(LEVELS.map((l) => [l, { text: l.charAt(0) + l.slice(1).toLowerCase() }])),
      render: (_d, r) => (r.level ? <Tag>{titleCase(r.level)}</Tag> : '—'),
    },
    {
      title: t('common.price'),
      dataIndex: 'price',
      sorter: true,
      search: false,
      align: 'right',
      render: (_d, r) => money.format(r.price),
    },
    {
      title: t('common.updated'),
      dataIndex: 'updatedAt',
      sorter: true,
      search: false,
      valueType: 'dateTime',
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      render: (_d, r) => rowActions(r, trash),
    },
  ];

  return (
    <PageContainer title={t('templates.title')} content={t('templates.intro')}>
      <TrashTable<WorkshopTemplate>
        table={table}
        columns={columns}
        trash={trash}
        onTrashChange={setTrash}
        load={load}
        exportPath="/workshop-templates"
        newLabel={t('templates.new')}
        onNew={() => setEditing(null)}
      />
      <WorkshopTemplateForm
        open={editing !== undefined}
        template={editing ?? null}
        onClose={(changed) => {
          setEditing(undefined);
          if (changed) table.current?.reload();
        }}
      />
    </PageContainer>
  );
}
