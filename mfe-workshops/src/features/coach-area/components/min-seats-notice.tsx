// minSeats in the coach area (SPEC-DECISIONS): how many more seats a schedule needs to go ahead, and,
// from 72 h before its start while it is still short, a 'Short of the minimum' warning with 'Cancel with
// full refunds' (the schedule's cancel, which refunds everyone who paid in full), asked first.
import { useState } from 'react';
import { toast } from '@coachwork/web-kit';
import { useCancelWorkshopScheduleMutation, type WorkshopSchedule } from '../../workshop-schedules/api';
import { minSeatsState, moreSeats } from '../../workshop-schedules/min-seats';
import { ConfirmDialog } from './confirm-dialog';

const REASON = 'Not enough participants to go ahead.';

/** The short line for a list row: 'Needs 3 more seats', or nothing. */
export function SeatsNeededTag({ s, now = Date.now() }: { s: WorkshopSchedule; now?: number }) {
  const state = minSeatsState(s, now);
  return state ? <span className="cw-tag ca-short">{`Needs ${moreSeats(state.needed)}`}</span> : null;
}

export function MinSeatsNotice({ s, now = Date.now() }: { s: WorkshopSchedule; now?: number }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState(REASON);
  const [cancel, { isLoading }] = useCancelWorkshopScheduleMutation();
  const state = minSeatsState(s, now);
  if (!state) return null;
  const line = `${moreSeats(state.needed)} needed to go ahead (minimum ${s.workshop?.minSeats ?? 0}).`;
  if (!state.short)
    return (
      <p className="cw-muted" data-testid="seats-needed" style={{ margin: 0 }}>
        {line} If it is still short 3 days before the start, you may cancel it with full refunds.
      </p>
    );
  return (
    <section
      className="cw-card cw-stack ca-short-card"
      aria-labelledby="short-title"
      data-testid="short-of-minimum"
    >
      <strong id="short-title">Short of the minimum</strong>
      <p style={{ margin: 0 }}>
        {line} You may cancel it now: everyone who paid gets everything back and is told by email. Or keep it
        and go ahead with fewer people.
      </p>
      <div>
        <button type="button" className="cw-btn" onClick={() => setAsking(true)}>
          Cancel with full refunds
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title="Cancel this schedule with full refunds?"
          confirmLabel="Cancel the schedule"
          busy={isLoading}
          onCancel={() => setAsking(false)}
          onConfirm={async () => {
            try {
              await cancel({ id: s.id, reason: reason.trim() || REASON }).unwrap();
              toast.success('Schedule cancelled', 'Everyone who paid is refunded in full.');
              setAsking(false);
            } catch {
              // The api toasted why (already cancelled, no longer yours).
            }
          }}
        >
          <p style={{ margin: 0 }}>
            Every booking is cancelled and everyone who paid gets everything back. They are told by email with
            your reason.
          </p>
          <label className="cw-label" htmlFor="short-reason">
            Reason
          </label>
          <textarea
            id="short-reason"
            className="cw-input cw-textarea"
            value={reason}
            maxLength={1000}
            onChange={(e) => setReason(e.target.value)}
          />
        </ConfirmDialog>
      )}
    </section>
  );
}
