// Create or edit a workshop: built on a template (whose title, price and media fill empty fields),
// seats with min ≤ max, tags; the contracts schema on both sides and the server's 422 on the fields.
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import { createWorkshopSchema, type CreateWorkshopInput } from '@coachwork/contracts';
import { useServerErrors } from '@coachwork/web-kit';
import { useToast } from '@coachwork/web-kit/ui';
import { workshopTemplatesApi } from '../../workshop-templates/api';
import { RemoteSelect } from '../../workshop-schedules/components/remote-select';
import { useCreateWorkshopMutation, useUpdateWorkshopMutation, workshopsApi, type Workshop } from '../api';

type Values = CreateWorkshopInput;

const blank = (w?: Workshop | null): Partial<Values> => ({
  workshopTemplateId: w?.workshopTemplateId ?? '',
  title: w?.title ?? '',
  slug: w?.slug ?? undefined,
  description: w?.description ?? undefined,
  image: w?.image ?? undefined,
  video: w?.video ?? undefined,
  price: w?.price ?? undefined,
  minSeats: w?.minSeats ?? 1,
  maxSeats: w?.maxSeats ?? undefined,
  tags: w?.tags ?? [],
});

const useTemplateOptions = (search: string) => {
  const { data, isFetching } = workshopTemplatesApi.useListWorkshopTemplatesQuery({
    page: 1,
    perPage: 20,
    sort: 'title',
    ...(search ? { search } : {}),
  });
  return { options: (data?.data ?? []).map((t) => ({ value: t.id, label: t.title })), loading: isFetching };
};

export function WorkshopForm({
  open,
  workshop,
  onClose,
}: {
  open: boolean;
  workshop: Workshop | null;
  onClose: (changed: Workshop | null) => void;
}) {
  const form = useForm<Values>({
    resolver: yupResolver(createWorkshopSchema) as never,
    defaultValues: blank(workshop),
  });
  const showServerErrors = useServerErrors(form);
  const toast = useToast();
  const [create, creating] = useCreateWorkshopMutation();
  const [update, updating] = useUpdateWorkshopMutation();
  const [loadTemplates] = workshopTemplatesApi.useLazyListWorkshopTemplatesQuery();
  const { data: tags } = workshopsApi.useListTagsQuery({ page: 1, perPage: 100, sort: 'name' }, { skip: !open });
  const saving = creating.isLoading || updating.isLoading;

  useEffect(() => {
    if (open) form.reset(blank(workshop));
  }, [open, workshop, form]);

  /** A new workshop takes what it can from its template. */
  const fillFromTemplate = async (id: string) => {
    if (workshop || !id) return;
    const list = await loadTemplates({ page: 1, perPage: 100, sort: 'title' }, true).unwrap().catch(() => null);
    const t = list?.data.find((x) => x.id === id);
    if (!t) return;
    const v = form.getValues();
    if (!v.title) form.setValue('title', t.title);
    if (v.price == null) form.setValue('price', t.price);
    if (!v.description && t.description) form.setValue('description', t.description);
    if (!v.image && t.image) form.setValue('image', t.image);
    if (!v.video && t.video) form.setValue('video', t.video);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = workshop
        ? await update({ id: workshop.id, body: values }).unwrap()
        : await create(values).unwrap();
      toast.success(workshop ? 'Workshop saved' : 'Workshop created', values.title);
      onClose(saved);
    } catch (err) {
      showServerErrors(err);
    }
  });

  const { errors } = form.formState;
  const field = (name: keyof Values) => ({
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: (errors[name]?.message ?? (Array.isArray(errors[name]) ? errors[name].find(Boolean)?.message : undefined)) as
      | string
      | undefined,
  });
  const text = (name: 'title' | 'slug' | 'image' | 'video', id: string, label: string, extra?: string, required = false) => (
    <Form.Item label={label} required={required} htmlFor={id} extra={extra} {...field(name)}>
      <Controller
        name={name}
        control={form.control}
        render={({ field: f }) => <Input {...f} value={f.value ?? ''} id={id} />}
      />
    </Form.Item>
  );
  const number = (name: 'price' | 'minSeats' | 'maxSeats', id: string, label: string, decimals: number) => (
    <Form.Item label={label} required htmlFor={id} {...field(name)}>
      <Controller
        name={name}
        control={form.control}
        render={({ field: f }) => (
          <InputNumber
            id={id}
            min={0}
            precision={decimals}
            style={{ width: '100%' }}
            value={f.value ?? null}
            onChange={(v) => f.onChange(v ?? undefined)}
            onBlur={f.onBlur}
          />
        )}
      />
    </Form.Item>
  );

  return (
    <Modal
      title={workshop ? 'Edit workshop' : 'New workshop'}
      open={open}
      onCancel={() => onClose(null)}
      onOk={() => void submit()}
      okText={saving ? 'Saving...' : 'Save'}
      okButtonProps={{ loading: saving, disabled: saving || (!!workshop && !form.formState.isDirty) }}
      destroyOnHidden
      maskClosable={!saving}
      width={640}
    >
      <Form layout="vertical" component="div" requiredMark="optional">
        {errors.root?.server && (
          <Alert type="error" showIcon message={errors.root.server.message} style={{ marginBottom: 16 }} />
        )}
        <Form.Item label="Template" required htmlFor="workshop-template" {...field('workshopTemplateId')}>
          <Controller
            name="workshopTemplateId"
            control={form.control}
            render={({ field: f }) => (
              <RemoteSelect
                id="workshop-template"
                value={f.value || undefined}
                onChange={(v) => {
                  f.onChange(v ?? '');
                  void fillFromTemplate(v);
                }}
                placeholder="Search templates"
                useOptions={useTemplateOptions}
              />
            )}
          />
        </Form.Item>
        {text('title', 'workshop-title', 'Title', undefined, true)}
        {text('slug', 'workshop-slug', 'Slug', 'Left empty, it is made from the title.')}
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 12 }}>
          {number('price', 'workshop-price', 'Price', 2)}
          {number('minSeats', 'workshop-min-seats', 'Minimum seats', 0)}
          {number('maxSeats', 'workshop-max-seats', 'Maximum seats', 0)}
        </div>
        <Form.Item label="Tags" htmlFor="workshop-tags" {...field('tags')}>
          <Controller
            name="tags"
            control={form.control}
            render={({ field: f }) => (
              <Select
                id="workshop-tags"
                mode="tags"
                value={f.value ?? []}
                onChange={(v) => f.onChange(v)}
                tokenSeparators={[',']}
                options={(tags?.data ?? []).map((t) => ({ value: t.name, label: t.name }))}
              />
            )}
          />
        </Form.Item>
        <Form.Item label="Description" htmlFor="workshop-description" {...field('description')}>
          <Controller
            name="description"
            control={form.control}
            render={({ field: f }) => (
              <Input.TextArea {...f} value={f.value ?? ''} id="workshop-description" rows={4} />
            )}
          />
        </Form.Item>
        {text('image', 'workshop-image', 'Image URL')}
        {text('video', 'workshop-video', 'Video URL')}
      </Form>
    </Modal>
  );
}
