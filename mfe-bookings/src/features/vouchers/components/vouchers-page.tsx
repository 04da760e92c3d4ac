// /vouchers: every voucher on the list contract (search on the code; filters discount type and scope;
// sort by code, expiry, uses, dates), with its usage, each opening its own page; create, edit, and
// delete asked first (the API refuses with 409 while a live booking uses it). Vouchers have no trash.
import { useRef } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { DISCOUNT_TYPES, VOUCHER_MODEL_TYPES, type VoucherDto } from '@coachwork/contracts';
import {
  formatDateTime,
  listResponse,
  TABLE_DEFAULTS,
  toListParams,
  usePageTitle,
  type ListParams,
} from '@coachwork/web-kit';
import { useCachedList } from '@coachwork/web-kit/cached-list';
import { ExportMenu, useToast } from '@coachwork/web-kit/ui';
import { useDeleteConsoleVoucherMutation, vouchersApi } from '../api';
import { useBookingsMessages } from '../../messages';
import { discountLabel, discountTypeLabel, modelTypeLabel, usesLabel } from '../voucher-labels';
import { AppliesTo } from './applies-to';

export function VouchersPage() {
  const { t } = useBookingsMessages();
  usePageTitle(t('vouchers.title'));
  const table = useRef<ActionType>(null);
  // The query of the page on screen: what an export asks for (without its paging).
  const lastQuery = useRef<ListParams | undefined>(undefined);
  const navigate = useNavigate();
  const toast = useToast();
  const [trigger] = vouchersApi.useLazyListConsoleVouchersQuery();
  const load = useCachedList(trigger, () => table.current?.reload());
  const [remove] = useDeleteConsoleVoucherMutation();

  const columns: ProColumns<VoucherDto>[] = [
    { title: t('common.search'), dataIndex: 'search', hideInTable: true, fieldProps: { placeholder: t('vouchers.code') } },
    {
      title: t('vouchers.code'),
      dataIndex: 'code',
      sorter: true,
      search: false,
      render: (_d, r) => (
        <Link to={`/vouchers/${r.id}`} aria-label={t('vouchers.link', { code: r.code })}>
          <Typography.Text code>{r.code}</Typography.Text>
        </Link>
      ),
    },
    {
      title: t('vouchers.discount'),
      dataIndex: 'discountType',
      valueType: 'select',
      valueEnum: Object.fromEntries(DISCOUNT_TYPES.map((d) => [d, { text: discountTypeLabel(d) }])),
      render: (_d, r) => discountLabel(r),
    },
    {
      title: t('vouchers.appliesTo'),
      dataIndex: 'modelType',
      valueType: 'select',
      valueEnum: Object.fromEntries(VOUCHER_MODEL_TYPES.map((m) => [m, { text: modelTypeLabel(m) }])),
      render: (_d, r) => <AppliesTo voucher={r} />,
    },
    { title: t('vouchers.uses'), dataIndex: 'uses', sorter: true, search: false, align: 'right', render: (_d, r) => usesLabel(r) },
    {
      title: t('vouchers.expires'),
      dataIndex: 'expiresAt',
      sorter: true,
      search: false,
      render: (_d, r) =>
        r.expiresAt ? (
          Date.parse(r.expiresAt) < Date.now() ? (
            <Tag color="default">{t('vouchers.expired', { when: formatDateTime(r.expiresAt) })}</Tag>
          ) : (
            formatDateTime(r.expiresAt)
          )
        ) : (
          t('common.never')
        ),
    },
    {
      title: t('vouchers.created'),
      dataIndex: 'createdAt',
      sorter: true,
      defaultSortOrder: 'descend',
      search: false,
      render: (_d, r) => formatDateTime(r.createdAt),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      render: (_d, r) => (
        <Space size={0}>
          <Button type="link" onClick={() => navigate(`/vouchers/${r.id}/edit`)} aria-label={t('vouchers.edit', { code: r.code })}>
            {t('common.edit')}
          </Button>
          <Popconfirm
            title={t('vouchers.deleteConfirm', { code: r.code })}
            description={t('vouchers.deleteNote')}
            okText={t('common.delete')}
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              try {
                await remove(r.id).unwrap();
                toast.success(t('vouchers.deleted'), r.code);
                table.current?.reload();
              } catch {
                // The API's rules showed why (409 while a live booking uses it).
              }
            }}
          >
            <Button type="link" danger aria-label={t('vouchers.deleteLabel', { code: r.code })}>
              {t('common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={t('vouchers.title')} content={t('vouchers.description')}>
      <ProTable<VoucherDto>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async (params, sort) => {
          const { search, ...rest } = params as typeof params & Record<string, unknown>;
          const query = toListParams({ ...rest, search }, sort);
          lastQuery.current = query;
          return listResponse(await load(query));
        }}
        pagination={{ pageSize: TABLE_DEFAULTS.pageSize, showSizeChanger: true }}
        locale={{ emptyText: TABLE_DEFAULTS.emptyText }}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [
          <ExportMenu key="export" path="/vouchers" params={() => lastQuery.current} />,
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => navigate('/vouchers/create')}>
            {t('vouchers.new')}
          </Button>,
        ]}
      />
    </PageContainer>
  );
}
