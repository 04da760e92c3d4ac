// Cancelling a booking asks why first and says what will be refunded (the booking's cancel quote; without
// it the policy: before the refund deadline everything paid, after it nothing); the API records the
// reason, frees the seats, refunds, and refuses (409, toasted with its message) a booking that is not
// PENDING or CONFIRMED.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { Alert, Form, Modal, Typography } from 'antd';
import { CANCELLATION_REASON_MAX, CANCELLATION_REASON_REQUIRED, type BookingDto } from '@coachwork/contracts';
import { formatDateTimeInZone, useServerErrors } from '@coachwork/web-kit';
import { FormTextAreaItem, useToast } from '@coachwork/web-kit/ui';
import { useCancelBookingMutation, useGetBookingCancelQuoteQuery } from '../api';
import { EMPHASIS, emphasise } from '../../emphasis';
import { useBookingsMessages } from '../../messages';
import { formatMoney, shortId } from '../booking-labels';

/** The policy's default (REFUND_DEADLINE_HOURS); the server's quote, when there is one, is what counts. */
const DEADLINE_HOURS = 48;

/** What cancelling gives back, in words. */
export function CancelRefundNote({ booking }: { booking: BookingDto }) {
  const { t } = useBookingsMessages();
  const paid = booking.amountPaid ?? 0;
  const quote = useGetBookingCancelQuoteQuery(booking.id, { skip: paid <= 0 });
  if (paid <= 0) return <>{t('cancel.nothingPaid')}</>;
  if (quote.isLoading) return <>{t('cancel.working')}</>;
  if (quote.data)
    return quote.data.refund > 0 ? (
      emphasise(
        t('cancel.refundBack', { amount: EMPHASIS }),
        <strong>{formatMoney(quote.data.refund, quote.data.currency)}</strong>,
      )
    ) : (
      <>{t('cancel.nothingRefunded', { reason: quote.data.reason })}</>
    );
  // No quote from the server: the policy as the console knows it.
  const early = new Date(booking.schedule.startDate).getTime() - Date.now() >= DEADLINE_HOURS * 3_600_000;
  return early ? (
    emphasise(t('cancel.everythingBack', { amount: EMPHASIS }), <strong>{formatMoney(paid, booking.currency)}</strong>)
  ) : (
    <>{t('cancel.late', { hours: DEADLINE_HOURS })}</>
  );
}

/** What the dialog's first paragraph says of the booking. */
const about = (booking: BookingDto) => ({
  seats: booking.seats,
  workshop: booking.schedule.workshopTitle,
  when: formatDateTimeInZone(booking.schedule.startDate, booking.schedule.timezone),
});

const schema = yup.object({
  reason: yup.string().trim().required(CANCELLATION_REASON_REQUIRED).max(1000, CANCELLATION_REASON_MAX),
});
type Values = yup.InferType<typeof schema>;

export function CancelBookingDialog({
  booking,
  onClose,
}: {
  /** The booking to cancel; the dialog is open while it is set. */
  booking: BookingDto | null;
  onClose: (cancelled: boolean) => void;
}) {
  const form = useForm<Values>({ resolver: yupResolver(schema), defaultValues: { reason: '' } });
  const showServerErrors = useServerErrors(form);
  const toast = useToast();
  const { t } = useBookingsMessages();
  const [cancel, { isLoading }] = useCancelBookingMutation();

  useEffect(() => {
    if (booking) form.reset({ reason: '' });
  }, [booking, form]);

  const submit = form.handleSubmit(async ({ reason }) => {
    if (!booking) return;
    try {
      await cancel({ id: booking.id, reason }).unwrap();
      toast.success(t('cancel.cancelled'), `${booking.schedule.workshopTitle} · ${shortId(booking.id)}`);
      onClose(true);
    } catch (err) {
      // A 422 lands on the field; anything else (409: already cancelled) was toasted by the api.
      showServerErrors(err);
    }
  });

  const { errors } = form.formState;
  return (
    <Modal
      title={t('cancel.title')}
      open={!!booking}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okText={t('cancel.ok')}
      okButtonProps={{ danger: true, loading: isLoading }}
      cancelText={t('common.keepIt')}
      destroyOnHidden
      maskClosable={!isLoading}
    >
      {booking && (
        <Form layout="vertical" component="div">
          <Typography.Paragraph>
            {booking.user
              ? t('cancel.bodyFor', { ...about(booking), name: booking.user.name })
              : t('cancel.body', about(booking))}
          </Typography.Paragraph>
          <Alert type="info" showIcon role="status" style={{ marginBottom: 16 }} message={<CancelRefundNote booking={booking} />} />
          {errors.root?.server && (
            <Alert type="error" showIcon message={errors.root.server.message} style={{ marginBottom: 16 }} />
          )}
          <FormTextAreaItem
            control={form.control}
            name="reason"
            id="cancel-booking-reason"
            label={t('common.reason')}
            required
            input={{ rows: 3, maxLength: 1000, showCount: true, autoFocus: true }}
          />
        </Form>
      )}
    </Modal>
  );
}
