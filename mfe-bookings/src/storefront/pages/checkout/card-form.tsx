// The frame of the four card forms (the checkout's card step and "Add a card", each with the sandbox or
// Stripe): a form the browser does not validate, the sandbox's badge, the form's message, its fields
// and the submit button, disabled and saying so while a press runs.
import type { ReactNode } from 'react';
import { useCheckoutI18n } from './messages';

export function CardForm({
  label,
  sandbox = false,
  problem,
  problemTestId,
  busy,
  ready = true,
  submitText,
  busyText,
  block = false,
  onSubmit,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  /** Shows the "no real money" badge. */
  sandbox?: boolean;
  problem: ReactNode;
  problemTestId?: string;
  busy: boolean;
  /** False while the submit cannot run yet (Stripe.js still loading). */
  ready?: boolean;
  submitText: string;
  busyText: string;
  /** A full-width button. */
  block?: boolean;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useCheckoutI18n();
  return (
    <form
      className="cw-stack"
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {sandbox && <span className="sf-sandbox">{t('checkout.sandbox')}</span>}
      {problem && (
        <div className="cw-alert" role="alert" data-testid={problemTestId}>
          {problem}
        </div>
      )}
      {children}
      <button
        type="submit"
        className={block ? 'cw-btn cw-btn-primary cw-btn-block' : 'cw-btn cw-btn-primary'}
        disabled={busy || !ready}
        aria-busy={busy}
      >
        {busy ? busyText : submitText}
      </button>
    </form>
  );
}
