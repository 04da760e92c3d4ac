// The home page: upcoming public workshop schedules with search and filters, server-rendered; the
// filters are a plain GET form, so they work before (or without) JavaScript.
import { useLocation, useNavigate } from 'react-router';
import { LEVELS, MODES } from '@coachwork/contracts';
import { useEffect, useState } from 'react';
import { HOME_FILTERS, HOME_SORTS, homeFilters, homeQuery, useGetPublicSchedulesQuery, type HomeFilters } from '../api';
import { useStorefrontI18n, type StorefrontMessage } from '../messages';
import { metaFor } from '../route-meta';
import { usePageMeta } from '../use-page-meta';
import { FIRST_ROW, ScheduleCard } from './schedule-card';

/** The filter fields: name, input type, and the choices of a select with their messages' prefix. */
const FIELDS: [Exclude<keyof HomeFilters, 'q' | 'sort'>, string, (readonly string[])?, ('mode' | 'level')?][] = [
  ['from', 'date'],
  ['to', 'date'],
  ['mode', '', MODES, 'mode'],
  ['level', '', LEVELS, 'level'],
  ['country', 'text'],
  ['minPrice', 'number'],
  ['maxPrice', 'number'],
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
  const { t } = useStorefrontI18n();
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
          {t('home.searchLabel')}
        </label>
        <input
          id="catalogue-search"
          name="q"
          type="search"
          className="cw-input"
          placeholder={t('home.searchLabel')}
          defaultValue={filters.q ?? ''}
        />
        <button type="submit" className="cw-btn cw-btn-primary">
          {t('home.search')}
        </button>
      </div>
      <div className="sf-sort">
        <label className="cw-label" htmlFor="f-sort">
          {t('home.sortBy')}
        </label>
        <select
          id="f-sort"
          name="sort"
          className="cw-input"
          defaultValue={filters.sort ?? 'date'}
          // A new order applies at once with JavaScript; without it, with the Search button.
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
        >
          {Object.keys(HOME_SORTS).map((value) => (
            <option key={value} value={value}>
              {t(`home.sort.${value}` as StorefrontMessage)}
            </option>
          ))}
        </select>
      </div>
      <details className="sf-more" open={wide || HOME_FILTERS.some((k) => k !== 'q' && k !== 'sort' && filters[k])}>
        <summary>{t('home.filters')}</summary>
        <div className="sf-filter-grid">
          {FIELDS.map(([name, type, choices, words]) => (
            <div className="cw-field" key={name}>
              <label className="cw-label" htmlFor={`f-${name}`}>
                {t(`home.filter.${name}` as StorefrontMessage)}
              </label>
              {choices ? (
                <select id={`f-${name}`} name={name} className="cw-input" defaultValue={filters[name] ?? ''}>
                  <option value="">{t('home.filter.any')}</option>
                  {choices.map((v) => (
                    <option key={v} value={v}>
                      {t(`${words}.${v}` as StorefrontMessage)}
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
                  {...(name === 'country'
                    ? { maxLength: 2, pattern: '[A-Za-z]{2}', placeholder: t('home.filter.countryExample') }
                    : {})}
                />
              )}
            </div>
          ))}
        </div>
        <div className="cw-row" style={{ marginTop: 12 }}>
          <button type="submit" className="cw-btn cw-btn-primary">
            {t('home.apply')}
          </button>
          <a className="cw-btn" href="/">
            {t('home.clear')}
          </a>
        </div>
      </details>
    </form>
  );
}

function Pager({ page, lastPage, search }: { page: number; lastPage: number; search: string }) {
  const { t } = useStorefrontI18n();
  if (lastPage <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(p));
    // To the list's heading: a new page of results starts at its top, with or without JavaScript.
    return `/?${params.toString()}#upcoming-title`;
  };
  return (
    <nav className="cw-row" aria-label={t('home.pages')} style={{ justifyContent: 'center' }}>
      {page > 1 && (
        <a className="cw-btn" href={href(page - 1)} rel="prev">
          {t('home.previous')}
        </a>
      )}
      <span className="cw-muted">{t('home.pageOf', { page, lastPage })}</span>
      {page < lastPage && (
        <a className="cw-btn" href={href(page + 1)} rel="next">
          {t('home.next')}
        </a>
      )}
    </nav>
  );
}

export function HomePage() {
  const { t } = useStorefrontI18n();
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
        <h1>{t('home.title')}</h1>
        <p>{t('home.lead')}</p>
        <Filters key={location.search} filters={filters} />
      </section>

      <section aria-labelledby="upcoming-title" aria-busy={isFetching}>
        <h2 id="upcoming-title" style={{ fontSize: '1.25rem', margin: '8px 0' }}>
          {filtered ? t('home.found', { total: data?.meta?.total ?? schedules.length }) : t('home.upcoming')}
        </h2>
        {isError ? (
          <div className="cw-card sf-empty" role="alert">
            <h2>{t('home.loadFailed')}</h2>
            <button type="button" className="cw-btn" onClick={() => void refetch()}>
              {t('home.tryAgain')}
            </button>
          </div>
        ) : schedules.length === 0 ? (
          <div className="cw-card sf-empty">
            <h2>
              {filters.q
                ? t('home.noMatch', { q: filters.q })
                : filtered
                  ? t('home.noMatchFilters')
                  : t('home.noneYet')}
            </h2>
            <p className="cw-muted" style={{ margin: 0 }}>
              {filtered ? t('home.noMatchHint') : t('home.noneYetHint')}
            </p>
          </div>
        ) : (
          <>
            <ul className="sf-grid">
              {schedules.map((s, i) => (
                <ScheduleCard key={s.id} schedule={s} eager={i < FIRST_ROW} priority={i === 0} />
              ))}
            </ul>
            <Pager page={Number(query.page)} lastPage={data?.meta?.lastPage ?? 1} search={location.search} />
          </>
        )}
      </section>
    </>
  );
}
