// "Pay now" on a held booking in /b: the checkout's payment step (countdown, card form, confirmation)
// in a dialog, for a booker who closed the checkout before paying.
import { useState } from 'react';
import type { BookingDto } from '@coachwork/contracts';
import { Dialog } from '../../dialog';
import { CancelledStep, ConfirmedStep, HoldStep } from '../checkout/checkout-result';
import { useBookerI18n } from './messages';

export function PayBooking({ booking }: { booking: BookingDto }) {
  const { t } = useBookerI18n();
  const [open, setOpen] = useState(false);
  const [after, setAfter] = useState<BookingDto | null>(null);
  const close = () => {
    setOpen(false);
    setAfter(null);
  };
  const shown = after ?? booking;
  return (
    <>
      <button type="button" className="cw-btn cw-btn-primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('booker.pay.now')}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={
          shown.status === 'CONFIRMED'
            ? t('booker.pay.confirmed')
            : shown.status === 'CANCELLED'
              ? t('booker.pay.cancelled')
              : t('booker.pay.complete')
        }
        className="sf-checkout"
      >
        {shown.status === 'CONFIRMED' ? (
          <ConfirmedStep booking={shown} />
        ) : shown.status === 'CANCELLED' ? (
          <CancelledStep booking={shown} />
        ) : (
          <HoldStep booking={shown} deadline={Date.parse(shown.expiresAt ?? '')} onStartAgain={close} onPaid={setAfter} />
        )}
      </Dialog>
    </>
  );
}
