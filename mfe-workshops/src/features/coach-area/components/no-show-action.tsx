// After the start, the coach may mark a confirmed booking as a no-show; the question comes first, in
// place, with the booker's name.
import { useState } from 'react';
import type { BookingDto } from '@coachwork/contracts';
import { toast } from '@coachwork/web-kit';
import { useMarkBookingNoShowMutation } from '../attendees-api';
import { useCoachAreaI18n } from '../messages';

export function NoShowAction({ booking, booker }: { booking: BookingDto; booker: string }) {
  const { t } = useCoachAreaI18n();
  const [asking, setAsking] = useState(false);
  const [markNoShow, { isLoading }] = useMarkBookingNoShowMutation();

  if (!asking) {
    return (
      <button type="button" className="cw-btn" aria-label={t('noShow.markLabel', { booker })} onClick={() => setAsking(true)}>
        {t('noShow.mark')}
      </button>
    );
  }
  return (
    <div className="cw-row" role="group" aria-label={t('noShow.groupLabel', { booker })} style={{ gap: 8 }}>
      <span>{t('noShow.question', { booker, seats: t('common.seats', { n: booking.seats }) })}</span>
      <button
        type="button"
        className="cw-btn cw-btn-primary"
        disabled={isLoading}
        onClick={async () => {
          try {
            await markNoShow(booking).unwrap();
            toast.success(t('noShow.marked'), booker);
          } catch {
            // The api toasted the refusal (409 before the start, or once it is no longer confirmed).
          }
          setAsking(false);
        }}
      >
        {isLoading ? t('common.saving') : t('noShow.yes')}
      </button>
      <button type="button" className="cw-btn" disabled={isLoading} onClick={() => setAsking(false)}>
        {t('noShow.keep')}
      </button>
    </div>
  );
}
