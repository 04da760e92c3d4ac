// /admin/webhooks/{id}: one endpoint's latest deliveries: event, status, attempts, next retry, the last
// answer's status and excerpt, and Resend; Export gives every delivery as CSV or Excel.
import { useParams } from 'react-router';
import { Alert, Button, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { formatDateTime } from '@coachwork/web-kit';
import { ConsolePage, ExportMenu, RecordState, useToast } from '@coachwork/web-kit/ui';
import {
  useGetWebhookEndpointQuery,
  useListWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
  type WebhookDelivery,
} from '../api';
import { useTenantsMessages } from '../../../messages';

const STATUS_COLORS: Record<WebhookDelivery['status'], string> = {
  pending: 'gold',
  delivered: 'green',
  failed: 'red',
};

export function WebhookDeliveriesPage() {
  const { id = '' } = useParams();
  const toast = useToast();
  const { t } = useTenantsMessages();
  const endpoint = useGetWebhookEndpointQuery(id);
  const deliveries = useListWebhookDeliveriesQuery(id, { skip: !endpoint.data });
  const [resend, resending] = useResendWebhookDeliveryMutation();
  const crumbs = [{ title: t('webhooks.title'), to: '/webhooks' }, { title: t('deliveries.crumb') }];
  if (!endpoint.data)
    return (
      <ConsolePage title={t('deliveries.title')} crumbs={crumbs}>
        <RecordState
          loading={endpoint.isLoading}
          error={endpoint.error}
          noun={t('deliveries.noun')}
          backTo="/webhooks"
          onRetry={() => void endpoint.refetch()}
        />
      </ConsolePage>
    );
  const e = endpoint.data;
  return (
    <ConsolePage
      title={t('deliveries.title')}
      crumbs={crumbs}
      extra={
        <Space>
          <ExportMenu path={`/webhooks/endpoints/${e.id}/deliveries`} />
          <Button onClick={() => void deliveries.refetch()}>{t('deliveries.refresh')}</Button>
        </Space>
      }
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('deliveries.url')}>{e.url}</Descriptions.Item>
          <Descriptions.Item label={t('deliveries.events')}>{e.events.join(', ')}</Descriptions.Item>
          <Descriptions.Item label={t('deliveries.enabled')}>
            {e.enabled
              ? t('common.yes')
              : e.disabledReason
                ? t('deliveries.disabledBecause', { reason: e.disabledReason })
                : t('deliveries.disabled')}
          </Descriptions.Item>
        </Descriptions>
        {deliveries.isError ? (
          <Alert
            type="error"
            showIcon
            message={t('deliveries.loadFailed')}
            action={<Button onClick={() => void deliveries.refetch()}>{t('common.tryAgain')}</Button>}
          />
        ) : (
          <Table<WebhookDelivery>
            rowKey="id"
            aria-label={t('deliveries.table')}
            loading={deliveries.isLoading || deliveries.isFetching}
            dataSource={deliveries.data ?? []}
            pagination={false}
            locale={{ emptyText: t('deliveries.empty') }}
            columns={[
              {
                title: t('deliveries.event'),
                dataIndex: 'type',
                render: (type: string) => <Tag>{type}</Tag>,
              },
              {
                title: t('deliveries.created'),
                dataIndex: 'createdAt',
                render: (v: string) => formatDateTime(v),
              },
              {
                title: t('deliveries.status'),
                dataIndex: 'status',
                render: (s: WebhookDelivery['status']) => <Tag color={STATUS_COLORS[s]}>{s}</Tag>,
              },
              { title: t('deliveries.attempts'), dataIndex: 'attempts' },
              {
                title: t('deliveries.nextRetry'),
                dataIndex: 'nextAttemptAt',
                render: (v: string | null) => (v ? formatDateTime(v) : '—'),
              },
              {
                title: t('deliveries.lastAnswer'),
                render: (_v, d) => (
                  <Space direction="vertical" size={0}>
                    <span>{d.lastStatusCode ?? d.lastError ?? '—'}</span>
                    {d.lastResponseExcerpt && (
                      <Typography.Text
                        type="secondary"
                        ellipsis={{ tooltip: d.lastResponseExcerpt }}
                        style={{ maxWidth: 320 }}
                      >
                        {d.lastResponseExcerpt}
                      </Typography.Text>
                    )}
                  </Space>
                ),
              },
              {
                title: t('common.actions'),
                render: (_v, d) => (
                  <Button
                    size="small"
                    disabled={!e.enabled}
                    loading={resending.isLoading && resending.originalArgs === d.id}
                    onClick={async () => {
                      try {
                        await resend(d.id).unwrap();
                        toast.success(
                          t('deliveries.sentAgain'),
                          t('deliveries.sentAgainBody', { type: d.type, url: e.url }),
                        );
                        setTimeout(() => void deliveries.refetch(), 1000);
                      } catch {
                        // The base query has shown the server's reason.
                      }
                    }}
                  >
                    {t('deliveries.resend')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Space>
    </ConsolePage>
  );
}
