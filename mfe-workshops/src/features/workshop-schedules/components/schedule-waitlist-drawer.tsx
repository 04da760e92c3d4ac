// The console's view of one schedule's waitlist (issue 27 item 1): the same list the coach sees, in
// turn, with "Offer now" (confirmed first) for a waiting entry; a refusal is shown on the drawer.
import { useState } from 'react';
import { Alert, Button, Drawer, Popconfirm, Table, Tag, Typography } from 'antd';
import type { WaitlistEntryDto, WaitlistStatus } from '@coachwork/contracts';
import { formatDateTime, toast } from '@coachwork/web-kit';
import { ExportMenu } from '@coachwork/web-kit/ui';
import { WAITLIST_STATUS_LABEL } from '../../coach-area/components/waitlist';
import { useListScheduleWaitlistQuery, useOfferWaitlistEntryMutation } from '../../coach-area/waitlist-api';
import type { WorkshopSchedule } from '../api';
import { useWorkshopsMessages } from '../../../messages';

/** The console's tag colours; the words are the coach area's. */
const STATUS_COLOR: Partial<Record<WaitlistStatus, string>> = {
  WAITING: 'gold',
  OFFERED: 'blue',
  BOOKED: 'green',
  DECLINED: 'red',
};

export function ScheduleWaitlistDrawer({
  schedule,
  onClose,
}: {
  schedule: WorkshopSchedule | null;
  onClose: () => void;
}) {
  const { t } = useWorkshopsMessages();
  const list = useListScheduleWaitlistQuery(schedule?.id ?? '', { skip: !schedule });
  const [offer] = useOfferWaitlistEntryMutation();
  const [offering, setOffering] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const zone = schedule?.timezone;
  const open = !!schedule && !schedule.cancelledAt && Date.now() < Date.parse(schedule.startDate);

  const offerNow = async (entry: WaitlistEntryDto) => {
    setOffering(entry.id);
    setRefusal(null);
    try {
      await offer(entry).unwrap();
      toast.success(t('waitlist.offerSent'), t('waitlist.offerSentDetail', { name: entry.name }));
    } catch (err) {
      setRefusal(
        (err as { data?: { message?: string } })?.data?.message ?? t('waitlist.offerFailed'),
      );
    } finally {
      setOffering(null);
    }
  };

  return (
    <Drawer
      open={!!schedule}
      onClose={onClose}
      width={760}
      title={
        schedule
          ? t('waitlist.titleOf', { title: schedule.workshop?.title ?? t('common.schedule') })
          : t('waitlist.title')
      }
      // The list as a file, like every console table (issue 28 item 4).
      extra={
        schedule ? (
          <ExportMenu path="/waitlist" params={() => ({ workshopScheduleId: schedule.id })} />
        ) : null
      }
      destroyOnHidden
    >
      {refusal && <Alert type="error" showIcon message={refusal} style={{ marginBottom: 12 }} />}
      {list.isError ? (
        <Alert type="error" showIcon message={t('waitlist.loadFailed')} />
      ) : (
        <Table<WaitlistEntryDto>
          rowKey="id"
          size="small"
          loading={list.isLoading}
          dataSource={list.data ?? []}
          pagination={false}
          locale={{ emptyText: t('waitlist.empty') }}
          columns={[
            { title: '#', dataIndex: 'position', width: 48, render: (p: number | null) => p ?? '—' },
            {
              title: t('waitlist.person'),
              key: 'person',
              render: (_v, e) => (
                <span>
                  {e.name}
                  <br />
                  <Typography.Text type="secondary">{e.email}</Typography.Text>
                </span>
              ),
            },
            { title: t('common.seats'), dataIndex: 'seats', align: 'right', width: 64 },
            {
              title: t('common.status'),
              key: 'status',
              render: (_v, e) => (
                <span>
                  <Tag color={STATUS_COLOR[e.status]}>{WAITLIST_STATUS_LABEL[e.status]}</Tag>
                  {e.status === 'OFFERED' && e.offerExpiresAt && (
                    <Typography.Text type="secondary">
                      {t('waitlist.until', { time: formatDateTime(e.offerExpiresAt, zone) })}
                    </Typography.Text>
                  )}
                </span>
              ),
            },
            { title: t('waitlist.joined'), dataIndex: 'joinedAt', render: (v: string) => formatDateTime(v, zone) },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_v, e) =>
                e.status === 'WAITING' && open ? (
                  <Popconfirm
                    title={t('waitlist.offerConfirm', { seats: e.seats, name: e.name })}
                    description={t('waitlist.offerConfirmHint')}
                    okText={t('waitlist.offerNow')}
                    onConfirm={() => offerNow(e)}
                  >
                    <Button type="link" loading={offering === e.id} aria-label={t('waitlist.offerNowOf', { name: e.name })}>
                      {t('waitlist.offerNow')}
                    </Button>
                  </Popconfirm>
                ) : null,
            },
          ]}
        />
      )}
    </Drawer>
  );
}
