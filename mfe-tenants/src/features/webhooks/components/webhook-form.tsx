// Registering an endpoint (URL, events, description; a tenant's owner picks one of their tenants) and
// changing one (URL, events, description). The same schema as the server; its 422 lands on the fields.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Form, Modal } from 'antd';
import { createWebhookEndpointSchema, type WebhookEventType } from '@coachwork/contracts';
import { useServerErrors } from '@coachwork/web-kit';
import { FormSelectItem, FormTextItem, savingModalProps } from '@coachwork/web-kit/ui';
import { useTenantsMessages } from '../../../messages';
import type { WebhookEndpoint, WebhookEventTypes } from '../api';

export interface WebhookFormValues {
  url: string;
  events: WebhookEventType[];
  description: string;
  tenantId: string | null;
}

export function WebhookFormModal({
  open,
  editing,
  types,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  /** The endpoint being changed; undefined registers a new one. */
  editing?: WebhookEndpoint;
  types: WebhookEventTypes | undefined;
  saving: boolean;
  /** Rejects with the server's error, which the form shows. */
  onSave: (values: WebhookFormValues) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTenantsMessages();
  const form = useForm<WebhookFormValues>({
    resolver: yupResolver(createWebhookEndpointSchema) as never,
    defaultValues: { url: '', events: [], description: '', tenantId: null },
  });
  const onServerError = useServerErrors(form, { mapPath: (p) => p.replace(/^events\.\d+$/, 'events') });
  useEffect(() => {
    if (!open) return;
    form.reset({
      url: editing?.url ?? '',
      events: (editing?.events ?? []) as WebhookEventType[],
      description: editing?.description ?? '',
      tenantId: editing?.tenantId ?? (types?.platform.length ? null : (types?.ownedTenantIds[0] ?? null)),
    });
  }, [open, editing, types, form]);
  const tenantId = form.watch('tenantId');
  const offered = tenantId ? (types?.tenant ?? []) : (types?.platform ?? []);
  const tenantOptions = [
    ...(types?.platform.length ? [{ value: '', label: t('webhookForm.platform') }] : []),
    ...(types?.ownedTenantIds ?? []).map((id) => ({
      value: id,
      label: t('webhookForm.tenant', { id: id.slice(0, 8) }),
    })),
  ];
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave({ ...values, tenantId: values.tenantId || null });
    } catch (err) {
      onServerError(err);
    }
  });
  return (
    <Modal
      open={open}
      title={editing ? t('webhookForm.editTitle') : t('webhookForm.addTitle')}
      okText={editing ? t('common.save') : t('webhooks.add')}
      onOk={() => void submit()}
      confirmLoading={saving}
      {...savingModalProps(saving, onClose)}
      destroyOnHidden
    >
      <form
        noValidate
        aria-label={editing ? t('webhookForm.editTitle') : t('webhookForm.addTitle')}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Form layout="vertical" component="div">
          <FormTextItem
            control={form.control}
            name="url"
            id="webhook-url"
            label={t('webhookForm.url')}
            input={{ type: 'url', placeholder: t('webhookForm.urlPlaceholder') }}
          />
          {!editing && tenantOptions.length > 1 && (
            <FormSelectItem
              control={form.control}
              name="tenantId"
              id="webhook-tenant"
              label={t('webhookForm.eventsOf')}
              options={tenantOptions}
            />
          )}
          <FormSelectItem
            control={form.control}
            name="events"
            id="webhook-events"
            label={t('webhookForm.events')}
            options={offered.map((type) => ({ value: type, label: type }))}
            input={{ mode: 'multiple', placeholder: t('webhookForm.eventsPlaceholder') }}
          />
          <FormTextItem
            control={form.control}
            name="description"
            id="webhook-description"
            label={t('webhookForm.description')}
          />
        </Form>
      </form>
    </Modal>
  );
}
