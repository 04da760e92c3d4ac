// Giving one seat back from /b, asked first with the refund it brings: the booker for any seat but the
// booking's last (that is cancelling the booking), the person who accepted a seat for their own.
import { useState } from 'react';
import { toast } from '@coachwork/web-kit';
import { useCancelSeatMutation } from '../../bookings-api';
import { ConfirmDialog } from '../../dialog';
import { CancelQuoteLine } from './cancel-quote-line';

export function GiveBackSeat({
  seatId,
  position,
  workshopTitle,
  mine,
}: {
  seatId: string;
  position: number;
  workshopTitle: string;
  /** The caller holds the seat as an invitee (not the booker). */
  mine?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [cancel, { isLoading }] = useCancelSeatMutation();
  const confirm = async () => {
    try {
      await cancel(seatId).unwrap();
      setOpen(false);
      toast.success(
        mine ? 'Seat given up' : 'Seat given back',
        `${workshopTitle}: the seat is on sale again.`,
      );
    } catch {
      // The API's rules showed why (a toast); the dialog stays for another try.
    }
  };
  return (
    <>
      <button
        type="button"
        className="cw-btn sf-btn-danger-outline"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {mine ? 'Give up my seat' : `Give back seat ${position}`}
      </button>
      <ConfirmDialog
        open={open}
        title={mine ? 'Give up your seat?' : `Give back seat ${position}?`}
        confirmLabel={mine ? 'Give up my seat' : 'Give back the seat'}
        busy={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        <p style={{ margin: 0 }}>
          {mine
            ? `Your seat at ${workshopTitle} goes back on sale. Any refund goes to the person who booked it.`
            : `Seat ${position} at ${workshopTitle} goes back on sale and any invitation to it stops working.`}
        </p>
        <CancelQuoteLine of={{ kind: 'seat', id: seatId }} seat={!mine} />
      </ConfirmDialog>
    </>
  );
}
