// "Transfer seat" (issue 27 item 3): the person holding a seat (the booker for their own, an invitee for
// theirs) hands it to someone else by email, asked first. POST /v1/booking-seats/{id}/transfer: the old
// invitation stops working, the new person gets an invitation mail and the old holder is told.
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { transferSeatSchema } from '@coachwork/contracts';
import { toast, useServerErrors } from '@coachwork/web-kit';
import { Field } from '@coachwork/web-kit/field';
import { Dialog } from '../../dialog';
import { useTransferSeatMutation } from '../../moves-api';
import { useBookerI18n } from './messages';

// The contract's schema: a blank address is 'Either user ID or email must be provided'.
const transferSchema = transferSeatSchema.pick(['email', 'userId']);

interface TransferValues {
  email: string;
}

function TransferForm({
  seatId,
  workshopTitle,
  onDone,
}: {
  seatId: string;
  workshopTitle: string;
  onDone: () => void;
}) {
  const { t } = useBookerI18n();
  const form = useForm<TransferValues>({
    resolver: yupResolver(transferSchema) as unknown as Resolver<TransferValues>,
    defaultValues: { email: '' },
  });
  const showServerErrors = useServerErrors(form, {
    mapPath: (p) => (p === 'email' || p === 'userId' ? 'email' : null),
  });
  const [transfer, { isLoading }] = useTransferSeatMutation();
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await transfer({ seatId, email }).unwrap();
      toast.success(
        t('booker.transfer.done'),
        t('booker.transfer.doneText', { email, title: workshopTitle }),
      );
      onDone();
    } catch (err) {
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
      <p style={{ margin: 0 }}>{t('booker.transfer.text')}</p>
      <Field
        {...form.register('email')}
        type="email"
        autoComplete="off"
        label={t('booker.transfer.email')}
        placeholder="name@example.com"
        error={errors.email?.message}
      />
      <div className="cw-row sf-dialog-actions">
        <button type="button" className="cw-btn" onClick={onDone} disabled={isLoading}>
          {t('booker.transfer.keep')}
        </button>
        <button type="submit" className="cw-btn cw-btn-primary" disabled={isLoading}>
          {isLoading ? t('booker.transfer.handing') : t('booker.transfer.open')}
        </button>
      </div>
    </form>
  );
}

export function TransferSeat({ seatId, workshopTitle }: { seatId: string; workshopTitle: string }) {
  const { t } = useBookerI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="cw-btn" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('booker.transfer.open')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('booker.transfer.title')}
        className="sf-dialog-sm"
      >
        {open && <TransferForm seatId={seatId} workshopTitle={workshopTitle} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}
