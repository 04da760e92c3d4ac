// The change list of a workshop, its schedules and its resources: who, when, what changed.
import { useState } from 'react';
import { Select, Space, Table, Tag, Typography } from 'antd';
import { formatDateTime, selectCurrentUser, TABLE_DEFAULTS, useAppSelector } from '@coachwork/web-kit';
import { useListWorkshopHistoryQuery, type WorkshopHistoryEntry } from '../api';
import { useWorkshopsMessages } from '../../../messages';

/** Who made the change: their username as workshops knows it, else a short id. */
function Who({ entry }: { entry: WorkshopHistoryEntry }) {
  const me = useAppSelector(selectCurrentUser);
  const { t } = useWorkshopsMessages();
  if (!entry.actorId) return <Typography.Text type="secondary">{t('history.system')}</Typography.Text>;
  if (entry.actorId === me?.id) return <span>{t('history.you', { name: me.username })}</span>;
  return (
    <span title={entry.actorId}>
      {entry.actor?.username ?? t('common.userById', { id: entry.actorId.slice(0, 8) })}
    </span>
  );
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function Changes({ entry }: { entry: WorkshopHistoryEntry }) {
  const changes = Object.entries(entry.changes ?? {});
  if (!changes.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {changes.map(([field, c]) => (
        <li key={field}>
          <Typography.Text strong>{field}</Typography.Text>: <Typography.Text delete={c.from != null}>{show(c.from)}</Typography.Text>{' '}
          → {show(c.to)}
        </li>
      ))}
    </ul>
  );
}

const ACTION_COLOR: Record<string, string> = { created: 'green', updated: 'blue', deleted: 'red', restored: 'gold', cancelled: 'red' };

export function WorkshopHistory({ workshopId }: { workshopId: string }) {
  const { t } = useWorkshopsMessages();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(TABLE_DEFAULTS.pageSize);
  const [subject, setSubject] = useState<string | undefined>();
  const { data, isFetching } = useListWorkshopHistoryQuery({
    id: workshopId,
    params: { page, perPage: pageSize, sort: '-createdAt', ...(subject ? { 'filter[subject]': subject } : {}) },
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        aria-label={t('history.subject')}
        placeholder={t('history.everything')}
        allowClear
        style={{ width: 220 }}
        value={subject}
        onChange={(v) => {
          setSubject(v);
          setPage(1);
        }}
        options={[
          { value: 'workshop', label: t('history.subject.workshop') },
          { value: 'schedule', label: t('history.subject.schedule') },
          { value: 'resource', label: t('history.subject.resource') },
        ]}
      />
      <Table<WorkshopHistoryEntry>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.data ?? []}
        locale={{ emptyText: TABLE_DEFAULTS.emptyText }}
        pagination={{
          current: page,
          pageSize,
          total: data?.meta.total ?? 0,
          showSizeChanger: true,
          onChange: (p, s) => {
            setPage(p);
            setPageSize(s);
          },
        }}
        columns={[
          { title: t('history.when'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          { title: t('history.who'), dataIndex: 'actorId', render: (_v: unknown, entry: WorkshopHistoryEntry) => <Who entry={entry} /> },
          {
            title: t('history.what'),
            render: (_v, e) => (
              <Space>
                <Tag>{e.subject}</Tag>
                <Tag color={ACTION_COLOR[e.action]}>{e.action}</Tag>
              </Space>
            ),
          },
          { title: t('history.changes'), render: (_v, e) => <Changes entry={e} /> },
        ]}
      />
    </Space>
  );
}
