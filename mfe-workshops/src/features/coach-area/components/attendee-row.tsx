// One seat of a schedule for its coach: who holds it, the invitation's state, and attendance (a switch
// that saves at once, and notes saved with their own button), each save reported on the row.
import { useEffect, useId, useState } from 'react';
import { ATTENDANCE_NOTES_MAX, type BookingSeatDto } from '@coachwork/contracts';
import { useUpdateSeatAttendanceMutation } from '../attendees-api';
import { useCoachAreaI18n } from '../messages';
import { seatStatusLabel, seatTone } from '../status-tones';

const NOTES_MAX = 1000;

type Feedback = { kind: 'saving' | 'saved' | 'error'; text: string } | null;

/** Who holds or is invited to the seat: their name, else the invited address. */
export function seatHolder(seat: BookingSeatDto): string | null {
  return seat.user?.name ?? seat.email ?? seat.user?.email ?? null;
}

function failure(err: unknown, fallback: string): { notes?: string; text: string } {
  const body = (err as { data?: { message?: string; errors?: Record<string, string[]> } } | undefined)?.data;
  const notes = body?.errors?.attendanceNotes?.join(' ');
  return { notes, text: notes ?? body?.errors?.attended?.join(' ') ?? body?.message ?? fallback };
}

export function AttendeeRow({ seat }: { seat: BookingSeatDto }) {
  const { t } = useCoachAreaI18n();
  const id = useId();
  const holder = seatHolder(seat);
  const [update] = useUpdateSeatAttendanceMutation();
  const [attended, setAttended] = useState(!!seat.attended);
  const [notes, setNotes] = useState(seat.attendanceNotes ?? '');
  const [notesError, setNotesError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);

  // A refetch (after a no-show, or another tab's change) brings the stored values.
  useEffect(() => setAttended(!!seat.attended), [seat.attended]);
  useEffect(() => setNotes(seat.attendanceNotes ?? ''), [seat.attendanceNotes]);

  const save = async (change: { attended?: boolean; attendanceNotes?: string | null }, saved: string) => {
    setFeedback({ kind: 'saving', text: t('common.saving') });
    try {
      await update({ seat, ...change }).unwrap();
      setFeedback({ kind: 'saved', text: saved });
      return true;
    } catch (err) {
      const { notes: notesMessage, text } = failure(err, t('seat.notSaved'));
      if (notesMessage) setNotesError(notesMessage);
      setFeedback({ kind: 'error', text });
      return false;
    }
  };

  const toggle = async (next: boolean) => {
    setAttended(next);
    if (!(await save({ attended: next }, t('seat.attendanceSaved')))) setAttended(!next);
  };

  const saveNotes = async () => {
    if (notes.length > NOTES_MAX) return setNotesError(ATTENDANCE_NOTES_MAX);
    setNotesError(null);
    await save({ attendanceNotes: notes.trim() ? notes : null }, t('seat.notesSaved'));
  };

  const notesChanged = notes !== (seat.attendanceNotes ?? '');
  return (
    <li className="ca-row" data-seat-id={seat.id} style={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <div style={{ minWidth: 0, flex: '1 1 220px' }}>
        <strong>{t('seat.title', { position: seat.position })}</strong> ·{' '}
        {holder ? <span>{holder}</span> : <span className="cw-muted">{t('seat.open')}</span>}
        {seat.user?.email && seat.user.email !== holder && <div className="cw-muted">{seat.user.email}</div>}
        <div style={{ marginTop: 4 }}>
          <span className="cw-tag" style={seatTone(seat.status)}>
            {seatStatusLabel(t, seat.status)}
          </span>
        </div>
      </div>
      {holder && (
        <div className="cw-stack" style={{ gap: 8, flex: '2 1 320px' }}>
          <label className="cw-row" style={{ gap: 8, cursor: 'pointer' }}>
            <input
              type="checkbox"
              role="switch"
              aria-checked={attended}
              aria-label={t('seat.attendedLabel', { holder })}
              checked={attended}
              onChange={(e) => void toggle(e.target.checked)}
              style={{ width: 20, height: 20, accentColor: 'var(--cw-primary)' }}
            />
            <span>{t('seat.attended')}</span>
          </label>
          <div className="cw-field">
            <label className="cw-label" htmlFor={`${id}-notes`}>
              {t('seat.notes')}
              <span className="cw-visually-hidden">{t('seat.forHolder', { holder })}</span>
            </label>
            <textarea
              id={`${id}-notes`}
              className="cw-input cw-textarea"
              rows={2}
              maxLength={NOTES_MAX}
              value={notes}
              aria-invalid={notesError ? true : undefined}
              aria-describedby={notesError ? `${id}-notes-error` : undefined}
              onChange={(e) => setNotes(e.target.value)}
            />
            {notesError && (
              <p className="cw-field-error" id={`${id}-notes-error`}>
                {notesError}
              </p>
            )}
          </div>
          <div className="cw-row" style={{ gap: 8 }}>
            <button
              type="button"
              className="cw-btn"
              disabled={!notesChanged || feedback?.kind === 'saving'}
              onClick={() => void saveNotes()}
            >
              {t('seat.saveNotes')}
              <span className="cw-visually-hidden">{t('seat.forHolder', { holder })}</span>
            </button>
            <span
              role="status"
              className={feedback?.kind === 'error' ? 'cw-field-error' : 'cw-muted'}
              style={{ fontSize: '.875rem' }}
            >
              {feedback?.text}
            </span>
          </div>
        </div>
      )}
    </li>
  );
}
