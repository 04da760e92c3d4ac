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

const STATUS_COLORS: Record<WebhookDelivery['status'], string> = {
  pending: 'gold',
  delivered: 'green',
  failed: 'red',
};

export function WebhookDeliveriesPage() {
  const { id = '' } = useParams();
  const toast = useToast();
  const endpoint = useGetWebhookEndpointQuery(id);
  const deliveries = useListWebhookDeliveriesQuery(id, { skip: !endpoint.data });
  const [resend, resending] = useResendWebhookDeliveryMutation();
  const crumbs = [{ title: 'Webhooks', to: '/webhooks' }, { title: 'Deliveries' }];
  if (!endpoint.data)
    return (
      <ConsolePage title="Webhook Deliveries" crumbs={crumbs}>
        <RecordState
          loading={endpoint.isLoading}
          error={endpoint.error}
          noun="webhook endpoint"
          backTo="/webhooks"
          onRetry={() => void endpoint.refetch()}
        />
      </ConsolePage>
    );
  const e = endpoint.data;
  return (
    <ConsolePage
      title="Webhook Deliveries"
      crumbs={crumbs}
      extra={
        <Space>
          <ExportMenu path={`/webhooks/endpoints/${e.id}/deliveries`} />
          <Button onClick={() => void deliveries.refetch()}>Refresh</Button>
        </Space>
      }
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="URL">{e.url}</Descriptions.Item>
          <Descriptions.Item label="Events">{e.events.join(', ')}</Descriptions.Item>
          <Descriptions.Item label="Enabled">
            {e.enabled ? 'Yes' : `No${e.disabledReason ? ` (${e.disabledReason})` : ''}`}
          </Descriptions.Item>
        </Descriptions>
        {deliveries.isError ? (
          <Alert
            type="error"
            showIcon
            message="The deliveries could not be loaded."
            action={<Button onClick={() => void deliveries.refetch()}>Try again</Button>}
          />
        ) : (
          <Table<WebhookDelivery>
            rowKey="id"
            aria-label="Deliveries"
            loading={deliveries.isLoading || deliveries.isFetching}
            dataSource={deliveries.data ?? []}
            pagination={false}
            locale={{ emptyText: 'No deliveries yet: they appear here when an event you chose happens.' }}
            columns={[
              { title: 'Event', dataIndex: 'type', render: (t: string) => <Tag>{t}</Tag> },
              { title: 'Created', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
              {
                title: 'Status',
                dataIndex: 'status',
                render: (s: WebhookDelivery['status']) => <Tag color={STATUS_COLORS[s]}>{s}</Tag>,
              },
              { title: 'Attempts', dataIndex: 'attempts' },
              {
                title: 'Next retry',
                dataIndex: 'nextAttemptAt',
                render: (v: string | null) => (v ? formatDateTime(v) : '—'),
              },
              {
                title: 'Last answer',
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
                title: 'Actions',
                render: (_v, d) => (
                  <Button
                    size="small"
                    disabled={!e.enabled}
                    loading={resending.isLoading && resending.originalArgs === d.id}
                    onClick={async () => {
                      try {
                        await resend(d.id).unwrap();
                        toast.success('Sent again', `${d.type} to ${e.url}`);
                        setTimeout(() => void deliveries.refetch(), 1000);
                      } catch {
                        // The base query has shown the server's reason.
                      }
                    }}
                  >
                    Resend
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
