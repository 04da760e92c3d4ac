// What every front end receives as the shared 'react-router' singleton: only the names the apps use.
// A shared module cannot be tree-shaken by its consumers (any remote might ask for any export), so
// sharing the whole package cost every page about 60 KB gzip; this list costs about 16 KB.
// An app importing a name missing here fails its build (exportsPresence: 'error'), and
// packages/web-kit/test/react-router-shared.test.ts checks every import in the sources against it.
export {
  BrowserRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-package';
