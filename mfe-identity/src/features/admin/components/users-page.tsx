// /users: every account, searchable (Cmd/Ctrl+/ focuses the box), filtered by role and status, sorted by
// column, paged by 10, with the trash one switch away.
import { useRef, useState } from 'react';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import {
  Avatar,
  Button,
  Input,
  Popconfirm,
  Segmented,
  Select,
  Space,
  Tag,
  Typography,
  type InputRef,
} from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_STATUSES } from '@coachwork/contracts';
import {
  avatarInitials,
  responsiveImage,
  isMacPlatform,
  listResponse,
  TABLE_DEFAULTS,
  toListParams,
  useAppSelector,
  selectCurrentUser,
  type ListParams,
} from '@coachwork/web-kit';
import { useCachedList } from '@coachwork/web-kit/cached-list';
import { ConsolePage, ExportMenu, settled, useToast } from '@coachwork/web-kit/ui';
import { useIdentityMessages } from '../../../messages';
import {
  adminApi,
  ALL,
  useDeleteUserMutation,
  useListRolesQuery,
  useRestoreUserMutation,
  type AdminUser,
} from '../api';
import { useDebouncedValue, useSearchShortcut } from '../hooks';
import { fullName, statusLabel, StatusTag } from './user-labels';

export function UsersPage() {
  const { t } = useIdentityMessages();
  const table = useRef<ActionType>(null);
  // The query of the page on screen: what an export asks for (without its paging).
  const lastQuery = useRef<ListParams | undefined>(undefined);
  const searchBox = useRef<InputRef>(null);
  const navigate = useNavigate();
  const me = useAppSelector(selectCurrentUser);
  // A role's page links here with ?role= and ?status= preselected; the header search with ?search=.
  const [initial] = useSearchParams();
  const [search, setSearch] = useState(initial.get('search') ?? '');
  const [role, setRole] = useState<string | undefined>(initial.get('role') || undefined);
  const [status, setStatus] = useState<string | undefined>(initial.get('status') || undefined);
  const [trash, setTrash] = useState(false);
  const term = useDebouncedValue(search.trim(), 300);
  const roles = useListRolesQuery(ALL);
  const [trigger] = adminApi.useLazyListUsersQuery();
  // Cached rows at once on a return visit, refreshed behind them (spec §9).
  const load = useCachedList(trigger, () => table.current?.reload());
  const [remove] = useDeleteUserMutation();
  const [restore] = useRestoreUserMutation();
  const toast = useToast();
  useSearchShortcut(searchBox);

  const columns: ProColumns<AdminUser>[] = [
    {
      title: t('users.user'),
      dataIndex: 'username',
      sorter: true,
      render: (_d, u) => (
        <Space>
          <Avatar size="small" {...(u.avatarUrl ? responsiveImage(u.avatarUrl, { width: 24 }) : {})} alt="">
            {avatarInitials(u)}
          </Avatar>
          <span>
            <Link to={`/users/${u.id}`}>{u.username}</Link>
            {fullName(u.profile) && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {fullName(u.profile)}
              </Typography.Text>
            )}
          </span>
        </Space>
      ),
    },
    { title: t('common.email'), dataIndex: 'email', sorter: true, ellipsis: true },
    {
      title: t('common.roles'),
      dataIndex: 'roles',
      render: (_d, u) =>
        u.roles.length ? (
          u.roles.map((r) => <Tag key={r}>{r}</Tag>)
        ) : (
          <Typography.Text type="secondary">{t('users.booker')}</Typography.Text>
        ),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      sorter: true,
      render: (_d, u) => <StatusTag status={u.status} />,
    },
    { title: t('common.joined'), dataIndex: 'createdAt', sorter: true, valueType: 'date' },
    {
      title: t('common.actions'),
      valueType: 'option',
      render: (_d, u) =>
        trash
          ? [
              <Popconfirm
                key="restore"
                title={t('users.restoreQuestion', { username: u.username })}
                description={t('users.restoreText')}
                okText={t('common.restore')}
                onConfirm={async () => {
                  if (await settled(() => restore(u.id).unwrap())) {
                    toast.success(t('users.restored'), u.username);
                    table.current?.reload();
                  }
                }}
              >
                <Button type="link">{t('common.restore')}</Button>
              </Popconfirm>,
            ]
          : [
              <Link key="edit" to={`/users/${u.id}/edit`}>
                {t('common.edit')}
              </Link>,
              <Popconfirm
                key="delete"
                title={t('users.deleteQuestion', { username: u.username })}
                description={t('users.deleteText')}
                okText={t('common.delete')}
                okButtonProps={{ danger: true }}
                disabled={u.id === me?.id}
                onConfirm={async () => {
                  if (await settled(() => remove(u.id).unwrap())) {
                    toast.success(t('users.deleted'), u.username);
                    table.current?.reload();
                  }
                }}
              >
                <Button
                  type="link"
                  danger
                  disabled={u.id === me?.id}
                  title={u.id === me?.id ? t('users.cannotDeleteSelf') : undefined}
                >
                  {t('common.delete')}
                </Button>
              </Popconfirm>,
            ],
    },
  ];

  return (
    <ConsolePage
      title={t('common.users')}
      crumbs={[{ title: t('common.users') }]}
      description={t('users.description')}
    >
      <ProTable<AdminUser>
        rowKey="id"
        actionRef={table}
        columns={columns}
        search={false}
        params={{ term, role, status, trash }}
        request={async (params, sort) => {
          const {
            term: q,
            role: r,
            status: s,
            trash: inTrash,
            ...page
          } = params as typeof params & {
            term: string;
            role?: string;
            status?: string;
            trash: boolean;
          };
          const query = toListParams(
            { ...page, search: q, include: 'profile,roles', trashed: inTrash ? 'only' : undefined },
            sort,
            { role: r, status: s },
          );
          lastQuery.current = query;
          return listResponse(await load(query));
        }}
        onRow={(u) => ({ onDoubleClick: () => navigate(`/users/${u.id}`) })}
        pagination={{ pageSize: TABLE_DEFAULTS.pageSize, showSizeChanger: true }}
        locale={{ emptyText: TABLE_DEFAULTS.emptyText }}
        options={{ density: true, setting: true, reload: true, fullScreen: false }}
        toolBarRender={() => [<ExportMenu key="export" path="/users" params={() => lastQuery.current} />]}
        toolbar={{
          title: (
            <Space wrap>
              <Input.Search
                ref={searchBox}
                aria-label={t('users.search')}
                placeholder={t('users.searchPlaceholder', {
                  shortcut: `${isMacPlatform() ? '⌘' : 'Ctrl+'}/`,
                })}
                allowClear
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                onSearch={(v) => setSearch(v)}
                style={{ width: 260 }}
              />
              <Select
                aria-label={t('users.filterRole')}
                placeholder={t('users.anyRole')}
                allowClear
                value={role}
                onChange={setRole}
                loading={roles.isLoading}
                options={(roles.data?.data ?? []).map((r) => ({ value: r.name, label: r.name }))}
                style={{ width: 160 }}
              />
              <Select
                aria-label={t('users.filterStatus')}
                placeholder={t('users.anyStatus')}
                allowClear
                value={status}
                onChange={setStatus}
                options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: statusLabel(t, s) }))}
                style={{ width: 140 }}
              />
              <Segmented
                aria-label={t('users.show')}
                options={[
                  { label: t('users.all'), value: 'active' },
                  { label: t('users.trash'), value: 'trash' },
                ]}
                value={trash ? 'trash' : 'active'}
                onChange={(v) => setTrash(v === 'trash')}
              />
            </Space>
          ),
        }}
      />
    </ConsolePage>
  );
}
