// The resources of one workshop the coach teaches, in their order.
import { useListWorkshopResourcesQuery } from '../../workshops/api';

export function WorkshopResources({ id, title }: { id: string; title: string }) {
  const { data, isLoading, isError } = useListWorkshopResourcesQuery({
    workshopId: id,
    params: { page: 1, perPage: 100, sort: 'sortOrder' },
  });
  return (
    <div>
      <h3 style={{ margin: '12px 0 6px', fontSize: '1rem' }}>{title}</h3>
      {isLoading ? (
        <p className="cw-muted">Loading...</p>
      ) : isError ? (
        <p className="cw-field-error">The resources could not be loaded.</p>
      ) : !data?.data.length ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          No resources for this workshop yet.
        </p>
      ) : (
        <ul className="ca-list">
          {data.data.map((r) => (
            <li key={r.id} className="ca-row">
              <div>
                <strong>{r.title}</strong> <span className="cw-tag">{r.type}</span>{' '}
                {!r.isVisible && <span className="cw-tag">hidden from bookers</span>}{' '}
                {r.isBroadcast && <span className="cw-tag">broadcast</span>}
                {r.description && <div className="cw-muted">{r.description}</div>}
              </div>
              {(r.url ?? r.filePath) && (
                <a className="cw-btn" href={(r.url ?? r.filePath)!} target="_blank" rel="noreferrer">
                  {r.url ? 'Open' : 'Download'}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
