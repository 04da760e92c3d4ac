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
import { useTenantsMessages } from '../../../messages';
import { WebhookFormModal, type WebhookFormValues } from './webhook-form';

const HEADER_MARK = '\u0000';

function SecretOnce({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointWithSecret | null;
  onClose: () => void;
}) {
  const { t } = useTenantsMessages();
  // The header's name is set as code inside the sentence: the sentence is cut where it stands.
  const [before, after] = t('webhooks.secretNote', { header: HEADER_MARK, url: endpoint?.url ?? '' }).split(
    HEADER_MARK,
  );
  return (
    <Modal
      open={!!endpoint}
      title={t('webhooks.secretTitle')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('webhooks.copied')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph>
        {before}
        <Typography.Text code>Coachwork-Signature</Typography.Text>
        {after}
      </Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: endpoint?.secret }} code aria-label={t('webhooks.secretTitle')}>
        {endpoint?.secret}
      </Typography.Paragraph>
    </Modal>
  );
}

export function WebhooksPage() {
  const toast = useToast();
  const { t } = useTenantsMessages();
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
      toast.success(t('webhooks.saved'), values.url);
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
      title={t('webhooks.title')}
      crumbs={[{ title: t('webhooks.title') }]}
      description={t('webhooks.description')}
      extra={
        <Space>
          <ExportMenu path="/webhooks/endpoints" />
          <Button type="primary" disabled={!mayAdd} onClick={() => setForm({ open: true })}>
            {t('webhooks.add')}
          </Button>
        </Space>
      }
    >
      {endpoints.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('webhooks.loadFailed')}
          action={<Button onClick={() => void endpoints.refetch()}>{t('common.tryAgain')}</Button>}
        />
      ) : (
        <Table<WebhookEndpoint>
          rowKey="id"
          aria-label={t('webhooks.table')}
          loading={endpoints.isLoading}
          dataSource={endpoints.data ?? []}
          pagination={false}
          locale={{
            emptyText: <Empty description={mayAdd ? t('webhooks.emptyMayAdd') : t('webhooks.empty')} />,
          }}
          columns={[
            {
              title: t('webhooks.endpoint'),
              render: (_v, e) => (
                <Space direction="vertical" size={0}>
                  <Link to={`/webhooks/${e.id}`}>{e.url}</Link>
                  {e.description && <Typography.Text type="secondary">{e.description}</Typography.Text>}
                  <Typography.Text type="secondary">
                    {e.tenantId ? t('webhooks.tenantEvents') : t('webhooks.platformEvents')}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              title: t('webhooks.events'),
              dataIndex: 'events',
              render: (events: string[]) => (
                <Space size={[4, 4]} wrap>
                  {events.map((type) => (
                    <Tag key={type}>{type}</Tag>
                  ))}
                </Space>
              ),
            },
            {
              title: t('webhooks.enabled'),
              render: (_v, e) => (
                <Space direction="vertical" size={0}>
                  <Switch
                    aria-label={t('webhooks.enabledLabel', { url: e.url })}
                    checked={e.enabled}
                    loading={updating.isLoading && updating.originalArgs?.id === e.id}
                    onChange={async (on) => {
                      try {
                        await update({ id: e.id, body: { enabled: on } }).unwrap();
                        toast.success(
                          on ? t('webhooks.endpointEnabled') : t('webhooks.endpointDisabled'),
                          e.url,
                        );
                        void endpoints.refetch();
                      } catch {
                        // The base query has shown the server's reason.
                      }
                    }}
                  />
                  {e.disabledReason && <Typography.Text type="danger">{e.disabledReason}</Typography.Text>}
                  {e.enabled && e.failingSince && (
                    <Typography.Text type="warning">
                      {t('webhooks.failingSince', { when: formatDateTime(e.failingSince) })}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              title: t('webhooks.secret'),
              dataIndex: 'secretHint',
              render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
            },
            {
              title: t('common.actions'),
              render: (_v, e) => (
                <Space wrap>
                  <Link to={`/webhooks/${e.id}`}>{t('webhooks.deliveries')}</Link>
                  <Button size="small" onClick={() => setForm({ open: true, editing: e })}>
                    {t('common.edit')}
                  </Button>
                  <Popconfirm
                    title={t('webhooks.rollConfirm')}
                    description={t('webhooks.rollNote')}
                    okText={t('webhooks.roll')}
                    onConfirm={async () => {
                      try {
                        setSecret(await roll(e.id).unwrap());
                        void endpoints.refetch();
                      } catch {
                        // The base query has shown the server's reason.
                      }
                    }}
                  >
                    <Button size="small">{t('webhooks.roll')}</Button>
                  </Popconfirm>
                  <Popconfirm
                    title={t('webhooks.deleteConfirm')}
                    description={t('webhooks.deleteNote')}
                    okText={t('common.delete')}
                    okButtonProps={{ danger: true }}
                    onConfirm={async () => {
                      try {
                        await remove(e.id).unwrap();
                        toast.success(t('webhooks.deleted'), e.url);
                        void endpoints.refetch();
                      } catch {
                        // The base query has shown the server's reason.
                      }
                    }}
                  >
                    <Button size="small" danger>
                      {t('common.delete')}
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
