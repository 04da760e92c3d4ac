// The dashboard both the console (platform) and the coach area (own schedules) show: a date range,
// KPI cards with the change against the period before, revenue and bookings over time, top workshops
// and upcoming sessions. The server decides whose figures they are.
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
import type { MetricsGroupBy, TopWorkshop, UpcomingSession } from '@coachwork/contracts';
import { useGetDashboardMetricsQuery } from '../../api/dashboard-api';
import { LazyMetricsChart } from '../../light/lazy-metrics-chart';
import { kpisOf } from '../../light/metrics-kpis';
import { KpiCards } from './kpi-cards';

const DAY_FORMAT = 'YYYY-MM-DD';

export function DashboardView() {
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(29, 'day'), dayjs()]);
  const [groupBy, setGroupBy] = useState<MetricsGroupBy>('day');
  const { token } = theme.useToken();
  const { data, isFetching, isError } = useGetDashboardMetricsQuery({
    from: range[0].format(DAY_FORMAT),
    to: range[1].format(DAY_FORMAT),
    groupBy,
  });
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
          value={range}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          onChange={(v) => {
            if (v?.[0] && v[1]) setRange([v[0], v[1]]);
          }}
        />
        <Segmented<MetricsGroupBy>
          aria-label="Group by"
          value={groupBy}
          onChange={setGroupBy}
          options={[
            { label: 'Day', value: 'day' },
            { label: 'Week', value: 'week' },
            { label: 'Month', value: 'month' },
          ]}
        />
      </Space>
      {isError && !data ? (
        <Empty description="The figures could not be loaded." />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <KpiCards kpis={kpisOf(data.totals, data.previous, data.currency)} />
          {empty ? (
            <Card>
              <Empty description="No bookings in this period yet. Figures appear as bookings are made and paid." />
            </Card>
          ) : null}
          <Card title="Revenue and bookings" loading={isFetching}>
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <LazyMetricsChart
                series={data.series}
                currency={data.currency}
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
              <TopList
                title="Top workshops by fill rate"
                rows={data.topWorkshops.byFillRate}
                value={(w) => (
                  <Progress
                    // A progress bar needs a name of its own: the row's title is beside it, not on it.
                    aria-label={`Fill rate of ${w.title}`}
                    percent={Math.round((w.fillRate ?? 0) * 100)}
                    size="small"
                    style={{ width: 140 }}
                  />
                )}
              />
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
