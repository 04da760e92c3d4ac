// Giving one seat back from /b, asked first with the refund it brings: the booker for any seat but the
// booking's last (that is cancelling the booking), the person who accepted a seat for their own.
import { useState } from 'react';
import { toast } from '@coachwork/web-kit';
import { useCancelSeatMutation } from '../../bookings-api';
import { ConfirmDialog } from '../../dialog';
import { CancelQuoteLine } from './cancel-quote-line';
import { useBookerI18n } from './messages';

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
  const { t } = useBookerI18n();
  const [open, setOpen] = useState(false);
  const [cancel, { isLoading }] = useCancelSeatMutation();
  const confirm = async () => {
    try {
      await cancel(seatId).unwrap();
      setOpen(false);
      toast.success(
        mine ? t('booker.giveBack.doneMine') : t('booker.giveBack.done'),
        t('booker.giveBack.doneText', { title: workshopTitle }),
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
        {mine ? t('booker.giveBack.buttonMine') : t('booker.giveBack.button', { position })}
      </button>
      <ConfirmDialog
        open={open}
        title={mine ? t('booker.giveBack.titleMine') : t('booker.giveBack.title', { position })}
        confirmLabel={mine ? t('booker.giveBack.buttonMine') : t('booker.giveBack.confirm')}
        busy={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        <p style={{ margin: 0 }}>
          {mine
            ? t('booker.giveBack.textMine', { title: workshopTitle })
            : t('booker.giveBack.text', { position, title: workshopTitle })}
        </p>
        <CancelQuoteLine of={{ kind: 'seat', id: seatId }} seat={!mine} />
      </ConfirmDialog>
    </>
  );
}
