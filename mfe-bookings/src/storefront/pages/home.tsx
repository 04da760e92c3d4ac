// The home page: upcoming public workshop schedules with search and filters, server-rendered; the
// filters are a plain GET form, so they work before (or without) JavaScript.
import { useLocation, useNavigate } from 'react-router';
import { LEVELS, MODES } from '@coachwork/contracts';
import { useEffect, useState } from 'react';
import { HOME_FILTERS, HOME_SORTS, homeFilters, homeQuery, useGetPublicSchedulesQuery, type HomeFilters } from '../api';
import { titleCase } from '../format';
import { metaFor } from '../route-meta';
import { usePageMeta } from '../use-page-meta';
import { ScheduleCard } from './schedule-card';

/** The filter fields: name, label, input type, and the choices of a select. */
const FIELDS: [Exclude<keyof HomeFilters, 'q' | 'sort'>, string, string, (readonly string[])?][] = [
  ['from', 'From', 'date'],
  ['to', 'To', 'date'],
  ['mode', 'Format', '', MODES],
  ['level', 'Level', '', LEVELS],
  ['country', 'Country code', 'text'],
  ['minPrice', 'Min price (€)', 'number'],
  ['maxPrice', 'Max price (€)', 'number'],
];

/** Wide screens show the filters open; phones keep them folded (known only in the browser). */
function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    setWide(window.matchMedia?.('(min-width: 900px)').matches ?? false);
  }, []);
  return wide;
}

function Filters({ filters }: { filters: ReturnType<typeof homeFilters> }) {
  const navigate = useNavigate();
  const wide = useWideScreen();
  return (
    <form
      className="sf-filters"
      role="search"
      action="/"
      method="get"
      onSubmit={(e) => {
        // With JavaScript, the same query without a reload; empty fields stay out of the address.
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const params = new URLSearchParams();
        for (const key of HOME_FILTERS) {
          const value = data.get(key)?.toString().trim();
          // The default order stays out of the address.
          if (value && !(key === 'sort' && value === 'date')) params.set(key, value);
        }
        const qs = params.toString();
        navigate(qs ? `/?${qs}` : '/');
      }}
    >
      <div className="sf-search">
        <label htmlFor="catalogue-search" className="cw-visually-hidden">
          Search workshops
        </label>
        <input
          id="catalogue-search"
          name="q"
          type="search"
          className="cw-input"
          placeholder="Search workshops"
          defaultValue={filters.q ?? ''}
        />
        <button type="submit" className="cw-btn cw-btn-primary">
          Search
        </button>
      </div>
      <div className="sf-sort">
        <label className="cw-label" htmlFor="f-sort">
          Sort by
        </label>
        <select
          id="f-sort"
          name="sort"
          className="cw-input"
          defaultValue={filters.sort ?? 'date'}
          // A new order applies at once with JavaScript; without it, with the Search button.
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
        >
          {Object.entries(HOME_SORTS).map(([value, { label }]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <details className="sf-more" open={wide || HOME_FILTERS.some((k) => k !== 'q' && k !== 'sort' && filters[k])}>
        <summary>Filters</summary>
        <div className="sf-filter-grid">
          {FIELDS.map(([name, text, type, choices]) => (
            <div className="cw-field" key={name}>
              <label className="cw-label" htmlFor={`f-${name}`}>
                {text}
              </label>
              {choices ? (
                <select id={`f-${name}`} name={name} className="cw-input" defaultValue={filters[name] ?? ''}>
                  <option value="">Any</option>
                  {choices.map((v) => (
                    <option key={v} value={v}>
                      {titleCase(v)}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={`f-${name}`}
                  name={name}
                  type={type}
                  className="cw-input"
                  defaultValue={filters[name] ?? ''}
                  {...(type === 'number' ? { min: 0, step: '0.01' } : {})}
                  {...(name === 'country' ? { maxLength: 2, pattern: '[A-Za-z]{2}', placeholder: 'e.g. DE' } : {})}
                />
              )}
            </div>
          ))}
        </div>
        <div className="cw-row" style={{ marginTop: 12 }}>
          <button type="submit" className="cw-btn cw-btn-primary">
            Apply filters
          </button>
          <a className="cw-btn" href="/">
            Clear
          </a>
        </div>
      </details>
    </form>
  );
}

function Pager({ page, lastPage, search }: { page: number; lastPage: number; search: string }) {
  if (lastPage <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(p));
    // To the list's heading: a new page of results starts at its top, with or without JavaScript.
    return `/?${params.toString()}#upcoming-title`;
  };
  return (
    <nav className="cw-row" aria-label="Pages" style={{ justifyContent: 'center' }}>
      {page > 1 && (
        <a className="cw-btn" href={href(page - 1)} rel="prev">
          Previous
        </a>
      )}
      <span className="cw-muted">
        Page {page} of {lastPage}
      </span>
      {page < lastPage && (
        <a className="cw-btn" href={href(page + 1)} rel="next">
          Next
        </a>
      )}
    </nav>
  );
}

export function HomePage() {
  usePageMeta(metaFor('/', true));
  const location = useLocation();
  const query = homeQuery(location.search);
  const filters = homeFilters(location.search);
  const filtered = Object.keys(filters).some((k) => k !== 'sort');
  const { data, isFetching, isError, refetch } = useGetPublicSchedulesQuery(query);
  const schedules = data?.data ?? [];

  return (
    <>
      <section className="sf-hero">
        <h1>Workshops worth your time</h1>
        <p>Book a seat in hands-on workshops run by coaches and consultants, online and in person.</p>
        <Filters key={location.search} filters={filters} />
      </section>

      <section aria-labelledby="upcoming-title" aria-busy={isFetching}>
        <h2 id="upcoming-title" style={{ fontSize: '1.25rem', margin: '8px 0' }}>
          {filtered ? `Workshops found: ${data?.meta?.total ?? schedules.length}` : 'Upcoming workshops'}
        </h2>
        {isError ? (
          <div className="cw-card sf-empty" role="alert">
            <h2>The catalogue could not be loaded.</h2>
            <button type="button" className="cw-btn" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        ) : schedules.length === 0 ? (
          <div className="cw-card sf-empty">
            <h2>
              {filters.q ? `No workshops match “${filters.q}”.` : filtered ? 'No workshops match these filters.' : 'No upcoming workshops yet.'}
            </h2>
            <p className="cw-muted" style={{ margin: 0 }}>
              {filtered
                ? 'Try other words or fewer filters, or clear them to see everything coming up.'
                : 'Coaches are preparing their next sessions. Check back soon.'}
            </p>
          </div>
        ) : (
          <>
            <ul className="sf-grid">
              {schedules.map((s) => (
                <ScheduleCard key={s.id} schedule={s} />
              ))}
            </ul>
            <Pager page={Number(query.page)} lastPage={data?.meta?.lastPage ?? 1} search={location.search} />
          </>
        )}
      </section>
    </>
  );
}
