// The settings dialog (spec §2): Account (the default tab) and Preferences (badged 'New') with
// Appearance. A native <dialog>: focus stays inside, Escape and the close button close it.
import { useEffect, useRef, useState } from 'react';
import type { ColorMode } from '@coachwork/contracts';
import { selectCurrentUser, useAppSelector, useColorMode } from '@coachwork/web-kit';

const DIALOG_CSS = `
.st-dialog{width:min(760px,calc(100vw - 24px));max-height:calc(100vh - 48px);padding:0;border:1px solid var(--cw-divider);border-radius:var(--cw-radius);background:var(--cw-surface);color:var(--cw-text)}
.st-dialog::backdrop{background:rgb(12 10 9 / .5)}
.st-head{display:flex;align-items:center;justify-content:space-between;padding:16px 20px;border-bottom:1px solid var(--cw-divider)}
.st-tabs{display:flex;gap:4px;padding:8px 20px 0}
.st-tab{border:0;background:none;font:inherit;padding:8px 12px;border-bottom:2px solid transparent;cursor:pointer;color:var(--cw-text-2);display:flex;gap:6px;align-items:center}
.st-tab[aria-selected=true]{border-bottom-color:var(--cw-primary);color:var(--cw-text);font-weight:600}
.st-badge{font-size:.7rem;padding:0 6px;border-radius:999px;background:var(--cw-primary);color:var(--cw-on-primary)}
.st-body{padding:20px;overflow:auto}
.st-choices{display:flex;gap:12px;flex-wrap:wrap}
.st-choice{flex:1 1 160px;border:2px solid var(--cw-divider);border-radius:var(--cw-radius);background:none;padding:8px;cursor:pointer;font:inherit;color:var(--cw-text-2);text-align:center}
.st-choice[aria-checked=true]{border-color:var(--cw-primary);color:var(--cw-link);font-weight:600}
.st-preview{height:96px;border-radius:var(--cw-radius-sm);margin-bottom:8px;display:grid;grid-template-rows:18px 1fr;overflow:hidden;border:1px solid var(--cw-divider)}
@media (min-width:640px){.st-preview{height:10rem}}
.st-preview-light{background:#fafaf9}.st-preview-light span{background:#e7e5e4}
.st-preview-dark{background:#1c1917}.st-preview-dark span{background:#44403c}
.st-preview-auto{background:linear-gradient(90deg,#fafaf9 50%,#1c1917 50%)}.st-preview-auto span{background:linear-gradient(90deg,#e7e5e4 50%,#44403c 50%)}
`;

const CHOICES: { value: ColorMode; label: string }[] = [
  { value: 'auto', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

function Appearance() {
  const { mode, setMode } = useColorMode();
  return (
    <section aria-labelledby="appearance-title">
      <h3 id="appearance-title" style={{ margin: 0 }}>
        Appearance
      </h3>
      <p className="cw-muted" style={{ marginTop: 4 }}>
        Manage your display settings
      </p>
      <div className="st-choices" role="radiogroup" aria-labelledby="appearance-title">
        {CHOICES.map((c) => (
          <button
            key={c.value}
            type="button"
            role="radio"
            aria-checked={mode === c.value}
            className="st-choice"
            onClick={() => setMode(c.value)}
          >
            <div className={`st-preview st-preview-${c.value}`} aria-hidden>
              <span />
            </div>
            {c.label}
          </button>
        ))}
      </div>
    </section>
  );
}

function Account() {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <div className="cw-stack">
      <div className="cw-card">
        <h3 style={{ marginTop: 0 }}>Email</h3>
        <p style={{ margin: 0 }}>
          {user.email}{' '}
          {user.emailVerifiedAt && <span className="cw-tag">Verified</span>} <span className="cw-tag">Primary</span>
        </p>
      </div>
      <div className="cw-card">
        <h3 style={{ marginTop: 0 }}>Username</h3>
        <p style={{ margin: 0 }}>{user.username}</p>
      </div>
      <p className="cw-muted" style={{ margin: 0 }}>
        Editing your avatar, name, headline, phone, country and social accounts opens here shortly.
      </p>
    </div>
  );
}

export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [tab, setTab] = useState<'account' | 'preferences'>('account');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="st-dialog" aria-labelledby="settings-title" onClose={onClose}>
      <style dangerouslySetInnerHTML={{ __html: DIALOG_CSS }} />
      <div className="st-head">
        <h2 id="settings-title" style={{ margin: 0, fontSize: '1.25rem' }}>
          Settings
        </h2>
        <button type="button" className="cw-btn" aria-label="Close settings" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="st-tabs" role="tablist">
        <button
          type="button"
          role="tab"
          id="settings-tab-account"
          aria-selected={tab === 'account'}
          aria-controls="settings-panel"
          className="st-tab"
          onClick={() => setTab('account')}
        >
          Account
        </button>
        <button
          type="button"
          role="tab"
          id="settings-tab-preferences"
          aria-selected={tab === 'preferences'}
          aria-controls="settings-panel"
          className="st-tab"
          onClick={() => setTab('preferences')}
        >
          Preferences <span className="st-badge">New</span>
        </button>
      </div>
      <div className="st-body" role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${tab}`}>
        {tab === 'account' ? <Account /> : <Appearance />}
      </div>
    </dialog>
  );
}
