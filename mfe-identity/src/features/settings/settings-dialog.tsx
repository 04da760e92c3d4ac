// The settings dialog (spec §2): Account (the default tab) and Preferences (badged 'New') with
// Appearance. A native <dialog>: focus stays inside, Escape and the close button close it.
import { useEffect, useRef, useState } from 'react';
import type { ColorMode } from '@coachwork/contracts';
import { Spinner, Toaster, useColorMode, useGetCurrentUserQuery } from '@coachwork/web-kit';
import { useIdentityMessages } from '../../messages';
import { IdentityStyles } from '../auth/components/identity-styles';
import type { AccountUser } from './api';
import {
  CountryCard,
  DisplayNameCard,
  EmailCard,
  HeadlineCard,
  PhoneCard,
  UsernameCard,
} from './components/account-cards';
import { AvatarCard } from './components/avatar-card';
import { SocialAccountsCard } from './components/social-accounts-card';
import { DefaultTenantCard } from './components/default-tenant-card';

const DIALOG_CSS = `
.st-dialog{width:min(760px,calc(100vw - 24px));max-height:calc(100vh - 48px);padding:0;border:1px solid var(--cw-divider);border-radius:var(--cw-radius);background:var(--cw-surface);color:var(--cw-text)}
.st-dialog::backdrop{background:rgb(12 10 9 / .5)}
.st-head{display:flex;align-items:center;justify-content:space-between;padding:16px 20px;border-bottom:1px solid var(--cw-divider)}
.st-tabs{display:flex;gap:4px;padding:8px 20px 0}
.st-tab{border:0;background:none;font:inherit;padding:8px 12px;border-bottom:2px solid transparent;cursor:pointer;color:var(--cw-text-2);display:flex;gap:6px;align-items:center}
.st-tab[aria-selected=true]{border-bottom-color:var(--cw-primary);color:var(--cw-text);font-weight:600}
.st-badge{font-size:.7rem;padding:0 6px;border-radius:999px;background:var(--cw-primary);color:var(--cw-on-primary)}
.st-body{padding:20px;overflow:auto}
.st-card{padding:20px}
.st-card-title{margin:0;font-size:1.0625rem;display:flex;gap:6px;align-items:center;flex-wrap:wrap}
.st-card-text{margin:4px 0 0;font-size:.9rem}
.st-card-footer{display:flex;justify-content:flex-end;gap:8px;flex-wrap:wrap}
.st-grid-3{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:12px}
.st-tag-ok{border-color:var(--cw-success);color:var(--cw-success)}
.st-avatar-drop{width:80px;height:80px;border-radius:50%;border:2px dashed var(--cw-border);background:var(--cw-subtle);padding:0;cursor:pointer;overflow:hidden;display:grid;place-items:center;font:inherit}
.st-avatar-drop[data-over]{border-color:var(--cw-primary);background:color-mix(in srgb,var(--cw-primary) 15%,transparent)}
.st-avatar-img{width:100%;height:100%;object-fit:cover}
.st-avatar-initials{font-size:1.5rem;font-weight:600;color:var(--cw-text-2)}
.st-social{width:100%;border-collapse:collapse}
.st-social th{text-align:left;font-size:.8125rem;font-weight:600;color:var(--cw-muted);padding:0 6px 6px}
.st-social td{padding:6px;vertical-align:top}
.st-social-row{background:var(--cw-surface)}
.st-social:not([data-hover-paused]) .st-social-row:hover{background:var(--cw-subtle)}
.st-social-row[data-dragging]{position:relative;z-index:1;box-shadow:0 6px 20px rgb(0 0 0 / .15)}
.st-platform{display:flex;gap:8px;align-items:flex-start}.st-platform>:last-child{flex:1;min-width:0}
.st-platform-icon{width:24px;min-height:40px;display:grid;place-items:center;font-size:1.25rem;color:var(--cw-text-2)}
.st-grip{min-height:40px;width:32px;border:0;background:none;color:var(--cw-muted);cursor:grab;font-size:1.1rem;touch-action:none;border-radius:var(--cw-radius-sm)}
.st-order{padding-top:14px!important;text-align:center;font-variant-numeric:tabular-nums}
.st-empty{margin:0;padding:16px;border:1px dashed var(--cw-divider);border-radius:var(--cw-radius);text-align:center}
@media (max-width:560px){.st-social thead{display:none}.st-social tr{display:grid;grid-template-columns:32px 1fr auto;gap:4px}.st-social td:nth-child(3){grid-column:2/4}.st-order{display:none}}
.st-choices{display:flex;gap:12px;flex-wrap:wrap}
.st-choice{flex:1 1 160px;border:2px solid var(--cw-divider);border-radius:var(--cw-radius);background:none;padding:8px;cursor:pointer;font:inherit;color:var(--cw-text-2);text-align:center}
.st-choice[aria-checked=true]{border-color:var(--cw-primary);color:var(--cw-link);font-weight:600}
.st-preview{height:96px;border-radius:var(--cw-radius-sm);margin-bottom:8px;display:grid;grid-template-rows:18px 1fr;overflow:hidden;border:1px solid var(--cw-divider)}
@media (min-width:640px){.st-preview{height:10rem}}
.st-preview-light{background:#fafaf9}.st-preview-light span{background:#e7e5e4}
.st-preview-dark{background:#1c1917}.st-preview-dark span{background:#44403c}
.st-preview-auto{background:linear-gradient(90deg,#fafaf9 50%,#1c1917 50%)}.st-preview-auto span{background:linear-gradient(90deg,#e7e5e4 50%,#44403c 50%)}
`;

function Appearance() {
  const { t } = useIdentityMessages();
  const { mode, setMode } = useColorMode();
  const choices: { value: ColorMode; label: string }[] = [
    { value: 'auto', label: t('settings.mode.auto') },
    { value: 'light', label: t('settings.mode.light') },
    { value: 'dark', label: t('settings.mode.dark') },
  ];
  return (
    <section aria-labelledby="appearance-title">
      <h3 id="appearance-title" style={{ margin: 0 }}>
        {t('settings.appearance')}
      </h3>
      <p className="cw-muted" style={{ marginTop: 4 }}>
        {t('settings.appearanceText')}
      </p>
      <div className="st-choices" role="radiogroup" aria-labelledby="appearance-title">
        {choices.map((c) => (
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

/** The Account tab: the signed-in user is loaded (fresh) before any card shows. */
function Account() {
  const { t } = useIdentityMessages();
  const { data, isLoading, isError, refetch } = useGetCurrentUserQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data) {
    if (isError && !isLoading)
      return (
        <div className="cw-stack" role="alert">
          <p style={{ margin: 0 }}>{t('settings.loadFailed')}</p>
          <div>
            <button type="button" className="cw-btn" onClick={() => void refetch()}>
              {t('common.tryAgain')}
            </button>
          </div>
        </div>
      );
    return <Spinner label={t('settings.loading')} />;
  }
  const user = data as AccountUser;
  return (
    <div className="cw-stack">
      <AvatarCard user={user} />
      <DisplayNameCard user={user} />
      <HeadlineCard user={user} />
      <UsernameCard user={user} />
      <EmailCard user={user} />
      <PhoneCard user={user} />
      <CountryCard user={user} />
      <SocialAccountsCard user={user} />
    </div>
  );
}

function Preferences() {
  const { data: user } = useGetCurrentUserQuery();
  return (
    <div className="cw-stack">
      <Appearance />
      {user && <DefaultTenantCard user={user} />}
    </div>
  );
}

export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useIdentityMessages();
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
      <IdentityStyles />
      {/* A modal dialog makes the page behind it inert: its toasts must live inside it. */}
      {open && <Toaster />}
      <div className="st-head">
        <h2 id="settings-title" style={{ margin: 0, fontSize: '1.25rem' }}>
          {t('settings.title')}
        </h2>
        <button type="button" className="cw-btn" aria-label={t('settings.close')} onClick={onClose}>
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
          {t('settings.account')}
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
          {t('settings.preferences')} <span className="st-badge">{t('settings.new')}</span>
        </button>
      </div>
      <div className="st-body" role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${tab}`}>
        {tab === 'account' ? <Account /> : <Preferences />}
      </div>
    </dialog>
  );
}
