// minSeats in the coach area (SPEC-DECISIONS): how many more seats a schedule needs to go ahead, and,
// from 72 h before its start while it is still short, a 'Short of the minimum' warning with 'Cancel with
// full refunds' (the schedule's cancel, which refunds everyone who paid in full), asked first.
import { useState } from 'react';
import { toast } from '@coachwork/web-kit';
import { useCancelWorkshopScheduleMutation, type WorkshopSchedule } from '../../workshop-schedules/api';
import { minSeatsState } from '../../workshop-schedules/min-seats';
import { useCoachAreaI18n } from '../messages';
import { ConfirmDialog } from './confirm-dialog';

/** The short line for a list row: 'Needs 3 more seats', or nothing. */
export function SeatsNeededTag({ s, now = Date.now() }: { s: WorkshopSchedule; now?: number }) {
  const { t } = useCoachAreaI18n();
  const state = minSeatsState(s, now);
  return state ? (
    <span className="cw-tag ca-short">{t('min.needs', { more: t('min.more', { n: state.needed }) })}</span>
  ) : null;
}

export function MinSeatsNotice({ s, now = Date.now() }: { s: WorkshopSchedule; now?: number }) {
  const { t } = useCoachAreaI18n();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState(() => t('min.defaultReason'));
  const [cancel, { isLoading }] = useCancelWorkshopScheduleMutation();
  const state = minSeatsState(s, now);
  if (!state) return null;
  const line = t('min.line', { more: t('min.more', { n: state.needed }), min: s.workshop?.minSeats ?? 0 });
  if (!state.short)
    return (
      <p className="cw-muted" data-testid="seats-needed" style={{ margin: 0 }}>
        {t('min.notShort', { line })}
      </p>
    );
  return (
    <section
      className="cw-card cw-stack ca-short-card"
      aria-labelledby="short-title"
      data-testid="short-of-minimum"
    >
      <strong id="short-title">{t('min.shortTitle')}</strong>
      <p style={{ margin: 0 }}>
        {t('min.short', { line })}
      </p>
      <div>
        <button type="button" className="cw-btn" onClick={() => setAsking(true)}>
          {t('min.cancel')}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={t('min.confirmTitle')}
          confirmLabel={t('min.confirm')}
          busy={isLoading}
          onCancel={() => setAsking(false)}
          onConfirm={async () => {
            try {
              await cancel({ id: s.id, reason: reason.trim() || t('min.defaultReason') }).unwrap();
              toast.success(t('min.cancelled'), t('min.cancelledBody'));
              setAsking(false);
            } catch {
              // The api toasted why (already cancelled, no longer yours).
            }
          }}
        >
          <p style={{ margin: 0 }}>
            {t('min.confirmBody')}
          </p>
          <label className="cw-label" htmlFor="short-reason">
            {t('min.reason')}
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
