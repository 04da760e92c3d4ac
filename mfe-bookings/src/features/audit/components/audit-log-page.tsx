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
  usePageTitle,
  type ListParams,
} from '@coachwork/web-kit';
import { useCachedList } from '@coachwork/web-kit/cached-list';
import { ExportMenu } from '@coachwork/web-kit/ui';
import { isBookingsMessage, useBookingsMessages, type BookingsConsoleTranslator } from '../../messages';
import { auditApi } from '../api';

/** 'Job posting'; a type the catalogue does not know reads as it comes. */
function objectLabel(t: BookingsConsoleTranslator['t'], type: string): string {
  const id = `audit.object.${type}`;
  return isBookingsMessage(id) ? t(id) : type;
}

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
  const { t } = useBookingsMessages();
  usePageTitle(t('audit.title'));
  const table = useRef<ActionType>(null);
  const [trigger] = auditApi.useLazyListAuditLogQuery();
  const load = useCachedList(trigger, () => table.current?.reload());
  // The filters in force, for the export.
  const [query, setQuery] = useState<ListParams>();

  const columns: ProColumns<AuditEntryDto>[] = [
    {
      title: t('audit.when'),
      dataIndex: 'occurredAt',
      valueType: 'dateTimeRange',
      sorter: true,
      defaultSortOrder: 'descend',
      render: (_d, r) => formatDateTime(r.occurredAt),
    },
    {
      title: t('audit.person'),
      dataIndex: 'actorId',
      fieldProps: { placeholder: t('audit.userId') },
      render: (_d, r) =>
        r.actorId ? (
          <span>
            {r.actorName ?? r.actorId}
            {r.onBehalfOf && (
              <Typography.Text type="secondary">
                {t('audit.onBehalfOf', { id: r.onBehalfOf })}
              </Typography.Text>
            )}
          </span>
        ) : (
          t('audit.system')
        ),
    },
    { title: t('audit.action'), dataIndex: 'action', search: false },
    {
      title: t('audit.object'),
      dataIndex: 'objectType',
      valueType: 'select',
      valueEnum: Object.fromEntries(AUDIT_OBJECT_TYPES.map((type) => [type, { text: objectLabel(t, type) }])),
      render: (_d, r) => (
        <span>
          {objectLabel(t, r.objectType)} <Typography.Text code>{r.objectId}</Typography.Text>
        </span>
      ),
    },
    { title: t('audit.objectId'), dataIndex: 'objectId', hideInTable: true },
    { title: t('audit.change'), key: 'change', search: false, render: (_d, r) => <Change entry={r} /> },
    { title: t('audit.address'), dataIndex: 'ip', search: false, render: (_d, r) => r.ip ?? '—' },
  ];

  return (
    <PageContainer title={t('audit.title')} content={t('audit.description')}>
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
