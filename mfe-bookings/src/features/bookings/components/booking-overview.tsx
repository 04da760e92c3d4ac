// A booking at a glance: its state, the booker, the schedule, the amounts (computed by the server),
// the money that moved (paid, refunded, net), the billing address, the booker's notes and the coach's
// notes (editable here).
import { formatDateTime, formatSpan, withZone } from '@coachwork/web-kit';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { findCountry, type BookingDto } from '@coachwork/contracts';
import { useGetBookingPaymentsQuery } from '../../vouchers/api';
import { BOOKING_STATUS_COLOR, formatMoney, titleCase } from '../booking-labels';
import { moneyTotals } from './booking-payments';
import { CoachNotesEditor } from './coach-notes-editor';

const text = (v: string | null | undefined) => (v && v.trim() ? v : '—');

export function BookingOverview({ booking: b }: { booking: BookingDto }) {
  const s = b.schedule;
  const country = findCountry(b.address.country);
  const money = (amount: number | null | undefined) => formatMoney(amount, b.currency);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions title="Booking" bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label="Reference">
          <Typography.Text copyable code>
            {b.id}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Status">
          <Tag color={BOOKING_STATUS_COLOR[b.status]}>{titleCase(b.status)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Seats">{b.seats}</Descriptions.Item>
        <Descriptions.Item label="Booked">{formatDateTime(b.createdAt)}</Descriptions.Item>
        {b.status === 'PENDING' && (
          <Descriptions.Item label="Hold ends">{formatDateTime(b.expiresAt)}</Descriptions.Item>
        )}
        {b.confirmedAt && <Descriptions.Item label="Confirmed">{formatDateTime(b.confirmedAt)}</Descriptions.Item>}
        {b.cancelledAt && (
          <>
            <Descriptions.Item label="Cancelled">{formatDateTime(b.cancelledAt)}</Descriptions.Item>
            <Descriptions.Item label="Cancellation reason">{text(b.cancellationReason)}</Descriptions.Item>
          </>
        )}
      </Descriptions>

      <Descriptions title="Booker" bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label="Username">
          {b.user ? <Link to={`/users/${b.user.id}`}>{b.user.name}</Link> : <Link to={`/users/${b.userId}`}>{b.userId}</Link>}
        </Descriptions.Item>
        <Descriptions.Item label="Email">{text(b.user?.email)}</Descriptions.Item>
      </Descriptions>

      <Descriptions title="Schedule" bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label="Workshop">
          <Link to={`/workshops/${s.workshopId}`}>{s.workshopTitle}</Link>
        </Descriptions.Item>
        <Descriptions.Item label="When">
          {withZone(formatSpan(s.startDate, s.endDate, s.timezone), s.timezone)}
        </Descriptions.Item>
        <Descriptions.Item label="Mode">{titleCase(s.mode)}</Descriptions.Item>
        <Descriptions.Item label="Schedule status">
          <Space size={4}>
            {titleCase(s.status)}
            {s.cancelledAt && <Tag color="error">Cancelled</Tag>}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="Seats left">
          {s.seatsLeft} of {s.capacity} ·{' '}
          <Link to={`/bookings?workshopScheduleId=${s.id}`}>All bookings of this schedule</Link>
        </Descriptions.Item>
      </Descriptions>

      <Descriptions title="Amounts" bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label="Price per seat">{money(b.unitPrice)}</Descriptions.Item>
        <Descriptions.Item label="Subtotal">
          {money(b.subtotal)} ({b.seats} × {money(b.unitPrice)})
        </Descriptions.Item>
        <Descriptions.Item label="Discount">
          {money(b.discount)}
          {b.voucherCode ? ` (voucher ${b.voucherCode})` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="To pay">
          <Typography.Text strong>{money(b.amount)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Paid">{b.amountPaid == null ? '—' : money(b.amountPaid)}</Descriptions.Item>
        <Descriptions.Item label="Payment method">{text(b.paymentMethod)}</Descriptions.Item>
      </Descriptions>

      <MoneyMoved booking={b} />

      <Descriptions title="Billing address" bordered column={1} size="small">
        <Descriptions.Item label="Address">
          <address style={{ fontStyle: 'normal', margin: 0 }}>
            {b.address.addressLine1}
            {b.address.addressLine2 && (
              <>
                <br />
                {b.address.addressLine2}
              </>
            )}
            <br />
            {b.address.zip} {b.address.city}, {b.address.state}
            <br />
            {country ? `${country.flag} ${country.name}` : b.address.country}
          </address>
        </Descriptions.Item>
      </Descriptions>

      <Descriptions title="Notes" bordered column={1} size="small">
        <Descriptions.Item label="Booker's notes">
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{text(b.notes)}</Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label="Coach notes">
          <CoachNotesEditor booking={b} />
        </Descriptions.Item>
      </Descriptions>
    </Space>
  );
}

/** Every capture, every refund that did not fail, and what stays paid (GET /v1/payments/bookings/{id}). */
function MoneyMoved({ booking }: { booking: BookingDto }) {
  const { data, isError } = useGetBookingPaymentsQuery(booking.id, { skip: booking.amount === 0 && booking.amountPaid == null });
  if (isError || !data || data.payments.length === 0) return null;
  const t = moneyTotals(data);
  const money = (n: number) => formatMoney(n, booking.currency);
  return (
    <Descriptions title="Money" bordered column={{ xs: 1, md: 3 }} size="small">
      <Descriptions.Item label="Paid in total">{money(t.paid)}</Descriptions.Item>
      <Descriptions.Item label="Refunded">{money(t.refunded)}</Descriptions.Item>
      <Descriptions.Item label="Net">
        <Typography.Text strong>{money(t.net)}</Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}
