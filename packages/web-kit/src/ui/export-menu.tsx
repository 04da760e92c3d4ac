// A console table's "Export" menu (issue 28 item 4): CSV or Excel of the list with the filters, search
// and sort in force (`{list}/export.csv|xlsx`, streamed by the server), downloaded by light/export's
// useExport: the page stays where it is, the button spins and is disabled while the file comes, and a
// refusal or a broken connection says so beside it.
import { Button, Dropdown, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useMessages } from '../i18n';
import { useExport, type ExportFormat } from '../light/export';
import { CONSOLE_KIT_MESSAGES } from './messages';

export interface ExportMenuProps {
  /** The list's path under the API base: '/workshops', '/payments/invoices'. */
  path: string;
  /** The list parameters in force (as sent for the table's page); page and perPage are left out. */
  params?: () => Record<string, unknown> | undefined;
  /** Extra request headers the list needs (X-Tenant). */
  headers?: Record<string, string>;
  /** What the button says: 'Export'. */
  label?: string;
}

export function ExportMenu({ path, params, headers, label }: ExportMenuProps) {
  const { t } = useMessages(CONSOLE_KIT_MESSAGES);
  const { running, error, run } = useExport(path, params, headers);
  return (
    <Space size="small">
      <Dropdown
        disabled={running !== null}
        trigger={['click']}
        menu={{
          items: [
            { key: 'csv', label: t('exportMenu.csv') },
            { key: 'xlsx', label: t('exportMenu.excelFile') },
          ],
          onClick: ({ key }) => void run(key as ExportFormat),
        }}
      >
        <Button icon={<DownloadOutlined />} loading={running !== null} disabled={running !== null}>
          {running ? t('exportMenu.running', { format: running }) : (label ?? t('exportMenu.button'))}
        </Button>
      </Dropdown>
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
