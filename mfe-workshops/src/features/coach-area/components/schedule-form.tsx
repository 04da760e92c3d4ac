// Creating or editing a schedule the coach teaches (the coach is always the signed-in user).
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { COUNTRIES, LEVELS, MODES, PUBLICATION_STATUSES, VISIBILITIES } from '@coachwork/contracts';
import { selectCurrentUser, useAppSelector, usePageTitle, useServerErrors, viewerTimeZone } from '@coachwork/web-kit';
import {
  useCreateWorkshopScheduleMutation,
  useUpdateWorkshopScheduleMutation,
  type WorkshopSchedule,
} from '../../workshop-schedules/api';
import { scheduleDefaults, scheduleResolver, type ScheduleFormValues } from '../../workshop-schedules/schedule-form-values';
import { enumLabel } from '../labels';
import { useCoachAreaI18n } from '../messages';
import { useMyWorkshops } from '../use-my-workshops';
import { useWorkshopPresets } from '../use-workshop-presets';
import { Heading } from './heading';
import { Select } from './select';
import { ZonePicker } from './zone-picker';

export function ScheduleForm({ schedule }: { schedule: WorkshopSchedule | null }) {
  const { t, lang } = useCoachAreaI18n();
  usePageTitle(t(schedule ? 'form.edit' : 'form.new'));
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const resolver = useMemo(() => scheduleResolver(!!schedule), [schedule]);
  const form = useForm<ScheduleFormValues>({
    resolver,
    defaultValues: scheduleDefaults(schedule, { coachId: user?.id ?? '', timezone: schedule?.timezone ?? viewerTimeZone() }),
  });
  const showServerErrors = useServerErrors(form);
  const [create, creating] = useCreateWorkshopScheduleMutation();
  const [update, updating] = useUpdateWorkshopScheduleMutation();
  const { data: workshops } = useMyWorkshops();
  const workshopId = form.watch('workshopId');
  const workshop = workshops?.data.find((w) => w.id === workshopId);
  const saving = creating.isLoading || updating.isLoading;
  // A new schedule starts from its workshop: level, country, meeting link (see the hook).
  useWorkshopPresets(form, workshop, !schedule);

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
  const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: enumLabel(t, v) }));
  // Countries by their English names, or the page's language's (Intl's region names).
  const countries = useMemo(() => {
    const names = lang === 'en' ? null : new Intl.DisplayNames([lang], { type: 'region' });
    return COUNTRIES.map((c) => ({ value: c.code, label: names?.of(c.code) ?? c.name }));
  }, [lang]);

  return (
    <form className="cw-card cw-stack" noValidate onSubmit={(e) => void submit(e)} style={{ maxWidth: 720 }}>
      <Heading title={t(schedule ? 'form.edit' : 'form.new')} />
      {errors.root?.server && (
        <div className="cw-alert" role="alert">
          {errors.root.server.message}
        </div>
      )}
      {errors.coachId && <div className="cw-alert" role="alert">{errors.coachId.message}</div>}
      <div className="cw-field">
        <label className="cw-label" htmlFor="ca-workshopId">
          {t('common.workshop')}
        </label>
        <Controller
          name="workshopId"
          control={form.control}
          render={({ field }) => (
            <Select
              id="ca-workshopId"
              {...field}
              {...aria('workshopId')}
              allowEmpty={t('form.chooseWorkshop')}
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
            {t('form.noWorkshops')}
          </span>
        )}
        {err('workshopId')}
      </div>
      <div className="ca-grid">
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-startDate">
            {t('form.starts')}
          </label>
          <input id="ca-startDate" type="datetime-local" className="cw-input" {...form.register('startDate')} {...aria('startDate')} />
          {err('startDate')}
        </div>
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-endDate">
            {t('form.ends')}
          </label>
          <input id="ca-endDate" type="datetime-local" className="cw-input" {...form.register('endDate')} {...aria('endDate')} />
          {err('endDate')}
        </div>
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-timezone">
            {t('form.timezone')}
          </label>
          <ZonePicker id="ca-timezone" {...form.register('timezone')} {...aria('timezone')} />
          {err('timezone')}
        </div>
      </div>
      <div className="ca-grid">
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-status">
            {t('form.status')}
          </label>
          <Select id="ca-status" {...form.register('status')} {...aria('status')} allowEmpty={t('form.choose')} options={opts(PUBLICATION_STATUSES)} />
          {err('status')}
        </div>
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-visibility">
            {t('form.visibility')}
          </label>
          <Select id="ca-visibility" {...form.register('visibility')} {...aria('visibility')} allowEmpty={t('form.choose')} options={opts(VISIBILITIES)} />
          {err('visibility')}
        </div>
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-mode">
            {t('form.mode')}
          </label>
          <Select id="ca-mode" {...form.register('mode')} {...aria('mode')} allowEmpty={t('form.choose')} options={opts(MODES)} />
          {err('mode')}
        </div>
      </div>
      <div className="ca-grid">
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-level">
            {t('form.level')}
          </label>
          <Select id="ca-level" {...form.register('level')} allowEmpty={t('form.anyLevel')} options={opts(LEVELS)} />
          {err('level')}
        </div>
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-country">
            {t('form.country')}
          </label>
          <Select
            id="ca-country"
            {...form.register('country')}
            allowEmpty={t('form.noCountry')}
            options={countries}
          />
          {err('country')}
        </div>
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-capacity">
            {t('form.capacity')}
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
            {workshop ? t('form.capacityHint', { seats: workshop.maxSeats }) : t('form.capacityHintAny')}
          </span>
          {err('capacity')}
        </div>
      </div>
      <div className="ca-grid">
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-venue-name">
            {t('form.venue')}
          </label>
          <input
            id="ca-venue-name"
            className="cw-input"
            {...form.register('venueName', { setValueAs: (v) => (typeof v === 'string' && v.trim() ? v : null) })}
            {...aria('venueName')}
          />
          {err('venueName')}
        </div>
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-venue-address">
            {t('form.venueAddress')}
          </label>
          <input
            id="ca-venue-address"
            className="cw-input"
            {...form.register('venueAddress', { setValueAs: (v) => (typeof v === 'string' && v.trim() ? v : null) })}
            {...aria('venueAddress')}
          />
          {err('venueAddress')}
        </div>
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-venue-city">
            {t('form.venueCity')}
          </label>
          <input
            id="ca-venue-city"
            className="cw-input"
            {...form.register('venueCity', { setValueAs: (v) => (typeof v === 'string' && v.trim() ? v : null) })}
            {...aria('venueCity')}
          />
          {err('venueCity')}
        </div>
        <div className="cw-field">
          <label className="cw-label" htmlFor="ca-language">
            {t('form.language')}
          </label>
          <input
            id="ca-language"
            className="cw-input"
            {...form.register('language', { setValueAs: (v) => (typeof v === 'string' && v.trim() ? v : null) })}
            {...aria('language')} placeholder="en"
          />
          {err('language')}
        </div>
      </div>
      <div className="cw-field">
        <label className="cw-label" htmlFor="ca-meeting-url">
          {t('form.meetingUrl')}
        </label>
        <input
          id="ca-meeting-url"
          className="cw-input"
          type="url"
          inputMode="url"
          placeholder="https://"
          {...form.register('meetingUrl', { setValueAs: (v) => (typeof v === 'string' && v.trim() ? v.trim() : null) })}
          {...aria('meetingUrl')}
          aria-describedby={errors.meetingUrl ? 'ca-meetingUrl-error ca-meeting-url-help' : 'ca-meeting-url-help'}
        />
        <p id="ca-meeting-url-help" className="cw-muted" style={{ margin: 0, fontSize: 13 }}>
          {t('form.meetingUrlHelp')}
        </p>
        {err('meetingUrl')}
      </div>
      <div className="cw-row">
        <button type="submit" className="cw-btn cw-btn-primary" disabled={saving}>
          {saving ? t('common.saving') : t('form.save')}
        </button>
        <Link className="cw-btn" to={schedule ? `/c/schedules/${schedule.id}` : '/c'}>
          {t('common.cancel')}
        </Link>
      </div>
    </form>
  );
}
