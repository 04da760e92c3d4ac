// The actions column of the console's list tables: Edit (when the table edits in place) and Delete
// (asked first; it moves to the trash) for live rows, Restore for trashed ones. Each action toasts
// what it did and reloads the table.
import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
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
  return (row: R, trashed: boolean): ReactNode[] =>
    trashed
      ? [
          <Button
            key="restore"
            type="link"
            onClick={async () => {
              await o.restore(row);
              toast.success(`${o.noun} restored`, o.label(row));
              o.reload();
            }}
          >
            Restore
          </Button>,
        ]
      : [
          ...(o.edit
            ? [
                <Button key="edit" type="link" onClick={() => o.edit?.(row)} disabled={o.editDisabled?.(row)}>
                  Edit
                </Button>,
              ]
            : []),
          ...(o.extra?.(row) ?? []),
          <Popconfirm
            key="delete"
            title={`Delete this ${o.noun.toLowerCase()}?`}
            description="It moves to the trash, where it can be restored."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              await o.remove(row);
              toast.success(`${o.noun} deleted`, o.label(row));
              o.reload();
            }}
          >
            <Button type="link" danger>
              Delete
            </Button>
          </Popconfirm>,
        ];
}
