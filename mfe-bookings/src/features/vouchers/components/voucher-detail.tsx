// /vouchers/{id}: the voucher's terms, what it applies to (by title) and usage, and the bookings that
// hold or used it (newest first): who booked, when, which booking and the discount.
import { PageContainer } from '@ant-design/pro-components';
import { Button, Card, Descriptions, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import type { VoucherRedemptionDto } from '@coachwork/contracts';
import { formatDateTime, usePageTitle } from '@coachwork/web-kit';
import { formatMoney, shortId } from '../../bookings/booking-labels';
import { useGetConsoleVoucherQuery, useGetVoucherRedemptionsQuery } from '../api';
import { discountLabel, usesLabel } from '../voucher-labels';
import { AppliesTo } from './applies-to';

/** Who booked: the name they go by and their address, or the id while bookings has not heard of them. */
function Booker({ r }: { r: VoucherRedemptionDto }) {
  if (!r.booker) return <Link to={`/users/${r.userId}`}>{r.userId.slice(0, 8)}</Link>;
  return (
    <Space direction="vertical" size={0}>
      <Link to={`/users/${r.booker.id}`}>{r.booker.username}</Link>
      {r.booker.email !== r.booker.username && <Typography.Text type="secondary">{r.booker.email}</Typography.Text>}
    </Space>
  );
}

const REDEMPTION_COLOR = { HELD: 'warning', CONFIRMED: 'success', RELEASED: 'default' } as const;

export function VoucherDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: voucher, isLoading, error } = useGetConsoleVoucherQuery(id);
  const redemptions = useGetVoucherRedemptionsQuery(id, { skip: !voucher });
  usePageTitle(voucher ? `Voucher ${voucher.code}` : 'Voucher');
  if (isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (!voucher) {
    const status = (error as { status?: number } | undefined)?.status;
    return (
      <Result
        status={status === 404 ? '404' : 'error'}
        title={status === 404 ? 'No such voucher' : 'The voucher could not be loaded.'}
        extra={<Link to="/vouchers">Back to vouchers</Link>}
      />
    );
  }
  return (
    <PageContainer
      title={voucher.code}
      breadcrumb={{ items: [{ title: <Link to="/vouchers">Vouchers</Link> }, { title: voucher.code }] }}
      extra={[
        <Button key="edit" type="primary" onClick={() => navigate(`/vouchers/${voucher.id}/edit`)}>
          Edit
        </Button>,
      ]}
    >
      <Card style={{ marginBottom: 16 }}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Discount">{discountLabel(voucher)}</Descriptions.Item>
          <Descriptions.Item label="Applies to">
            <AppliesTo voucher={voucher} />
          </Descriptions.Item>
          <Descriptions.Item label="Uses">{usesLabel(voucher)}</Descriptions.Item>
          <Descriptions.Item label="Expires">{voucher.expiresAt ? formatDateTime(voucher.expiresAt) : 'Never'}</Descriptions.Item>
          <Descriptions.Item label="Created">{formatDateTime(voucher.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Bookings that used it">
        <Table<VoucherRedemptionDto>
          rowKey="id"
          loading={redemptions.isLoading}
          dataSource={redemptions.data ?? []}
          pagination={false}
          locale={{ emptyText: 'Nobody used this voucher yet.' }}
          columns={[
            { title: 'Who', key: 'booker', render: (_v, r) => <Booker r={r} /> },
            { title: 'When', dataIndex: 'createdAt', render: (_v, r) => formatDateTime(r.createdAt) },
            {
              title: 'Booking',
              dataIndex: 'bookingId',
              render: (_v, r) => (
                <Link to={`/bookings/${r.bookingId}`} aria-label={`Booking ${r.bookingId}`}>
                  {shortId(r.bookingId)}
                </Link>
              ),
            },
            { title: 'Status', dataIndex: 'status', render: (_v, r) => <Tag color={REDEMPTION_COLOR[r.status]}>{r.status}</Tag> },
            { title: 'Discount', dataIndex: 'discount', align: 'right', render: (_v, r) => formatMoney(r.discount, r.currency) },
          ]}
        />
      </Card>
    </PageContainer>
  );
}
