import { useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ProLayout } from '@ant-design/pro-components';
import { Avatar, Button, Dropdown, Input, Tooltip, Typography, type InputRef } from 'antd';
import {
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  CalendarOutlined,
  DashboardOutlined,
  GiftOutlined,
  LogoutOutlined,
  MoonOutlined,
  SafetyOutlined,
  SettingOutlined,
  ScheduleOutlined,
  StarOutlined,
  SolutionOutlined,
  SunOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  avatarName,
  initials,
  loadExposed,
  routePreloads,
  selectSidebarOpen,
  SettingsDialogHost,
  uiSlice,
  useAppDispatch,
  useAppSelector,
  useColorMode,
  useLogoutMutation,
  useShortcuts,
  ViewerZoneNote,
  type CurrentUser,
} from '@coachwork/web-kit';
import { useShellMessages } from './messages';
import { SECTIONS } from './sections';
import { TenantSwitcher } from './tenant-switcher';

const ICONS: Record<string, ReactNode> = {
  roles: <SafetyOutlined />,
  users: <UserOutlined />,
  tenants: <TeamOutlined />,
  t: <SolutionOutlined />,
  bookings: <BookOutlined />,
  vouchers: <GiftOutlined />,
  'audit-log': <AuditOutlined />,
  reviews: <StarOutlined />,
  webhooks: <ApiOutlined />,
  workshops: <AppstoreOutlined />,
  'workshop-schedules': <CalendarOutlined />,
  'workshop-templates': <ScheduleOutlined />,
};

/** Starts loading the remote behind a menu path ('/users'), once. */
export function preloadSection(path: string | undefined): void {
  const section = SECTIONS.find((s) => `/${s.path}` === path);
  if (!section) return;
  void routePreloads.preload(`${section.remote}/routes`, () => loadExposed(section.remote, 'routes'));
}

/**
 * Text people typed (names, descriptions, Markdown, table cells) may hold a word longer than any
 * screen: it wraps anywhere rather than widening the page (issue 25 item 15). 'anywhere' rather than
 * 'break-word' so a flex item or a table column may shrink below such a word; min-width:0 lets this
 * wrapper shrink inside ProLayout's flex content.
 */
const USER_TEXT_CSS =
  '.cw-console-content{overflow-wrap:anywhere;min-width:0}' +
  // In a table cell 'anywhere' let a column shrink below its words ('Onli/ne'): a cell breaks a word
  // only when the word alone is wider than the column can be.
  '.cw-console-content .ant-table-cell{overflow-wrap:break-word}';

/** The section a console path belongs to ('/bookings/123' → 'bookings'), or null off the sections. */
export function sectionOf(pathname: string): string | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return SECTIONS.some((s) => s.path === first) ? (first ?? null) : null;
}

/** Where the header search goes: the current section's list filtered by the words, else bookings. */
export function searchPath(pathname: string, words: string): string | null {
  const term = words.trim();
  if (!term) return null;
  return `/${sectionOf(pathname) ?? 'bookings'}?${new URLSearchParams({ search: term }).toString()}`;
}

export function DefaultLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useShellMessages();
  const search = useRef<InputRef>(null);
  const { resolved, toggle } = useColorMode();
  const [logout] = useLogoutMutation();
  // The store keeps the sidebar's state in localStorage (spec §2): a reload opens it as it was left.
  const sidebarOpen = useAppSelector(selectSidebarOpen);
  const dispatch = useAppDispatch();
  const signOut = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    window.location.assign('/admin/login');
  };
  useShortcuts({ onLogout: signOut, onFocusSearch: () => search.current?.focus(), onToggleTheme: toggle });
  const name = avatarName(user);

  return (
    <ProLayout
      title={t('layout.brand')}
      logo={false}
      // Each page names the tab itself ('{page} | Coachwork', usePageTitle). ProLayout's own title
      // ('{menu item} - Coachwork', or 'Coachwork' off the menu) was set after the page's, in the parent's
      // effect, so a record page reached from its list was titled 'Coachwork'; '' turns it off.
      pageTitleRender={() => ''}
      layout="mix"
      fixSiderbar
      collapsed={!sidebarOpen}
      // The sider's breakpoint reports on mount and would overwrite the remembered state.
      breakpoint={false}
      onCollapse={(collapsed) => dispatch(uiSlice.actions.setSidebarOpen(!collapsed))}
      location={{ pathname: location.pathname }}
      route={{
        path: '/',
        routes: [
          { path: '/', name: t('layout.dashboard'), icon: <DashboardOutlined /> },
          ...SECTIONS.map((s) => ({ path: `/${s.path}`, name: s.title, icon: ICONS[s.path] })),
        ],
      }}
      menuItemRender={(item, dom) => (
        <Link
          to={item.path ?? '/'}
          // The collapsed or narrow sidebar cuts long labels: the whole name on hover.
          title={typeof item.name === 'string' ? item.name : undefined}
          // Pointing at (or tabbing to) a section starts loading its remote, through the page's
          // preload queue (at most 4 at a time, spec §9).
          onMouseEnter={() => preloadSection(item.path)}
          onFocus={() => preloadSection(item.path)}
        >
          {dom}
        </Link>
      )}
      actionsRender={() => [
        <TenantSwitcher key="tenant" user={user} />,
        <Input.Search
          key="search"
          ref={search}
          placeholder={t('layout.searchPlaceholder')}
          aria-label={t('layout.search')}
          style={{ width: 220 }}
          allowClear
          onSearch={(words) => {
            const to = searchPath(location.pathname, words);
            if (to) navigate(to);
          }}
        />,
        <Tooltip key="theme" title={t('layout.themeTip')}>
          <Button
            type="text"
            aria-label={t('layout.theme')}
            icon={resolved === 'dark' ? <SunOutlined /> : <MoonOutlined />}
            onClick={toggle}
          />
        </Tooltip>,
      ]}
      avatarProps={{
        title: name,
        size: 'small',
        render: (_props, dom) => (
          // Opened by a click (or Enter / Space on the focused button), as the storefront's account menu.
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                {
                  key: 'settings',
                  icon: <SettingOutlined />,
                  label: t('layout.settings'),
                  onClick: () => dispatch(uiSlice.actions.setSettingsOpen(true)),
                },
                {
                  key: 'logout',
                  icon: <LogoutOutlined />,
                  label: t('layout.logout'),
                  onClick: signOut,
                },
              ],
            }}
          >
            <Button
              type="text"
              aria-label={t('layout.accountMenu', { name })}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 8, paddingInline: 6 }}
            >
              <Avatar size="small">{initials(name)}</Avatar>
              {dom}
            </Button>
          </Dropdown>
        ),
      }}
      onMenuHeaderClick={() => navigate('/')}
      // Times without a zone of their own are the viewer's; every page says so once, here.
      footerRender={() => (
        <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', padding: '8px 0 16px' }}>
          <ViewerZoneNote className="" />
        </Typography.Text>
      )}
    >
      <style>{USER_TEXT_CSS}</style>
      <div className="cw-console-content">{children}</div>
      <SettingsDialogHost />
    </ProLayout>
  );
}
