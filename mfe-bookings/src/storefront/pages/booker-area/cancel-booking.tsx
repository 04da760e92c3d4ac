// "Cancel booking", asked first: a dialog that takes the reason and only then posts
// POST /v1/bookings/{id}/cancel {reason}, showing first what the refund policy gives back. The seats
// go back on sale.
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { CANCELLATION_REASON_MAX, CANCELLATION_REASON_REQUIRED, type BookingDto } from '@coachwork/contracts';
import { toast, useServerErrors } from '@coachwork/web-kit';
import { TextAreaField } from '@coachwork/web-kit/field';
import { useCancelBookingMutation } from '../../bookings-api';
import { Dialog } from '../../dialog';
import { CancelQuoteLine } from './cancel-quote-line';
import { useBookerI18n } from './messages';

const cancelSchema = yup.object({
  reason: yup.string().trim().required(CANCELLATION_REASON_REQUIRED).max(1000, CANCELLATION_REASON_MAX),
});

interface CancelValues {
  reason: string;
}

function CancelForm({ booking, onDone }: { booking: BookingDto; onDone: () => void }) {
  const { t } = useBookerI18n();
  const form = useForm<CancelValues>({
    resolver: yupResolver(cancelSchema) as unknown as Resolver<CancelValues>,
    defaultValues: { reason: '' },
  });
  const showServerErrors = useServerErrors(form, { mapPath: (p) => (p === 'reason' ? 'reason' : null) });
  const [cancel, { isLoading }] = useCancelBookingMutation();
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await cancel({ id: booking.id, reason }).unwrap();
      toast.success(
        t('booker.cancel.done'),
        t('booker.cancel.doneText', { title: booking.schedule.workshopTitle }),
      );
      onDone();
    } catch (err) {
      // A 409 (already started, already cancelled) was shown as a toast by the API's rules.
      showServerErrors(err);
    }
  });

  return (
    <form className="cw-stack" noValidate onSubmit={(e) => void submit(e)}>
      {errors.root?.server && (
        <div className="cw-alert" role="alert">
          {errors.root.server.message}
        </div>
      )}
      <p style={{ margin: 0 }}>
        {t('booker.cancel.intro')}
        <strong>{booking.schedule.workshopTitle}</strong>
        {t('booker.cancel.introRest', { seats: booking.seats })}
      </p>
      <CancelQuoteLine of={{ kind: 'booking', id: booking.id }} />
      <TextAreaField
        {...form.register('reason')}
        label={t('booker.cancel.reason')}
        maxLength={1000}
        autoFocus
        error={errors.reason?.message}
      />
      <div className="cw-row sf-dialog-actions">
        <button type="button" className="cw-btn" onClick={onDone} disabled={isLoading}>
          {t('booker.cancel.keep')}
        </button>
        <button type="submit" className="cw-btn sf-btn-danger" disabled={isLoading}>
          {isLoading ? t('booker.cancel.cancelling') : t('booker.cancel.open')}
        </button>
      </div>
    </form>
  );
}

export function CancelBooking({ booking }: { booking: BookingDto }) {
  const { t } = useBookerI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="cw-btn sf-btn-danger-outline"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('booker.cancel.open')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('booker.cancel.title')}
        className="sf-dialog-sm"
      >
        <CancelForm booking={booking} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
