// /bookings/{id}/payments: the booking's money from GET /v1/payments/bookings/{id}: its intents (with
// the processor's last refusal), payments (a capture that could not pay the booking is marked as refunded), refunds and documents (invoice, credit notes, each a PDF),
// and a refund (seats given back or an amount up to what is left, with a reason) asked first (super-admins).
import { formatDateTime } from '@coachwork/web-kit';
import { useState } from 'react';
import { Alert, Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import type { BookingDto, BookingPaymentsDto } from '@coachwork/contracts';
import { documentUrl, useGetBookingPaymentsQuery } from '../../vouchers/api';
import { useBookingsMessages } from '../../messages';
import { formatMoney } from '../booking-labels';
import { RefundBookingDialog } from './refund-booking-dialog';

type Money = BookingPaymentsDto;

/** Paid (every capture), refunded (refunds that did not fail) and what stays paid. */
export function moneyTotals(money: Money): { paid: number; refunded: number; net: number } {
  const round = (n: number) => Math.round(n * 100) / 100;
  const paid = round(money.payments.reduce((sum, p) => sum + p.amount, 0));
  const refunded = round(
    money.refunds.filter((r) => r.status !== 'failed' && r.status !== 'canceled').reduce((sum, r) => sum + r.amount, 0),
  );
  return { paid, refunded, net: round(paid - refunded) };
}

/** What can still go back: paid less refunds that did not fail. */
export function refundable(money: Money): number {
  return Math.max(0, moneyTotals(money).net);
}

export function BookingPayments({ booking }: { booking: BookingDto }) {
  const { data, isLoading, isError, refetch } = useGetBookingPaymentsQuery(booking.id);
  const [refunding, setRefunding] = useState(false);
  const { t } = useBookingsMessages();
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('payments.loadFailed')}
        action={<Button onClick={() => void refetch()}>{t('common.tryAgain')}</Button>}
      />
    );
  }
  if (!isLoading && data && data.intents.length === 0 && data.payments.length === 0) {
    return (
      <Empty
        style={{ margin: '48px 0' }}
        description={
          <Space direction="vertical" size={4}>
            <Typography.Text strong>{t('payments.none')}</Typography.Text>
            <Typography.Text type="secondary">
              {booking.amount === 0
                ? t('payments.free')
                : t('payments.toPay', { amount: formatMoney(booking.amount, booking.currency) })}
            </Typography.Text>
          </Space>
        }
      />
    );
  }
  const left = data ? refundable(data) : 0;
  const currency = booking.currency;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('payments.title')}
        extra={
          <Button danger disabled={left <= 0} onClick={() => setRefunding(true)}>
            {t('payments.refund')}
          </Button>
        }
      >
        <Table
          rowKey="id"
          size="small"
          loading={isLoading}
          pagination={false}
          dataSource={data?.payments ?? []}
          locale={{ emptyText: t('payments.nothingPaid') }}
          columns={[
            { title: t('payments.paid'), dataIndex: 'paidAt', render: (v: string) => formatDateTime(v) },
            { title: t('payments.card'), dataIndex: 'method', render: (v: string | null) => v ?? '—' },
            { title: t('payments.amount'), dataIndex: 'amount', align: 'right', render: (v: number, r) => formatMoney(v, r.currency) },
            { title: t('payments.transaction'), dataIndex: 'paymentIntentId', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
            {
              title: t('payments.applied'),
              dataIndex: 'applied',
              // A capture that could not pay the booking (paid twice, or at a price that changed) went back whole.
              render: (v: boolean) =>
                v ? <Tag color="success">{t('payments.appliedYes')}</Tag> : <Tag color="warning">{t('payments.appliedNo')}</Tag>,
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('payments.leftToRefund', { amount: formatMoney(left, currency) })}
        </Typography.Paragraph>
      </Card>
      <Card title={t('payments.refunds')}>
        <Table
          rowKey="id"
          size="small"
          loading={isLoading}
          pagination={false}
          dataSource={data?.refunds ?? []}
          locale={{ emptyText: t('payments.noRefunds') }}
          columns={[
            { title: t('payments.when'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
            { title: t('payments.reason'), dataIndex: 'reason' },
            { title: t('payments.status'), dataIndex: 'status', render: (v: string) => <Tag color={v === 'succeeded' ? 'success' : v === 'failed' ? 'error' : 'warning'}>{v}</Tag> },
            { title: t('payments.amount'), dataIndex: 'amount', align: 'right', render: (v: number, r) => formatMoney(v, r.currency) },
          ]}
        />
      </Card>
      <Card title={t('payments.documents')}>
        <Table
          rowKey="id"
          size="small"
          loading={isLoading}
          pagination={false}
          dataSource={data?.invoices ?? []}
          locale={{ emptyText: t('payments.noDocuments') }}
          columns={[
            { title: t('payments.number'), dataIndex: 'number' },
            {
              title: t('payments.kind'),
              dataIndex: 'kind',
              render: (v: string) => (v === 'credit-note' ? t('payments.creditNote') : t('payments.invoice')),
            },
            { title: t('payments.issued'), dataIndex: 'issuedAt', render: (v: string) => formatDateTime(v) },
            { title: t('payments.total'), dataIndex: 'total', align: 'right', render: (v: number, r) => formatMoney(v, r.currency) },
            {
              title: t('payments.pdf'),
              key: 'pdf',
              render: (_v, r) => (
                <a href={documentUrl(r.id)} download={`${r.number}.pdf`} aria-label={t('payments.downloadLabel', { number: r.number })}>
                  {t('payments.download')}
                </a>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('payments.attempts')}>
        <Table
          rowKey="id"
          size="small"
          loading={isLoading}
          pagination={false}
          dataSource={data?.intents ?? []}
          columns={[
            { title: t('payments.started'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
            { title: t('payments.status'), dataIndex: 'status', render: (v: string, r) => <Tag color={r.open ? 'processing' : 'default'}>{v}</Tag> },
            { title: t('payments.lastRefusal'), dataIndex: 'error', render: (v: string | null) => v ?? '—' },
            { title: t('payments.amount'), dataIndex: 'amount', align: 'right', render: (v: number, r) => formatMoney(v, r.currency) },
          ]}
        />
      </Card>
      {data && <RefundBookingDialog booking={booking} left={left} open={refunding} onClose={() => setRefunding(false)} />}
    </Space>
  );
}
