// Create or edit a schedule in the console: every rule of the schema (coach, workshop, start before
// end, time zone, status, visibility, mode, capacity defaulting to the workshop's maxSeats), the
// same schema as the server, and the server's 422 on the fields.
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import dayjs from 'dayjs';
import { Alert, DatePicker, Form, Input, Modal } from 'antd';
import { COUNTRIES, LEVELS, MODES, PUBLICATION_STATUSES, VISIBILITIES } from '@coachwork/contracts';
import { timeZoneOptions, useServerErrors } from '@coachwork/web-kit';
import {
  FormItem,
  FormNumberItem,
  FormSelectItem,
  FormTextItem,
  savingModalProps,
  useToast,
} from '@coachwork/web-kit/ui';
import { workshopsApi } from '../../workshops/api';
import {
  schedulesApi,
  useCreateWorkshopScheduleMutation,
  useUpdateWorkshopScheduleMutation,
  type WorkshopSchedule,
} from '../api';
import {
  scheduleDefaults,
  scheduleResolver,
  toScheduleInput,
  type ScheduleFormValues,
} from '../schedule-form-values';
export type { ScheduleFormValues };
import { options } from './schedule-labels';
import { RemoteSelect } from './remote-select';
import { useWorkshopsMessages } from '../../../messages';

const useWorkshopOptions = (search: string) => {
  const { t } = useWorkshopsMessages();
  const { data, isFetching } = workshopsApi.useListWorkshopsQuery({
    page: 1,
    perPage: 20,
    sort: 'title',
    ...(search ? { search } : {}),
  });
  return {
    options: (data?.data ?? []).map((w) => ({
      value: w.id,
      label: t('scheduleForm.workshopOption', { title: w.title, seats: w.maxSeats }),
    })),
    loading: isFetching,
  };
};

const useCoachOptions = (search: string) => {
  const { data, isFetching } = schedulesApi.useListScheduleCoachesQuery({
    page: 1,
    perPage: 20,
    ...(search ? { search } : {}),
  });
  return {
    options: (data?.data ?? []).map((c) => ({ value: c.id, label: c.username })),
    loading: isFetching,
  };
};

/** Start or end as wall-clock text (`YYYY-MM-DDTHH:mm`, read in the schedule's zone); '' when cleared. */
function WallClockPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      style={{ width: '100%' }}
      value={value ? dayjs(value) : null}
      onChange={(d) => onChange(d ? d.format('YYYY-MM-DDTHH:mm') : '')}
    />
  );
}

export function WorkshopScheduleForm({
  open,
  schedule,
  preset,
  onClose,
}: {
  open: boolean;
  schedule: WorkshopSchedule | null;
  /** Values for a new schedule (the workshop of the page it opens from). */
  preset?: Partial<ScheduleFormValues>;
  onClose: (changed: boolean) => void;
}) {
  const editing = !!schedule;
  const resolver = useMemo(() => scheduleResolver(editing), [editing]);
  const form = useForm<ScheduleFormValues>({ resolver, defaultValues: scheduleDefaults(schedule, preset) });
  const showServerErrors = useServerErrors(form);
  const toast = useToast();
  const { t } = useWorkshopsMessages();
  const [create, creating] = useCreateWorkshopScheduleMutation();
  const [update, updating] = useUpdateWorkshopScheduleMutation();
  const saving = creating.isLoading || updating.isLoading;
  const zones = useMemo(() => timeZoneOptions(), []);
  const workshopId = form.watch('workshopId');
  const { data: workshop } = workshopsApi.useGetWorkshopQuery(workshopId, { skip: !workshopId });

  useEffect(() => {
    if (open) form.reset(scheduleDefaults(schedule, preset));
  }, [open, schedule]);

  const submit = form.handleSubmit(async (values) => {
    const body = values as unknown as ReturnType<typeof toScheduleInput>;
    try {
      if (schedule) await update({ id: schedule.id, body: body as never }).unwrap();
      else await create(body as never).unwrap();
      toast.success(schedule ? t('scheduleForm.saved') : t('scheduleForm.created'), workshop?.title);
      onClose(true);
    } catch (err) {
      showServerErrors(err);
    }
  });

  const { errors } = form.formState;
  const c = form.control;
  const cancelled = !!schedule?.cancelledAt;

  return (
    <Modal
      title={schedule ? t('scheduleForm.edit') : t('scheduleForm.new')}
      open={open}
      {...savingModalProps(saving, () => onClose(false))}
      onOk={() => void submit()}
      okText={saving ? t('common.saving') : t('common.save')}
      okButtonProps={{ loading: saving, disabled: saving || cancelled }}
      destroyOnHidden
      width={640}
    >
      <Form layout="vertical" component="div" requiredMark="optional">
        {cancelled && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('scheduleForm.cancelled')}
            description={schedule?.cancellationReason}
          />
        )}
        {errors.root?.server && (
          <Alert type="error" showIcon message={errors.root.server.message} style={{ marginBottom: 16 }} />
        )}
        <FormItem
          control={c}
          name="workshopId"
          id="schedule-workshop"
          label={t('common.workshop')}
          required
          render={(f) => (
            <RemoteSelect
              id="schedule-workshop"
              value={f.value || undefined}
              onChange={(v) => f.onChange(v ?? '')}
              onBlur={f.onBlur}
              placeholder={t('scheduleForm.searchWorkshops')}
              useOptions={useWorkshopOptions}
              selected={
                schedule?.workshop ? { value: schedule.workshop.id, label: schedule.workshop.title } : null
              }
            />
          )}
        />
        <FormItem
          control={c}
          name="coachId"
          id="schedule-coach"
          label={t('common.coach')}
          required
          render={(f) => (
            <RemoteSelect
              id="schedule-coach"
              value={f.value || undefined}
              onChange={(v) => f.onChange(v ?? '')}
              onBlur={f.onBlur}
              placeholder={t('common.searchCoaches')}
              useOptions={useCoachOptions}
              selected={schedule?.coach ? { value: schedule.coach.id, label: schedule.coach.username } : null}
            />
          )}
        />
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
          <FormItem
            control={c}
            name="startDate"
            id="schedule-start"
            label={t('schedules.starts')}
            required
            render={(f) => <WallClockPicker id="schedule-start" value={f.value} onChange={f.onChange} />}
          />
          <FormItem
            control={c}
            name="endDate"
            id="schedule-end"
            label={t('schedules.ends')}
            required
            render={(f) => <WallClockPicker id="schedule-end" value={f.value} onChange={f.onChange} />}
          />
        </div>
        <FormSelectItem
          control={c}
          name="timezone"
          id="schedule-timezone"
          label={t('scheduleForm.timezone')}
          required
          extra={t('scheduleForm.timezoneHint')}
          input={{ showSearch: true, optionFilterProp: 'label' }}
          options={zones}
        />
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 12 }}>
          <FormSelectItem
            control={c}
            name="status"
            id="schedule-status"
            label={t('common.status')}
            required
            options={options(PUBLICATION_STATUSES)}
          />
          <FormSelectItem
            control={c}
            name="visibility"
            id="schedule-visibility"
            label={t('common.visibility')}
            required
            options={options(VISIBILITIES)}
          />
          <FormSelectItem
            control={c}
            name="mode"
            id="schedule-mode"
            label={t('common.mode')}
            required
            options={options(MODES)}
          />
        </div>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 12 }}>
          <FormSelectItem
            control={c}
            name="level"
            id="schedule-level"
            label={t('common.level')}
            input={{ allowClear: true }}
            options={options(LEVELS)}
          />
          <FormSelectItem
            control={c}
            name="country"
            id="schedule-country"
            label={t('common.country')}
            input={{ allowClear: true, showSearch: true, optionFilterProp: 'label' }}
            options={COUNTRIES.map((country) => ({
              value: country.code,
              label: `${country.flag} ${country.name}`,
            }))}
          />
          <FormNumberItem
            control={c}
            name="capacity"
            id="schedule-capacity"
            label={t('scheduleForm.capacity')}
            nullable
            extra={
              workshop
                ? t('scheduleForm.capacityHint', { seats: workshop.maxSeats })
                : t('scheduleForm.capacityHintAny')
            }
            input={{
              min: 1,
              precision: 0,
              style: { width: '100%' },
              placeholder: workshop ? String(workshop.maxSeats) : undefined,
            }}
          />
        </div>
        <FormTextItem
          control={c}
          name="venueName"
          id="schedule-venue-name"
          label={t('scheduleForm.venue')}
          nullable
          extra={t('scheduleForm.venueHint')}
        />
        <div style={{ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr', gap: 12 }}>
          <FormTextItem control={c} name="venueAddress" id="schedule-venue-address" label={t('scheduleForm.venueAddress')} nullable />
          <FormTextItem control={c} name="venueCity" id="schedule-venue-city" label={t('scheduleForm.venueCity')} nullable />
          <FormTextItem
            control={c}
            name="language"
            id="schedule-language"
            label={t('scheduleForm.language')}
            nullable
            input={{ placeholder: 'en' }}
          />
        </div>
        <FormTextItem
          control={c}
          name="meetingUrl"
          id="schedule-meeting-url"
          label={t('scheduleForm.meetingUrl')}
          nullable
          extra={t('scheduleForm.meetingUrlHint')}
          input={{ placeholder: 'https://', inputMode: 'url' }}
        />
        {schedule && (
          // Read-only, and still named: the label points at the input (axe's 'label' rule).
          <Form.Item label={t('schedules.seatsLeft')} htmlFor="schedule-seats-left">
            <Input
              id="schedule-seats-left"
              value={t('scheduleForm.seatsLeftValue', { left: schedule.seatsLeft, capacity: schedule.capacity })}
              disabled
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
