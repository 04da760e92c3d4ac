// The remote's public surface: the shell mounts it under /workshops, /workshop-schedules and
// /workshop-templates and says which section it is.
import { Route, Routes } from 'react-router';
import { CheckedParams, SectionPages, type SectionPage } from '@coachwork/web-kit/ui';
import { WorkshopTemplatesPage } from '../features/workshop-templates/components/workshop-templates-page';
import { WorkshopsPage } from '../features/workshops/components/workshops-page';
import { WORKSHOP_TABS, WorkshopDetail } from '../features/workshops/components/workshop-detail';
import { WorkshopSchedulesPage } from '../features/workshop-schedules/components/workshop-schedules-page';
import { workshopsMessages } from '../messages';

/** Spec §2's pages of the section (tests check each exists). */
export const WORKSHOP_PAGES: SectionPage[] = [
  { path: '', title: workshopsMessages.t('workshops.title') },
  ...WORKSHOP_TABS.map((t) => ({ path: t.path ? `:id/${t.path}` : ':id', title: t.title })),
];

/** Unknown paths: 'Page Not Found: {path}'. */
function NotFound({ section, title }: { section: string; title: string }) {
  return (
    <SectionPages
      section={section}
      title={title}
      pages={[]}
      arrivesWith={workshopsMessages.t('workshops.title')}
    />
  );
}

export default function WorkshopsRoutes({ section, title }: { section: string; title: string }) {
  if (section === 'workshop-templates') {
    return (
      <Routes>
        <Route index element={<WorkshopTemplatesPage />} />
        <Route path="*" element={<NotFound section={section} title={title} />} />
      </Routes>
    );
  }
  if (section === 'workshop-schedules') {
    return (
      <Routes>
        <Route index element={<WorkshopSchedulesPage />} />
        <Route path="*" element={<NotFound section={section} title={title} />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<WorkshopsPage />} />
      <Route element={<CheckedParams />}>
        <Route path=":id" element={<WorkshopDetail />} />
        {WORKSHOP_TABS.filter((t) => t.path).map((t) => (
          <Route key={t.path} path={`:id/${t.path}`} element={<WorkshopDetail />} />
        ))}
      </Route>
      <Route path="*" element={<NotFound section={section} title={title} />} />
    </Routes>
  );
}
