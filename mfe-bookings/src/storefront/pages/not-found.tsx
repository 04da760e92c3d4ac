import { useLocation } from 'react-router';
import { usePageTitle } from '@coachwork/web-kit';

/** Spec §2: 'Page Not Found: {path}' (the server answers 404 with it too). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Page Not Found');
  return (
    <section className="cw-center" style={{ minHeight: '50vh' }}>
      <div className="cw-card cw-stack" style={{ textAlign: 'center', maxWidth: 520 }}>
        <h1 style={{ margin: 0, fontSize: '1.5rem', overflowWrap: 'anywhere' }}>{`Page Not Found: ${pathname}`}</h1>
        <div>
          <a className="cw-btn" href="/">
            Return to Home
          </a>
        </div>
      </div>
    </section>
  );
}
