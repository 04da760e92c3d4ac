// The console's KPI cards: each figure of the period with its change against the period before, and
// what it counts in a tooltip (on hover, and on focus of its ⓘ button for keyboard and screen readers).
import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Space, Statistic, Tooltip, Typography } from 'antd';
import { changeLabel, type Kpi } from '../../light/metrics-kpis';

function KpiTitle({ kpi }: { kpi: Kpi }) {
  return (
    <Space size={4}>
      {kpi.title}
      <Tooltip title={kpi.definition} trigger={['hover', 'focus']}>
        <Button
          type="text"
          size="small"
          icon={<InfoCircleOutlined />}
          aria-label={`What ${kpi.title} counts`}
        />
      </Tooltip>
    </Space>
  );
}

export function KpiCards({ kpis }: { kpis: Kpi[] }) {
  return (
    <Row gutter={[16, 16]}>
      {kpis.map((k) => {
        const change = changeLabel(k.value, k.previous);
        return (
          <Col key={k.key} xs={24} sm={12} lg={Math.max(4, Math.floor(24 / kpis.length))}>
            <Card data-testid={`kpi-${k.key}`}>
              <Statistic title={<KpiTitle kpi={k} />} value={k.value} formatter={() => k.format(k.value)} />
              <Typography.Text
                type={change.tone === 'up' ? 'success' : change.tone === 'down' ? 'danger' : 'secondary'}
              >
                {change.text}
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
