// A light modal dialog (native <dialog>): focus stays inside, Escape and the close button close it,
// and it fills the screen's width at 375 px. Its content mounts only while it is open, so each opening
// starts fresh. Used by the checkout and the booker area's "asked first" actions.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Toaster, useI18n } from '@coachwork/web-kit';

/** The dialogs' own words, in the lazy chunks that open dialogs (never the home page's bundle). */
const DIALOG_MESSAGES = {
  en: { 'dialog.close': 'Close', 'dialog.keep': 'Keep it', 'dialog.working': 'Working...' },
  de: { 'dialog.close': 'Schließen', 'dialog.keep': 'Behalten', 'dialog.working': 'Wird ausgeführt …' },
};

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Extra class on the <dialog> (width). */
  className?: string;
}

export function Dialog({ open, onClose, title, children, className }: DialogProps) {
  const { t } = useI18n(DIALOG_MESSAGES);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Browsers without showModal (and jsdom) still get an open, labelled dialog.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `sf-dialog ${className}` : 'sf-dialog'}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        // Escape: let React state close it, so the effect and the element agree.
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          {/* A modal dialog makes the page behind it inert: its toasts must live inside it. */}
          <Toaster />
          <div className="sf-dialog-head">
            <h2 id={titleId} className="sf-dialog-title">
              {title}
            </h2>
            <button type="button" className="cw-btn sf-icon-btn" aria-label={t('dialog.close')} onClick={onClose}>
              ×
            </button>
          </div>
          <div className="sf-dialog-body">{children}</div>
        </>
      )}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Asked first": a destructive action runs only after its own button inside the dialog. */
export function ConfirmDialog({ open, title, children, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useI18n(DIALOG_MESSAGES);
  return (
    <Dialog open={open} onClose={onClose} title={title} className="sf-dialog-sm">
      <div className="cw-stack">
        {children}
        <div className="cw-row sf-dialog-actions">
          <button type="button" className="cw-btn" onClick={onClose} disabled={busy}>
            {t('dialog.keep')}
          </button>
          <button type="button" className="cw-btn sf-btn-danger" onClick={onConfirm} disabled={busy}>
            {busy ? t('dialog.working') : confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
