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
import { formatMoney, shortId } from '../booking-labels';

/** The policy's default (REFUND_DEADLINE_HOURS); the server's quote, when there is one, is what counts. */
const DEADLINE_HOURS = 48;

/** What cancelling gives back, in words. */
export function CancelRefundNote({ booking }: { booking: BookingDto }) {
  const paid = booking.amountPaid ?? 0;
  const quote = useGetBookingCancelQuoteQuery(booking.id, { skip: paid <= 0 });
  if (paid <= 0) return <>Nothing was paid, so nothing is refunded.</>;
  if (quote.isLoading) return <>Working out the refund…</>;
  if (quote.data)
    return quote.data.refund > 0 ? (
      <>
        <strong>{formatMoney(quote.data.refund, quote.data.currency)}</strong> goes back to the card it was paid
        with, with a credit note.
      </>
    ) : (
      <>Nothing is refunded: {quote.data.reason}.</>
    );
  // No quote from the server: the policy as the console knows it.
  const early = new Date(booking.schedule.startDate).getTime() - Date.now() >= DEADLINE_HOURS * 3_600_000;
  return early ? (
    <>
      Everything paid and not refunded yet (up to <strong>{formatMoney(paid, booking.currency)}</strong>) goes back to
      the card it was paid with, with a credit note.
    </>
  ) : (
    <>Nothing is refunded: less than {DEADLINE_HOURS} hours before the start.</>
  );
}

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
            {formatDateTimeInZone(booking.schedule.startDate, booking.schedule.timezone)}
            {booking.user ? ` for ${booking.user.name}` : ''}. The seats go back on sale and the booker sees
            the reason.
          </Typography.Paragraph>
          <Alert type="info" showIcon role="status" style={{ marginBottom: 16 }} message={<CancelRefundNote booking={booking} />} />
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
