// /bookings and /vouchers with every sub-page of spec §2; the screens arrive with the Bookings issue.
import { SectionPages, type SectionPage, type SectionTab } from '@coachwork/web-kit/ui';

const BOOKING_TABS: SectionTab[] = [
  { path: '', label: 'Overview' },
  { path: 'seats', label: 'Seats' },
  { path: 'payments', label: 'Payments' },
];

export const PAGES: Record<string, SectionPage[]> = {
  bookings: [
    { path: '', title: 'Bookings' },
    { path: ':id', title: 'Booking', tabs: BOOKING_TABS },
    { path: ':id/seats', title: 'Booking Seats', tabs: BOOKING_TABS },
    { path: ':id/payments', title: 'Booking Payments', tabs: BOOKING_TABS },
  ],
  vouchers: [
    { path: '', title: 'Vouchers' },
    { path: ':id', title: 'Voucher' },
  ],
};

export default function BookingsRoutes({ section, title }: { section: string; title: string }) {
  return <SectionPages section={section} title={title} pages={PAGES[section] ?? []} arrivesWith="Bookings" />;
}
