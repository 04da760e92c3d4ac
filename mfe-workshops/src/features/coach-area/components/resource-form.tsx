// Adding or editing one resource of a workshop the coach is assigned to. The console's resource form is
// antd's and the coach area is light, so this is its light twin over the same contract schema: links and
// videos need a URL; a file is uploaded first (`upload-temp?purpose=resource`) and the resource then
// points at it through its file path, as the console does.
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  createWorkshopResourceSchema,
  RESOURCE_FILE_ACCEPT,
  RESOURCE_TYPES,
  TYPES_NEEDING_FILE_PATH,
  TYPES_NEEDING_URL,
  type CreateWorkshopResourceInput,
} from '@coachwork/contracts';
import { handleServerError, toast, useServerErrors } from '@coachwork/web-kit';
import { Field, SelectField, TextAreaField } from '@coachwork/web-kit/field';
import { uploadProblem } from '@coachwork/web-kit/upload';
import {
  useCreateWorkshopResourceMutation,
  useUpdateWorkshopResourceMutation,
  useUploadResourceFileMutation,
  type WorkshopResource,
} from '../../workshops/api';
import { isCoachAreaMessage, useCoachAreaI18n } from '../messages';

type Values = CreateWorkshopResourceInput;

const initial = (r: WorkshopResource | null): Values =>
  ({
    title: r?.title ?? '',
    description: r?.description ?? null,
    type: (r?.type as Values['type']) ?? 'link',
    url: r?.url ?? null,
    filePath: r?.filePath ?? null,
    fileSize: r?.fileSize ?? null,
    fileType: r?.fileType ?? null,
    isVisible: r?.isVisible ?? true,
    isBroadcast: r?.isBroadcast ?? false,
  }) as Values;

/** Empty text is "none" for the optional fields (the schema takes null, not ''). */
const orNull = { setValueAs: (v: unknown) => (v === '' || v == null ? null : v) };

export function ResourceForm({
  workshopId,
  workshopTitle,
  resource,
  onDone,
}: {
  workshopId: string;
  workshopTitle: string;
  /** null: a new resource. */
  resource: WorkshopResource | null;
  onDone: () => void;
}) {
  const { t, lang } = useCoachAreaI18n();
  const form = useForm<Values>({
    resolver: yupResolver(createWorkshopResourceSchema) as unknown as Resolver<Values>,
    defaultValues: initial(resource),
  });
  const showServerErrors = useServerErrors(form);
  const [create, creating] = useCreateWorkshopResourceMutation();
  const [update, updating] = useUpdateWorkshopResourceMutation();
  const [uploadFile, uploading] = useUploadResourceFileMutation();
  const [uploaded, setUploaded] = useState<string | null>(null);
  const saving = creating.isLoading || updating.isLoading || uploading.isLoading;
  const type = form.watch('type');
  const needsUrl = TYPES_NEEDING_URL.includes(type);
  const needsFile = TYPES_NEEDING_FILE_PATH.includes(type);
  const { errors } = form.formState;
  const prefix = `ca-res-${resource?.id ?? `new-${workshopId}`}`;

  /** Uploads the chosen file; its path, size and type fill the form (the title too, when empty). */
  const upload = async (file: File | undefined) => {
    if (!file) return;
    form.clearErrors('filePath');
    const problem = uploadProblem(file, 'resource', lang);
    if (problem) {
      form.setError('filePath', { type: 'client', message: problem });
      return;
    }
    try {
      const done = await uploadFile(file).unwrap();
      const opts = { shouldDirty: true, shouldValidate: true } as const;
      form.setValue('filePath', done.url, opts);
      form.setValue('fileSize', done.size, opts);
      form.setValue('fileType', done.mimeType, opts);
      if (!form.getValues('title')) form.setValue('title', done.name.replace(/\.[^.]+$/, ''), opts);
      setUploaded(done.name);
    } catch (err) {
      // The server's 422 is about `file`; here that is the file path's field.
      handleServerError(err, form, { mapPath: (p) => (p === 'file' ? 'filePath' : p) });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values } as Partial<Values>;
    delete body.sortOrder; // a new one goes last; the order changes by moving it
    try {
      if (resource) await update({ workshopId, id: resource.id, body }).unwrap();
      else await create({ workshopId, body: body as Values }).unwrap();
      toast.success(t(resource ? 'resourceForm.saved' : 'resourceForm.added'), values.title);
      onDone();
    } catch (err) {
      showServerErrors(err);
    }
  });

  const what = resource
    ? t('resourceForm.edit', { title: resource.title })
    : t('resourceForm.new', { workshop: workshopTitle });
  const hintId = `resourceForm.hint.${type}`;
  const typeName = (v: string) => {
    const id = `resourceForm.type.${v}`;
    return isCoachAreaMessage(id) ? t(id) : v.charAt(0).toUpperCase() + v.slice(1);
  };
  return (
    <form className="cw-card cw-stack" noValidate aria-label={what} onSubmit={(e) => void submit(e)}>
      <strong>{what}</strong>
      {errors.root?.server && (
        <div className="cw-alert" role="alert">
          {errors.root.server.message}
        </div>
      )}
      <SelectField
        id={`${prefix}-type`}
        label={t('resourceForm.type')}
        hint={isCoachAreaMessage(hintId) ? t(hintId) : undefined}
        error={errors.type?.message}
        {...form.register('type')}
      >
        {RESOURCE_TYPES.map((v) => (
          <option key={v} value={v}>
            {typeName(v)}
          </option>
        ))}
      </SelectField>
      <Field id={`${prefix}-title`} label={t('resourceForm.title')} error={errors.title?.message} {...form.register('title')} />
      <TextAreaField
        id={`${prefix}-description`}
        label={t('resourceForm.description')}
        error={errors.description?.message}
        {...form.register('description', orNull)}
      />
      {(needsUrl || !needsFile) && (
        <Field
          id={`${prefix}-url`}
          type="url"
          label={t(needsUrl ? 'resourceForm.url' : 'resourceForm.urlOptional')}
          placeholder="https://"
          error={errors.url?.message}
          {...form.register('url', orNull)}
        />
      )}
      {(needsFile || type === 'bundle') && (
        <>
          <div className="cw-field">
            <label className="cw-label" htmlFor={`${prefix}-upload`}>
              {t('resourceForm.upload')}
            </label>
            <input
              id={`${prefix}-upload`}
              type="file"
              className="cw-input"
              accept={RESOURCE_FILE_ACCEPT}
              disabled={uploading.isLoading}
              aria-describedby={`${prefix}-upload-hint`}
              onChange={(e) => void upload(e.target.files?.[0])}
            />
            <p id={`${prefix}-upload-hint`} className="cw-hint" aria-live="polite">
              {uploading.isLoading
                ? t('resourceForm.uploading')
                : uploaded
                  ? t('resourceForm.uploaded', { name: uploaded })
                  : t('resourceForm.uploadHint')}
            </p>
          </div>
          <Field
            id={`${prefix}-file-path`}
            label={t(needsFile ? 'resourceForm.filePath' : 'resourceForm.filePathOptional')}
            error={errors.filePath?.message}
            {...form.register('filePath', orNull)}
          />
        </>
      )}
      <label className="cw-row" style={{ gap: 8 }}>
        <input type="checkbox" {...form.register('isVisible')} /> {t('resourceForm.visible')}
      </label>
      <div className="cw-row" style={{ gap: 8 }}>
        <button type="submit" className="cw-btn cw-btn-primary" disabled={saving}>
          {saving ? t('common.saving') : resource ? t('resourceForm.save') : t('resources.add')}
        </button>
        <button type="button" className="cw-btn" disabled={saving} onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
