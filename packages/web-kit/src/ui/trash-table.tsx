// The console list tables' common frame (workshops, templates, tenants, job postings, bookings): a
// ProTable on the /v1 list contract whose search box (the `searchField` column: 'title', 'name', ...)
// searches the whole row, an Active/Trash switch, and an optional "New ..." button. The console
// header's search lands on a list with ?search=, which the search box starts with.
import { useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Segmented } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ListEnvelope } from '@coachwork/contracts';
import { listResponse, toListParams, type ListParams } from '../api/list';
import { useMessages } from '../i18n';
import { TABLE_DEFAULTS } from '../table';
import { ExportMenu } from './export-menu';
import { CONSOLE_KIT_MESSAGES } from './messages';

export interface TrashTableProps<T> {
  table: RefObject<ActionType | null>;
  columns: ProColumns<T>[];
  trash: boolean;
  onTrashChange: (trash: boolean) => void;
  /** One page of the list (an RTK lazy query's `(query) => trigger(query).unwrap()`). */
  load: (query: ListParams) => Promise<ListEnvelope<T>>;
  /** 'New workshop', 'New template'; no button without `onNew`. */
  newLabel?: string;
  onNew?: () => void;
  /** The column whose search box searches the whole row ('title' unless the rows have a 'name'). */
  searchField?: string;
  /** Values the search form starts with (a filter carried in the address bar). */
  initialValues?: Record<string, unknown>;
  headerTitle?: ReactNode;
  /** The list's path under the API base ('/workshops'): an Export menu (CSV, Excel) with the filters in force. */
  exportPath?: string;
  /** Headers the list's requests carry (X-Tenant), for the export too. */
  exportHeaders?: Record<string, string>;
}

export function TrashTable<T extends { id: string }>({
  table,
  columns,
  trash,
  onTrashChange,
  load,
  newLabel,
  onNew,
  searchField = 'title',
  initialValues,
  headerTitle,
  exportPath,
  exportHeaders,
}: TrashTableProps<T>) {
  // The query of the page on screen: what an export asks for (without its paging).
  const { t } = useMessages(CONSOLE_KIT_MESSAGES);
  const lastQuery = useRef<ListParams | undefined>(undefined);
  const [address] = useSearchParams();
  const searched = address.get('search') ?? '';
  const startWith = useMemo(
    () => (searched ? { ...initialValues, [searchField]: searched } : initialValues),
    [initialValues, searchField, searched],
  );
  return (
    <ProTable<T>
      // A new header search starts the table over with its words.
      key={searched}
      rowKey="id"
      actionRef={table}
      columns={columns}
      params={{ trash }}
      headerTitle={headerTitle}
      form={startWith ? { initialValues: startWith } : undefined}
      request={async (params, sort) => {
        // The search box searches the whole row; the trash switch asks for trashed rows only.
        const {
          trash: inTrash,
          [searchField]: search,
          ...rest
        } = params as typeof params & { trash: boolean } & Record<string, unknown>;
        const query = toListParams({ ...rest, search, trashed: inTrash ? 'only' : undefined }, sort);
        lastQuery.current = query;
        return listResponse(await load(query));
      }}
      pagination={{ pageSize: TABLE_DEFAULTS.pageSize, showSizeChanger: true }}
      locale={{ emptyText: TABLE_DEFAULTS.emptyText }}
      search={{ labelWidth: 'auto' }}
      toolbar={{
        title: (
          <Segmented
            aria-label={t('trash.show')}
            options={[
              { label: t('trash.active'), value: 'active' },
              { label: t('trash.trash'), value: 'trash' },
            ]}
            value={trash ? 'trash' : 'active'}
            onChange={(v) => onTrashChange(v === 'trash')}
          />
        ),
      }}
      toolBarRender={() => [
        ...(exportPath
          ? [
              <ExportMenu
                key="export"
                path={exportPath}
                params={() => lastQuery.current}
                headers={exportHeaders}
              />,
            ]
          : []),
        ...(onNew
          ? [
              <Button key="new" type="primary" icon={<PlusOutlined />} onClick={onNew}>
                {newLabel}
              </Button>,
            ]
          : []),
      ]}
    />
  );
}
