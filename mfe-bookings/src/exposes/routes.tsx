// The remote's public surface: the shell mounts it under /bookings, /vouchers, /audit-log and /reviews and says which section
// it is.
import { Route, Routes } from 'react-router';
import { CheckedParams, SectionPages, type SectionPage } from '@coachwork/web-kit/ui';
import { AuditLogPage } from '../features/audit/components/audit-log-page';
import { ReviewsPage } from '../features/reviews/components/reviews-page';
import { BOOKING_TABS, BookingDetail } from '../features/bookings/components/booking-detail';
import { BookingsPage } from '../features/bookings/components/bookings-page';
import { VoucherDetailPage } from '../features/vouchers/components/voucher-detail';
import { CreateVoucherPage, EditVoucherPage } from '../features/vouchers/components/voucher-form';
import { VouchersPage } from '../features/vouchers/components/vouchers-page';

/** Spec §2's pages of each section (tests check each exists). */
export const PAGES: Record<string, SectionPage[]> = {
  bookings: [
    { path: '', title: 'Bookings' },
    ...BOOKING_TABS.map((t) => ({ path: t.path ? `:id/${t.path}` : ':id', title: t.title })),
  ],
  vouchers: [
    { path: '', title: 'Vouchers' },
    { path: 'create', title: 'Create Voucher' },
    { path: ':id', title: 'Voucher' },
    { path: ':id/edit', title: 'Edit Voucher' },
  ],
  'audit-log': [{ path: '', title: 'Audit Log' }],
  reviews: [{ path: '', title: 'Reviews' }],
};

/** Unknown paths: 'Page Not Found: {path}'. */
function NotFound({ section, title }: { section: string; title: string }) {
  return <SectionPages section={section} title={title} pages={[]} arrivesWith="Bookings" />;
}

export default function BookingsRoutes({ section, title }: { section: string; title: string }) {
  if (section === 'vouchers') {
    return (
      <Routes>
        <Route index element={<VouchersPage />} />
        <Route path="create" element={<CreateVoucherPage />} />
        <Route element={<CheckedParams />}>
          <Route path=":id" element={<VoucherDetailPage />} />
          <Route path=":id/edit" element={<EditVoucherPage />} />
        </Route>
        <Route path="*" element={<NotFound section={section} title={title} />} />
      </Routes>
    );
  }
  if (section === 'audit-log' || section === 'reviews') {
    return (
      <Routes>
        <Route index element={section === 'reviews' ? <ReviewsPage /> : <AuditLogPage />} />
        <Route path="*" element={<NotFound section={section} title={title} />} />
      </Routes>
    );
  }
  if (section !== 'bookings') {
    return (
      <SectionPages section={section} title={title} pages={PAGES[section] ?? []} arrivesWith="Payments" />
    );
  }
  return (
    <Routes>
      <Route index element={<BookingsPage />} />
      <Route element={<CheckedParams />}>
        {BOOKING_TABS.map((t) => (
          <Route
            key={t.path}
            path={t.path ? `:id/${t.path}` : ':id'}
            element={<BookingDetail tab={t.path} />}
          />
        ))}
      </Route>
      <Route path="*" element={<NotFound section={section} title={title} />} />
    </Routes>
  );
}
