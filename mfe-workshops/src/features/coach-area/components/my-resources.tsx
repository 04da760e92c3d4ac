import { useCoachAreaI18n } from '../messages';
import { useMyWorkshops } from '../use-my-workshops';
import { WorkshopResources } from './workshop-resources';

export function MyResources() {
  const { t } = useCoachAreaI18n();
  const { data, isLoading } = useMyWorkshops();
  const workshops = data?.data ?? [];
  return (
    <section className="cw-card" aria-labelledby="ca-resources">
      <h2 id="ca-resources" style={{ marginTop: 0, fontSize: '1.125rem' }}>
        {t('resources.title')}
      </h2>
      {isLoading ? (
        <p className="cw-muted">{t('common.loading')}</p>
      ) : workshops.length === 0 ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          {t('resources.empty')}
        </p>
      ) : (
        workshops.map((w) => <WorkshopResources key={w.id} id={w.id} title={w.title} />)
      )}
    </section>
  );
}
