// /vouchers/{id}: the voucher's terms, what it applies to (by title) and usage, and the bookings that
// hold or used it (newest first): who booked, when, which booking and the discount.
import { PageContainer } from '@ant-design/pro-components';
import { Button, Card, Descriptions, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import type { VoucherRedemptionDto } from '@coachwork/contracts';
import { formatDateTime, usePageTitle } from '@coachwork/web-kit';
import { formatMoney, shortId } from '../../bookings/booking-labels';
import { useGetConsoleVoucherQuery, useGetVoucherRedemptionsQuery } from '../api';
import { useBookingsMessages } from '../../messages';
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
  const { t } = useBookingsMessages();
  const { data: voucher, isLoading, error } = useGetConsoleVoucherQuery(id);
  const redemptions = useGetVoucherRedemptionsQuery(id, { skip: !voucher });
  usePageTitle(voucher ? t('vouchers.link', { code: voucher.code }) : t('voucher.title'));
  if (isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (!voucher) {
    const status = (error as { status?: number } | undefined)?.status;
    return (
      <Result
        status={status === 404 ? '404' : 'error'}
        title={status === 404 ? t('voucher.notFound') : t('voucher.loadFailed')}
        extra={<Link to="/vouchers">{t('voucher.back')}</Link>}
      />
    );
  }
  return (
    <PageContainer
      title={voucher.code}
      breadcrumb={{ items: [{ title: <Link to="/vouchers">{t('vouchers.title')}</Link> }, { title: voucher.code }] }}
      extra={[
        <Button key="edit" type="primary" onClick={() => navigate(`/vouchers/${voucher.id}/edit`)}>
          {t('common.edit')}
        </Button>,
      ]}
    >
      <Card style={{ marginBottom: 16 }}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('vouchers.discount')}>{discountLabel(voucher)}</Descriptions.Item>
          <Descriptions.Item label={t('vouchers.appliesTo')}>
            <AppliesTo voucher={voucher} />
          </Descriptions.Item>
          <Descriptions.Item label={t('vouchers.uses')}>{usesLabel(voucher)}</Descriptions.Item>
          <Descriptions.Item label={t('vouchers.expires')}>
            {voucher.expiresAt ? formatDateTime(voucher.expiresAt) : t('common.never')}
          </Descriptions.Item>
          <Descriptions.Item label={t('vouchers.created')}>{formatDateTime(voucher.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('voucher.usedBy')}>
        <Table<VoucherRedemptionDto>
          rowKey="id"
          loading={redemptions.isLoading}
          dataSource={redemptions.data ?? []}
          pagination={false}
          locale={{ emptyText: t('voucher.nobody') }}
          columns={[
            { title: t('voucher.who'), key: 'booker', render: (_v, r) => <Booker r={r} /> },
            { title: t('voucher.when'), dataIndex: 'createdAt', render: (_v, r) => formatDateTime(r.createdAt) },
            {
              title: t('voucher.booking'),
              dataIndex: 'bookingId',
              render: (_v, r) => (
                <Link to={`/bookings/${r.bookingId}`} aria-label={t('common.bookingLink', { id: r.bookingId })}>
                  {shortId(r.bookingId)}
                </Link>
              ),
            },
            {
              title: t('voucher.status'),
              dataIndex: 'status',
              render: (_v, r) => <Tag color={REDEMPTION_COLOR[r.status]}>{t(`redemption.${r.status}`)}</Tag>,
            },
            { title: t('vouchers.discount'), dataIndex: 'discount', align: 'right', render: (_v, r) => formatMoney(r.discount, r.currency) },
          ]}
        />
      </Card>
    </PageContainer>
  );
}
