// After the start, the coach may mark a confirmed booking as a no-show; the question comes first, in
// place, with the booker's name.
import { useState } from 'react';
import type { BookingDto } from '@coachwork/contracts';
import { toast } from '@coachwork/web-kit';
import { useMarkBookingNoShowMutation } from '../attendees-api';

export function NoShowAction({ booking, booker }: { booking: BookingDto; booker: string }) {
  const [asking, setAsking] = useState(false);
  const [markNoShow, { isLoading }] = useMarkBookingNoShowMutation();

  if (!asking) {
    return (
      <button type="button" className="cw-btn" aria-label={`Mark no-show: ${booker}`} onClick={() => setAsking(true)}>
        Mark no-show
      </button>
    );
  }
  return (
    <div className="cw-row" role="group" aria-label={`Mark ${booker}'s booking as a no-show?`} style={{ gap: 8 }}>
      <span>
        Mark {booker}’s booking ({booking.seats} {booking.seats === 1 ? 'seat' : 'seats'}) as a no-show?
      </span>
      <button
        type="button"
        className="cw-btn cw-btn-primary"
        disabled={isLoading}
        onClick={async () => {
          try {
            await markNoShow(booking).unwrap();
            toast.success('Marked as no-show', booker);
          } catch {
            // The api toasted the refusal (409 before the start, or once it is no longer confirmed).
          }
          setAsking(false);
        }}
      >
        {isLoading ? 'Saving...' : 'Yes, no-show'}
      </button>
      <button type="button" className="cw-btn" disabled={isLoading} onClick={() => setAsking(false)}>
        Keep it
      </button>
    </div>
  );
}
