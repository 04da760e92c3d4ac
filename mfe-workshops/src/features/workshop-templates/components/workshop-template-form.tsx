import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import { createWorkshopTemplateSchema, LEVELS, type CreateWorkshopTemplateInput } from '@coachwork/contracts';
import { useServerErrors } from '@coachwork/web-kit';
import { useToast } from '@coachwork/web-kit/ui';
import {
  useCreateWorkshopTemplateMutation,
  useUpdateWorkshopTemplateMutation,
  type WorkshopTemplate,
} from '../api';

type Values = CreateWorkshopTemplateInput;

const blank = (t?: WorkshopTemplate | null): Partial<Values> => ({
  title: t?.title ?? '',
  slug: t?.slug ?? undefined,
  level: (t?.level as Values['level']) ?? undefined,
  price: t?.price ?? undefined,
  description: t?.description ?? undefined,
  image: t?.image ?? undefined,
  video: t?.video ?? undefined,
});

/** Create or edit a template; the same schema as the server, and the server's 422 on the fields. */
export function WorkshopTemplateForm({
  open,
  template,
  onClose,
}: {
  open: boolean;
  template: WorkshopTemplate | null;
  onClose: (changed: boolean) => void;
}) {
  const form = useForm<Values>({
    resolver: yupResolver(createWorkshopTemplateSchema) as never,
    defaultValues: blank(template),
  });
  const showServerErrors = useServerErrors(form);
  const toast = useToast();
  const [create, creating] = useCreateWorkshopTemplateMutation();
  const [update, updating] = useUpdateWorkshopTemplateMutation();
  const saving = creating.isLoading || updating.isLoading;

  useEffect(() => {
    if (open) form.reset(blank(template));
  }, [open, template, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (template) await update({ id: template.id, body: values }).unwrap();
      else await create(values).unwrap();
      toast.success(template ? 'Template saved' : 'Template created', values.title);
      onClose(true);
    } catch (err) {
      showServerErrors(err);
    }
  });

  const { errors } = form.formState;
  const field = (name: keyof Values) => ({
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: errors[name]?.message as string | undefined,
  });

  return (
    <Modal
      title={template ? 'Edit workshop template' : 'New workshop template'}
      open={open}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okText={saving ? 'Saving...' : 'Save'}
      okButtonProps={{ loading: saving, disabled: saving || (!!template && !form.formState.isDirty) }}
      destroyOnHidden
      maskClosable={!saving}
    >
      <Form layout="vertical" component="div" requiredMark="optional">
        {errors.root?.server && (
          <Alert type="error" showIcon message={errors.root.server.message} style={{ marginBottom: 16 }} />
        )}
        <Form.Item label="Title" required htmlFor="template-title" {...field('title')}>
          <Controller
            name="title"
            control={form.control}
            render={({ field: f }) => <Input {...f} id="template-title" autoFocus />}
          />
        </Form.Item>
        <Form.Item
          label="Slug"
          htmlFor="template-slug"
          extra="Left empty, it is made from the title."
          {...field('slug')}
        >
          <Controller
            name="slug"
            control={form.control}
            render={({ field: f }) => <Input {...f} value={f.value ?? ''} id="template-slug" />}
          />
        </Form.Item>
        <Form.Item label="Price" required htmlFor="template-price" {...field('price')}>
          <Controller
            name="price"
            control={form.control}
            render={({ field: f }) => (
              <InputNumber
                {...f}
                value={f.value ?? null}
                onChange={(v) => f.onChange(v ?? undefined)}
                id="template-price"
                min={0}
                step={1}
                precision={2}
                style={{ width: '100%' }}
              />
            )}
          />
        </Form.Item>
        <Form.Item label="Level" htmlFor="template-level" {...field('level')}>
          <Controller
            name="level"
            control={form.control}
            render={({ field: f }) => (
              <Select
                {...f}
                id="template-level"
                allowClear
                options={LEVELS.map((l) => ({ value: l, label: l.charAt(0) + l.slice(1).toLowerCase() }))}
              />
            )}
          />
        </Form.Item>
        <Form.Item label="Description" htmlFor="template-description" {...field('description')}>
          <Controller
            name="description"
            control={form.control}
            render={({ field: f }) => (
              <Input.TextArea {...f} value={f.value ?? ''} id="template-description" rows={3} />
            )}
          />
        </Form.Item>
        <Form.Item label="Image URL" htmlFor="template-image" {...field('image')}>
          <Controller
            name="image"
            control={form.control}
            render={({ field: f }) => <Input {...f} value={f.value ?? ''} id="template-image" />}
          />
        </Form.Item>
        <Form.Item label="Video URL" htmlFor="template-video" {...field('video')}>
          <Controller
            name="video"
            control={form.control}
            render={({ field: f }) => <Input {...f} value={f.value ?? ''} id="template-video" />}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
