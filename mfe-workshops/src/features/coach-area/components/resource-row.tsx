// One resource in the coach area's list: a drag grip (pointer, or keyboard through dnd-kit's sensor),
// Move up / Move down, Hide or Show, Edit and Delete.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { WorkshopResource } from '../../workshops/api';

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
          aria-label={`Drag to reorder ${r.title}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
        <div>
          <strong>{r.title}</strong> <span className="cw-tag">{r.type}</span>{' '}
          {!r.isVisible && <span className="cw-tag">hidden from bookers</span>}{' '}
          {r.isBroadcast && <span className="cw-tag">broadcast</span>}
          {r.description && <div className="cw-muted">{r.description}</div>}
        </div>
      </div>
      <div className="cw-row" style={{ gap: 6, flexWrap: 'wrap' }}>
        {href && (
          <a className="cw-btn" href={href} target="_blank" rel="noreferrer">
            {r.url ? 'Open' : 'Download'}
          </a>
        )}
        <button
          type="button"
          className="cw-btn"
          disabled={first}
          aria-label={`Move up: ${r.title}`}
          onClick={() => onMove(-1)}
        >
          Move up
        </button>
        <button
          type="button"
          className="cw-btn"
          disabled={last}
          aria-label={`Move down: ${r.title}`}
          onClick={() => onMove(1)}
        >
          Move down
        </button>
        <button
          type="button"
          className="cw-btn"
          aria-label={`${r.isVisible ? 'Hide' : 'Show'}: ${r.title}`}
          onClick={onToggleVisible}
        >
          {r.isVisible ? 'Hide' : 'Show'}
        </button>
        <button type="button" className="cw-btn" aria-label={`Edit: ${r.title}`} onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="cw-btn" aria-label={`Delete: ${r.title}`} onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}
