// The remote's public surface: the shell mounts it under /workshops, /workshop-schedules and
// /workshop-templates and says which section it is.
import { PageContainer } from '@ant-design/pro-components';
import { Empty } from 'antd';
import { usePageTitle } from '@coachwork/web-kit';
import { WorkshopTemplatesPage } from '../features/workshop-templates/components/workshop-templates-page';

function ComingSoon({ title, description }: { title: string; description?: string }) {
  usePageTitle(title);
  return (
    <PageContainer title={title} content={description}>
      <Empty description={`${title} arrive with the Workshops issue.`} />
    </PageContainer>
  );
}

export default function WorkshopsRoutes({ section, title }: { section: string; title: string }) {
  if (section === 'workshop-templates') return <WorkshopTemplatesPage />;
  if (section === 'workshop-schedules') {
    return (
      <ComingSoon
        title="Workshop Schedules"
        description="Manage and track all workshop schedules in one place."
      />
    );
  }
  return <ComingSoon title={title} />;
}
