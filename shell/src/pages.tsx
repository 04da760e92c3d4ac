import { Button, Card, Col, Result, Row, Statistic, Typography } from 'antd';
import { useLocation } from 'react-router';
import { usePageTitle } from '@coachwork/web-kit';
import { PageContainer } from '@ant-design/pro-components';
import { SECTIONS } from './sections';
import { Link } from 'react-router';

export function NotFoundPage() {
  const location = useLocation();
  const path = `/admin${location.pathname === '/' ? '' : location.pathname}`;
  usePageTitle('Page Not Found');
  return (
    <Result
      status="404"
      title={`Page Not Found: ${path}`}
      extra={<Button href="/admin/">Return to Home</Button>}
    />
  );
}

export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <PageContainer
      title="Dashboard"
      content="Metrics arrive with the Bookings issue; the sections below are ready to use."
    >
      <Row gutter={[16, 16]}>
        {SECTIONS.map((s) => (
          <Col key={s.path} xs={24} sm={12} lg={6}>
            <Card hoverable>
              <Link to={`/${s.path}`}>
                <Statistic
                  title={s.title}
                  valueRender={() => <Typography.Text type="secondary">Open</Typography.Text>}
                />
              </Link>
            </Card>
          </Col>
        ))}
      </Row>
    </PageContainer>
  );
}
