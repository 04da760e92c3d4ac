// One resource in the coach area's list: a drag grip (pointer, or keyboard through dnd-kit's sensor),
// Move up / Move down, Hide or Show, Edit and Delete.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { WorkshopResource } from '../../workshops/api';
import { useCoachAreaI18n } from '../messages';

export function ResourceRow({
  resource: r,
  first,
  last,
  onMove,
  onEdit,
  onToggleVisible,
  onDelete,
}: {
  resource: WorkshopResource;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onToggleVisible: () => void;
  onDelete: () => void;
}) {
  const { t } = useCoachAreaI18n();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: r.id });
  const href = r.url ?? r.filePath;
  return (
    <li
      ref={setNodeRef}
      className="ca-row"
      data-resource-id={r.id}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <div className="cw-row" style={{ gap: 8, alignItems: 'flex-start' }}>
        <button
          type="button"
          className="cw-btn"
          aria-label={t('resource.drag', { title: r.title })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
        <div>
          <strong>{r.title}</strong> <span className="cw-tag">{t('resource.tag', { type: r.type })}</span>{' '}
          {!r.isVisible && <span className="cw-tag">{t('resource.hidden')}</span>}{' '}
          {r.isBroadcast && <span className="cw-tag">{t('resource.broadcast')}</span>}
          {r.description && <div className="cw-muted">{r.description}</div>}
        </div>
      </div>
      <div className="cw-row" style={{ gap: 6, flexWrap: 'wrap' }}>
        {href && (
          <a className="cw-btn" href={href} target="_blank" rel="noreferrer">
            {t(r.url ? 'resource.open' : 'resource.download')}
          </a>
        )}
        <button
          type="button"
          className="cw-btn"
          disabled={first}
          aria-label={t('resource.actionOn', { action: t('resource.moveUp'), title: r.title })}
          onClick={() => onMove(-1)}
        >
          {t('resource.moveUp')}
        </button>
        <button
          type="button"
          className="cw-btn"
          disabled={last}
          aria-label={t('resource.actionOn', { action: t('resource.moveDown'), title: r.title })}
          onClick={() => onMove(1)}
        >
          {t('resource.moveDown')}
        </button>
        <button
          type="button"
          className="cw-btn"
          aria-label={t('resource.actionOn', { action: t(r.isVisible ? 'resource.hide' : 'resource.show'), title: r.title })}
          onClick={onToggleVisible}
        >
          {t(r.isVisible ? 'resource.hide' : 'resource.show')}
        </button>
        <button type="button" className="cw-btn" aria-label={t('resource.actionOn', { action: t('common.edit'), title: r.title })} onClick={onEdit}>
          {t('common.edit')}
        </button>
        <button type="button" className="cw-btn" aria-label={t('resource.actionOn', { action: t('resources.delete'), title: r.title })} onClick={onDelete}>
          {t('resources.delete')}
        </button>
      </div>
    </li>
  );
}
