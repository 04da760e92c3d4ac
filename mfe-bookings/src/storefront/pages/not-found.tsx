import { useLocation } from 'react-router';
import { NOT_FOUND_META } from '../route-meta';
import { useStorefrontI18n } from '../messages';
import { usePageMeta } from '../use-page-meta';

/** Spec §2: 'Page Not Found: {path}' (the server answers 404 with it too). In the home page's bundle, so its
 * words are the frame's. */
export function NotFoundPage() {
  const { t } = useStorefrontI18n();
  const { pathname } = useLocation();
  usePageMeta(NOT_FOUND_META);
  return (
    <section className="cw-center" style={{ minHeight: '50vh' }}>
      <div className="cw-card cw-stack" style={{ textAlign: 'center', maxWidth: 520 }}>
        <h1 style={{ margin: 0, fontSize: '1.5rem', overflowWrap: 'anywhere' }}>{t('notFound.title', { path: pathname })}</h1>
        <div>
          <a className="cw-btn" href="/">
            {t('notFound.home')}
          </a>
        </div>
      </div>
    </section>
  );
}
