// Create or edit a schedule in the console: every rule of the schema (coach, workshop, start before
// end, time zone, status, visibility, mode, capacity defaulting to the workshop's maxSeats), the
// same schema as the server, and the server's 422 on the fields.
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import dayjs from 'dayjs';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import {
  COUNTRIES,
  LEVELS,
  MODES,
  PUBLICATION_STATUSES,
  VISIBILITIES,
} from '@coachwork/contracts';
import { useServerErrors } from '@coachwork/web-kit';
import { useToast } from '@coachwork/web-kit/ui';
import { workshopsApi } from '../../workshops/api';
import {
  schedulesApi,
  useCreateWorkshopScheduleMutation,
  useUpdateWorkshopScheduleMutation,
  type WorkshopSchedule,
} from '../api';
import { timeZones } from '../time-zone';
import { scheduleDefaults, scheduleResolver, toScheduleInput, type ScheduleFormValues } from '../schedule-form-values';
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
  return { options: (data?.data ?? []).map((c) => ({ value: c.id, label: c.username })), loading: isFetching };
};

const pickerValue = (wallClock: string) => (wallClock ? dayjs(wallClock) : null);

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
  const zones = useMemo(() => timeZones().map((z) => ({ value: z, label: z })), []);
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
  const field = (name: keyof ScheduleFormValues) => ({
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: errors[name]?.message as string | undefined,
  });
  const cancelled = !!schedule?.cancelledAt;

  return (
    <Modal
      title={schedule ? 'Edit workshop schedule' : 'New workshop schedule'}
      open={open}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okText={saving ? 'Saving...' : 'Save'}
      okButtonProps={{ loading: saving, disabled: saving || cancelled }}
      destroyOnHidden
      maskClosable={!saving}
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
        <Form.Item label="Workshop" required htmlFor="schedule-workshop" {...field('workshopId')}>
          <Controller
            name="workshopId"
            control={form.control}
            render={({ field: f }) => (
              <RemoteSelect
                id="schedule-workshop"
                value={f.value || undefined}
                onChange={(v) => f.onChange(v ?? '')}
                onBlur={f.onBlur}
                placeholder="Search workshops"
                useOptions={useWorkshopOptions}
                selected={schedule?.workshop ? { value: schedule.workshop.id, label: schedule.workshop.title } : null}
              />
            )}
          />
        </Form.Item>
        <Form.Item label="Coach" required htmlFor="schedule-coach" {...field('coachId')}>
          <Controller
            name="coachId"
            control={form.control}
            render={({ field: f }) => (
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
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
          <Form.Item label="Starts" required htmlFor="schedule-start" {...field('startDate')}>
            <Controller
              name="startDate"
              control={form.control}
              render={({ field: f }) => (
                <DatePicker
                  id="schedule-start"
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  style={{ width: '100%' }}
                  value={pickerValue(f.value)}
                  onChange={(d) => f.onChange(d ? d.format('YYYY-MM-DDTHH:mm') : '')}
                />
              )}
            />
          </Form.Item>
          <Form.Item label="Ends" required htmlFor="schedule-end" {...field('endDate')}>
            <Controller
              name="endDate"
              control={form.control}
              render={({ field: f }) => (
                <DatePicker
                  id="schedule-end"
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  style={{ width: '100%' }}
                  value={pickerValue(f.value)}
                  onChange={(d) => f.onChange(d ? d.format('YYYY-MM-DDTHH:mm') : '')}
                />
              )}
            />
          </Form.Item>
        </div>
        <Form.Item
          label="Time zone"
          required
          htmlFor="schedule-timezone"
          extra="Start and end are read in this zone."
          {...field('timezone')}
        >
          <Controller
            name="timezone"
            control={form.control}
            render={({ field: f }) => <Select {...f} id="schedule-timezone" showSearch options={zones} />}
          />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 12 }}>
          <Form.Item label="Status" required htmlFor="schedule-status" {...field('status')}>
            <Controller
              name="status"
              control={form.control}
              render={({ field: f }) => (
                <Select {...f} id="schedule-status" options={options(PUBLICATION_STATUSES)} />
              )}
            />
          </Form.Item>
          <Form.Item label="Visibility" required htmlFor="schedule-visibility" {...field('visibility')}>
            <Controller
              name="visibility"
              control={form.control}
              render={({ field: f }) => <Select {...f} id="schedule-visibility" options={options(VISIBILITIES)} />}
            />
          </Form.Item>
          <Form.Item label="Mode" required htmlFor="schedule-mode" {...field('mode')}>
            <Controller
              name="mode"
              control={form.control}
              render={({ field: f }) => <Select {...f} id="schedule-mode" options={options(MODES)} />}
            />
          </Form.Item>
        </div>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 12 }}>
          <Form.Item label="Level" htmlFor="schedule-level" {...field('level')}>
            <Controller
              name="level"
              control={form.control}
              render={({ field: f }) => (
                <Select {...f} value={f.value ?? undefined} id="schedule-level" allowClear options={options(LEVELS)} />
              )}
            />
          </Form.Item>
          <Form.Item label="Country" htmlFor="schedule-country" {...field('country')}>
            <Controller
              name="country"
              control={form.control}
              render={({ field: f }) => (
                <Select
                  {...f}
                  value={f.value ?? undefined}
                  id="schedule-country"
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  options={COUNTRIES.map((c) => ({ value: c.code, label: `${c.flag} ${c.name}` }))}
                />
              )}
            />
          </Form.Item>
          <Form.Item
            label="Capacity"
            htmlFor="schedule-capacity"
            extra={workshop ? `Left empty: the workshop's ${workshop.maxSeats} seats.` : 'Left empty: the workshop’s maximum seats.'}
            {...field('capacity')}
          >
            <Controller
              name="capacity"
              control={form.control}
              render={({ field: f }) => (
                <InputNumber
                  id="schedule-capacity"
                  min={1}
                  precision={0}
                  style={{ width: '100%' }}
                  placeholder={workshop ? String(workshop.maxSeats) : undefined}
                  value={f.value ?? null}
                  onChange={(v) => f.onChange(v ?? null)}
                />
              )}
            />
          </Form.Item>
        </div>
        {schedule && (
          <Form.Item label="Seats left">
            <Input value={`${schedule.seatsLeft} of ${schedule.capacity}`} disabled />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
