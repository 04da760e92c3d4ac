import { Link, useLocation } from 'react-router';
import { useCoachAreaI18n } from '../messages';

export function NotFound({ what }: { what: 'page' | 'schedule' | 'editableSchedule' }) {
  const { pathname } = useLocation();
  const { t } = useCoachAreaI18n();
  return (
    <div className="cw-card">
      <h1 style={{ marginTop: 0 }}>
        {what === 'page'
          ? t('notFound.page', { path: pathname })
          : t(what === 'schedule' ? 'notFound.schedule' : 'notFound.editableSchedule')}
      </h1>
      <Link to="/c">{t('notFound.back')}</Link>
    </div>
  );
}
