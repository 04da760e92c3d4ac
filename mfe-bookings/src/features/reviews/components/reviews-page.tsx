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
  useCachedList,
  usePageTitle,
  type ListParams,
} from '@coachwork/web-kit';
import { ExportMenu } from '@coachwork/web-kit/ui';
import { reviewsApi } from '../api';
import { HideReviewDialog } from './hide-review-dialog';

export const REVIEWS_TITLE = 'Reviews';

const RATINGS = Object.fromEntries([5, 4, 3, 2, 1].map((n) => [String(n), { text: `${n} ${n === 1 ? 'star' : 'stars'}` }]));

export function ReviewsPage() {
  usePageTitle(REVIEWS_TITLE);
  const table = useRef<ActionType>(null);
  const [trigger] = reviewsApi.useLazyListReviewsQuery();
  const load = useCachedList(trigger, () => table.current?.reload());
  const [hiding, setHiding] = useState<ReviewDto | null>(null);
  // The query the table last asked for: the export takes the same filters and sort.
  const lastQuery = useRef<ListParams | undefined>(undefined);

  const columns: ProColumns<ReviewDto>[] = [
    {
      title: 'Written',
      dataIndex: 'createdAt',
      search: false,
      sorter: true,
      defaultSortOrder: 'descend',
      render: (_d, r) => formatDate(r.createdAt),
    },
    {
      title: 'Workshop',
      dataIndex: 'workshopId',
      fieldProps: { placeholder: 'Workshop id' },
      render: (_d, r) => (
        <span>
          {r.workshopTitle}
          <Typography.Text type="secondary">{` · ${formatDate(r.sessionDate)}`}</Typography.Text>
        </span>
      ),
    },
    {
      title: 'Rating',
      dataIndex: 'rating',
      valueType: 'select',
      valueEnum: RATINGS,
      sorter: true,
      render: (_d, r) => <span aria-label={`${r.rating} out of 5`}>{'★'.repeat(r.rating) + '☆'.repeat(5 - r.rating)}</span>,
    },
    { title: 'Author', dataIndex: 'authorName', search: false },
    {
      title: 'Review',
      key: 'body',
      search: false,
      render: (_d, r) => (
        <div>
          {r.body ?? <Typography.Text type="secondary">No text</Typography.Text>}
          {r.reply && (
            <div>
              <Typography.Text type="secondary">Coach's reply: </Typography.Text>
              {r.reply}
            </div>
          )}
        </div>
      ),
    },
    {
      title: 'Hidden',
      dataIndex: 'hidden',
      valueType: 'select',
      valueEnum: { true: { text: 'Hidden' }, false: { text: 'Shown' } },
      render: (_d, r) =>
        r.hiddenAt ? (
          <span>
            <Tag color="red">Hidden</Tag>
            <Typography.Text type="secondary">{r.hiddenReason}</Typography.Text>
          </span>
        ) : (
          <Tag color="green">Shown</Tag>
        ),
    },
    {
      title: 'Actions',
      key: 'actions',
      search: false,
      render: (_d, r) =>
        r.hiddenAt ? null : (
          <Button danger size="small" onClick={() => setHiding(r)} aria-label={`Hide ${r.authorName}'s review`}>
            Hide
          </Button>
        ),
    },
  ];

  return (
    <PageContainer
      title={REVIEWS_TITLE}
      content="What participants wrote after their sessions. A hidden review leaves the storefront and every rating; its author is mailed the reason."
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
