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
      toast.success('Offer sent', `${entry.name} has been mailed a link to book.`);
    } catch (err) {
      setRefusal(
        (err as { data?: { message?: string } })?.data?.message ?? 'The offer could not be made. Please try again.',
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
      title={schedule ? `Waitlist: ${schedule.workshop?.title ?? 'Schedule'}` : 'Waitlist'}
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
        <Alert type="error" showIcon message="The waitlist could not be loaded." />
      ) : (
        <Table<WaitlistEntryDto>
          rowKey="id"
          size="small"
          loading={list.isLoading}
          dataSource={list.data ?? []}
          pagination={false}
          locale={{ emptyText: 'Nobody is on the waitlist.' }}
          columns={[
            { title: '#', dataIndex: 'position', width: 48, render: (p: number | null) => p ?? '—' },
            {
              title: 'Person',
              key: 'person',
              render: (_v, e) => (
                <span>
                  {e.name}
                  <br />
                  <Typography.Text type="secondary">{e.email}</Typography.Text>
                </span>
              ),
            },
            { title: 'Seats', dataIndex: 'seats', align: 'right', width: 64 },
            {
              title: 'Status',
              key: 'status',
              render: (_v, e) => (
                <span>
                  <Tag color={STATUS_COLOR[e.status]}>{WAITLIST_STATUS_LABEL[e.status]}</Tag>
                  {e.status === 'OFFERED' && e.offerExpiresAt && (
                    <Typography.Text type="secondary">until {formatDateTime(e.offerExpiresAt, zone)}</Typography.Text>
                  )}
                </span>
              ),
            },
            { title: 'Joined', dataIndex: 'joinedAt', render: (v: string) => formatDateTime(v, zone) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_v, e) =>
                e.status === 'WAITING' && open ? (
                  <Popconfirm
                    title={`Offer ${e.seats} ${e.seats === 1 ? 'seat' : 'seats'} to ${e.name} now?`}
                    description="The seats are held for them out of turn and they are mailed a link to book."
                    okText="Offer now"
                    onConfirm={() => offerNow(e)}
                  >
                    <Button type="link" loading={offering === e.id} aria-label={`Offer now: ${e.name}`}>
                      Offer now
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
