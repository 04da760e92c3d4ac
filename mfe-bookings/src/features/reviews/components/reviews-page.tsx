// /reviews: every review (super-admins: reviews.moderate), newest first, filtered by workshop, rating
// and whether hidden; each with its reply, and Hide (a reason, asked in a dialog) until hidden. Export
// gives the filtered list as CSV or Excel.
import { useRef, useState } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Tag, Typography } from 'antd';
import type { ReviewDto } from '@coachwork/contracts';
import {
  formatDate,
  listResponse,
  TABLE_DEFAULTS,
  toListParams,
  usePageTitle,
  type ListParams,
} from '@coachwork/web-kit';
import { useCachedList } from '@coachwork/web-kit/cached-list';
import { ExportMenu } from '@coachwork/web-kit/ui';
import { reviewsApi } from '../api';
import { useBookingsMessages } from '../../messages';
import { HideReviewDialog } from './hide-review-dialog';

export function ReviewsPage() {
  const { t } = useBookingsMessages();
  usePageTitle(t('reviews.title'));
  const ratings = Object.fromEntries([5, 4, 3, 2, 1].map((n) => [String(n), { text: t('reviews.stars', { n }) }]));
  const table = useRef<ActionType>(null);
  const [trigger] = reviewsApi.useLazyListReviewsQuery();
  const load = useCachedList(trigger, () => table.current?.reload());
  const [hiding, setHiding] = useState<ReviewDto | null>(null);
  // The query the table last asked for: the export takes the same filters and sort.
  const lastQuery = useRef<ListParams | undefined>(undefined);

  const columns: ProColumns<ReviewDto>[] = [
    {
      title: t('reviews.written'),
      dataIndex: 'createdAt',
      search: false,
      sorter: true,
      defaultSortOrder: 'descend',
      render: (_d, r) => formatDate(r.createdAt),
    },
    {
      title: t('reviews.workshop'),
      dataIndex: 'workshopId',
      fieldProps: { placeholder: t('reviews.workshopId') },
      render: (_d, r) => (
        <span>
          {r.workshopTitle}
          <Typography.Text type="secondary">{` · ${formatDate(r.sessionDate)}`}</Typography.Text>
        </span>
      ),
    },
    {
      title: t('reviews.rating'),
      dataIndex: 'rating',
      valueType: 'select',
      valueEnum: ratings,
      sorter: true,
      render: (_d, r) => <span aria-label={t('reviews.outOfFive', { rating: r.rating })}>{'★'.repeat(r.rating) + '☆'.repeat(5 - r.rating)}</span>,
    },
    { title: t('reviews.author'), dataIndex: 'authorName', search: false },
    {
      title: t('reviews.review'),
      key: 'body',
      search: false,
      render: (_d, r) => (
        <div>
          {r.body ?? <Typography.Text type="secondary">{t('reviews.noText')}</Typography.Text>}
          {r.reply && (
            <div>
              <Typography.Text type="secondary">{t('reviews.coachReply')}</Typography.Text>
              {r.reply}
            </div>
          )}
        </div>
      ),
    },
    {
      title: t('reviews.hidden'),
      dataIndex: 'hidden',
      valueType: 'select',
      valueEnum: { true: { text: t('reviews.hidden') }, false: { text: t('reviews.shown') } },
      render: (_d, r) =>
        r.hiddenAt ? (
          <span>
            <Tag color="red">{t('reviews.hidden')}</Tag>
            <Typography.Text type="secondary">{r.hiddenReason}</Typography.Text>
          </span>
        ) : (
          <Tag color="green">{t('reviews.shown')}</Tag>
        ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      search: false,
      render: (_d, r) =>
        r.hiddenAt ? null : (
          <Button danger size="small" onClick={() => setHiding(r)} aria-label={t('reviews.hideLabel', { author: r.authorName })}>
            {t('reviews.hide')}
          </Button>
        ),
    },
  ];

  return (
    <PageContainer
      title={t('reviews.title')}
      content={t('reviews.description')}
    >
      <ProTable<ReviewDto>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async (params, sort) => {
          const query = toListParams(params, sort);
          lastQuery.current = query;
          return listResponse(await load(query));
        }}
        pagination={{ pageSize: TABLE_DEFAULTS.pageSize, showSizeChanger: true }}
        locale={{ emptyText: TABLE_DEFAULTS.emptyText }}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [<ExportMenu key="export" path="/reviews" params={() => lastQuery.current} />]}
      />
      <HideReviewDialog
        review={hiding}
        onClose={(hidden) => {
          setHiding(null);
          if (hidden) void table.current?.reload();
        }}
      />
    </PageContainer>
  );
}
