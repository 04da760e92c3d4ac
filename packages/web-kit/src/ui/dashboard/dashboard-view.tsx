// The dashboard both the console (platform) and the coach area (own schedules) show: a date range of
// UTC days, KPI cards (each saying what it counts) with the change against the period before, net
// revenue and bookings per day, week or month, top workshops by revenue, every session by fill rate
// and upcoming sessions. The server decides whose figures they are; all of them come from one answer.
import { Suspense, useState } from 'react';
import {
  Card,
  Col,
  DatePicker,
  Empty,
  List,
  Progress,
  Row,
  Segmented,
  Skeleton,
  Space,
  Table,
  theme,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { MetricsGroupBy, SessionFill, TopWorkshop, UpcomingSession } from '@coachwork/contracts';
import { useGetDashboardMetricsQuery } from '../../api/dashboard-api';
import { LazyMetricsChart } from '../../light/lazy-metrics-chart';
import { defaultMetricsRange, kpisOf, METRICS_DAYS_NOTE, utcToday } from '../../light/metrics-kpis';
import { KpiCards } from './kpi-cards';

const DAY_FORMAT = 'YYYY-MM-DD';
const GROUP_WORD: Record<MetricsGroupBy, string> = { day: 'day', week: 'week', month: 'month' };
const startDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

export function DashboardView() {
  // UTC days, as the server counts them: a browser west of UTC late in the evening would otherwise
  // ask for a range that ends the day before the figures it shows elsewhere.
  const [groupBy, setGroupBy] = useState<MetricsGroupBy>('day');
  const [range, setRange] = useState(() => defaultMetricsRange('day', utcToday()));
  const { token } = theme.useToken();
  const { data, isFetching, isError } = useGetDashboardMetricsQuery({ ...range, groupBy });
  // The picker shows calendar days: each is the UTC day of the same name.
  const picked: [Dayjs, Dayjs] = [dayjs(range.from), dayjs(range.to)];
  const today = utcToday();
  const money = (n: number) =>
    new Intl.NumberFormat('en-IE', { style: 'currency', currency: data?.currency ?? 'EUR' }).format(n);
  const empty =
    data && data.totals.bookingsCreated === 0 && data.totals.gross === 0 && data.upcoming.length === 0;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <DatePicker.RangePicker
          aria-label="Date range"
          allowClear={false}
          value={picked}
          disabledDate={(d) => d.format(DAY_FORMAT) > today}
          onChange={(v) => {
            if (v?.[0] && v[1]) setRange({ from: v[0].format(DAY_FORMAT), to: v[1].format(DAY_FORMAT) });
          }}
        />
        <Segmented<MetricsGroupBy>
          aria-label="Group by"
          value={groupBy}
          onChange={(g) => {
            // Each grouping opens on whole buckets: 30 days, 12 weeks, 12 months up to today.
            setGroupBy(g);
            setRange(defaultMetricsRange(g, today));
          }}
          options={[
            { label: 'Day', value: 'day' },
            { label: 'Week', value: 'week' },
            { label: 'Month', value: 'month' },
          ]}
        />
        <Typography.Text type="secondary">{METRICS_DAYS_NOTE}</Typography.Text>
      </Space>
      {isError && !data ? (
        <Empty description="The figures could not be loaded." />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <KpiCards kpis={kpisOf(data.totals, data.previous, data.currency, data.attendance)} />
          {empty ? (
            <Card>
              <Empty description="No bookings in this period yet. Figures appear as bookings are made and paid." />
            </Card>
          ) : null}
          <Card title={`Net revenue and bookings by ${GROUP_WORD[data.groupBy]}`} loading={isFetching}>
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <LazyMetricsChart
                series={data.series}
                currency={data.currency}
                groupBy={data.groupBy}
                colors={{
                  revenue: token.colorPrimaryText,
                  bookings: token.colorInfo,
                  grid: token.colorBorderSecondary,
                  text: token.colorTextSecondary,
                  tooltipBackground: token.colorBgElevated,
                }}
              />
            </Suspense>
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <TopList
                title="Top workshops by revenue"
                rows={data.topWorkshops.byRevenue}
                value={(w) => money(w.net)}
              />
            </Col>
            <Col xs={24} lg={12}>
              <Card
                title="Sessions by fill rate"
                extra={
                  <Typography.Text type="secondary">
                    Every session that starts in the period or sold seats in it
                  </Typography.Text>
                }
              >
                <Table<SessionFill>
                  rowKey="workshopScheduleId"
                  size="small"
                  dataSource={data.sessionsByFillRate}
                  pagination={{ pageSize: 5, hideOnSinglePage: true, size: 'small' }}
                  locale={{ emptyText: 'No session starts or sold seats in this period.' }}
                  columns={[
                    {
                      title: 'Session',
                      dataIndex: 'workshopTitle',
                      render: (title: string, s) => (
                        <Space direction="vertical" size={0}>
                          <Typography.Text>{title}</Typography.Text>
                          <Typography.Text type="secondary">
                            {s.startDate ? `${startDay.format(new Date(s.startDate))} (UTC)` : ''}
                          </Typography.Text>
                        </Space>
                      ),
                    },
                    {
                      title: 'Seats sold',
                      dataIndex: 'seatsSold',
                      align: 'right',
                      render: (n: number, s) => `${n} of ${s.capacity}`,
                    },
                    {
                      title: 'Fill rate',
                      dataIndex: 'fillRate',
                      render: (rate: number | null, s) => (
                        <Progress
                          // A progress bar needs a name of its own: the row's title is beside it, not on it.
                          aria-label={`Fill rate of ${s.workshopTitle}`}
                          percent={Math.round((rate ?? 0) * 100)}
                          size="small"
                          style={{ width: 120 }}
                        />
                      ),
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
          <Card title="Upcoming sessions">
            <Table<UpcomingSession>
              rowKey="workshopScheduleId"
              size="small"
              pagination={false}
              dataSource={data.upcoming}
              locale={{ emptyText: 'No upcoming sessions.' }}
              columns={[
                { title: 'Workshop', dataIndex: 'workshopTitle' },
                {
                  title: 'Starts',
                  dataIndex: 'startDate',
                  render: (v: string) => dayjs(v).format('ddd D MMM YYYY, HH:mm'),
                },
                {
                  title: 'Seats left',
                  dataIndex: 'seatsLeft',
                  align: 'right',
                  render: (v: number, s) => `${v} of ${s.capacity}`,
                },
              ]}
            />
          </Card>
        </>
      )}
    </Space>
  );
}

function TopList({
  title,
  rows,
  value,
}: {
  title: string;
  rows: TopWorkshop[];
  value: (w: TopWorkshop) => React.ReactNode;
}) {
  return (
    <Card title={title}>
      <List
        dataSource={rows}
        locale={{ emptyText: 'Nothing in this period.' }}
        renderItem={(w) => (
          <List.Item extra={value(w)}>
            <Typography.Text ellipsis>{w.title}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
