// The remote's public surface: the shell mounts it under /bookings and /vouchers and says which section
// it is. Vouchers arrive with the Payments issue; until then their pages say so.
import { Route, Routes } from 'react-router';
import { SectionPages, type SectionPage } from '@coachwork/web-kit/ui';
import { BOOKING_TABS, BookingDetail } from '../features/bookings/components/booking-detail';
import { BookingsPage } from '../features/bookings/components/bookings-page';

/** Spec §2's pages of each section (tests check each exists). */
export const PAGES: Record<string, SectionPage[]> = {
  bookings: [
    { path: '', title: 'Bookings' },
    ...BOOKING_TABS.map((t) => ({ path: t.path ? `:id/${t.path}` : ':id', title: t.title })),
  ],
  vouchers: [
    { path: '', title: 'Vouchers' },
    { path: ':id', title: 'Voucher' },
  ],
};

/** Unknown paths: 'Page Not Found: {path}'. */
function NotFound({ section, title }: { section: string; title: string }) {
  return <SectionPages section={section} title={title} pages={[]} arrivesWith="Bookings" />;
}

export default function BookingsRoutes({ section, title }: { section: string; title: string }) {
  if (section !== 'bookings') {
    return <SectionPages section={section} title={title} pages={PAGES[section] ?? []} arrivesWith="Payments" />;
  }
  return (
    <Routes>
      <Route index element={<BookingsPage />} />
      {BOOKING_TABS.map((t) => (
        <Route key={t.path} path={t.path ? `:id/${t.path}` : ':id'} element={<BookingDetail tab={t.path} />} />
      ))}
      <Route path="*" element={<NotFound section={section} title={title} />} />
    </Routes>
  );
}
