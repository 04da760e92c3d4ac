// The home page: upcoming public workshop schedules, server-rendered so it reads without JavaScript.
import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '@coachwork/web-kit';
import { homeQuery, useGetPublicSchedulesQuery, type PublicSchedule } from '../api';

function formatDate(iso: string, timeZone: string | undefined): string {
  try {
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  } catch {
    return iso;
  }
}

function ScheduleCard({ schedule }: { schedule: PublicSchedule }) {
  return (
    <li className="cw-card sf-card">
      <h2>
        <a href={`/schedules/${schedule.id}`}>{schedule.workshop.title}</a>
      </h2>
      <div className="cw-muted">{formatDate(schedule.startDate, schedule.timezone)} ({schedule.timezone})</div>
      <div className="sf-card-meta">
        <span className="cw-tag">{schedule.mode}</span>
        {schedule.level && <span className="cw-tag">{schedule.level}</span>}
        {schedule.seatsLeft !== null && <span className="cw-tag">{schedule.seatsLeft} seats left</span>}
      </div>
      <div className="cw-muted">with {schedule.coach.username}</div>
      <div className="sf-price">{schedule.price ? `€${schedule.price}` : 'Free'}</div>
    </li>
  );
}

export function HomePage() {
  usePageTitle('Workshops');
  const location = useLocation();
  const navigate = useNavigate();
  const query = homeQuery(location.search);
  const { data, isFetching, isError, refetch } = useGetPublicSchedulesQuery(query);
  const schedules = data?.data ?? [];

  return (
    <>
      <section className="sf-hero">
        <h1>Workshops worth your time</h1>
        <p>Book a seat in hands-on workshops run by coaches and consultants, online and in person.</p>
        <form
          className="sf-search"
          role="search"
          action="/"
          onSubmit={(e) => {
            e.preventDefault();
            const q = new FormData(e.currentTarget).get('q')?.toString().trim();
            navigate(q ? `/?q=${encodeURIComponent(q)}` : '/');
          }}
        >
          <label htmlFor="catalogue-search" className="cw-visually-hidden">
            Search workshops
          </label>
          <input
            id="catalogue-search"
            name="q"
            type="search"
            className="cw-input"
            placeholder="Search workshops"
            defaultValue={query.search ?? ''}
          />
          <button type="submit" className="cw-btn cw-btn-primary">
            Search
          </button>
        </form>
      </section>

      <section aria-labelledby="upcoming-title" aria-busy={isFetching}>
        <h2 id="upcoming-title" style={{ fontSize: '1.25rem', margin: '8px 0' }}>
          Upcoming workshops
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
            <h2>{query.search ? `No workshops match “${query.search}”.` : 'No upcoming workshops yet.'}</h2>
            <p className="cw-muted" style={{ margin: 0 }}>
              {query.search
                ? 'Try another word, or clear the search to see everything coming up.'
                : 'Coaches are preparing their next sessions. Check back soon.'}
            </p>
          </div>
        ) : (
          <ul className="sf-grid">
            {schedules.map((s) => (
              <ScheduleCard key={s.id} schedule={s} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
