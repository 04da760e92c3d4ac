// The storefront frame: a header with the brand, the way in (or the signed-in person's menu), the
// colour-mode switch, the page, and a footer. Works at 375 px wide, where a menu button holds the links
// the header has no room for.
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  apiRequest,
  avatarName,
  initials,
  ResponsiveImage,
  selectCurrentUser,
  SettingsDialogHost,
  uiSlice,
  useAppDispatch,
  useAppSelector,
  useColorMode,
  useLogoutMutation,
  useShortcuts,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from '@coachwork/web-kit';
import { useStorefrontI18n } from './messages';

function UserMenu() {
  const { t } = useStorefrontI18n();
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [logout] = useLogoutMutation();
  if (!user) return null;
  const name = avatarName(user);
  const signOut = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    window.location.assign('/');
  };
  return (
    <div style={{ position: 'relative' }}>
      <button
        type="button"
        className="cw-btn sf-icon-btn"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('frame.accountMenu', { name })}
        onClick={() => setOpen((v) => !v)}
      >
        {user.avatarUrl ? (
          <ResponsiveImage className="sf-avatar" src={user.avatarUrl} width={32} alt="" style={{ objectFit: 'cover' }} />
        ) : (
          // Drawn by CSS from the attribute: decorative letters that are not text, so the button's
          // visible text stays within its name (axe: label-content-name-mismatch at phone width).
          <span className="sf-avatar" aria-hidden data-initials={initials(name)} />
        )}
        <span className="sf-hide-sm">{name}</span>
      </button>
      {open && (
        <div className="cw-card sf-menu" role="menu" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          {user.roles.includes('coach') && (
            <a role="menuitem" href="/c">
              {t('frame.coachArea')}
            </a>
          )}
          <a role="menuitem" href="/b">
            {t('frame.myBookings')}
          </a>
          {user.roles.includes('super-admin') && (
            <a role="menuitem" href="/admin/">
              {t('frame.backOffice')}
            </a>
          )}
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              dispatch(uiSlice.actions.setSettingsOpen(true));
            }}
          >
            {t('frame.settings')}
          </button>
          <button type="button" role="menuitem" onClick={() => void signOut()}>
            {t('frame.logOut')}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The header's links on a phone (issue 31 item 12): a disclosure button opening a list of links.
 * Escape closes it and gives the focus back to the button; so does following a link or any change of
 * page. Hidden on wider screens, where the links sit in the header.
 */
export function HeaderMenu() {
  const { t } = useStorefrontI18n();
  const user = useAppSelector(selectCurrentUser);
  const { resolved, toggle } = useColorMode();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const links: { href: string; label: string }[] = [
    { href: '/', label: t('frame.workshops') },
    ...(user
      ? [
          { href: '/b', label: t('frame.myBookings') },
          ...(user.roles.includes('coach') ? [{ href: '/c', label: t('frame.coachArea') }] : []),
        ]
      : [
          { href: '/login', label: t('frame.signIn') },
          { href: '/register', label: t('frame.signUp') },
        ]),
  ];
  return (
    <div className="sf-show-sm" onKeyDown={(e) => e.key === 'Escape' && open && close()}>
      <button
        ref={button}
        type="button"
        className="cw-btn sf-icon-btn"
        aria-expanded={open}
        aria-controls="sf-header-menu"
        aria-label={t('frame.menu')}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden>☰</span>
      </button>
      {open && (
        <nav id="sf-header-menu" className="sf-nav-menu" aria-label={t('frame.menu')}>
          <ul>
            {links.map((l) => (
              <li key={l.href}>
                {l.href === '/' ? (
                  <Link to="/" aria-current={pathname === '/' ? 'page' : undefined} onClick={() => setOpen(false)}>
                    {l.label}
                  </Link>
                ) : (
                  <a href={l.href} aria-current={pathname === l.href ? 'page' : undefined} onClick={() => setOpen(false)}>
                    {l.label}
                  </a>
                )}
              </li>
            ))}
            <li>
              <button type="button" onClick={toggle}>
                {resolved === 'dark' ? t('frame.lightMode') : t('frame.darkMode')}
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}

/**
 * The language links (issue 28 item 5): plain links to this page with ?lang=, which the server
 * remembers in a cookie before showing the page again at its own address, so they work without
 * JavaScript too.
 */
function LanguageLinks() {
  const { lang, t } = useStorefrontI18n();
  const { pathname, search } = useLocation();
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  // A signed-in person's choice is their account's (mails and PDFs follow it); then the page loads
  // again in it. Signed out, the link alone does it (the server keeps the choice in a cookie).
  const choose = (l: Language, href: string) => (event: MouseEvent) => {
    if (!user) return;
    event.preventDefault();
    void dispatch(
      apiRequest({ url: `/users/${encodeURIComponent(user.id)}`, method: 'PATCH', body: { language: l } }),
    )
      .catch(() => undefined)
      .finally(() => window.location.assign(href));
  };
  const to = (l: string) => {
    const params = new URLSearchParams(search);
    params.set(LANGUAGE_COOKIE, l);
    return `${pathname}?${params.toString()}`;
  };
  return (
    <nav className="sf-languages" aria-label={t('frame.language')}>
      {LANGUAGES.map((l) =>
        l === lang ? (
          <span key={l} lang={l} aria-current="true">
            {LANGUAGE_NAMES[l]}
          </span>
        ) : (
          // A whole document load: the server remembers the choice (see client-navigation.ts).
          <a key={l} href={to(l)} lang={l} hrefLang={l} data-document="" onClick={choose(l, to(l))}>
            {LANGUAGE_NAMES[l]}
          </a>
        ),
      )}
    </nav>
  );
}

export function StorefrontLayout({ children }: { children: ReactNode }) {
  const { t } = useStorefrontI18n();
  const user = useAppSelector(selectCurrentUser);
  const { resolved, toggle } = useColorMode();
  const [logout] = useLogoutMutation();
  useShortcuts({
    onToggleTheme: toggle,
    onLogout: user
      ? () =>
          void logout()
            .unwrap()
            .catch(() => undefined)
            .then(() => window.location.assign('/'))
      : undefined,
    onFocusSearch: () => document.getElementById('catalogue-search')?.focus(),
  });
  return (
    <>
      <a href="#main" className="cw-visually-hidden">
        {t('frame.skip')}
      </a>
      <header className="sf-header">
        <div className="sf-header-inner">
          <Link to="/" className="sf-brand">
            <span className="sf-brand-mark" aria-hidden>
              C
            </span>
            Coachwork
          </Link>
          <nav className="sf-nav" aria-label={t('frame.mainNav')}>
            <Link to="/" className="sf-hide-sm">
              {t('frame.workshops')}
            </Link>
            <HeaderMenu />
            {/* Below 520 px it moves into the menu, where the header has no room for it beside the menu button. */}
            <button
              type="button"
              className="cw-btn sf-icon-btn sf-hide-sm"
              aria-label={resolved === 'dark' ? t('frame.toLight') : t('frame.toDark')}
              title={t('frame.toggleTitle')}
              onClick={toggle}
            >
              {resolved === 'dark' ? '☀' : '☾'}
            </button>
            {user ? (
              <UserMenu />
            ) : (
              <>
                <a href="/login">{t('frame.signIn')}</a>
                <a href="/register" className="cw-btn cw-btn-primary" style={{ color: 'var(--cw-on-primary)' }}>
                  {t('frame.signUp')}
                </a>
              </>
            )}
          </nav>
        </div>
      </header>
      <main id="main" className="sf-main">
        {children}
      </main>
      <footer className="sf-footer">
        <div>{t('frame.footer')}</div>
        <LanguageLinks />
      </footer>
      <SettingsDialogHost />
    </>
  );
}
