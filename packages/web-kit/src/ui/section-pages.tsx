// Every back-office route and sub-page of spec §2 with its title, for sections whose API arrives with a
// later issue: each page says so honestly. A detail page's sub-pages are tabs at their own URLs
// (SPEC-DECISIONS), and a path the section does not have is 'Page Not Found: {path}'.
import type { ReactNode } from 'react';
import { Breadcrumb, Empty, Result, Tabs, Typography } from 'antd';
import { Link, matchPath, Outlet, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { CONSOLE_PARAM_CHECKS } from '@coachwork/contracts';
import { useMessages } from '../i18n';
import { usePageTitle } from '../meta';
import { CONSOLE_KIT_MESSAGES } from './messages';

export interface SectionTab {
  /** '' for the detail overview, else the sub-path ('edit', 'payouts'). */
  path: string;
  label: string;
}

export interface SectionPage {
  /** Relative to the section: '' (list), 'create', ':id', ':id/edit', ':slug/edit'. */
  path: string;
  title: string;
  /** For detail pages: the tabs they share. */
  tabs?: SectionTab[];
}

interface SectionPagesProps {
  /** The section's path ('users') and menu title ('Users'). */
  section: string;
  title: string;
  pages: SectionPage[];
  /** Which issue brings the real screens, for the empty state. */
  arrivesWith: string;
  description?: string;
}

function DetailTabs({ base, tabs }: { base: string; tabs: SectionTab[] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = tabs.find((t) => t.path && pathname.endsWith(`/${t.path}`))?.path ?? '';
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => navigate(key ? `${base}/${key}` : base)}
      items={tabs.map((t) => ({ key: t.path, label: t.label }))}
    />
  );
}

function PendingPage({ props, page }: { props: SectionPagesProps; page: SectionPage }) {
  const { t } = useMessages(CONSOLE_KIT_MESSAGES);
  const params = useParams();
  const key = params.id ?? params.slug;
  usePageTitle(page.title);
  const base = key ? `/${props.section}/${key}` : `/${props.section}`;
  return (
    <section style={{ padding: 24 }}>
      <Breadcrumb
        items={[
          { title: <Link to={`/${props.section}`}>{props.title}</Link> },
          ...(page.path ? [{ title: page.title }] : []),
        ]}
      />
      <Typography.Title level={2} style={{ margin: '8px 0 4px' }}>
        {page.title}
      </Typography.Title>
      {props.description && page.path === '' && (
        <Typography.Paragraph type="secondary">{props.description}</Typography.Paragraph>
      )}
      {page.tabs && <DetailTabs base={base} tabs={page.tabs} />}
      <Empty
        style={{ marginTop: 48 }}
        description={t('section.pending', { title: page.title, issue: props.arrivesWith })}
      />
    </section>
  );
}

function SectionNotFound() {
  // Router paths are relative to the console's /admin basename and already include the section.
  const { t } = useMessages(CONSOLE_KIT_MESSAGES);
  const { pathname } = useLocation();
  usePageTitle(t('section.notFound'));
  return <Result status="404" title={t('section.notFoundAt', { path: `/admin${pathname}` })} />;
}

// Each console route parameter's check (ids are UUIDs, tenant slugs follow the slug rule): the same the
// gateway answers 404 by.
const PARAM_CHECKS = CONSOLE_PARAM_CHECKS;

/**
 * Spec §2: a page whose parameter fails its check is 'Page Not Found: {path}', like an unknown route
 * (a well-formed id that names nothing is the page's own "No such ..." state). A layout route: a layout
 * sees the parameters of the route matched below it, so it checks its child routes'.
 */
export function CheckedParams({ children }: { children?: ReactNode }) {
  const params = useParams();
  const valid = Object.entries(params).every(
    ([name, value]) => !PARAM_CHECKS[name] || PARAM_CHECKS[name](value ?? ''),
  );
  if (!valid) return <SectionNotFound />;
  return children ?? <Outlet />;
}

/** Mount under the shell's `/{section}/*` route. */
export function SectionPages(props: SectionPagesProps) {
  return (
    <Routes>
      {props.pages.map((page) => (
        <Route
          key={page.path}
          path={page.path === '' ? '/' : page.path}
          element={<PendingPage props={props} page={page} />}
        />
      ))}
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}

/** The sub-pages of spec §2 a section has (used by tests to check each one exists). */
export function sectionHas(pages: SectionPage[], path: string): boolean {
  return pages.some((p) => matchPath(p.path === '' ? '/' : `/${p.path}`, path));
}
