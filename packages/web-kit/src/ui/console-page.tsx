// The frame of a console page about one record (a booking, a user): breadcrumb, the page's title as a
// heading (the tab's title, so an unknown id still says which page it is), actions, and the loading /
// not-found / failed states of the record.
import type { ReactNode } from 'react';
import { Breadcrumb, Button, Flex, Result, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useMessages } from '../i18n';
import { usePageTitle } from '../meta';
import { CONSOLE_KIT_MESSAGES } from './messages';

export interface Crumb {
  title: string;
  to?: string;
}

export function ConsolePage({
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
        {extra && (
          <Flex gap={8} wrap>
            {extra}
          </Flex>
        )}
      </Flex>
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      {children}
    </section>
  );
}

/** Skeleton while loading; a 404 (or a malformed id, 422) says the record does not exist; other failures offer a retry. */
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
  const { t } = useMessages(CONSOLE_KIT_MESSAGES);
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 404 || status === 422) {
    return (
      <Result
        status="404"
        title={t('record.noSuch', { noun })}
        subTitle={t('record.noSuchHint')}
        extra={
          <Link to={backTo}>
            <Button>{t('record.backToList')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <Result
      status="error"
      title={t('record.loadFailed', { noun })}
      extra={<Button onClick={onRetry}>{t('record.tryAgain')}</Button>}
    />
  );
}

/**
 * Runs a mutation for a confirm button. The api has already told the user about a failure (a 409's
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
