// Create or edit a workshop: built on a template (whose title, price and media fill empty fields),
// seats with min ≤ max, tags, the reminders its attendees get (24 h and 1 h before, both on unless
// turned off); the contracts schema on both sides and the server's 422 on the fields.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Form, Modal, Space, Typography } from 'antd';
import {
  createWorkshopSchema,
  WAITLIST_WINDOW_HOURS_DEFAULT,
  WAITLIST_WINDOW_HOURS_MAX,
  WAITLIST_WINDOW_HOURS_MIN,
  type CreateWorkshopInput,
} from '@coachwork/contracts';
import { useServerErrors } from '@coachwork/web-kit';
import {
  FormItem,
  FormNumberItem,
  FormSelectItem,
  FormSwitchItem,
  FormTextAreaItem,
  FormTextItem,
  useToast,
  savingModalProps,
} from '@coachwork/web-kit/ui';
import { workshopTemplatesApi } from '../../workshop-templates/api';
import { RemoteSelect } from '../../workshop-schedules/components/remote-select';
import { useCreateWorkshopMutation, useUpdateWorkshopMutation, workshopsApi, type Workshop } from '../api';
import { CoachesPicker } from './coaches-picker';
import { useWorkshopsMessages } from '../../../messages';

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
  coachIds: w?.coachIds ?? [],
  remindDayBefore: w?.remindDayBefore ?? true,
  remindHourBefore: w?.remindHourBefore ?? true,
  waitlistWindowHours: w?.waitlistWindowHours ?? WAITLIST_WINDOW_HOURS_DEFAULT,
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
  const { t } = useWorkshopsMessages();
  const [create, creating] = useCreateWorkshopMutation();
  const [update, updating] = useUpdateWorkshopMutation();
  const [loadTemplates] = workshopTemplatesApi.useLazyListWorkshopTemplatesQuery();
  const { data: tags } = workshopsApi.useListTagsQuery(
    { page: 1, perPage: 100, sort: 'name' },
    { skip: !open },
  );
  const saving = creating.isLoading || updating.isLoading;

  useEffect(() => {
    if (open) form.reset(blank(workshop));
  }, [open, workshop, form]);

  /** A new workshop takes what it can from its template. */
  const fillFromTemplate = async (id: string) => {
    if (workshop || !id) return;
    const list = await loadTemplates({ page: 1, perPage: 100, sort: 'title' }, true)
      .unwrap()
      .catch(() => null);
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
      toast.success(workshop ? t('workshopForm.saved') : t('workshopForm.created'), values.title);
      onClose(saved);
    } catch (err) {
      showServerErrors(err);
    }
  });

  const { errors } = form.formState;
  const c = form.control;
  const seats = { min: 0, precision: 0, style: { width: '100%' } };

  return (
    <Modal
      title={workshop ? t('workshopForm.edit') : t('workshopForm.new')}
      open={open}
      {...savingModalProps(saving, () => onClose(null))}
      onOk={() => void submit()}
      okText={saving ? t('common.saving') : t('common.save')}
      okButtonProps={{ loading: saving, disabled: saving || (!!workshop && !form.formState.isDirty) }}
      destroyOnHidden
      width={640}
    >
      <Form layout="vertical" component="div" requiredMark="optional">
        {errors.root?.server && (
          <Alert type="error" showIcon message={errors.root.server.message} style={{ marginBottom: 16 }} />
        )}
        <FormItem
          control={c}
          name="workshopTemplateId"
          id="workshop-template"
          label={t('workshopForm.template')}
          required
          render={(f) => (
            <RemoteSelect
              id="workshop-template"
              value={f.value || undefined}
              onChange={(v) => {
                f.onChange(v ?? '');
                void fillFromTemplate(v);
              }}
              placeholder={t('workshopForm.searchTemplates')}
              useOptions={useTemplateOptions}
            />
          )}
        />
        <FormTextItem control={c} name="title" id="workshop-title" label={t('common.title')} required />
        <FormTextItem
          control={c}
          name="slug"
          id="workshop-slug"
          label={t('common.slug')}
          extra={t('common.slugHint')}
        />
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 12 }}>
          <FormNumberItem
            control={c}
            name="price"
            id="workshop-price"
            label={t('common.price')}
            required
            input={{ ...seats, precision: 2 }}
          />
          <FormNumberItem
            control={c}
            name="minSeats"
            id="workshop-min-seats"
            label={t('workshopForm.minSeats')}
            required
            input={seats}
          />
          <FormNumberItem
            control={c}
            name="maxSeats"
            id="workshop-max-seats"
            label={t('workshopForm.maxSeats')}
            required
            input={seats}
          />
        </div>
        <FormSelectItem
          control={c}
          name="tags"
          id="workshop-tags"
          label={t('common.tags')}
          input={{ mode: 'tags', tokenSeparators: [','] }}
          options={(tags?.data ?? []).map((t) => ({ value: t.name, label: t.name }))}
        />
        <FormItem
          control={c}
          name="coachIds"
          id="workshop-coaches"
          label={t('workshopForm.coaches')}
          extra={t('workshopForm.coachesHint')}
          render={(f) => (
            <CoachesPicker id="workshop-coaches" value={f.value ?? []} onChange={(ids) => f.onChange(ids)} />
          )}
        />
        <div role="group" aria-labelledby="workshop-reminders" style={{ marginBottom: 16 }}>
          <div id="workshop-reminders" style={{ marginBottom: 8 }}>
            {t('workshopForm.reminders')}
          </div>
          <Space size="large" wrap>
            <FormSwitchItem
              control={c}
              name="remindDayBefore"
              id="workshop-remind-day"
              label={t('workshopForm.remindDay')}
            />
            <FormSwitchItem
              control={c}
              name="remindHourBefore"
              id="workshop-remind-hour"
              label={t('workshopForm.remindHour')}
            />
          </Space>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {t('workshopForm.remindersHint')}
          </Typography.Paragraph>
        </div>
        <FormNumberItem
          control={c}
          name="waitlistWindowHours"
          id="workshop-waitlist-window"
          label={t('workshopForm.waitlistWindow')}
          extra={t('workshopForm.waitlistWindowHint')}
          input={{ min: WAITLIST_WINDOW_HOURS_MIN, max: WAITLIST_WINDOW_HOURS_MAX, precision: 0, style: { width: 160 } }}
        />
        <FormTextAreaItem
          control={c}
          name="description"
          id="workshop-description"
          label={t('common.description')}
          input={{ rows: 4 }}
        />
        <FormTextItem control={c} name="image" id="workshop-image" label={t('common.imageUrl')} />
        <FormTextItem control={c} name="video" id="workshop-video" label={t('common.videoUrl')} />
      </Form>
    </Modal>
  );
}
