// /roles: the roles, what they hold and how many people hold them.
import { useRef, useState } from 'react';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Input, Popconfirm, Space, Tooltip, type InputRef } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { ROLE_NAMES } from '@coachwork/contracts';
import {
  isMacPlatform,
  listResponse,
  TABLE_DEFAULTS,
  toListParams,
  type ListParams,
} from '@coachwork/web-kit';
import { useCachedList } from '@coachwork/web-kit/cached-list';
import { ConsolePage, ExportMenu, settled, useToast } from '@coachwork/web-kit/ui';
import { useIdentityMessages } from '../../../messages';
import { adminApi, useDeleteRoleMutation, type Role } from '../api';
import { useDebouncedValue, useSearchShortcut } from '../hooks';

/** The seeded roles: the server refuses to rename or delete them (409), so the console does not offer it. */
export const isBuiltInRole = (name: string) => (ROLE_NAMES as readonly string[]).includes(name);

export function DeleteRoleButton({
  role,
  onDeleted,
  asLink,
}: {
  role: Role;
  onDeleted: () => void;
  asLink?: boolean;
}) {
  const { t } = useIdentityMessages();
  const [remove, removing] = useDeleteRoleMutation();
  const toast = useToast();
  const builtIn = isBuiltInRole(role.name);
  const button = (
    <Button type={asLink ? 'link' : 'default'} danger disabled={builtIn} loading={removing.isLoading}>
      {t('common.delete')}
    </Button>
  );
  if (builtIn) return <Tooltip title={t('roles.builtIn')}>{button}</Tooltip>;
  return (
    <Popconfirm
      title={t('roles.deleteQuestion', { name: role.name })}
      description={
        role.usersCount ? t('roles.deleteHeld', { count: role.usersCount }) : t('roles.deleteText')
      }
      okText={t('common.delete')}
      okButtonProps={{ danger: true }}
      onConfirm={async () => {
        // A refusal (409: still held) arrives as the api's toast with the server's reason.
        if (await settled(() => remove(role.id).unwrap())) {
          toast.success(t('roles.deleted'), role.name);
          onDeleted();
        }
      }}
    >
      {button}
    </Popconfirm>
  );
}

export function RolesPage() {
  const { t } = useIdentityMessages();
  const table = useRef<ActionType>(null);
  // The query of the page on screen: what an export asks for (without its paging).
  const lastQuery = useRef<ListParams | undefined>(undefined);
  const searchBox = useRef<InputRef>(null);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const [trigger] = adminApi.useLazyListRolesQuery();
  // Cached rows at once on a return visit, refreshed behind them (spec §9).
  const load = useCachedList(trigger, () => table.current?.reload());
  useSearchShortcut(searchBox);

  const columns: ProColumns<Role>[] = [
    {
      title: t('common.name'),
      dataIndex: 'name',
      sorter: true,
      render: (_d, r) => <Link to={`/roles/${r.id}`}>{r.name}</Link>,
    },
    {
      title: t('common.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (_d, r) => r.description || '—',
    },
    {
      title: t('common.permissions'),
      key: 'permissionCount',
      align: 'right',
      render: (_d, r) => r.permissions.length,
    },
    { title: t('common.users'), dataIndex: 'usersCount', align: 'right' },
    { title: t('common.updated'), dataIndex: 'updatedAt', sorter: true, valueType: 'dateTime' },
    {
      title: t('common.actions'),
      valueType: 'option',
      render: (_d, r) => [
        <Link key="edit" to={`/roles/${r.id}/edit`}>
          {t('common.edit')}
        </Link>,
        <DeleteRoleButton key="delete" role={r} asLink onDeleted={() => table.current?.reload()} />,
      ],
    },
  ];

  return (
    <ConsolePage
      title={t('common.roles')}
      crumbs={[{ title: t('common.roles') }]}
      description={t('roles.description')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/roles/create')}>
          {t('roles.new')}
        </Button>
      }
    >
      <ProTable<Role>
        rowKey="id"
        actionRef={table}
        columns={columns}
        search={false}
        params={{ term }}
        request={async (params, sort) => {
          const { term: q, ...page } = params as typeof params & { term: string };
          const query = toListParams({ ...page, search: q }, sort);
          lastQuery.current = query;
          return listResponse(await load(query));
        }}
        pagination={{ pageSize: TABLE_DEFAULTS.pageSize, showSizeChanger: true }}
        locale={{ emptyText: TABLE_DEFAULTS.emptyText }}
        options={{ density: true, setting: true, reload: true, fullScreen: false }}
        toolBarRender={() => [<ExportMenu key="export" path="/roles" params={() => lastQuery.current} />]}
        toolbar={{
          title: (
            <Space>
              <Input.Search
                ref={searchBox}
                aria-label={t('roles.search')}
                placeholder={t('roles.searchPlaceholder', {
                  shortcut: `${isMacPlatform() ? '⌘' : 'Ctrl+'}/`,
                })}
                allowClear
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                onSearch={(v) => setSearch(v)}
                style={{ width: 260 }}
              />
            </Space>
          ),
        }}
      />
    </ConsolePage>
  );
}
