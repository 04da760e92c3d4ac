// /bookings/{id}/payments: card payments arrive with the Payments issue; until then the tab says plainly
// that there are none, and why a free booking never has any.
import { Empty, Space, Typography } from 'antd';
import type { BookingDto } from '@coachwork/contracts';
import { formatMoney } from '../booking-labels';

export function BookingPayments({ booking }: { booking: BookingDto }) {
  return (
    <Empty
      style={{ margin: '48px 0' }}
      description={
        <Space direction="vertical" size={4}>
          <Typography.Text strong>No payments yet</Typography.Text>
          <Typography.Text type="secondary">
            {booking.amount === 0
              ? 'This booking is free: there is nothing to pay.'
              : `${formatMoney(booking.amount, booking.currency)} to pay. Card payments, refunds and invoices of this booking appear here once payments are taken.`}
          </Typography.Text>
        </Space>
      }
    />
  );
}
