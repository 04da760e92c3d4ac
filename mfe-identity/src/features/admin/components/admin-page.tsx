// The frame of every users and roles page: breadcrumb, the page's title as a heading, actions, and the
// loading / not-found / failed states of the record the page is about.
import type { ReactNode } from 'react';
import { Breadcrumb, Button, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { AccountStatus, ApprovalStatus } from '@coachwork/contracts';
import { usePageTitle } from '@coachwork/web-kit';

export interface Crumb {
  title: string;
  to?: string;
}

export function AdminPage({
  title,
  crumbs,
  description,
  extra,
  children,
}: {
  title: string;
  crumbs: Crumb[];
  description?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section style={{ padding: 24 }}>
      <Breadcrumb items={crumbs.map((c) => ({ title: c.to ? <Link to={c.to}>{c.title}</Link> : c.title }))} />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ margin: '8px 0 4px' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra && <Flex gap={8}>{extra}</Flex>}
      </Flex>
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      {children}
    </section>
  );
}

function statusOf(error: unknown): unknown {
  return (error as { status?: unknown } | undefined)?.status;
}

/** Skeleton while loading; a 404 (or a malformed id) says the record does not exist; other failures offer a retry. */
export function RecordState({
  loading,
  error,
  noun,
  backTo,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  noun: string;
  backTo: string;
  onRetry: () => void;
}) {
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  const status = statusOf(error);
  if (status === 404 || status === 422) {
    return (
      <Result
        status="404"
        title={`No such ${noun}`}
        subTitle={`It may have been deleted, or the address is wrong.`}
        extra={
          <Link to={backTo}>
            <Button>Back to the list</Button>
          </Link>
        }
      />
    );
  }
  return (
    <Result
      status="error"
      title={`The ${noun} could not be loaded.`}
      extra={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}

const STATUS_COLORS: Record<string, string> = {
  ACTIVE: 'success',
  APPROVED: 'success',
  PENDING: 'warning',
  SUSPENDED: 'error',
  REJECTED: 'error',
};

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}

export function StatusTag({ status }: { status: AccountStatus | ApprovalStatus | string }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{capitalize(status)}</Tag>;
}

export function fullName(
  profile:
    { firstName?: string | null; middleName?: string | null; lastName?: string | null } | null | undefined,
): string {
  return [profile?.firstName, profile?.middleName, profile?.lastName].filter(Boolean).join(' ');
}

/** The server's message for a failed mutation (409 and friends), or a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/**
 * Runs a mutation for a confirm button. The api has already told the user about a failure (the 409's
 * message in the catch-all toast), so the rejection is settled here rather than left unhandled.
 */
export async function settled(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch {
    return false;
  }
}
