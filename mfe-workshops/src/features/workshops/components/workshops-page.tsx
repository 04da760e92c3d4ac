// /workshops: the list (search, tag and template filters, sort, trash) with create, edit and delete.
import { useRef, useState } from 'react';
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '@coachwork/web-kit';
import { useCachedList } from '@coachwork/web-kit/cached-list';
import { TrashTable, useRowActions } from '@coachwork/web-kit/ui';
import { workshopTemplatesApi } from '../../workshop-templates/api';
import { useDeleteWorkshopMutation, useRestoreWorkshopMutation, workshopsApi, type Workshop } from '../api';
import { WorkshopForm } from './workshop-form';
import { useWorkshopsMessages } from '../../../messages';

export const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });

export function WorkshopsPage() {
  const { t } = useWorkshopsMessages();
  usePageTitle(t('workshops.title'));
  const table = useRef<ActionType>(null);
  const navigate = useNavigate();
  const [trash, setTrash] = useState(false);
  const [editing, setEditing] = useState<Workshop | null | undefined>(undefined);
  const [trigger] = workshopsApi.useLazyListWorkshopsQuery();
  // Cached rows at once on a return visit, refreshed behind them (spec §9).
  const load = useCachedList(trigger, () => table.current?.reload());
  const [loadTags] = workshopsApi.useLazyListTagsQuery();
  const [loadTemplates] = workshopTemplatesApi.useLazyListWorkshopTemplatesQuery();
  const [remove] = useDeleteWorkshopMutation();
  const [restore] = useRestoreWorkshopMutation();

  const rowActions = useRowActions<Workshop>({
    noun: t('workshops.noun'),
    label: (r) => r.title,
    edit: (r) => setEditing(r),
    remove: (r) => remove(r.id).unwrap(),
    restore: (r) => restore(r.id).unwrap(),
    reload: () => table.current?.reload(),
  });
  const columns: ProColumns<Workshop>[] = [
    {
      title: t('common.title'),
      dataIndex: 'title',
      sorter: true,
      ellipsis: true,
      fieldProps: { placeholder: t('workshops.search') },
      render: (_d, r) => (trash ? r.title : <Link to={`/workshops/${r.id}`}>{r.title}</Link>),
    },
    { title: t('common.slug'), dataIndex: 'slug', sorter: true, search: false, copyable: true },
    {
      title: t('workshops.template'),
      dataIndex: 'workshopTemplateId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { showSearch: true },
      request: async () =>
        (await loadTemplates({ page: 1, perPage: 100, sort: 'title' }).unwrap()).data.map((t) => ({
          value: t.id,
          label: t.title,
        })),
    },
    {
      title: t('workshops.tag'),
      dataIndex: 'tag',
      valueType: 'select',
      fieldProps: { showSearch: true, mode: 'multiple' },
      request: async () =>
        (await loadTags({ page: 1, perPage: 100, sort: 'name' }).unwrap()).data.map((t) => ({
          value: t.name,
          label: t.name,
        })),
      render: (_d, r) => (r.tags.length ? r.tags.map((t) => <Tag key={t}>{t}</Tag>) : '—'),
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
      title: t('common.seats'),
      dataIndex: 'maxSeats',
      sorter: true,
      search: false,
      align: 'right',
      render: (_d, r) => `${r.minSeats}–${r.maxSeats}`,
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
    <PageContainer title={t('workshops.title')} content={t('workshops.intro')}>
      <TrashTable<Workshop>
        table={table}
        columns={columns}
        trash={trash}
        onTrashChange={setTrash}
        load={load}
        exportPath="/workshops"
        newLabel={t('workshops.new')}
        onNew={() => setEditing(null)}
      />
      <WorkshopForm
        open={editing !== undefined}
        workshop={editing ?? null}
        onClose={(saved) => {
          const wasNew = editing === null;
          setEditing(undefined);
          if (saved && wasNew) navigate(`/workshops/${saved.id}`);
          else if (saved) table.current?.reload();
        }}
      />
    </PageContainer>
  );
}
