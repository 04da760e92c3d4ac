// The remote's public surface: the shell mounts it under /workshops, /workshop-schedules and
// /workshop-templates and says which section it is. Templates are live; workshops and schedules show
// every sub-page of spec §2 until the Workshops issue brings their screens.
import { Route, Routes } from 'react-router';
import { SectionPages, type SectionPage, type SectionTab } from '@coachwork/web-kit/ui';
import { WorkshopTemplatesPage } from '../features/workshop-templates/components/workshop-templates-page';

const WORKSHOP_TABS: SectionTab[] = [
  { path: '', label: 'Overview' },
  { path: 'history', label: 'History' },
  { path: 'payouts', label: 'Payouts' },
  { path: 'calendar', label: 'Calendar' },
  { path: 'invoices', label: 'Invoices' },
  { path: 'resources', label: 'Resources' },
];

export const WORKSHOP_PAGES: SectionPage[] = [
  { path: '', title: 'Workshops' },
  { path: ':id', title: 'Workshop', tabs: WORKSHOP_TABS },
  { path: ':id/history', title: 'Workshop History', tabs: WORKSHOP_TABS },
  { path: ':id/payouts', title: 'Workshop Payouts', tabs: WORKSHOP_TABS },
  { path: ':id/calendar', title: 'Workshop Calendar', tabs: WORKSHOP_TABS },
  { path: ':id/invoices', title: 'Workshop Invoices', tabs: WORKSHOP_TABS },
  { path: ':id/resources', title: 'Workshop Resources', tabs: WORKSHOP_TABS },
];

export default function WorkshopsRoutes({ section, title }: { section: string; title: string }) {
  if (section === 'workshop-templates') {
    return (
      <Routes>
        <Route index element={<WorkshopTemplatesPage />} />
        <Route path="*" element={<SectionPages section={section} title={title} pages={[]} arrivesWith="Workshops" />} />
      </Routes>
    );
  }
  if (section === 'workshop-schedules') {
    return (
      <SectionPages
        section={section}
        title="Workshop Schedules"
        description="Manage and track all workshop schedules in one place."
        pages={[{ path: '', title: 'Workshop Schedules' }]}
        arrivesWith="Workshops"
      />
    );
  }
  return <SectionPages section={section} title={title} pages={WORKSHOP_PAGES} arrivesWith="Workshops" />;
}
