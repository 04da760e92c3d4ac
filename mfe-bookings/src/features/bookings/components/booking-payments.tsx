// /bookings/{id}/payments: the booking's money from GET /v1/payments/bookings/{id}: its intents (with
// the processor's last refusal), payments (a capture that could not pay the booking is marked as refunded), refunds and documents (invoice, credit notes, each a PDF),
// and a refund (seats given back or an amount up to what is left, with a reason) asked first (super-admins).
import { formatDateTime } from '@coachwork/web-kit';
import { useState } from 'react';
import { Alert, Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import type { BookingDto, BookingPaymentsDto } from '@coachwork/contracts';
import { documentUrl, useGetBookingPaymentsQuery } from '../../vouchers/api';
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
  if (isError) {
    return <Alert type="error" showIcon message="The payments could not be loaded." action={<Button onClick={() => void refetch()}>Try again</Button>} />;
  }
  if (!isLoading && data && data.intents.length === 0 && data.payments.length === 0) {
    return (
      <Empty
        style={{ margin: '48px 0' }}
        description={
          <Space direction="vertical" size={4}>
            <Typography.Text strong>No payments yet</Typography.Text>
            <Typography.Text type="secondary">
              {booking.amount === 0
                ? 'This booking is free: there is nothing to pay.'
                : `${formatMoney(booking.amount, booking.currency)} to pay. Card payments, refunds and invoices of this booking appear here once the booker pays.`}
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
        title="Payments"
        extra={
          <Button danger disabled={left <= 0} onClick={() => setRefunding(true)}>
            Refund
          </Button>
        }
      >
        <Table
          rowKey="id"
          size="small"
          loading={isLoading}
          pagination={false}
          dataSource={data?.payments ?? []}
          locale={{ emptyText: 'Nothing paid yet.' }}
          columns={[
            { title: 'Paid', dataIndex: 'paidAt', render: (v: string) => formatDateTime(v) },
            { title: 'Card', dataIndex: 'method', render: (v: string | null) => v ?? '—' },
            { title: 'Amount', dataIndex: 'amount', align: 'right', render: (v: number, r) => formatMoney(v, r.currency) },
            { title: 'Transaction', dataIndex: 'paymentIntentId', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
            {
              title: 'Applied',
              dataIndex: 'applied',
              // A capture that could not pay the booking (paid twice, or at a price that changed) went back whole.
              render: (v: boolean) =>
                v ? <Tag color="success">Paid this booking</Tag> : <Tag color="warning">Not applied: refunded in full</Tag>,
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          Left to refund: {formatMoney(left, currency)}
        </Typography.Paragraph>
      </Card>
      <Card title="Refunds">
        <Table
          rowKey="id"
          size="small"
          loading={isLoading}
          pagination={false}
          dataSource={data?.refunds ?? []}
          locale={{ emptyText: 'No refunds.' }}
          columns={[
            { title: 'When', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
            { title: 'Reason', dataIndex: 'reason' },
            { title: 'Status', dataIndex: 'status', render: (v: string) => <Tag color={v === 'succeeded' ? 'success' : v === 'failed' ? 'error' : 'warning'}>{v}</Tag> },
            { title: 'Amount', dataIndex: 'amount', align: 'right', render: (v: number, r) => formatMoney(v, r.currency) },
          ]}
        />
      </Card>
      <Card title="Invoices and credit notes">
        <Table
          rowKey="id"
          size="small"
          loading={isLoading}
          pagination={false}
          dataSource={data?.invoices ?? []}
          locale={{ emptyText: 'No documents yet.' }}
          columns={[
            { title: 'Number', dataIndex: 'number' },
            { title: 'Kind', dataIndex: 'kind', render: (v: string) => (v === 'credit-note' ? 'Credit note' : 'Invoice') },
            { title: 'Issued', dataIndex: 'issuedAt', render: (v: string) => formatDateTime(v) },
            { title: 'Total', dataIndex: 'total', align: 'right', render: (v: number, r) => formatMoney(v, r.currency) },
            {
              title: 'PDF',
              key: 'pdf',
              render: (_v, r) => (
                <a href={documentUrl(r.id)} download={`${r.number}.pdf`} aria-label={`Download ${r.number}`}>
                  Download
                </a>
              ),
            },
          ]}
        />
      </Card>
      <Card title="Payment attempts">
        <Table
          rowKey="id"
          size="small"
          loading={isLoading}
          pagination={false}
          dataSource={data?.intents ?? []}
          columns={[
            { title: 'Started', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
            { title: 'Status', dataIndex: 'status', render: (v: string, r) => <Tag color={r.open ? 'processing' : 'default'}>{v}</Tag> },
            { title: 'Last refusal', dataIndex: 'error', render: (v: string | null) => v ?? '—' },
            { title: 'Amount', dataIndex: 'amount', align: 'right', render: (v: number, r) => formatMoney(v, r.currency) },
          ]}
        />
      </Card>
      {data && <RefundBookingDialog booking={booking} left={left} open={refunding} onClose={() => setRefunding(false)} />}
    </Space>
  );
}
