// /users/{id}/workshops: the schedules the user coaches (GET /v1/workshop-schedules?filter[coachId]=),
// each dated in its own time zone and linked to its workshop.
import { useState } from 'react';
import { Link } from 'react-router';
import { Empty, Space, Table, Tag } from 'antd';
import type { ListEnvelope } from '@coachwork/contracts';
import { formatDateTimeInZone } from '@coachwork/web-kit';
import { RecordState } from '@coachwork/web-kit/ui';
import { useIdentityMessages } from '../../../messages';
import { useListCoachedSchedulesQuery, type AdminUser, type CoachedSchedule } from '../api';

const label = (v: string) => v.charAt(0) + v.slice(1).toLowerCase();

const STATUS_COLOR: Record<string, string> = { PUBLISHED: 'green', CLOSED: 'orange' };

export function CoachedSchedulesTable({
  username,
  list,
  loading,
  page,
  onPage,
}: {
  username: string;
  list: ListEnvelope<CoachedSchedule> | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useIdentityMessages();
  return (
    <Table<CoachedSchedule>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={list?.data ?? []}
      locale={{ emptyText: <Empty description={t('coached.empty', { username })} /> }}
      pagination={{
        current: page,
        pageSize: list?.meta.perPage ?? 10,
        total: list?.meta.total ?? 0,
        hideOnSinglePage: true,
        onChange: onPage,
      }}
      columns={[
        {
          title: t('coached.workshop'),
          key: 'workshop',
          render: (_v, s) => <Link to={`/workshops/${s.workshopId}`}>{s.workshop?.title ?? t('coached.workshop')}</Link>,
        },
        { title: t('coached.starts'), key: 'start', render: (_v, s) => formatDateTimeInZone(s.startDate, s.timezone) },
        { title: t('coached.ends'), key: 'end', render: (_v, s) => formatDateTimeInZone(s.endDate, s.timezone) },
        {
          title: t('common.status'),
          key: 'status',
          render: (_v, s) => (
            <Space size={4}>
              <Tag color={STATUS_COLOR[s.status]}>
                {t('coached.status', { status: s.status, fallback: label(s.status) })}
              </Tag>
              {s.cancelledAt && <Tag color="red">{t('coached.cancelled')}</Tag>}
            </Space>
          ),
        },
        {
          title: t('coached.mode'),
          key: 'mode',
          render: (_v, s) => t('coached.modeLabel', { mode: s.mode.replace('-', '_'), fallback: label(s.mode) }),
        },
        {
          title: t('coached.level'),
          key: 'level',
          render: (_v, s) => (s.level ? t('coached.levelLabel', { level: s.level, fallback: label(s.level) }) : '—'),
        },
        { title: t('coached.seatsLeft'), key: 'seats', align: 'right', render: (_v, s) => `${s.seatsLeft} / ${s.capacity}` },
      ]}
    />
  );
}

export function UserWorkshopsPanel({ user }: { user: AdminUser }) {
  const { t } = useIdentityMessages();
  const [page, setPage] = useState(1);
  const query = useListCoachedSchedulesQuery({ coachId: user.id, page });
  if (query.error) {
    return (
      <RecordState
        loading={false}
        error={query.error}
        noun={t('coached.noun')}
        backTo={`/users/${user.id}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <CoachedSchedulesTable
      username={user.username}
      list={query.data}
      loading={query.isFetching}
      page={page}
      onPage={setPage}
    />
  );
}
