// The remote's public surface: the shell mounts it under /bookings, /vouchers, /audit-log and /reviews and says which section
// it is.
import { Route, Routes } from 'react-router';
import { CheckedParams, SectionPages, type SectionPage } from '@coachwork/web-kit/ui';
import { AuditLogPage } from '../features/audit/components/audit-log-page';
import { ReviewsPage } from '../features/reviews/components/reviews-page';
import {
  BOOKING_TAB_PATHS,
  bookingTabs,
  BookingDetail,
} from '../features/bookings/components/booking-detail';
import { BookingsPage } from '../features/bookings/components/bookings-page';
import { VoucherDetailPage } from '../features/vouchers/components/voucher-detail';
import { CreateVoucherPage, EditVoucherPage } from '../features/vouchers/components/voucher-form';
import { VouchersPage } from '../features/vouchers/components/vouchers-page';
import { useBookingsMessages, type BookingsConsoleTranslator } from '../features/messages';

/** Spec §2's pages of each section (tests check each exists). */
export function sectionPages(t: BookingsConsoleTranslator['t']): Record<string, SectionPage[]> {
  return {
    bookings: [
      { path: '', title: t('bookings.title') },
      ...bookingTabs(t).map((x) => ({ path: x.path ? `:id/${x.path}` : ':id', title: x.title })),
    ],
    vouchers: [
      { path: '', title: t('vouchers.title') },
      { path: 'create', title: t('voucherForm.createTitle') },
      { path: ':id', title: t('voucher.title') },
      { path: ':id/edit', title: t('voucherForm.editTitle') },
    ],
    'audit-log': [{ path: '', title: t('audit.title') }],
    reviews: [{ path: '', title: t('reviews.title') }],
  };
}

/** Unknown paths: 'Page Not Found: {path}'. */
function NotFound({ section, title }: { section: string; title: string }) {
  const { t } = useBookingsMessages();
  return <SectionPages section={section} title={title} pages={[]} arrivesWith={t('routes.issue.bookings')} />;
}

export default function BookingsRoutes({ section, title }: { section: string; title: string }) {
  const { t } = useBookingsMessages();
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
      <SectionPages
        section={section}
        title={title}
        pages={sectionPages(t)[section] ?? []}
        arrivesWith={t('routes.issue.payments')}
      />
    );
  }
  return (
    <Routes>
      <Route index element={<BookingsPage />} />
      <Route element={<CheckedParams />}>
        {BOOKING_TAB_PATHS.map((path) => (
          <Route key={path} path={path ? `:id/${path}` : ':id'} element={<BookingDetail tab={path} />} />
        ))}
      </Route>
      <Route path="*" element={<NotFound section={section} title={title} />} />
    </Routes>
  );
}
