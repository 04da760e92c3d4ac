// The checkout on /schedules/{id}, loaded only when the Book button is pressed (the detail page's own
// chunk does not carry the form, its rules or the country list). A modal dialog: the form, then the
// confirmation of a free booking or the payment step of a held one, then its confirmation.
import { useState } from 'react';
import { BOOKING_HOLD_MINUTES_DEFAULT, type BookingDto } from '@coachwork/contracts';
import type { PublicScheduleDetail } from '../../api';
import type { CreatedBooking } from '../../bookings-api';
import type { GuestPayer } from '../../payments-api';
import { Dialog } from '../../dialog';
import { CheckoutForm } from './checkout-form';
import { CancelledStep, ConfirmedStep, holdDeadline, HoldStep } from './checkout-result';
import { useCheckoutI18n } from './messages';

type Stage =
  | { step: 'form'; attempt: number }
  | { step: 'done'; booking: BookingDto; deadline: number; guest?: GuestPayer };

export interface CheckoutDialogProps {
  schedule: PublicScheduleDetail;
  open: boolean;
  onClose: () => void;
  /** Asked to read the schedule again (its seats left changed). */
  onRefresh?: () => void;
}

export default function CheckoutDialog({ schedule, open, onClose, onRefresh }: CheckoutDialogProps) {
  const { t, formatDateTimeInZone } = useCheckoutI18n();
  const [stage, setStage] = useState<Stage>({ step: 'form', attempt: 0 });

  const booked = ({ booking, serverNow }: CreatedBooking, receivedAt: number, guest?: GuestPayer) => {
    const deadline = booking.expiresAt
      ? holdDeadline(booking.expiresAt, serverNow, receivedAt)
      : receivedAt + BOOKING_HOLD_MINUTES_DEFAULT * 60_000;
    setStage({ step: 'done', booking, deadline, guest });
  };
  const paid = (booking: BookingDto) =>
    setStage((s) => (s.step === 'done' ? { ...s, booking } : s));
  const startAgain = () => {
    onRefresh?.();
    setStage((s) => ({ step: 'form', attempt: s.step === 'form' ? s.attempt + 1 : Date.now() }));
  };
  const close = () => {
    // The next opening is a new attempt (a new Idempotency-Key); a held booking stays in My bookings.
    if (stage.step === 'done') setStage({ step: 'form', attempt: Date.now() });
    onClose();
  };

  const title =
    stage.step === 'form'
      ? t('checkout.title', { title: schedule.workshop.title })
      : stage.booking.status === 'CONFIRMED'
        ? t('checkout.confirmedTitle')
        : stage.booking.status === 'CANCELLED'
          ? t('checkout.cancelledTitle')
          : t('checkout.completeTitle');

  return (
    <Dialog open={open} onClose={close} title={title} className="sf-checkout">
      {stage.step === 'form' ? (
        <div className="cw-stack">
          <p className="cw-muted" style={{ margin: 0 }}>
            {formatDateTimeInZone(schedule.startDate, schedule.timezone)}
          </p>
          <CheckoutForm key={stage.attempt} schedule={schedule} onBooked={booked} />
        </div>
      ) : stage.booking.status === 'PENDING' ? (
        <HoldStep
          booking={stage.booking}
          deadline={stage.deadline}
          onStartAgain={startAgain}
          onPaid={paid}
          guest={stage.guest}
        />
      ) : stage.booking.status === 'CANCELLED' ? (
        <CancelledStep booking={stage.booking} guest={stage.guest} />
      ) : (
        <ConfirmedStep booking={stage.booking} guest={stage.guest} />
      )}
    </Dialog>
  );
}
