// Schedules on a calendar: antd's Calendar for the month, a seven-column grid for the week. Each
// schedule sits on the day it starts in the viewer's time zone; a click opens it.
import { useMemo, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Badge, Button, Calendar, Empty, Segmented, Space, Spin, Tooltip, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { formatTime } from '@coachwork/web-kit';
import { useListWorkshopSchedulesQuery, type WorkshopSchedule } from '../api';
import { STATUS_BADGE } from './schedule-labels';
import { useWorkshopsMessages } from '../../../messages';

type View = 'month' | 'week';

function rangeOf(view: View, anchor: Dayjs): [Dayjs, Dayjs] {
  if (view === 'week') {
    const start = anchor.startOf('day').subtract((anchor.day() + 6) % 7, 'day'); // weeks start on Monday
    return [start, start.add(7, 'day')];
  }
  // The month grid shows up to six weeks around the month.
  const first = anchor.startOf('month');
  const start = first.subtract((first.day() + 6) % 7, 'day');
  return [start, start.add(42, 'day')];
}

function ScheduleChip({ schedule, onOpen }: { schedule: WorkshopSchedule; onOpen?: (s: WorkshopSchedule) => void }) {
  const { t } = useWorkshopsMessages();
  const time = formatTime(schedule.startDate);
  const label = t('calendar.chip', { time, title: schedule.workshop?.title ?? t('common.workshop') });
  return (
    <Tooltip title={`${label} · ${schedule.coach?.username ?? ''} · ${schedule.status}`}>
      <button
        type="button"
        className="cw-cal-chip"
        data-schedule-id={schedule.id}
        onClick={(e) => {
          e.stopPropagation();
          onOpen?.(schedule);
        }}
        style={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          border: 0,
          background: 'transparent',
          padding: '0 2px',
          cursor: onOpen ? 'pointer' : 'default',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          textDecoration: schedule.cancelledAt ? 'line-through' : undefined,
        }}
      >
        <Badge status={STATUS_BADGE[schedule.status] ?? 'default'} text={label} />
      </button>
    </Tooltip>
  );
}

export function ScheduleCalendar({
  filters = {},
  onOpen,
}: {
  /** Extra `filter[...]` values, e.g. `{ workshopId }`. */
  filters?: Record<string, string>;
  onOpen?: (schedule: WorkshopSchedule) => void;
}) {
  const { t } = useWorkshopsMessages();
  const [view, setView] = useState<View>('month');
  const [anchor, setAnchor] = useState(() => dayjs());
  const [from, to] = rangeOf(view, anchor);
  const params = useMemo(
    () => ({
      page: 1,
      perPage: 100,
      sort: 'startDate',
      'filter[startsFrom]': from.toISOString(),
      'filter[startsTo]': to.toISOString(),
      ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [`filter[${k}]`, v])),
    }),
    [from.valueOf(), to.valueOf(), JSON.stringify(filters)],
  );
  const { data, isFetching } = useListWorkshopSchedulesQuery(params);
  const byDay = useMemo(() => {
    const map = new Map<string, WorkshopSchedule[]>();
    for (const s of data?.data ?? []) {
      const key = dayjs(s.startDate).format('YYYY-MM-DD');
      map.set(key, [...(map.get(key) ?? []), s]);
    }
    return map;
  }, [data]);

  const step = view === 'week' ? 'week' : 'month';
  const header = (
    <Space style={{ justifyContent: 'space-between', width: '100%', padding: '8px 0' }} wrap>
      <Space>
        <Button
          aria-label={step === 'week' ? t('calendar.previousWeek') : t('calendar.previousMonth')}
          icon={<LeftOutlined />}
          onClick={() => setAnchor(anchor.subtract(1, step))}
        />
        <Button onClick={() => setAnchor(dayjs())}>{t('calendar.today')}</Button>
        <Button
          aria-label={step === 'week' ? t('calendar.nextWeek') : t('calendar.nextMonth')}
          icon={<RightOutlined />}
          onClick={() => setAnchor(anchor.add(1, step))}
        />
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="calendar-title">
          {view === 'week'
            ? t('calendar.weekRange', { from: from.format('D MMM'), to: to.subtract(1, 'day').format('D MMM YYYY') })
            : anchor.format('MMMM YYYY')}
        </Typography.Title>
        {isFetching && <Spin size="small" />}
      </Space>
      <Segmented
        aria-label={t('calendar.view')}
        options={[
          { label: t('calendar.month'), value: 'month' },
          { label: t('calendar.week'), value: 'week' },
        ]}
        value={view}
        onChange={(v) => setView(v as View)}
      />
    </Space>
  );

  if (view === 'week') {
    const days = Array.from({ length: 7 }, (_, i) => from.add(i, 'day'));
    const total = days.reduce((n, d) => n + (byDay.get(d.format('YYYY-MM-DD'))?.length ?? 0), 0);
    return (
      <div data-testid="schedule-calendar" data-view="week">
        {header}
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 8 }}>
          {days.map((d) => {
            const key = d.format('YYYY-MM-DD');
            const today = d.isSame(dayjs(), 'day');
            return (
              <section
                key={key}
                data-date={key}
                aria-label={d.format('dddd D MMMM')}
                style={{
                  minHeight: 160,
                  border: '1px solid rgba(128,128,128,.25)',
                  borderTop: today ? '3px solid #eab308' : undefined,
                  borderRadius: 10,
                  padding: 8,
                }}
              >
                <Typography.Text strong>{d.format('ddd D')}</Typography.Text>
                {(byDay.get(key) ?? []).map((s) => (
                  <div key={s.id} style={{ marginTop: 6 }}>
                    <ScheduleChip schedule={s} onOpen={onOpen} />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatTime(s.startDate)}–{formatTime(s.endDate)} · {s.coach?.username}
                    </Typography.Text>
                  </div>
                ))}
              </section>
            );
          })}
        </div>
        {total === 0 && !isFetching && <Empty style={{ marginTop: 16 }} description={t('calendar.emptyWeek')} />}
      </div>
    );
  }

  return (
    <div data-testid="schedule-calendar" data-view="month">
      {header}
      <Calendar
        value={anchor}
        headerRender={() => null}
        onPanelChange={(d) => setAnchor(d)}
        onSelect={(d, info) => {
          if (info.source === 'date') setAnchor(d);
        }}
        fullCellRender={undefined}
        cellRender={(d, info) => {
          if (info.type !== 'date') return info.originNode;
          const list = byDay.get(d.format('YYYY-MM-DD')) ?? [];
          return (
            <div data-date={d.format('YYYY-MM-DD')}>
              {list.map((s) => (
                <ScheduleChip key={s.id} schedule={s} onOpen={onOpen} />
              ))}
            </div>
          );
        }}
      />
    </div>
  );
}
