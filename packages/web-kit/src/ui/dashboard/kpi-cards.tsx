// The console's KPI cards: each figure of the period with its change against the period before, and
// what it counts in a tooltip (on hover, and on focus of its ⓘ button for keyboard and screen readers).
import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Card, Space, Statistic, Tooltip, Typography } from 'antd';
import { useMessages } from '../../i18n';
import { changeLabel, type Kpi } from '../../light/metrics-kpis';
import { CONSOLE_KIT_MESSAGES } from '../messages';

function KpiTitle({ kpi }: { kpi: Kpi }) {
  const { t } = useMessages(CONSOLE_KIT_MESSAGES);
  return (
    <Space size={4}>
      {kpi.title}
      <Tooltip title={kpi.definition} trigger={['hover', 'focus']}>
        <Button
          type="text"
          size="small"
          icon={<InfoCircleOutlined />}
          aria-label={t('kpi.whatCounts', { title: kpi.title })}
        />
      </Tooltip>
    </Space>
  );
}

export function KpiCards({ kpis }: { kpis: Kpi[] }) {
  return (
    // As many cards to a row as fit at a width that keeps '€12,345.00' on one line (seven cards in
    // columns of 24 / 7 broke the amounts and 'Bookings' mid-word beside the console's menu).
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
      {kpis.map((k) => {
        const change = changeLabel(k.value, k.previous);
        return (
          <Card key={k.key} data-testid={`kpi-${k.key}`}>
            <Statistic
              title={<KpiTitle kpi={k} />}
              value={k.value}
              formatter={() => <span style={{ whiteSpace: 'nowrap' }}>{k.format(k.value)}</span>}
            />
            <Typography.Text
              type={change.tone === 'up' ? 'success' : change.tone === 'down' ? 'danger' : 'secondary'}
            >
              {change.text}
            </Typography.Text>
          </Card>
        );
      })}
    </div>
  );
}
