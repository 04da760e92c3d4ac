// The console's KPI cards: each figure of the period with its change against the period before.
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { changeLabel, type Kpi } from '../../light/metrics-kpis';

export function KpiCards({ kpis }: { kpis: Kpi[] }) {
  return (
    <Row gutter={[16, 16]}>
      {kpis.map((k) => {
        const change = changeLabel(k.value, k.previous);
        return (
          <Col key={k.key} xs={24} sm={12} lg={Math.max(4, Math.floor(24 / kpis.length))}>
            <Card data-testid={`kpi-${k.key}`}>
              <Statistic title={k.title} value={k.value} formatter={() => k.format(k.value)} />
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
