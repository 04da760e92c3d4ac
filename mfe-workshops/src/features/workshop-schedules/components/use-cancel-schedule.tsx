// Cancelling a schedule asks why first (the API records who, when and why; its bookings are notified).
import { Input, Modal, Space, Typography } from 'antd';
import { formatDateTimeInZone } from '@coachwork/web-kit';
import { useToast } from '@coachwork/web-kit/ui';
import { useCancelWorkshopScheduleMutation, type WorkshopSchedule } from '../api';

/** Asks why, then cancels (the API records who, when and why). */
export function useCancelSchedule(onDone: () => void) {
  const [cancel] = useCancelWorkshopScheduleMutation();
  const toast = useToast();
  return (s: WorkshopSchedule) => {
    let reason = '';
    Modal.confirm({
      title: 'Cancel this schedule?',
      content: (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            {s.workshop?.title} on {formatDateTimeInZone(s.startDate, s.timezone)}. Its bookings are notified.
          </Typography.Text>
          <Typography.Text>Everyone who paid is refunded in full and told by email.</Typography.Text>
          <label htmlFor="cancel-reason">Reason</label>
          <Input.TextArea
            id="cancel-reason"
            rows={3}
            maxLength={1000}
            onChange={(e) => (reason = e.target.value)}
          />
        </Space>
      ),
      okText: 'Cancel schedule',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: async () => {
        if (!reason.trim()) {
          toast.error('A reason is required', 'Say why the schedule is cancelled.');
          throw new Error('reason required');
        }
        await cancel({ id: s.id, reason }).unwrap();
        toast.success('Schedule cancelled', s.workshop?.title);
        onDone();
      },
    });
  };
}
