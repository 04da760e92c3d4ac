// A booking at a glance: its state, the booker, the schedule, the amounts (computed by the server),
// the money that moved (paid, refunded, net), the billing address, the booker's notes and the coach's
// notes (editable here).
import { formatDateTime, formatSpan, withZone } from '@coachwork/web-kit';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { findCountry, type BookingDto } from '@coachwork/contracts';
import { useGetBookingPaymentsQuery } from '../../vouchers/api';
import { useBookingsMessages } from '../../messages';
import { BOOKING_STATUS_COLOR, bookingStatusLabel, formatMoney, modeLabel, scheduleStatusLabel } from '../booking-labels';
import { moneyTotals } from './booking-payments';
import { CoachNotesEditor } from './coach-notes-editor';

const text = (v: string | null | undefined) => (v && v.trim() ? v : '—');

export function BookingOverview({ booking: b }: { booking: BookingDto }) {
  const { t } = useBookingsMessages();
  const s = b.schedule;
  const country = findCountry(b.address.country);
  const money = (amount: number | null | undefined) => formatMoney(amount, b.currency);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions title={t('overview.booking')} bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('overview.reference')}>
          <Typography.Text copyable code>
            {b.id}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('overview.status')}>
          <Tag color={BOOKING_STATUS_COLOR[b.status]}>{bookingStatusLabel(b.status)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('overview.seats')}>{b.seats}</Descriptions.Item>
        <Descriptions.Item label={t('overview.booked')}>{formatDateTime(b.createdAt)}</Descriptions.Item>
        {b.status === 'PENDING' && (
          <Descriptions.Item label={t('overview.holdEnds')}>{formatDateTime(b.expiresAt)}</Descriptions.Item>
        )}
        {b.confirmedAt && <Descriptions.Item label={t('overview.confirmed')}>{formatDateTime(b.confirmedAt)}</Descriptions.Item>}
        {b.cancelledAt && (
          <>
            <Descriptions.Item label={t('overview.cancelled')}>{formatDateTime(b.cancelledAt)}</Descriptions.Item>
            <Descriptions.Item label={t('overview.cancellationReason')}>{text(b.cancellationReason)}</Descriptions.Item>
          </>
        )}
      </Descriptions>

      <Descriptions title={t('overview.booker')} bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('overview.username')}>
          {b.user ? <Link to={`/users/${b.user.id}`}>{b.user.name}</Link> : <Link to={`/users/${b.userId}`}>{b.userId}</Link>}
        </Descriptions.Item>
        <Descriptions.Item label={t('overview.email')}>{text(b.user?.email)}</Descriptions.Item>
      </Descriptions>

      <Descriptions title={t('overview.schedule')} bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('overview.workshop')}>
          <Link to={`/workshops/${s.workshopId}`}>{s.workshopTitle}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('overview.when')}>
          {withZone(formatSpan(s.startDate, s.endDate, s.timezone), s.timezone)}
        </Descriptions.Item>
        <Descriptions.Item label={t('overview.mode')}>{modeLabel(s.mode)}</Descriptions.Item>
        <Descriptions.Item label={t('overview.scheduleStatus')}>
          <Space size={4}>
            {scheduleStatusLabel(s.status)}
            {s.cancelledAt && <Tag color="error">{t('overview.scheduleCancelled')}</Tag>}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('overview.seatsLeft')}>
          {t('overview.seatsLeftValue', { left: s.seatsLeft, capacity: s.capacity })}{' '}
          <Link to={`/bookings?workshopScheduleId=${s.id}`}>{t('overview.allBookings')}</Link>
        </Descriptions.Item>
      </Descriptions>

      <Descriptions title={t('overview.amounts')} bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('overview.pricePerSeat')}>{money(b.unitPrice)}</Descriptions.Item>
        <Descriptions.Item label={t('overview.subtotal')}>
          {t('overview.subtotalValue', { subtotal: money(b.subtotal), seats: b.seats, unitPrice: money(b.unitPrice) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('overview.discount')}>
          {money(b.discount)}
          {b.voucherCode ? t('overview.voucher', { code: b.voucherCode }) : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('overview.toPay')}>
          <Typography.Text strong>{money(b.amount)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('overview.paid')}>{b.amountPaid == null ? '—' : money(b.amountPaid)}</Descriptions.Item>
        <Descriptions.Item label={t('overview.paymentMethod')}>{text(b.paymentMethod)}</Descriptions.Item>
      </Descriptions>

      <MoneyMoved booking={b} />

      <Descriptions title={t('overview.billingAddress')} bordered column={1} size="small">
        <Descriptions.Item label={t('overview.address')}>
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

      <Descriptions title={t('overview.notes')} bordered column={1} size="small">
        <Descriptions.Item label={t('overview.bookerNotes')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{text(b.notes)}</Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t('overview.coachNotes')}>
          <CoachNotesEditor booking={b} />
        </Descriptions.Item>
      </Descriptions>
    </Space>
  );
}

/** Every capture, every refund that did not fail, and what stays paid (GET /v1/payments/bookings/{id}). */
function MoneyMoved({ booking }: { booking: BookingDto }) {
  const { data, isError } = useGetBookingPaymentsQuery(booking.id, { skip: booking.amount === 0 && booking.amountPaid == null });
  const { t } = useBookingsMessages();
  if (isError || !data || data.payments.length === 0) return null;
  const totals = moneyTotals(data);
  const money = (n: number) => formatMoney(n, booking.currency);
  return (
    <Descriptions title={t('overview.money')} bordered column={{ xs: 1, md: 3 }} size="small">
      <Descriptions.Item label={t('overview.paidInTotal')}>{money(totals.paid)}</Descriptions.Item>
      <Descriptions.Item label={t('overview.refunded')}>{money(totals.refunded)}</Descriptions.Item>
      <Descriptions.Item label={t('overview.net')}>
        <Typography.Text strong>{money(totals.net)}</Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}
