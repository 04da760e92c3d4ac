import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Form, Modal } from 'antd';
import { createWorkshopTemplateSchema, LEVELS, type CreateWorkshopTemplateInput } from '@coachwork/contracts';
import { useServerErrors } from '@coachwork/web-kit';
import {
  FormNumberItem,
  FormSelectItem,
  FormTextAreaItem,
  FormTextItem,
  useToast,
  savingModalProps,
} from '@coachwork/web-kit/ui';
import {
  useCreateWorkshopTemplateMutation,
  useUpdateWorkshopTemplateMutation,
  type WorkshopTemplate,
} from '../api';
import { useWorkshopsMessages } from '../../../messages';

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
  const { t } = useWorkshopsMessages();
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
      toast.success(template ? t('templateForm.saved') : t('templateForm.created'), values.title);
      onClose(true);
    } catch (err) {
      showServerErrors(err);
    }
  });

  const { errors } = form.formState;
  const c = form.control;

  return (
    <Modal
      title={template ? t('templateForm.edit') : t('templateForm.new')}
      open={open}
      {...savingModalProps(saving, () => onClose(false))}
      onOk={() => void submit()}
      okText={saving ? t('common.saving') : t('common.save')}
      okButtonProps={{ loading: saving, disabled: saving || (!!template && !form.formState.isDirty) }}
      destroyOnHidden
    >
      <Form layout="vertical" component="div" requiredMark="optional">
        {errors.root?.server && (
          <Alert type="error" showIcon message={errors.root.server.message} style={{ marginBottom: 16 }} />
        )}
        <FormTextItem
          control={c}
          name="title"
          id="template-title"
          label={t('common.title')}
          required
          input={{ autoFocus: true }}
        />
        <FormTextItem
          control={c}
          name="slug"
          id="template-slug"
          label={t('common.slug')}
          extra={t('common.slugHint')}
        />
        <FormNumberItem
          control={c}
          name="price"
          id="template-price"
          label={t('common.price')}
          required
          input={{ min: 0, step: 1, precision: 2, style: { width: '100%' } }}
        />
        <FormSelectItem
          control={c}
          name="level"
          id="template-level"
          label={t('common.level')}
          input={{ allowClear: true }}
          options={LEVELS.map((l) => ({ value: l, label: l.charAt(0) + l.slice(1).toLowerCase() }))}
        />
        <FormTextAreaItem
          control={c}
          name="description"
          id="template-description"
          label={t('common.description')}
          input={{ rows: 3 }}
        />
        <FormTextItem control={c} name="image" id="template-image" label={t('common.imageUrl')} />
        <FormTextItem control={c} name="video" id="template-video" label={t('common.videoUrl')} />
      </Form>
    </Modal>
  );
}
