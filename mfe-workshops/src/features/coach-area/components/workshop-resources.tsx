// The resources of one workshop the coach is assigned to, in the order bookers see them: add, edit,
// hide or show, reorder (drag the grip, or Space and the arrow keys on it, or Move up / Move down) and
// delete (asked first). The server allows it only on workshops assigned to the coach.
import { useEffect, useState } from 'react';
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
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { toast } from '@coachwork/web-kit';
import {
  useDeleteWorkshopResourceMutation,
  useListWorkshopResourcesQuery,
  useReorderWorkshopResourcesMutation,
  useUpdateWorkshopResourceMutation,
  type WorkshopResource,
} from '../../workshops/api';
import { usePositionAnnouncements } from '@coachwork/web-kit/drag-hover';
import { useCoachAreaI18n } from '../messages';
import { ConfirmDialog } from './confirm-dialog';
import { ResourceForm } from './resource-form';
import { ResourceRow } from './resource-row';

export function WorkshopResources({ id, title }: { id: string; title: string }) {
  const { t } = useCoachAreaI18n();
  const { data, isLoading, isError } = useListWorkshopResourcesQuery({
    workshopId: id,
    params: { page: 1, perPage: 100, sort: 'sortOrder' },
  });
  const [order, setOrder] = useState<WorkshopResource[]>([]);
  /** undefined: no form; null: a new resource; else the one being edited. */
  const [editing, setEditing] = useState<WorkshopResource | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<WorkshopResource | null>(null);
  const [status, setStatus] = useState('');
  const [reorder] = useReorderWorkshopResourcesMutation();
  const [update] = useUpdateWorkshopResourceMutation();
  const [remove, removing] = useDeleteWorkshopResourceMutation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => setOrder(data?.data ?? []), [data]);

  const move = async (from: number, to: number) => {
    if (from === to || to < 0 || to >= order.length) return;
    const next = arrayMove(order, from, to);
    setOrder(next);
    try {
      await reorder({ workshopId: id, ids: next.map((r) => r.id) }).unwrap();
      setStatus(t('resources.moved', { title: next[to]!.title, position: to + 1, count: next.length }));
    } catch {
      setOrder(data?.data ?? []); // the api toasted why
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

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    void move(
      order.findIndex((r) => r.id === active.id),
      order.findIndex((r) => r.id === over.id),
    );
  };

  const toggleVisible = async (r: WorkshopResource) => {
    try {
      await update({ workshopId: id, id: r.id, body: { isVisible: !r.isVisible } }).unwrap();
      toast.success(t(r.isVisible ? 'resources.hiddenToast' : 'resources.shownToast'), r.title);
    } catch {
      // The api toasted the refusal.
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ workshopId: id, id: deleting.id }).unwrap();
      toast.success(t('resources.deletedToast'), deleting.title);
    } catch {
      // The api toasted the refusal.
    }
    setDeleting(null);
  };

  return (
    <section aria-label={t('resources.of', { title })}>
      <div className="cw-row" style={{ justifyContent: 'space-between', margin: '12px 0 6px' }}>
        <h3 style={{ margin: 0, fontSize: '1rem' }}>{title}</h3>
        {editing === undefined && (
          <button
            type="button"
            className="cw-btn"
            aria-label={t('resources.addTo', { title })}
            onClick={() => setEditing(null)}
          >
            {t('resources.add')}
          </button>
        )}
      </div>
      {editing !== undefined && (
        <ResourceForm
          key={editing?.id ?? 'new'}
          workshopId={id}
          workshopTitle={title}
          resource={editing}
          onDone={() => setEditing(undefined)}
        />
      )}
      {isLoading ? (
        <p className="cw-muted">{t('common.loading')}</p>
      ) : isError ? (
        <p className="cw-field-error">{t('resources.loadFailed')}</p>
      ) : order.length === 0 ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          {t('resources.none')}
        </p>
      ) : (
        <>
          {order.length > 1 && (
            <p className="cw-hint" style={{ margin: '0 0 6px' }}>
              {t('resources.dragHint')}
            </p>
          )}
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t('resources.dragHelp') },
            }}
          >
            <SortableContext items={order.map((r) => r.id)} strategy={verticalListSortingStrategy}>
              <ul className="ca-list">
                {order.map((r, i) => (
                  <ResourceRow
                    key={r.id}
                    resource={r}
                    first={i === 0}
                    last={i === order.length - 1}
                    onMove={(by) => void move(i, i + by)}
                    onEdit={() => setEditing(r)}
                    onToggleVisible={() => void toggleVisible(r)}
                    onDelete={() => setDeleting(r)}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        </>
      )}
      <p className="cw-visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {deleting && (
        <ConfirmDialog
          title={t('resources.deleteTitle', { title: deleting.title })}
          confirmLabel={t('resources.delete')}
          busy={removing.isLoading}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p style={{ margin: 0 }}>{t('resources.deleteBody')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
