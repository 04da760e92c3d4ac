import { Button, Result } from 'antd';
import { useLocation } from 'react-router';
import { usePageTitle } from '@coachwork/web-kit';
import { DashboardView } from '@coachwork/web-kit/ui';
import { PageContainer } from '@ant-design/pro-components';

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
    <PageContainer title="Dashboard" content="Bookings, revenue and sessions across the platform.">
      <DashboardView />
    </PageContainer>
  );
}
