// /admin/webhooks: the endpoints the caller manages (all with webhooks.manage, a tenant owner's own):
// add, edit its events, enable or disable, roll its secret and delete (each asked first), and open
// its deliveries. A new or rolled secret is shown once, in a dialog to copy it from.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Empty, Modal, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { formatDateTime } from '@coachwork/web-kit';
import { ConsolePage, ExportMenu, useToast } from '@coachwork/web-kit/ui';
import {
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useGetWebhookEventTypesQuery,
  useListWebhookEndpointsQuery,
  useRollWebhookSecretMutation,
  useUpdateWebhookEndpointMutation,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '../api';
import { WebhookFormModal, type WebhookFormValues } from './webhook-form';

function SecretOnce({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointWithSecret | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={!!endpoint}
      title="Signing secret"
      onOk={onClose}
      onCancel={onClose}
      okText="I have copied it"
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph>
        Copy it now: it is not shown again. Use it to check the{' '}
        <Typography.Text code>Coachwork-Signature</Typography.Text> header of every delivery to{' '}
        {endpoint?.url}.
      </Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: endpoint?.secret }} code aria-label="Signing secret">
        {endpoint?.secret}
      </Typography.Paragraph>
    </Modal>
  );
}

export function WebhooksPage() {
  const toast = useToast();
  const endpoints = useListWebhookEndpointsQuery();
  const types = useGetWebhookEventTypesQuery();
  const [create, creating] = useCreateWebhookEndpointMutation();
  const [update, updating] = useUpdateWebhookEndpointMutation();
  const [remove] = useDeleteWebhookEndpointMutation();
  const [roll] = useRollWebhookSecretMutation();
  const [form, setForm] = useState<{ open: boolean; editing?: WebhookEndpoint }>({ open: false });
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);

  const save = async (values: WebhookFormValues) => {
    if (form.editing) {
      await update({
        id: form.editing.id,
        body: { url: values.url, events: values.events, description: values.description || null },
      }).unwrap();
      toast.success('Endpoint saved', values.url);
    } else {
      const made = await create({
        url: values.url,
        events: values.events,
        description: values.description || null,
        tenantId: values.tenantId,
      }).unwrap();
      setSecret(made);
    }
    setForm({ open: false });
    void endpoints.refetch();
  };

  const mayAdd = !!types.data && (types.data.platform.length > 0 || types.data.ownedTenantIds.length > 0);

  return (
    <ConsolePage
      title="Webhooks"
      crumbs={[{ title: 'Webhooks' }]}
      description="Coachwork posts the events you choose to your endpoints, signed, and retries for three days."
      extra={
        <Space>
          <ExportMenu path="/webhooks/endpoints" />
          <Button type="primary" disabled={!mayAdd} onClick={() => setForm({ open: true })}>
            Add endpoint
          </Button>
        </Space>
      }
    >
      {endpoints.isError ? (
        <Alert
          type="error"
          showIcon
          message="The webhook endpoints could not be loaded."
          action={<Button onClick={() => void endpoints.refetch()}>Try again</Button>}
        />
      ) : (
        <Table<WebhookEndpoint>
          rowKey="id"
          aria-label="Webhook endpoints"
          loading={endpoints.isLoading}
          dataSource={endpoints.data ?? []}
          pagination={false}
          locale={{
            emptyText: (
              <Empty
                description={
                  mayAdd
                    ? 'No endpoints yet. Add one to receive events such as booking.confirmed.'
                    : 'No endpoints. Super-admins and tenant owners may add them.'
                }
              />
            ),
          }}
          columns={[
            {
              title: 'Endpoint',
              render: (_v, e) => (
                <Space direction="vertical" size={0}>
                  <Link to={`/webhooks/${e.id}`}>{e.url}</Link>
                  {e.description && <Typography.Text type="secondary">{e.description}</Typography.Text>}
                  <Typography.Text type="secondary">
                    {e.tenantId ? 'A tenant’s events' : 'Platform events'}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              title: 'Events',
              dataIndex: 'events',
              render: (events: string[]) => (
                <Space size={[4, 4]} wrap>
                  {events.map((t) => (
                    <Tag key={t}>{t}</Tag>
                  ))}
                </Space>
              ),
            },
            {
              title: 'Enabled',
              render: (_v, e) => (
                <Space direction="vertical" size={0}>
                  <Switch
                    aria-label={`Enabled: ${e.url}`}
                    checked={e.enabled}
                    loading={updating.isLoading && updating.originalArgs?.id === e.id}
                    onChange={async (on) => {
                      try {
                        await update({ id: e.id, body: { enabled: on } }).unwrap();
                        toast.success(on ? 'Endpoint enabled' : 'Endpoint disabled', e.url);
                        void endpoints.refetch();
                      } catch {
                        // The base query has shown the server's reason.
                      }
                    }}
                  />
                  {e.disabledReason && <Typography.Text type="danger">{e.disabledReason}</Typography.Text>}
                  {e.enabled && e.failingSince && (
                    <Typography.Text type="warning">
                      Failing since {formatDateTime(e.failingSince)}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              title: 'Secret',
              dataIndex: 'secretHint',
              render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
            },
            {
              title: 'Actions',
              render: (_v, e) => (
                <Space wrap>
                  <Link to={`/webhooks/${e.id}`}>Deliveries</Link>
                  <Button size="small" onClick={() => setForm({ open: true, editing: e })}>
                    Edit
                  </Button>
                  <Popconfirm
                    title="Roll the signing secret?"
                    description="The current secret stops working at once; your receiver needs the new one."
                    okText="Roll secret"
                    onConfirm={async () => {
                      try {
                        setSecret(await roll(e.id).unwrap());
                        void endpoints.refetch();
                      } catch {
                        // The base query has shown the server's reason.
                      }
                    }}
                  >
                    <Button size="small">Roll secret</Button>
                  </Popconfirm>
                  <Popconfirm
                    title="Delete this endpoint?"
                    description="Its deliveries log goes with it. Events are no longer sent there."
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={async () => {
                      try {
                        await remove(e.id).unwrap();
                        toast.success('Endpoint deleted', e.url);
                        void endpoints.refetch();
                      } catch {
                        // The base query has shown the server's reason.
                      }
                    }}
                  >
                    <Button size="small" danger>
                      Delete
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      <WebhookFormModal
        open={form.open}
        editing={form.editing}
        types={types.data}
        saving={creating.isLoading || updating.isLoading}
        onSave={save}
        onClose={() => setForm({ open: false })}
      />
      <SecretOnce endpoint={secret} onClose={() => setSecret(null)} />
    </ConsolePage>
  );
}
