// The coach area at /c in the storefront (light: no antd, web-kit's cw-* classes): my upcoming and
// past schedules, creating and editing schedules I teach (on workshops I am assigned to), each
// schedule's attendees, and the resources of the workshops I am assigned to.
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { COUNTRIES, LEVELS, MODES, PUBLICATION_STATUSES, VISIBILITIES } from '@coachwork/contracts';
import { selectCurrentUser, useAppSelector, usePageTitle, useServerErrors } from '@coachwork/web-kit';
import {
  useCreateWorkshopScheduleMutation,
  useGetWorkshopScheduleQuery,
  useListWorkshopSchedulesQuery,
  useUpdateWorkshopScheduleMutation,
  type WorkshopSchedule,
} from '../workshop-schedules/api';
import { scheduleDefaults, scheduleResolver, type ScheduleFormValues } from '../workshop-schedules/schedule-form-values';
import { browserTimeZone, formatInZone, timeZones } from '../workshop-schedules/time-zone';
import { useListWorkshopResourcesQuery, workshopsApi } from '../workshops/api';

const label = (v: string) => v.charAt(0) + v.slice(1).toLowerCase();

function Heading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="cw-row" style={{ justifyContent: 'space-between' }}>
      <h1 style={{ margin: 0 }}>{title}</h1>
      {children}
    </div>
  );
}

function ScheduleRow({ s }: { s: WorkshopSchedule }) {
  return (
    <li className="ca-row" data-schedule-id={s.id}>
      <div style={{ minWidth: 0 }}>
        <Link to={`/c/schedules/${s.id}`} style={{ fontWeight: 600 }}>
          {s.workshop?.title ?? 'Workshop'}
        </Link>
        <div className="cw-muted">
          {formatInZone(s.startDate, s.timezone)} – {formatInZone(s.endDate, s.timezone)} ({s.timezone})
        </div>
        <div className="cw-row" style={{ gap: 6, marginTop: 4 }}>
          <span className="cw-tag">{s.status}</span>
          <span className="cw-tag">{s.visibility}</span>
          <span className="cw-tag">{s.mode}</span>
          {s.cancelledAt && <span className="cw-tag ca-cancelled">CANCELLED</span>}
          <span className="cw-tag">
            {s.seatsLeft} of {s.capacity} seats left
          </span>
        </div>
      </div>
      {!s.cancelledAt && (
        <Link className="cw-btn" to={`/c/schedules/${s.id}/edit`}>
          Edit
        </Link>
      )}
    </li>
  );
}

function ScheduleList({ title, when, empty }: { title: string; when: 'upcoming' | 'past'; empty: string }) {
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
        <p className="cw-muted">Loading...</p>
      ) : isError ? (
        <p className="cw-field-error">Your schedules could not be loaded.</p>
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
            Previous
          </button>
          <span className="cw-muted">
            Page {page} of {last}
          </span>
          <button type="button" className="cw-btn" disabled={page >= last} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </div>
      )}
    </section>
  );
}

/** The workshops I am assigned to: the ones I may schedule and whose resources I may read. */
function useMyWorkshops() {
  return workshopsApi.useListWorkshopsQuery({ page: 1, perPage: 100, sort: 'title', 'filter[coachId]': 'me' });
}

function Overview() {
  usePageTitle('Coach area');
  const user = useAppSelector(selectCurrentUser);
  return (
    <section className="cw-stack">
      <Heading title="Coach area">
        <Link className="cw-btn cw-btn-primary" to="/c/schedules/new">
          New schedule
        </Link>
      </Heading>
      <p className="cw-muted" style={{ margin: 0 }}>
        {user ? `Signed in as ${user.username}. ` : ''}Your schedules, attendees and resources.
      </p>
      <ScheduleList title="Upcoming schedules" when="upcoming" empty="No upcoming schedules. Create one to open seats." />
      <ScheduleList title="Past schedules" when="past" empty="Nothing here yet." />
      <MyResources />
    </section>
  );
}

function WorkshopResources({ id, title }: { id: string; title: string }) {
  const { data, isLoading, isError } = useListWorkshopResourcesQuery({
    workshopId: id,
    params: { page: 1, perPage: 100, sort: 'sortOrder' },
  });
  return (
    <div>
      <h3 style={{ margin: '12px 0 6px', fontSize: '1rem' }}>{title}</h3>
      {isLoading ? (
        <p className="cw-muted">Loading...</p>
      ) : isError ? (
        <p className="cw-field-error">The resources could not be loaded.</p>
      ) : !data?.data.length ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          No resources for this workshop yet.
        </p>
      ) : (
        <ul className="ca-list">
          {data.data.map((r) => (
            <li key={r.id} className="ca-row">
              <div>
                <strong>{r.title}</strong> <span className="cw-tag">{r.type}</span>{' '}
                {!r.isVisible && <span className="cw-tag">hidden from bookers</span>}{' '}
                {r.isBroadcast && <span className="cw-tag">broadcast</span>}
                {r.description && <div className="cw-muted">{r.description}</div>}
              </div>
              {(r.url ?? r.filePath) && (
                <a className="cw-btn" href={(r.url ?? r.filePath)!} target="_blank" rel="noreferrer">
                  {r.url ? 'Open' : 'Download'}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MyResources() {
  const { data, isLoading } = useMyWorkshops();
  const workshops = data?.data ?? [];
  return (
    <section className="cw-card" aria-labelledby="ca-resources">
      <h2 id="ca-resources" style={{ marginTop: 0, fontSize: '1.125rem' }}>
        My workshops’ resources
      </h2>
      {isLoading ? (
        <p className="cw-muted">Loading...</p>
      ) : workshops.length === 0 ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          Resources of the workshops you are assigned to appear here.
        </p>
      ) : (
        workshops.map((w) => <WorkshopResources key={w.id} id={w.id} title={w.title} />)
      )}
    </section>
  );
}

function Select({ id, options, allowEmpty, ...props }: React.SelectHTMLAttributes<HTMLSelectElement> & {
  options: { value: string; label: string }[];
  allowEmpty?: string;
}) {
  return (
    <select id={id} className="cw-input" {...props}>
      {allowEmpty !== undefined && <option value="">{allowEmpty}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

function ScheduleForm({ schedule }: { schedule: WorkshopSchedule | null }) {
  usePageTitle(schedule ? 'Edit schedule' : 'New schedule');
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const resolver = useMemo(() => scheduleResolver(!!schedule), [schedule]);
  const form = useForm<ScheduleFormValues>({
    resolver,
    defaultValues: scheduleDefaults(schedule, { coachId: user?.id ?? '', timezone: schedule?.timezone ?? browserTimeZone() }),
  });
  const showServerErrors = useServerErrors(form);
  const [create, creating] = useCreateWorkshopScheduleMutation();
  const [update, updating] = useUpdateWorkshopScheduleMutation();
  const { data: workshops } = useMyWorkshops();
  const zones = useMemo(() => timeZones().map((z) => ({ value: z, label: z })), []);
  const workshopId = form.watch('workshopId');
  const workshop = workshops?.data.find((w) => w.id === workshopId);
  const saving = creating.isLoading || updating.isLoading;

  useEffect(() => {
    if (user?.id) form.setValue('coachId', user.id);
  }, [user?.id, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = schedule
        ? await update({ id: schedule.id, body: values as never }).unwrap()
        : await create(values as never).unwrap();
      navigate(`/c/schedules/${saved.id}`);
    } catch (err) {
      showServerErrors(err);
    }
  });

  const { errors } = form.formState;
  const err = (name: keyof ScheduleFormValues) =>
    errors[name] ? (
      <p className="cw-field-error" id={`ca-${name}-error`}>
        {errors[name]?.message as string}
      </p>
    ) : null;
  const aria = (name: keyof ScheduleFormValues) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `ca-${name}-error` : undefined,
  });
  const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: label(v) }));

  return (
    <form className="cw-card cw-stack" noValidate onSubmit={(e) => void submit(e)} style={{ maxWidth: 720 }}>
      <Heading title={schedule ? 'Edit schedule' : 'New schedule'} />
      {errors.root?.server && (
        <div className="cw-alert" role="alert">
          {errors.root.server.message}
        </div>
      )}
      {errors.coachId && <div className="cw-alert" role="alert">{errors.coachId.message}</div>}
      <div className="cw-field">
        <label className="cw-label" htmlFor="ca-workshopId">
          Workshop
        </label>
        <Controller
          name="workshopId"
          control={form.control}
          render={({ field }) => (
            <Select
              id="ca-workshopId"
              {...field}
              {...aria('workshopId')}
              allowEmpty="Choose a workshop"
              options={[
                ...(schedule?.workshop && !workshops?.data.some((w) => w.id === schedule.workshopId)
                  ? [{ value: schedule.workshop.id, label: schedule.workshop.title }]
                  : []),
                ...(workshops?.data ?? []).map((w) => ({ value: w.id, label: w.title })),
              ]}
            />
          )}
        />
        {workshops && workshops.data.length === 0 && (
          <span className="cw-muted" style={{ fontSize: '.875rem' }}>
            You can schedule the workshops a super-admin assigns to you; there are none yet.
          </span>
        )}
        {err('workshopId')}
      </div>
      <div className="ca-grid">
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-startDate">
            Starts
          </label>
          <input id="ca-startDate" type="datetime-local" className="cw-input" {...form.register('startDate')} {...aria('startDate')} />
          {err('startDate')}
        </div>
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-endDate">
            Ends
          </label>
          <input id="ca-endDate" type="datetime-local" className="cw-input" {...form.register('endDate')} {...aria('endDate')} />
          {err('endDate')}
        </div>
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-timezone">
            Time zone
          </label>
          <Select id="ca-timezone" {...form.register('timezone')} {...aria('timezone')} options={zones} />
          {err('timezone')}
        </div>
      </div>
      <div className="ca-grid">
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-status">
            Status
          </label>
          <Select id="ca-status" {...form.register('status')} {...aria('status')} allowEmpty="Choose" options={opts(PUBLICATION_STATUSES)} />
          {err('status')}
        </div>
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-visibility">
            Visibility
          </label>
          <Select id="ca-visibility" {...form.register('visibility')} {...aria('visibility')} allowEmpty="Choose" options={opts(VISIBILITIES)} />
          {err('visibility')}
        </div>
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-mode">
            Mode
          </label>
          <Select id="ca-mode" {...form.register('mode')} {...aria('mode')} allowEmpty="Choose" options={opts(MODES)} />
          {err('mode')}
        </div>
      </div>
      <div className="ca-grid">
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-level">
            Level (optional)
          </label>
          <Select id="ca-level" {...form.register('level')} allowEmpty="Any level" options={opts(LEVELS)} />
          {err('level')}
        </div>
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-country">
            Country (optional)
          </label>
          <Select
            id="ca-country"
            {...form.register('country')}
            allowEmpty="None"
            options={COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
          />
          {err('country')}
        </div>
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-capacity">
            Capacity
          </label>
          <input
            id="ca-capacity"
            type="number"
            min={1}
            step={1}
            className="cw-input"
            placeholder={workshop ? String(workshop.maxSeats) : ''}
            {...form.register('capacity', { setValueAs: (v) => (v === '' || v == null ? null : Number(v)) })}
            {...aria('capacity')}
          />
          <span className="cw-muted" style={{ fontSize: '.875rem' }}>
            {workshop ? `Left empty: the workshop's ${workshop.maxSeats} seats.` : "Left empty: the workshop's maximum seats."}
          </span>
          {err('capacity')}
        </div>
      </div>
      <div className="cw-row">
        <button type="submit" className="cw-btn cw-btn-primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save schedule'}
        </button>
        <Link className="cw-btn" to={schedule ? `/c/schedules/${schedule.id}` : '/c'}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

function useScheduleParam() {
  const { id = '' } = useParams();
  return useGetWorkshopScheduleQuery(id);
}

function NotFound({ what }: { what: string }) {
  const { pathname } = useLocation();
  return (
    <div className="cw-card">
      <h1 style={{ marginTop: 0 }}>{what === 'Page' ? `Page Not Found: ${pathname}` : `${what} not found`}</h1>
      <Link to="/c">Back to the coach area</Link>
    </div>
  );
}

function EditSchedule() {
  const { data, isLoading, isError } = useScheduleParam();
  if (isLoading) return <div className="cw-center"><div className="cw-spinner" role="status" aria-label="Loading" /></div>;
  if (isError || !data) return <NotFound what="Schedule" />;
  if (data.cancelledAt) return <NotFound what="An editable schedule" />;
  return <ScheduleForm schedule={data} />;
}

function ScheduleDetail() {
  const { data: s, isLoading, isError } = useScheduleParam();
  usePageTitle(s?.workshop?.title ?? 'Schedule');
  if (isLoading) return <div className="cw-center"><div className="cw-spinner" role="status" aria-label="Loading" /></div>;
  if (isError || !s) return <NotFound what="Schedule" />;
  return (
    <section className="cw-stack">
      <p style={{ margin: 0 }}>
        <Link to="/c">← Coach area</Link>
      </p>
      <Heading title={s.workshop?.title ?? 'Schedule'}>
        {!s.cancelledAt && (
          <Link className="cw-btn" to={`/c/schedules/${s.id}/edit`}>
            Edit
          </Link>
        )}
      </Heading>
      <div className="cw-card">
        <dl className="ca-facts">
          <dt>When</dt>
          <dd>
            {formatInZone(s.startDate, s.timezone)} – {formatInZone(s.endDate, s.timezone)} ({s.timezone})
          </dd>
          <dt>Status</dt>
          <dd>
            {s.status}
            {s.cancelledAt ? ` · cancelled: ${s.cancellationReason ?? ''}` : ''}
          </dd>
          <dt>Visibility and mode</dt>
          <dd>
            {label(s.visibility)} · {label(s.mode)}
            {s.level ? ` · ${label(s.level)}` : ''}
            {s.country ? ` · ${s.country}` : ''}
          </dd>
          <dt>Seats</dt>
          <dd>
            {s.seatsLeft} of {s.capacity} left
          </dd>
        </dl>
        {s.visibility !== 'PRIVATE' && s.status !== 'DRAFT' && s.status !== 'ARCHIVED' && (
          <a href={`/schedules/${s.id}`}>Public page</a>
        )}
      </div>
      <section className="cw-card" aria-labelledby="ca-attendees">
        <h2 id="ca-attendees" style={{ marginTop: 0, fontSize: '1.125rem' }}>
          Attendees
        </h2>
        <p className="cw-muted" style={{ margin: 0 }}>
          No attendees yet. People who book a seat in this schedule appear here once bookings open.
        </p>
      </section>
    </section>
  );
}

export function CoachAreaPage() {
  return (
    <Routes>
      <Route index element={<Overview />} />
      <Route path="schedules/new" element={<ScheduleForm schedule={null} />} />
      <Route path="schedules/:id" element={<ScheduleDetail />} />
      <Route path="schedules/:id/edit" element={<EditSchedule />} />
      <Route path="*" element={<NotFound what="Page" />} />
    </Routes>
  );
}
