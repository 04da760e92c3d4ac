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
import { useMessages } from '../../i18n';
import { LazyMetricsChart } from '../../light/lazy-metrics-chart';
import { defaultMetricsRange, kpisOf, METRICS_DAYS_NOTE, utcToday } from '../../light/metrics-kpis';
import { CONSOLE_KIT_MESSAGES } from '../messages';
import { KpiCards } from './kpi-cards';

const DAY_FORMAT = 'YYYY-MM-DD';
const startDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

export function DashboardView() {
  // UTC days, as the server counts them: a browser west of UTC late in the evening would otherwise
  // ask for a range that ends the day before the figures it shows elsewhere.
  const { t } = useMessages(CONSOLE_KIT_MESSAGES);
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
          aria-label={t('dashboard.range')}
          allowClear={false}
          value={picked}
          disabledDate={(d) => d.format(DAY_FORMAT) > today}
          onChange={(v) => {
            if (v?.[0] && v[1]) setRange({ from: v[0].format(DAY_FORMAT), to: v[1].format(DAY_FORMAT) });
          }}
        />
        <Segmented<MetricsGroupBy>
          aria-label={t('dashboard.groupBy')}
          value={groupBy}
          onChange={(g) => {
            // Each grouping opens on whole buckets: 30 days, 12 weeks, 12 months up to today.
            setGroupBy(g);
            setRange(defaultMetricsRange(g, today));
          }}
          options={[
            { label: t('dashboard.day'), value: 'day' },
            { label: t('dashboard.week'), value: 'week' },
            { label: t('dashboard.month'), value: 'month' },
          ]}
        />
        <Typography.Text type="secondary">{METRICS_DAYS_NOTE}</Typography.Text>
      </Space>
      {isError && !data ? (
        <Empty description={t('dashboard.loadFailed')} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <KpiCards kpis={kpisOf(data.totals, data.previous, data.currency, data.attendance)} />
          {empty ? (
            <Card>
              <Empty description={t('dashboard.empty')} />
            </Card>
          ) : null}
          <Card title={t('dashboard.chart', { groupBy: data.groupBy })} loading={isFetching}>
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
                title={t('dashboard.topWorkshops')}
                rows={data.topWorkshops.byRevenue}
                value={(w) => money(w.net)}
              />
            </Col>
            <Col xs={24} lg={12}>
              <Card
                title={t('dashboard.byFill')}
                extra={<Typography.Text type="secondary">{t('dashboard.byFillHint')}</Typography.Text>}
              >
                <Table<SessionFill>
                  rowKey="workshopScheduleId"
                  size="small"
                  dataSource={data.sessionsByFillRate}
                  pagination={{ pageSize: 5, hideOnSinglePage: true, size: 'small' }}
                  locale={{ emptyText: t('dashboard.byFillEmpty') }}
                  columns={[
                    {
                      title: t('dashboard.session'),
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
                      title: t('dashboard.seatsSold'),
                      dataIndex: 'seatsSold',
                      align: 'right',
                      render: (n: number, s) => t('dashboard.seatsOf', { n, capacity: s.capacity }),
                    },
                    {
                      title: t('dashboard.fillRate'),
                      dataIndex: 'fillRate',
                      render: (rate: number | null, s) => (
                        <Progress
                          // A progress bar needs a name of its own: the row's title is beside it, not on it.
                          aria-label={t('dashboard.fillRateOf', { title: s.workshopTitle })}
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
          <Card title={t('dashboard.upcoming')}>
            <Table<UpcomingSession>
              rowKey="workshopScheduleId"
              size="small"
              pagination={false}
              dataSource={data.upcoming}
              locale={{ emptyText: t('dashboard.upcomingEmpty') }}
              columns={[
                { title: t('dashboard.workshop'), dataIndex: 'workshopTitle' },
                {
                  title: t('dashboard.starts'),
                  dataIndex: 'startDate',
                  render: (v: string) => dayjs(v).format('ddd D MMM YYYY, HH:mm'),
                },
                {
                  title: t('dashboard.seatsLeft'),
                  dataIndex: 'seatsLeft',
                  align: 'right',
                  render: (v: number, s) => t('dashboard.seatsOf', { n: v, capacity: s.capacity }),
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
  const { t } = useMessages(CONSOLE_KIT_MESSAGES);
  return (
    <Card title={title}>
      <List
        dataSource={rows}
        locale={{ emptyText: t('dashboard.nothing') }}
        renderItem={(w) => (
          <List.Item extra={value(w)}>
            <Typography.Text ellipsis>{w.title}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
