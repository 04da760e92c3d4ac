import { useMyWorkshops } from '../use-my-workshops';
import { WorkshopResources } from './workshop-resources';

export function MyResources() {
  const { data, isLoading } = useMyWorkshops();
  const workshops = data?.data ?? [];
  return (
    <section className="cw-card" aria-labelledby="ca-resources">
      <h2 id="ca-resources" style={{ marginTop: 0, fontSize: '1.125rem' }}>
        My workshops’ resources
      </h2>
      {isLoading ? (
        <p className="cw-muted">Loading...</p>
      ) : workshops.length === 0 ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          Resources of the workshops you are assigned to appear here.
        </p>
      ) : (
        workshops.map((w) => <WorkshopResources key={w.id} id={w.id} title={w.title} />)
      )}
    </section>
  );
}
