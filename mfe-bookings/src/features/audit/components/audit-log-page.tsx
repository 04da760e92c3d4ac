// /audit-log: who changed what in bookings, newest first, filtered by person, object and time; each
// entry's before and after shown field by field (only what the change touched), and the filtered
// list exported as CSV or Excel (web-kit's ExportMenu).
import { useRef, useState } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { AUDIT_OBJECT_TYPES, type AuditEntryDto } from '@coachwork/contracts';
import {
  formatDateTime,
  listResponse,
  TABLE_DEFAULTS,
  toListParams,
  useCachedList,
  usePageTitle,
  type ListParams,
} from '@coachwork/web-kit';
import { ExportMenu } from '@coachwork/web-kit/ui';
import { auditApi } from '../api';

export const AUDIT_LOG_TITLE = 'Audit Log';

const OBJECT_LABELS: Record<(typeof AUDIT_OBJECT_TYPES)[number], string> = {
  booking: 'Booking',
  seat: 'Seat',
  payment: 'Payment',
  refund: 'Refund',
  voucher: 'Voucher',
  payout: 'Payout',
  review: 'Review',
  user: 'User',
  role: 'Role',
  permission: 'Permission',
  tenant: 'Tenant',
  'job-posting': 'Job posting',
  workshop: 'Workshop',
  'workshop-template': 'Workshop template',
  schedule: 'Schedule',
};

const shown = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** 'discountValue: 10 → 15', one line per field the entry keeps. */
export function Change({ entry }: { entry: Pick<AuditEntryDto, 'before' | 'after'> }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (!fields.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul className="cw-audit-change" style={{ margin: 0, paddingLeft: 16 }}>
      {fields.map((f) => (
        <li key={f}>
          <Typography.Text code>{f}</Typography.Text>{' '}
          {entry.before && entry.after
            ? `${shown(before[f])} → ${shown(after[f])}`
            : shown(entry.after ? after[f] : before[f])}
        </li>
      ))}
    </ul>
  );
}

export function AuditLogPage() {
  usePageTitle(AUDIT_LOG_TITLE);
  const table = useRef<ActionType>(null);
  const [trigger] = auditApi.useLazyListAuditLogQuery();
  const load = useCachedList(trigger, () => table.current?.reload());
  // The filters in force, for the export.
  const [query, setQuery] = useState<ListParams>();

  const columns: ProColumns<AuditEntryDto>[] = [
    {
      title: 'When',
      dataIndex: 'occurredAt',
      valueType: 'dateTimeRange',
      sorter: true,
      defaultSortOrder: 'descend',
      render: (_d, r) => formatDateTime(r.occurredAt),
    },
    {
      title: 'Person',
      dataIndex: 'actorId',
      fieldProps: { placeholder: 'User id' },
      render: (_d, r) =>
        r.actorId ? (
          <span>
            {r.actorName ?? r.actorId}
            {r.onBehalfOf && <Typography.Text type="secondary"> for {r.onBehalfOf}</Typography.Text>}
          </span>
        ) : (
          'System'
        ),
    },
    { title: 'Action', dataIndex: 'action', search: false },
    {
      title: 'Object',
      dataIndex: 'objectType',
      valueType: 'select',
      valueEnum: Object.fromEntries(AUDIT_OBJECT_TYPES.map((t) => [t, { text: OBJECT_LABELS[t] }])),
      render: (_d, r) => (
        <span>
          {OBJECT_LABELS[r.objectType as keyof typeof OBJECT_LABELS] ?? r.objectType}{' '}
          <Typography.Text code>{r.objectId}</Typography.Text>
        </span>
      ),
    },
    { title: 'Object id', dataIndex: 'objectId', hideInTable: true },
    { title: 'Change', key: 'change', search: false, render: (_d, r) => <Change entry={r} /> },
    { title: 'Address', dataIndex: 'ip', search: false, render: (_d, r) => r.ip ?? '—' },
  ];

  return (
    <PageContainer
      title={AUDIT_LOG_TITLE}
      content="Every change a person made to bookings, seats, refunds, vouchers and payouts: who, when, from where, before and after. Entries cannot be changed or deleted."
    >
      <ProTable<AuditEntryDto>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async (params, sort) => {
          const { occurredAt, ...rest } = params as typeof params & { occurredAt?: [string, string] };
          const [from, to] = occurredAt ?? [];
          const listParams = toListParams(
            {
              ...rest,
              ...(from && { from: new Date(from).toISOString() }),
              ...(to && { to: new Date(to).toISOString() }),
            },
            sort,
          );
          setQuery(listParams);
          return listResponse(await load(listParams));
        }}
        pagination={{ pageSize: TABLE_DEFAULTS.pageSize, showSizeChanger: true }}
        locale={{ emptyText: TABLE_DEFAULTS.emptyText }}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [<ExportMenu key="export" path="/audit-log" params={() => query} />]}
      />
    </PageContainer>
  );
}
