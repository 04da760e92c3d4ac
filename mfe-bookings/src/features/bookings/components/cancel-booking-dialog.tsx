// Cancelling a booking asks why first; the API records the reason, frees the seats, and refuses (409,
// toasted with its message) a booking that is not PENDING or CONFIRMED.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { Alert, Form, Modal, Typography } from 'antd';
import { CANCELLATION_REASON_MAX, CANCELLATION_REASON_REQUIRED, type BookingDto } from '@coachwork/contracts';
import { useServerErrors } from '@coachwork/web-kit';
import { FormTextAreaItem, useToast } from '@coachwork/web-kit/ui';
import { useCancelBookingMutation } from '../api';
import { formatDateTime, shortId } from '../booking-labels';

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
  const [cancel, { isLoading }] = useCancelBookingMutation();

  useEffect(() => {
    if (booking) form.reset({ reason: '' });
  }, [booking, form]);

  const submit = form.handleSubmit(async ({ reason }) => {
    if (!booking) return;
    try {
      await cancel({ id: booking.id, reason }).unwrap();
      toast.success('Booking cancelled', `${booking.schedule.workshopTitle} · ${shortId(booking.id)}`);
      onClose(true);
    } catch (err) {
      // A 422 lands on the field; anything else (409: already cancelled) was toasted by the api.
      showServerErrors(err);
    }
  });

  const { errors } = form.formState;
  return (
    <Modal
      title="Cancel this booking?"
      open={!!booking}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okText="Cancel booking"
      okButtonProps={{ danger: true, loading: isLoading }}
      cancelText="Keep it"
      destroyOnHidden
      maskClosable={!isLoading}
    >
      {booking && (
        <Form layout="vertical" component="div">
          <Typography.Paragraph>
            {booking.seats} {booking.seats === 1 ? 'seat' : 'seats'} of {booking.schedule.workshopTitle} on{' '}
            {formatDateTime(booking.schedule.startDate, booking.schedule.timezone)}
            {booking.user ? ` for ${booking.user.username}` : ''}. The seats go back on sale and the booker sees
            the reason.
          </Typography.Paragraph>
          {errors.root?.server && (
            <Alert type="error" showIcon message={errors.root.server.message} style={{ marginBottom: 16 }} />
          )}
          <FormTextAreaItem
            control={form.control}
            name="reason"
            id="cancel-booking-reason"
            label="Reason"
            required
            input={{ rows: 3, maxLength: 1000, showCount: true, autoFocus: true }}
          />
        </Form>
      )}
    </Modal>
  );
}
