// The actions column of the console's list tables: Edit (when the table edits in place) and Delete
// (asked first; it moves to the trash) for live rows, Restore for trashed ones. Each action toasts
// what it did and reloads the table.
import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
import { useMessages } from '../i18n';
import { CONSOLE_KIT_MESSAGES } from './messages';
import { useToast } from './toasts';

export interface RowActionsOptions<R> {
  /** What a row is, as toasts and the question say it: 'Workshop', 'Template', 'Booking'. */
  noun: string;
  /** The row's name in toasts. */
  label: (row: R) => string | undefined;
  /** No Edit button without it (a booking is changed from its own page). */
  edit?: (row: R) => void;
  remove: (row: R) => Promise<unknown>;
  restore: (row: R) => Promise<unknown>;
  reload: () => void;
  /** Live rows whose actions are closed (a cancelled schedule): Edit disabled. */
  editDisabled?: (row: R) => boolean;
  /** Further actions between Edit and Delete. */
  extra?: (row: R) => ReactNode[];
}

export function useRowActions<R>(o: RowActionsOptions<R>) {
  const toast = useToast();
  const { t } = useMessages(CONSOLE_KIT_MESSAGES);
  return (row: R, trashed: boolean): ReactNode[] =>
    trashed
      ? [
          <Button
            key="restore"
            type="link"
            onClick={async () => {
              await o.restore(row);
              toast.success(t('row.restored', { noun: o.noun }), o.label(row));
              o.reload();
            }}
          >
            {t('row.restore')}
          </Button>,
        ]
      : [
          ...(o.edit
            ? [
                <Button key="edit" type="link" onClick={() => o.edit?.(row)} disabled={o.editDisabled?.(row)}>
                  {t('row.edit')}
                </Button>,
              ]
            : []),
          ...(o.extra?.(row) ?? []),
          <Popconfirm
            key="delete"
            title={t('row.deleteQuestion', { thing: o.noun.toLowerCase() })}
            description={t('row.deleteHint')}
            okText={t('row.delete')}
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              await o.remove(row);
              toast.success(t('row.deleted', { noun: o.noun }), o.label(row));
              o.reload();
            }}
          >
            <Button type="link" danger>
              {t('row.delete')}
            </Button>
          </Popconfirm>,
        ];
}
