// Tenants screens arrive with the Tenants issue; until then the console shows an honest empty state.
import { PageContainer } from '@ant-design/pro-components';
import { Empty } from 'antd';
import { usePageTitle } from '@coachwork/web-kit';

export default function TenantsRoutes({ title }: { section: string; title: string }) {
  usePageTitle(title);
  return (
    <PageContainer title={title}>
      <Empty description={`${title} arrive with the Tenants issue.`} />
    </PageContainer>
  );
}
