// Cancelling a schedule asks why first (the API records who, when and why; its bookings are notified).
import { Input, Modal, Space, Typography } from 'antd';
import { formatDateTimeInZone } from '@coachwork/web-kit';
import { useToast } from '@coachwork/web-kit/ui';
import { useCancelWorkshopScheduleMutation, type WorkshopSchedule } from '../api';
import { useWorkshopsMessages } from '../../../messages';

/** Asks why, then cancels (the API records who, when and why). */
export function useCancelSchedule(onDone: () => void) {
  const [cancel] = useCancelWorkshopScheduleMutation();
  const toast = useToast();
  const { t } = useWorkshopsMessages();
  return (s: WorkshopSchedule) => {
    let reason = '';
    Modal.confirm({
      title: t('cancel.title'),
      content: (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            {t('cancel.what', {
              title: s.workshop?.title,
              start: formatDateTimeInZone(s.startDate, s.timezone),
            })}
          </Typography.Text>
          <Typography.Text>{t('cancel.refunds')}</Typography.Text>
          <label htmlFor="cancel-reason">{t('cancel.reason')}</label>
          <Input.TextArea
            id="cancel-reason"
            rows={3}
            maxLength={1000}
            onChange={(e) => (reason = e.target.value)}
          />
        </Space>
      ),
      okText: t('cancel.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel.keep'),
      onOk: async () => {
        if (!reason.trim()) {
          toast.error(t('cancel.reasonRequired'), t('cancel.reasonRequiredHint'));
          throw new Error('reason required');
        }
        await cancel({ id: s.id, reason }).unwrap();
        toast.success(t('cancel.done'), s.workshop?.title);
        onDone();
      },
    });
  };
}
