// The Social Accounts editor (spec §2): an ordered table of {platform, url, order}. Add appends a blank
// row with order = length + 1, Delete removes a row, rows move by dragging their grip handle (mouse,
// touch or keyboard: Space, arrows, Space) and order always follows the position from 1. Checked with
// the shared user schema on mount and on submit; list errors sit above the table, row errors on each
// row's platform and url; a failed submit also shows its errors as notifications.
import { useEffect } from 'react';
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
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
import { profileSchema, SOCIAL_PLATFORMS, type ErrorBag } from '@coachwork/contracts';
import { classifyError, toast, type CurrentUserSocialAccount } from '@coachwork/web-kit';
import { usePositionAnnouncements, useDragHoverPause } from '@coachwork/web-kit/drag-hover';
import { Field, SelectField } from '@coachwork/web-kit/field';
import { SOCIAL_PLATFORM_LABELS, SocialIcon } from '@coachwork/web-kit/social';
import { identityMessages, useIdentityMessages } from '../../../messages';
import { useStableValue } from './use-stable-value';

export const EMPTY_TEXT = identityMessages.t('social.empty');

export const PLATFORM_LABELS = SOCIAL_PLATFORM_LABELS;

/** Spec §9: the drag animation lasts 300 ms. */
const DRAG_TRANSITION = { duration: 300, easing: 'cubic-bezier(0.25, 1, 0.5, 1)' };

export interface SocialAccountRow {
  platform: string;
  url: string;
  order: number;
}
interface SocialAccountsValues {
  socialAccounts: SocialAccountRow[];
}

// The very rule the server applies to profile.socialAccounts.
const schema = yup.object({ socialAccounts: profileSchema.fields.socialAccounts as yup.AnySchema });

const rowsOf = (accounts: readonly CurrentUserSocialAccount[] | undefined): SocialAccountRow[] =>
  [...(accounts ?? [])]
    .sort((a, b) => a.order - b.order)
    .map((a, i) => ({ platform: a.platform, url: a.url, order: i + 1 }));

/** Every message in a react-hook-form error tree, once each, in order. */
function messagesOf(errors: unknown, seen = new Set<string>()): string[] {
  if (!errors || typeof errors !== 'object') return [...seen];
  const node = errors as { message?: unknown; ref?: unknown };
  if (typeof node.message === 'string' && node.message) seen.add(node.message);
  for (const [key, child] of Object.entries(errors))
    if (key !== 'ref' && key !== 'message') messagesOf(child, seen);
  return [...seen];
}

function notify(messages: string[]) {
  for (const message of messages) toast.error(identityMessages.t('social.notSaved'), message);
}

function SortableRow({
  id,
  index,
  form,
  errors,
  onDelete,
}: {
  id: string;
  index: number;
  form: ReturnType<typeof useForm<SocialAccountsValues>>;
  errors: FieldErrors<SocialAccountsValues>;
  onDelete: () => void;
}) {
  const { t } = useIdentityMessages();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      transition: DRAG_TRANSITION,
    });
  const rowErrors = errors.socialAccounts?.[index];
  const position = index + 1;
  const platform = form.watch(`socialAccounts.${index}.platform`);
  return (
    <tr
      ref={setNodeRef}
      className="st-social-row"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <td>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="st-grip"
          aria-label={t('social.moveRow', { n: position })}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden>⠿</span>
        </button>
      </td>
      <td>
        <div className="st-platform">
          <span className="st-platform-icon" data-testid="social-icon">
            <SocialIcon platform={platform} />
          </span>
          <SelectField
            {...form.register(`socialAccounts.${index}.platform`)}
            label={t('social.platformOfRow', { n: position })}
            hideLabel
            error={rowErrors?.platform?.message}
          >
            <option value="">{t('social.choosePlatform')}</option>
            {SOCIAL_PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {PLATFORM_LABELS[p]}
              </option>
            ))}
          </SelectField>
        </div>
      </td>
      <td>
        <Field
          {...form.register(`socialAccounts.${index}.url`)}
          label={t('social.urlOfRow', { n: position })}
          hideLabel
          type="url"
          inputMode="url"
          placeholder="https://"
          error={rowErrors?.url?.message}
        />
      </td>
      <td className="st-order" data-testid="social-order">
        {form.watch(`socialAccounts.${index}.order`)}
      </td>
      <td>
        <button
          type="button"
          className="cw-btn"
          aria-label={t('social.deleteRow', { n: position })}
          onClick={onDelete}
        >
          {t('common.delete')}
        </button>
      </td>
    </tr>
  );
}

export function SocialAccountsForm({
  accounts,
  onSave,
}: {
  accounts: readonly CurrentUserSocialAccount[] | undefined;
  /** Sends the list; rejects with the API's error (a 422 lands on the rows). */
  onSave: (socialAccounts: SocialAccountRow[]) => Promise<unknown>;
}) {
  const { t } = useIdentityMessages();
  // Only a change of the stored list resets the editor, not another card's save (issue 17).
  const initial = useStableValue({ socialAccounts: rowsOf(accounts) });
  const form = useForm<SocialAccountsValues>({
    resolver: yupResolver(schema) as never,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, reset, trigger, setValue, getValues, setError, setFocus } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'socialAccounts', keyName: 'key' });
  const { errors, isDirty, isSubmitting } = form.formState;

  // Starts from the loaded profile, resets when it changes, and is checked at once (spec §2).
  useEffect(() => {
    reset(initial);
    void trigger();
  }, [initial, reset, trigger]);

  /** Order follows the position, from 1. */
  const renumber = () => {
    getValues('socialAccounts').forEach((row, i) => {
      if (row.order !== i + 1) setValue(`socialAccounts.${i}.order`, i + 1, { shouldDirty: true });
    });
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const hover = useDragHoverPause();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    hover.onDragEnd();
    if (!over || active.id === over.id) return;
    const from = fields.findIndex((f) => f.key === active.id);
    const to = fields.findIndex((f) => f.key === over.id);
    if (from < 0 || to < 0) return;
    move(from, to);
    renumber();
  };

  // Spoken positions from 1, as the grips are labelled, instead of dnd-kit's default (the rows' keys).
  const announcements = usePositionAnnouncements(
    fields.map((f) => f.key),
    {
      dragStart: (spoken) => t('social.dragStart', spoken),
      dragOver: (spoken) => t('social.dragOver', spoken),
      dragOutside: (spoken) => t('social.dragOutside', spoken),
      dragEnd: (spoken) => t('social.dragEnd', spoken),
      dragCancel: (spoken) => t('social.dragCancel', spoken),
    },
  );

  const submit = form.handleSubmit(
    async ({ socialAccounts }) => {
      try {
        const sent = socialAccounts.map((row, i) => ({ ...row, order: i + 1 }));
        await onSave(sent);
        reset({ socialAccounts: sent });
        toast.success(t('social.saved'));
      } catch (err) {
        const status = (err as { status?: unknown })?.status;
        if (status !== 422) return; // the base query has already shown its toast
        const outcome = classifyError(422, (err as { data?: unknown }).data);
        if (outcome.kind !== 'validation') return;
        const bag: ErrorBag = outcome.errors;
        let first: string | undefined;
        for (const [path, messages] of Object.entries(bag)) {
          const name = path.replace(/^profile\./, '');
          const target = name.startsWith('socialAccounts') ? name : 'root.server';
          setError(target as 'socialAccounts', { type: 'server', message: messages.join(' ') });
          if (target !== 'root.server') first ??= target;
        }
        if (first) {
          try {
            setFocus(first as 'socialAccounts');
          } catch {
            // The list itself has no focusable control.
          }
          document.getElementsByName(first)[0]?.scrollIntoView({ block: 'center' });
        }
        notify([...new Set(Object.values(bag).flat())]);
      }
    },
    (invalid) => notify(messagesOf(invalid)),
  );

  const listErrors = [
    errors.root?.server?.message,
    errors.socialAccounts?.message,
    errors.socialAccounts?.root?.message,
    ...(Array.isArray(errors.socialAccounts)
      ? errors.socialAccounts.map(
          (row, i) => row?.order?.message && t('social.rowError', { n: i + 1, message: row.order.message }),
        )
      : []),
  ].filter((m): m is string => Boolean(m));

  return (
    <form
      className="cw-stack"
      noValidate
      aria-labelledby="card-social-title"
      onSubmit={(e) => {
        void submit(e);
      }}
    >
      {listErrors.length > 0 && (
        <div className="cw-alert" role="alert" data-testid="social-list-errors">
          {listErrors.map((m) => (
            <p key={m} style={{ margin: 0 }}>
              {m}
            </p>
          ))}
        </div>
      )}
      {fields.length === 0 ? (
        <p className="cw-muted st-empty">{t('social.empty')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('social.dragHelp') } }}
          onDragStart={hover.onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={hover.onDragEnd}
        >
          <SortableContext items={fields.map((f) => f.key)} strategy={verticalListSortingStrategy}>
            <table className="st-social" {...hover.hoverProps}>
              <thead>
                <tr>
                  <th>
                    <span className="cw-visually-hidden">{t('social.move')}</span>
                  </th>
                  <th>{t('social.platform')}</th>
                  <th>{t('social.url')}</th>
                  <th>{t('social.order')}</th>
                  <th>
                    <span className="cw-visually-hidden">{t('common.delete')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {fields.map((field, index) => (
                  <SortableRow
                    key={field.key}
                    id={field.key}
                    index={index}
                    form={form}
                    errors={errors}
                    onDelete={() => {
                      remove(index);
                      renumber();
                    }}
                  />
                ))}
              </tbody>
            </table>
          </SortableContext>
        </DndContext>
      )}
      <div className="st-card-footer">
        <button
          type="button"
          className="cw-btn"
          onClick={() => append({ platform: '', url: '', order: getValues('socialAccounts').length + 1 })}
        >
          {t('social.add')}
        </button>
        <button type="submit" className="cw-btn cw-btn-primary" disabled={!isDirty || isSubmitting}>
          {isSubmitting ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
