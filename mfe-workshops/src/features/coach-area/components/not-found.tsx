import { Link, useLocation } from 'react-router';

export function NotFound({ what }: { what: string }) {
  const { pathname } = useLocation();
  return (
    <div className="cw-card">
      <h1 style={{ marginTop: 0 }}>{what === 'Page' ? `Page Not Found: ${pathname}` : `${what} not found`}</h1>
      <Link to="/c">Back to the coach area</Link>
    </div>
  );
}
