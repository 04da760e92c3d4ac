// The coach's upcoming or past schedules, ten at a time.
import { useMemo, useState } from 'react';
import { useListWorkshopSchedulesQuery } from '../../workshop-schedules/api';
import { useCoachAreaI18n } from '../messages';
import { ScheduleRow } from './schedule-row';

export function ScheduleList({ title, when, empty }: { title: string; when: 'upcoming' | 'past'; empty: string }) {
  const { t } = useCoachAreaI18n();
  const [page, setPage] = useState(1);
  // Taken once per mount, so the query key stays stable while the page is open.
  const now = useMemo(() => new Date().toISOString(), []);
  const { data, isLoading, isError } = useListWorkshopSchedulesQuery({
    page,
    perPage: 10,
    'filter[coachId]': 'me',
    ...(when === 'upcoming'
      ? { 'filter[startsFrom]': now, sort: 'startDate' }
      : { 'filter[startsTo]': now, sort: '-startDate' }),
  });
  const list = data?.data ?? [];
  const last = data?.meta.lastPage ?? 1;
  return (
    <section className="cw-card" aria-labelledby={`ca-${when}`}>
      <h2 id={`ca-${when}`} style={{ marginTop: 0, fontSize: '1.125rem' }}>
        {title}
      </h2>
      {isLoading ? (
        <p className="cw-muted">{t('common.loading')}</p>
      ) : isError ? (
        <p className="cw-field-error">{t('list.loadFailed')}</p>
      ) : list.length === 0 ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          {empty}
        </p>
      ) : (
        <ul className="ca-list">
          {list.map((s) => (
            <ScheduleRow key={s.id} s={s} />
          ))}
        </ul>
      )}
      {last > 1 && (
        <div className="cw-row" style={{ marginTop: 12 }}>
          <button type="button" className="cw-btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('common.previous')}
          </button>
          <span className="cw-muted">
            {t('common.pageOf', { page, last })}
          </span>
          <button type="button" className="cw-btn" disabled={page >= last} onClick={() => setPage(page + 1)}>
            {t('common.next')}
          </button>
        </div>
      )}
    </section>
  );
}
