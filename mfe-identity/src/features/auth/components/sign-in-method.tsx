// The choice between a password and a code by mail, as two tabs over one panel. Tabs rather than radio
// buttons: the password field keeps 'Password' as the only label of that name on the page.
import type { KeyboardEvent, ReactNode } from 'react';
import { useIdentityMessages } from '../../../messages';

export type SignInMethod = 'password' | 'code';

export function SignInMethodTabs({
  value,
  onChange,
  idPrefix,
  children,
}: {
  value: SignInMethod;
  onChange: (method: SignInMethod) => void;
  idPrefix: string;
  children: ReactNode;
}) {
  const { t } = useIdentityMessages();
  const methods: [SignInMethod, string][] = [
    ['password', t('common.password')],
    ['code', t('code.emailMe')],
  ];
  const tabId = (method: SignInMethod) => `${idPrefix}-tab-${method}`;
  // Arrow keys move between the two tabs (the WAI-ARIA tabs pattern with automatic activation).
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const next = value === 'password' ? 'code' : 'password';
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <>
      <div className="id-methods" role="tablist" aria-label={t('login.methods')}>
        {methods.map(([method, label]) => (
          <button
            key={method}
            type="button"
            role="tab"
            id={tabId(method)}
            className="id-method"
            aria-selected={value === method}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={value === method ? 0 : -1}
            onClick={() => onChange(method)}
            onKeyDown={onKeyDown}
          >
            {label}
          </button>
        ))}
      </div>
      {/* No accessible name on the panel: it would make "Password" name two things on the page. */}
      <div role="tabpanel" id={`${idPrefix}-panel`}>
        {children}
      </div>
    </>
  );
}
