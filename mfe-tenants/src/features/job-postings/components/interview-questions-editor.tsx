// The interview questions editor: an ordered list of {title, enabled}, rows added at the end, dragged
// by their grip (pointer or keyboard: Space, arrows, Space; @dnd-kit like the social accounts editor)
// with order following the position from 1, each switched on or off. The 5–10 enabled rule and the
// duplicate rule of the contract show while editing: the count beside the heading, and the schema's
// messages (list-level above the rows, 'Question already exists' on the row).
import { useFieldArray, type Control, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Alert, Button, Empty, Flex, Input, Switch, Tag, Typography } from 'antd';
import { DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { Controller } from 'react-hook-form';
import { fieldErrorMessage } from '@coachwork/web-kit/ui';
import { usePositionAnnouncements } from '@coachwork/web-kit/drag-hover';
import { useTenantsMessages } from '../../../messages';
import { enabledCount, type JobPostingValues } from '../job-posting-form';

/** Spec §9: the drag animation lasts 300 ms. */
const DRAG_TRANSITION = { duration: 300, easing: 'cubic-bezier(0.25, 1, 0.5, 1)' };

function QuestionRowView({
  id,
  index,
  control,
  errors,
  onChanged,
  onDelete,
}: {
  id: string;
  index: number;
  control: Control<JobPostingValues>;
  errors: FieldErrors<JobPostingValues>;
  onChanged: () => void;
  onDelete: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    transition: DRAG_TRANSITION,
  });
  const { t } = useTenantsMessages();
  const position = index + 1;
  const titleError = fieldErrorMessage(errors.interviewQuestions?.[index]?.title);
  const orderError = fieldErrorMessage(errors.interviewQuestions?.[index]?.order);
  return (
    <li
      ref={setNodeRef}
      data-testid="question-row"
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        listStyle: 'none',
        padding: '8px 0',
        position: isDragging ? 'relative' : undefined,
        zIndex: isDragging ? 1 : undefined,
        background: 'var(--ant-color-bg-container, transparent)',
        boxShadow: isDragging ? '0 6px 20px rgb(0 0 0 / .15)' : undefined,
      }}
    >
      <Flex gap={8} align="flex-start">
        <Button
          type="text"
          ref={setActivatorNodeRef}
          aria-label={t('questions.move', { position })}
          icon={<HolderOutlined />}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        />
        <Typography.Text type="secondary" style={{ width: 24, paddingTop: 5, textAlign: 'right' }} data-testid="question-order">
          {position}
        </Typography.Text>
        <div style={{ flex: 1 }}>
          <Controller
            name={`interviewQuestions.${index}.title`}
            control={control}
            render={({ field }) => (
              <Input
                {...field}
                id={`question-${position}`}
                aria-label={t('questions.label', { position })}
                placeholder={t('questions.placeholder')}
                status={titleError ? 'error' : undefined}
                value={field.value ?? ''}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  onChanged();
                }}
              />
            )}
          />
          {(titleError || orderError) && (
            <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
              {titleError ?? orderError}
            </Typography.Text>
          )}
        </div>
        <Controller
          name={`interviewQuestions.${index}.enabled`}
          control={control}
          render={({ field }) => (
            <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center', paddingTop: 5 }}>
              <Switch
                size="small"
                checked={field.value !== false}
                aria-label={t('questions.askLabel', { position })}
                onChange={(checked) => {
                  field.onChange(checked);
                  onChanged();
                }}
              />
              <span>{t('questions.ask')}</span>
            </label>
          )}
        />
        <Button type="text" danger aria-label={t('questions.delete', { position })} icon={<DeleteOutlined />} onClick={onDelete} />
      </Flex>
    </li>
  );
}

export function InterviewQuestionsEditor({ form }: { form: UseFormReturn<JobPostingValues> }) {
  const { t } = useTenantsMessages();
  const { control, getValues, setValue, trigger, formState } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'interviewQuestions', keyName: 'key' });
  const { errors } = formState;
  const questions = form.watch('interviewQuestions') ?? [];
  const { n, ok } = enabledCount(questions);

  /** The rules are shown as you edit: checked again after every change to the list. */
  const recheck = () => void trigger('interviewQuestions');
  const renumber = () =>
    getValues('interviewQuestions').forEach((q, i) => {
      if (q.order !== i + 1) setValue(`interviewQuestions.${i}.order`, i + 1, { shouldDirty: true });
    });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = fields.findIndex((f) => f.key === active.id);
    const to = fields.findIndex((f) => f.key === over.id);
    if (from < 0 || to < 0) return;
    move(from, to);
    renumber();
    recheck();
  };

  // Spoken positions from 1, as the grips are labelled, instead of dnd-kit's default (the rows' keys).
  const announcements = usePositionAnnouncements(
    fields.map((f) => f.key),
    {
      dragStart: (spoken) => t('questions.dragStart', spoken),
      dragOver: (spoken) => t('questions.dragOver', spoken),
      dragOutside: (spoken) => t('questions.dragOutside', spoken),
      dragEnd: (spoken) => t('questions.dragEnd', spoken),
      dragCancel: (spoken) => t('questions.dragCancel', spoken),
    },
  );

  const listError =
    fieldErrorMessage(errors.interviewQuestions?.root) ??
    (typeof errors.interviewQuestions?.message === 'string' ? errors.interviewQuestions.message : undefined);

  return (
    <section aria-labelledby="questions-heading">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={5} id="questions-heading" style={{ margin: 0 }}>
          {t('questions.title')}{' '}
          <Tag color={ok ? 'success' : 'warning'} data-testid="questions-count">
            {t('questions.count', { n })}
          </Tag>
        </Typography.Title>
        <Button
          icon={<PlusOutlined />}
          onClick={() => {
            append({ id: null, title: '', order: getValues('interviewQuestions').length + 1, enabled: true });
            recheck();
          }}
        >
          {t('questions.add')}
        </Button>
      </Flex>
      {listError && <Alert type="error" showIcon message={listError} role="alert" data-testid="questions-error" style={{ marginBottom: 8 }} />}
      {fields.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('questions.empty')} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('questions.dragHelp') } }}
        >
          <SortableContext items={fields.map((f) => f.key)} strategy={verticalListSortingStrategy}>
            <ol style={{ margin: 0, padding: 0 }} aria-label={t('questions.title')}>
              {fields.map((field, index) => (
                <QuestionRowView
                  key={field.key}
                  id={field.key}
                  index={index}
                  control={control}
                  errors={errors}
                  onChanged={recheck}
                  onDelete={() => {
                    remove(index);
                    renumber();
                    recheck();
                  }}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}
