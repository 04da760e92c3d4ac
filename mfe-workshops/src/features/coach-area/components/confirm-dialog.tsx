// A light confirmation dialog (no antd in the coach area): modal, focus on the safe choice, Escape
// cancels, and focus goes back to what opened it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useCoachAreaI18n } from '../messages';

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useCoachAreaI18n();
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    return () => opener?.focus?.();
  }, []);
  return (
    <div style={backdrop}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="cw-card cw-stack"
        style={{ maxWidth: 420, margin: '15vh auto 0' }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
        }}
      >
        <strong id={titleId}>{title}</strong>
        {children}
        <div className="cw-row" style={{ gap: 8, justifyContent: 'flex-end' }}>
          <button ref={cancelRef} type="button" className="cw-btn" disabled={busy} onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="cw-btn cw-btn-primary" disabled={busy} onClick={onConfirm}>
            {busy ? t('common.working') : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

const backdrop = {
  position: 'fixed',
  inset: 0,
  background: 'rgb(28 25 23 / 0.45)',
  zIndex: 1000,
  padding: 16,
} as const;
