// A workshop's invoices tab: the invoices and credit notes of its bookings, newest first, each PDF as
// issued (GET /v1/payments/invoices?filter[workshopId]=); the list exports as CSV or Excel.
import { useState } from 'react';
import { Space, Table, Tag } from 'antd';
import type { InvoiceSummaryDto, ListEnvelope } from '@coachwork/contracts';
import { api, configuredApiBaseUrl, formatDateTime } from '@coachwork/web-kit';
import { ExportMenu } from '@coachwork/web-kit/ui';
import { useWorkshopsMessages } from '../../../messages';

const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWorkshopInvoices: build.query<ListEnvelope<InvoiceSummaryDto>, { workshopId: string; page: number }>({
      query: ({ workshopId, page }) => ({
        url: '/payments/invoices',
        params: { 'filter[workshopId]': workshopId, page, perPage: 10, sort: '-issuedAt' },
      }),
    }),
  }),
});

export function WorkshopInvoices({ workshopId }: { workshopId: string }) {
  const { t } = useWorkshopsMessages();
  const [page, setPage] = useState(1);
  const { data, isFetching } = invoicesApi.useListWorkshopInvoicesQuery({ workshopId, page });
  const base = configuredApiBaseUrl();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <ExportMenu
        path="/payments/invoices"
        params={() => ({ 'filter[workshopId]': workshopId, sort: '-issuedAt' })}
      />
      <Table<InvoiceSummaryDto>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.data ?? []}
        locale={{ emptyText: t('invoices.empty') }}
        pagination={{ current: page, pageSize: 10, total: data?.meta.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('invoices.number'), dataIndex: 'number' },
          {
            title: t('invoices.kind'),
            dataIndex: 'kind',
            render: (k: string) =>
              k === 'invoice' ? (
                <Tag color="blue">{t('invoices.invoice')}</Tag>
              ) : (
                <Tag color="orange">{t('invoices.creditNote')}</Tag>
              ),
          },
          { title: t('invoices.issued'), dataIndex: 'issuedAt', render: (v: string) => formatDateTime(v) },
          {
            title: t('invoices.total'),
            align: 'right',
            render: (_, d) =>
              new Intl.NumberFormat('en-IE', { style: 'currency', currency: d.currency }).format(d.total),
          },
          {
            title: t('invoices.pdf'),
            render: (_, d) => (
              <a href={`${base}/payments/invoices/${d.id}`} download>
                {t('invoices.download')}
              </a>
            ),
          },
        ]}
      />
    </Space>
  );
}
