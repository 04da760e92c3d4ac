// A workshop's resources: add and edit by type (links and videos need a URL, files and documents a
// file path), drag to reorder (sortOrder), visibility and broadcast switches, delete and restore.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Alert, Button, Empty, Form, List, Modal, Popconfirm, Segmented, Space, Switch, Tag, Typography, Upload } from 'antd';
import { HolderOutlined, PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  createWorkshopResourceSchema,
  RESOURCE_FILE_ACCEPT,
  RESOURCE_TYPES,
  TYPES_NEEDING_FILE_PATH,
  TYPES_NEEDING_URL,
  type CreateWorkshopResourceInput,
} from '@coachwork/contracts';
import { handleServerError, TABLE_DEFAULTS, useServerErrors } from '@coachwork/web-kit';
import {
  FormNumberItem,
  FormSelectItem,
  FormSwitchItem,
  FormTextAreaItem,
  FormTextItem,
  useToast,
  savingModalProps,
} from '@coachwork/web-kit/ui';
import { uploadProblem } from '@coachwork/web-kit/upload';
import { usePositionAnnouncements } from '@coachwork/web-kit/drag-hover';
import {
  useCreateWorkshopResourceMutation,
  useDeleteWorkshopResourceMutation,
  useListWorkshopResourcesQuery,
  useReorderWorkshopResourcesMutation,
  useRestoreWorkshopResourceMutation,
  useUpdateWorkshopResourceMutation,
  useUploadResourceFileMutation,
  type WorkshopResource,
} from '../api';
import { useWorkshopsMessages } from '../../../messages';

type Values = CreateWorkshopResourceInput;


export function formatBytes(size: number | null | undefined): string {
  if (size == null) return '';
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

const blank = (r?: WorkshopResource | null): Partial<Values> => ({
  title: r?.title ?? '',
  description: r?.description ?? null,
  type: (r?.type as Values['type']) ?? 'link',
  url: r?.url ?? null,
  filePath: r?.filePath ?? null,
  fileSize: r?.fileSize ?? null,
  fileType: r?.fileType ?? null,
  isVisible: r?.isVisible ?? true,
  isBroadcast: r?.isBroadcast ?? false,
});

function ResourceForm({
  workshopId,
  open,
  resource,
  onClose,
}: {
  workshopId: string;
  open: boolean;
  resource: WorkshopResource | null;
  onClose: () => void;
}) {
  const form = useForm<Values>({ resolver: yupResolver(createWorkshopResourceSchema) as never, defaultValues: blank(resource) });
  const showServerErrors = useServerErrors(form);
  const toast = useToast();
  const { t } = useWorkshopsMessages();
  const typeHint: Record<string, string> = {
    file: t('resources.hint.file'),
    document: t('resources.hint.document'),
    link: t('resources.hint.link'),
    video: t('resources.hint.video'),
    agent: t('resources.hint.agent'),
    bundle: t('resources.hint.bundle'),
  };
  const [create, creating] = useCreateWorkshopResourceMutation();
  const [update, updating] = useUpdateWorkshopResourceMutation();
  const [uploadFile, uploading] = useUploadResourceFileMutation();
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const saving = creating.isLoading || updating.isLoading || uploading.isLoading;

  /** Uploads the chosen file; its url, size and type fill the form (the title too, when empty). */
  const upload = async (file: File) => {
    form.clearErrors('filePath');
    const problem = uploadProblem(file, 'resource');
    if (problem) {
      // Said where the server's refusal would be, without sending the file.
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
      setUploadedName(done.name);
    } catch (err) {
      // The server's 422 is about `file`; here that is the file path's field.
      handleServerError(err, form, { mapPath: (p) => (p === 'file' ? 'filePath' : p) });
    }
  };
  const type = form.watch('type');

  useEffect(() => {
    if (open) {
      form.reset(blank(resource));
      setUploadedName(null);
    }
  }, [open, resource, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (resource) await update({ workshopId, id: resource.id, body: values }).unwrap();
      else await create({ workshopId, body: values }).unwrap();
      toast.success(resource ? t('resources.saved') : t('resources.added'), values.title);
      onClose();
    } catch (err) {
      showServerErrors(err);
    }
  });

  const { errors } = form.formState;
  const c = form.control;
  const needsUrl = TYPES_NEEDING_URL.includes(type);
  const needsFile = TYPES_NEEDING_FILE_PATH.includes(type);

  return (
    <Modal
      title={resource ? t('resources.edit') : t('resources.new')}
      open={open}
      {...savingModalProps(saving, onClose)}
      onOk={() => void submit()}
      okText={saving ? t('common.saving') : t('common.save')}
      okButtonProps={{ loading: saving, disabled: saving }}
      destroyOnHidden
    >
      <Form layout="vertical" component="div" requiredMark="optional">
        {errors.root?.server && <Alert type="error" showIcon message={errors.root.server.message} style={{ marginBottom: 16 }} />}
        <FormSelectItem
          control={c}
          name="type"
          id="resource-type"
          label={t('resources.type')}
          required
          extra={typeHint[type]}
          options={RESOURCE_TYPES.map((t) => ({ value: t, label: t.charAt(0).toUpperCase() + t.slice(1) }))}
        />
        <FormTextItem control={c} name="title" id="resource-title" label={t('common.title')} required />
        <FormTextAreaItem control={c} name="description" id="resource-description" label={t('common.description')} nullable input={{ rows: 3 }} />
        {(needsUrl || !needsFile) && (
          <FormTextItem control={c} name="url" id="resource-url" label={t('resources.url')} required={needsUrl} nullable />
        )}
        {(needsFile || (!needsUrl && type === 'bundle')) && (
          <>
            <Form.Item label={t('resources.upload')} htmlFor="resource-upload">
              <Upload
                accept={RESOURCE_FILE_ACCEPT}
                maxCount={1}
                showUploadList={false}
                disabled={uploading.isLoading}
                customRequest={({ file }) => void upload(file as File)}
              >
                <Button id="resource-upload" icon={<UploadOutlined />} loading={uploading.isLoading}>
                  {uploading.isLoading ? t('resources.uploading') : t('resources.chooseFile')}
                </Button>
              </Upload>
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                {uploadedName ? (
                  <span data-testid="resource-uploaded">
                    <PaperClipOutlined />{' '}
                    {t('resources.uploaded', { name: uploadedName, size: formatBytes(form.watch('fileSize')) })}
                  </span>
                ) : (
                  t('resources.fileHint')
                )}
              </Typography.Paragraph>
            </Form.Item>
            <FormTextItem control={c} name="filePath" id="resource-file-path" label={t('resources.filePath')} required={needsFile} nullable />
            <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
              <FormTextItem control={c} name="fileType" id="resource-file-type" label={t('resources.fileType')} nullable />
              <FormNumberItem
                control={c}
                name="fileSize"
                id="resource-file-size"
                label={t('resources.fileSize')}
                nullable
                input={{ min: 0, precision: 0, style: { width: '100%' } }}
              />
            </div>
          </>
        )}
        <Space size="large">
          <FormSwitchItem control={c} name="isVisible" id="resource-visible" label={t('resources.visibleToBookers')} />
          <FormSwitchItem control={c} name="isBroadcast" id="resource-broadcast" label={t('resources.broadcast')} />
        </Space>
      </Form>
    </Modal>
  );
}

function SortableRow({
  resource,
  children,
}: {
  resource: WorkshopResource;
  children: (handle: React.ReactNode) => React.ReactNode;
}) {
  const { t } = useWorkshopsMessages();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: resource.id });
  const handle = (
    <Button
      type="text"
      icon={<HolderOutlined />}
      aria-label={t('resources.reorderOf', { title: resource.title })}
      style={{ cursor: 'grab' }}
      {...attributes}
      {...listeners}
    />
  );
  return (
    <div
      ref={setNodeRef}
      data-resource-id={resource.id}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      {children(handle)}
    </div>
  );
}

export function WorkshopResources({ workshopId }: { workshopId: string }) {
  const [trash, setTrash] = useState(false);
  const { data, isLoading } = useListWorkshopResourcesQuery({
    workshopId,
    params: { page: 1, perPage: 100, sort: 'sortOrder', ...(trash ? { trashed: 'only' } : {}) },
  });
  const [order, setOrder] = useState<WorkshopResource[]>([]);
  const [editing, setEditing] = useState<WorkshopResource | null | undefined>(undefined);
  const [update] = useUpdateWorkshopResourceMutation();
  const [remove] = useDeleteWorkshopResourceMutation();
  const [restore] = useRestoreWorkshopResourceMutation();
  const [reorder] = useReorderWorkshopResourcesMutation();
  const toast = useToast();
  const { t } = useWorkshopsMessages();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => setOrder(data?.data ?? []), [data]);

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((r) => r.id === active.id);
    const to = order.findIndex((r) => r.id === over.id);
    const next = arrayMove(order, from, to);
    setOrder(next);
    try {
      await reorder({ workshopId, ids: next.map((r) => r.id) }).unwrap();
    } catch {
      setOrder(data?.data ?? []);
    }
  };

  // Spoken as positions from 1 and the resource's title, not dnd-kit's default (the ids).
  const announcements = usePositionAnnouncements(
    order.map((r) => r.id),
    {
      dragStart: (spoken) => t('resources.dragStart', spoken),
      dragOver: (spoken) => t('resources.dragOver', spoken),
      dragOutside: (spoken) => t('resources.dragOutside', spoken),
      dragEnd: (spoken) => t('resources.dragEnd', spoken),
      dragCancel: (spoken) => t('resources.dragCancel', spoken),
    },
    (rowId) => order.find((r) => r.id === rowId)?.title ?? '',
  );

  const toggle = async (r: WorkshopResource, key: 'isVisible' | 'isBroadcast', value: boolean) => {
    await update({ workshopId, id: r.id, body: { [key]: value } }).unwrap();
    toast.success(t('resources.saved'), r.title);
  };

  return (
    <div>
      <Space style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }} wrap>
        <Segmented
          aria-label={t('common.show')}
          options={[
            { label: t('common.active'), value: 'active' },
            { label: t('common.trash'), value: 'trash' },
          ]}
          value={trash ? 'trash' : 'active'}
          onChange={(v) => setTrash(v === 'trash')}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('resources.new')}
        </Button>
      </Space>
      {!trash && order.length > 1 && (
        <Typography.Paragraph type="secondary">{t('resources.dragHint')}</Typography.Paragraph>
      )}
      {order.length === 0 && !isLoading ? (
        <Empty description={TABLE_DEFAULTS.emptyText} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={(e) => void onDragEnd(e)}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('resources.dragHelp') } }}
        >
          <SortableContext items={order.map((r) => r.id)} strategy={verticalListSortingStrategy}>
            <List
              bordered
              loading={isLoading}
              dataSource={order}
              renderItem={(r) => (
                <SortableRow key={r.id} resource={r}>
                  {(handle) => (
                    <List.Item
                      actions={
                        trash
                          ? [
                              <Button key="restore" type="link" onClick={async () => {
                                await restore({ workshopId, id: r.id }).unwrap();
                                toast.success(t('resources.restored'), r.title);
                              }}>
                                {t('common.restore')}
                              </Button>,
                            ]
                          : [
                              <label key="visible">
                                <Switch size="small" checked={r.isVisible} onChange={(v) => void toggle(r, 'isVisible', v)} aria-label={t('resources.visibleOf', { title: r.title })} />{' '}
                                {t('resources.visible')}
                              </label>,
                              <label key="broadcast">
                                <Switch size="small" checked={r.isBroadcast} onChange={(v) => void toggle(r, 'isBroadcast', v)} aria-label={t('resources.broadcastOf', { title: r.title })} />{' '}
                                {t('resources.broadcast')}
                              </label>,
                              <Button key="edit" type="link" onClick={() => setEditing(r)}>
                                {t('common.edit')}
                              </Button>,
                              <Popconfirm
                                key="delete"
                                title={t('resources.deleteConfirm')}
                                description={t('resources.deleteHint')}
                                okText={t('common.delete')}
                                okButtonProps={{ danger: true }}
                                onConfirm={async () => {
                                  await remove({ workshopId, id: r.id }).unwrap();
                                  toast.success(t('resources.deleted'), r.title);
                                }}
                              >
                                <Button type="link" danger>
                                  {t('common.delete')}
                                </Button>
                              </Popconfirm>,
                            ]
                      }
                    >
                      <List.Item.Meta
                        avatar={trash ? undefined : handle}
                        title={
                          <Space>
                            {r.title}
                            <Tag>{r.type}</Tag>
                          </Space>
                        }
                        description={
                          r.url ?? (r.filePath ? (
                            <a href={r.filePath} target="_blank" rel="noreferrer">
                              <PaperClipOutlined /> {r.filePath.startsWith('/v1/files/') ? t('resources.uploadedFile') : r.filePath}
                              {r.fileSize != null && ` (${formatBytes(r.fileSize)})`}
                            </a>
                          ) : (r.description ?? undefined))
                        }
                      />
                    </List.Item>
                  )}
                </SortableRow>
              )}
            />
          </SortableContext>
        </DndContext>
      )}
      <ResourceForm workshopId={workshopId} open={editing !== undefined} resource={editing ?? null} onClose={() => setEditing(undefined)} />
    </div>
  );
}
