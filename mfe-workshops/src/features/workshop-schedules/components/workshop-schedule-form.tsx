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

const useWorkshopOptions = (search: string) => {
  const { data, isFetching } = workshopsApi.useListWorkshopsQuery({
    page: 1,
    perPage: 20,
    sort: 'title',
    ...(search ? { search } : {}),
  });
  return {
    options: (data?.data ?? []).map((w) => ({ value: w.id, label: `${w.title} (${w.maxSeats} seats)` })),
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
      toast.success(schedule ? 'Schedule saved' : 'Schedule created', workshop?.title);
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
      title={schedule ? 'Edit workshop schedule' : 'New workshop schedule'}
      open={open}
      {...savingModalProps(saving, () => onClose(false))}
      onOk={() => void submit()}
      okText={saving ? 'Saving...' : 'Save'}
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
            message="This schedule was cancelled and takes no more changes."
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
          label="Workshop"
          required
          render={(f) => (
            <RemoteSelect
              id="schedule-workshop"
              value={f.value || undefined}
              onChange={(v) => f.onChange(v ?? '')}
              onBlur={f.onBlur}
              placeholder="Search workshops"
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
          label="Coach"
          required
          render={(f) => (
            <RemoteSelect
              id="schedule-coach"
              value={f.value || undefined}
              onChange={(v) => f.onChange(v ?? '')}
              onBlur={f.onBlur}
              placeholder="Search coaches"
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
            label="Starts"
            required
            render={(f) => <WallClockPicker id="schedule-start" value={f.value} onChange={f.onChange} />}
          />
          <FormItem
            control={c}
            name="endDate"
            id="schedule-end"
            label="Ends"
            required
            render={(f) => <WallClockPicker id="schedule-end" value={f.value} onChange={f.onChange} />}
          />
        </div>
        <FormSelectItem
          control={c}
          name="timezone"
          id="schedule-timezone"
          label="Time zone"
          required
          extra="Start and end are read in this zone."
          input={{ showSearch: true, optionFilterProp: 'label' }}
          options={zones}
        />
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 12 }}>
          <FormSelectItem
            control={c}
            name="status"
            id="schedule-status"
            label="Status"
            required
            options={options(PUBLICATION_STATUSES)}
          />
          <FormSelectItem
            control={c}
            name="visibility"
            id="schedule-visibility"
            label="Visibility"
            required
            options={options(VISIBILITIES)}
          />
          <FormSelectItem
            control={c}
            name="mode"
            id="schedule-mode"
            label="Mode"
            required
            options={options(MODES)}
          />
        </div>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 12 }}>
          <FormSelectItem
            control={c}
            name="level"
            id="schedule-level"
            label="Level"
            input={{ allowClear: true }}
            options={options(LEVELS)}
          />
          <FormSelectItem
            control={c}
            name="country"
            id="schedule-country"
            label="Country"
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
            label="Capacity"
            nullable
            extra={
              workshop
                ? `Left empty: the workshop's ${workshop.maxSeats} seats.`
                : 'Left empty: the workshop’s maximum seats.'
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
          label="Venue"
          nullable
          extra="Where in-person and hybrid sessions take place; its country is the one above."
        />
        <div style={{ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr', gap: 12 }}>
          <FormTextItem control={c} name="venueAddress" id="schedule-venue-address" label="Venue address" nullable />
          <FormTextItem control={c} name="venueCity" id="schedule-venue-city" label="Venue city" nullable />
          <FormTextItem
            control={c}
            name="language"
            id="schedule-language"
            label="Language"
            nullable
            input={{ placeholder: 'en' }}
          />
        </div>
        <FormTextItem
          control={c}
          name="meetingUrl"
          id="schedule-meeting-url"
          label="Meeting link"
          nullable
          extra="For online and hybrid sessions (https://). Only confirmed attendees see it, in My bookings and their confirmation mail."
          input={{ placeholder: 'https://', inputMode: 'url' }}
        />
        {schedule && (
          // Read-only, and still named: the label points at the input (axe's 'label' rule).
          <Form.Item label="Seats left" htmlFor="schedule-seats-left">
            <Input
              id="schedule-seats-left"
              value={`${schedule.seatsLeft} of ${schedule.capacity}`}
              disabled
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
