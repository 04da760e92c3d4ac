// The storefront frame: a header with the brand, the way in (or the signed-in person's menu), the
// colour-mode switch, the page, and a footer. Works at 375 px wide, where a menu button holds the links
// the header has no room for.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
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
} from '@coachwork/web-kit';

function UserMenu() {
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
        aria-label={`Account menu for ${name}`}
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
              Coach area
            </a>
          )}
          <a role="menuitem" href="/b">
            My bookings
          </a>
          {user.roles.includes('super-admin') && (
            <a role="menuitem" href="/admin/">
              Back office
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
            Settings
          </button>
          <button type="button" role="menuitem" onClick={() => void signOut()}>
            Log out
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
    { href: '/', label: 'Workshops' },
    ...(user
      ? [
          { href: '/b', label: 'My bookings' },
          ...(user.roles.includes('coach') ? [{ href: '/c', label: 'Coach area' }] : []),
        ]
      : [
          { href: '/login', label: 'Sign in' },
          { href: '/register', label: 'Sign up' },
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
        aria-label="Menu"
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden>☰</span>
      </button>
      {open && (
        <nav id="sf-header-menu" className="sf-nav-menu" aria-label="Menu">
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
                {resolved === 'dark' ? 'Light mode' : 'Dark mode'}
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}

export function StorefrontLayout({ children }: { children: ReactNode }) {
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
        Skip to content
      </a>
      <header className="sf-header">
        <div className="sf-header-inner">
          <Link to="/" className="sf-brand">
            <span className="sf-brand-mark" aria-hidden>
              C
            </span>
            Coachwork
          </Link>
          <nav className="sf-nav" aria-label="Main">
            <Link to="/" className="sf-hide-sm">
              Workshops
            </Link>
            <HeaderMenu />
            {/* Below 520 px it moves into the menu, where the header has no room for it beside the menu button. */}
            <button
              type="button"
              className="cw-btn sf-icon-btn sf-hide-sm"
              aria-label={resolved === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
              title="Toggle dark mode (Ctrl+Shift+D)"
              onClick={toggle}
            >
              {resolved === 'dark' ? '☀' : '☾'}
            </button>
            {user ? (
              <UserMenu />
            ) : (
              <>
                <a href="/login">Sign in</a>
                <a href="/register" className="cw-btn cw-btn-primary" style={{ color: 'var(--cw-on-primary)' }}>
                  Sign up
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
        <div>© Coachwork · Workshops by coaches and consultants</div>
      </footer>
      <SettingsDialogHost />
    </>
  );
}
