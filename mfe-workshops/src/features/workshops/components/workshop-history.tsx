// The change list of a workshop, its schedules and its resources: who, when, what changed.
import { useState } from 'react';
import { Select, Space, Table, Tag, Typography } from 'antd';
import { formatDateTime, selectCurrentUser, TABLE_DEFAULTS, useAppSelector } from '@coachwork/web-kit';
import { useListWorkshopHistoryQuery, type WorkshopHistoryEntry } from '../api';

/** Who made the change: their username as workshops knows it, else a short id. */
function Who({ entry }: { entry: WorkshopHistoryEntry }) {
  const me = useAppSelector(selectCurrentUser);
  if (!entry.actorId) return <Typography.Text type="secondary">system</Typography.Text>;
  if (entry.actorId === me?.id) return <span>{me.username} (you)</span>;
  return <span title={entry.actorId}>{entry.actor?.username ?? `user ${entry.actorId.slice(0, 8)}`}</span>;
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
        aria-label="Subject"
        placeholder="Everything"
        allowClear
        style={{ width: 220 }}
        value={subject}
        onChange={(v) => {
          setSubject(v);
          setPage(1);
        }}
        options={[
          { value: 'workshop', label: 'The workshop' },
          { value: 'schedule', label: 'Schedules' },
          { value: 'resource', label: 'Resources' },
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
          { title: 'When', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
          { title: 'Who', dataIndex: 'actorId', render: (_v: unknown, entry: WorkshopHistoryEntry) => <Who entry={entry} /> },
          {
            title: 'What',
            render: (_v, e) => (
              <Space>
                <Tag>{e.subject}</Tag>
                <Tag color={ACTION_COLOR[e.action]}>{e.action}</Tag>
              </Space>
            ),
          },
          { title: 'Changes', render: (_v, e) => <Changes entry={e} /> },
        ]}
      />
    </Space>
  );
}
