// /users/{id} and its sub-pages: the overview is the default detail, the others are tabs at their own
// URLs (SPEC-DECISIONS, Routes and navigation).
import { Alert, Avatar, Button, Descriptions, Popconfirm, Space, Tabs, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { findCountry } from '@coachwork/contracts';
import {
  avatarInitials,
  formatDateTime,
  isSocialPlatform,
  responsiveImage,
  selectCurrentUser,
  SOCIAL_PLATFORM_LABELS,
  SocialIcon,
  useAppSelector,
} from '@coachwork/web-kit';
import { ConsolePage, PayoutsTable, RecordState, settled, useToast } from '@coachwork/web-kit/ui';
import { useDeleteUserMutation, useGetUserQuery, useRestoreUserMutation, type AdminUser } from '../api';
import { fullName, StatusTag } from './user-labels';
import { CoachProfilePanel } from './coach-profile-panel';
import { UserEditForm } from './user-edit-form';
import { UserWorkshopsPanel } from './user-workshops-panel';

export type UserTab = 'overview' | 'edit' | 'payouts' | 'workshops' | 'coach-profile';

export const USER_TABS: { key: UserTab; label: string; title: string; path: string }[] = [
  { key: 'overview', label: 'Overview', title: 'User', path: '' },
  { key: 'edit', label: 'Edit', title: 'Edit User', path: 'edit' },
  { key: 'payouts', label: 'Payouts', title: 'User Payouts', path: 'payouts' },
  { key: 'workshops', label: 'Workshops', title: 'User Workshops', path: 'workshops' },
  { key: 'coach-profile', label: 'Coach profile', title: 'Coach Profile', path: 'coach-profile' },
];


function Overview({ user }: { user: AdminUser }) {
  const country = findCountry(user.profile.country);
  return (
    <Descriptions bordered column={{ xs: 1, md: 2 }} size="middle">
      <Descriptions.Item label="Username">{user.username}</Descriptions.Item>
      <Descriptions.Item label="Email">
        <Space wrap>
          {user.email}
          {user.emailVerifiedAt ? <Tag color="success">Verified</Tag> : <Tag>Not verified</Tag>}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label="Name">{fullName(user.profile) || '—'}</Descriptions.Item>
      <Descriptions.Item label="Status">
        <StatusTag status={user.status} />
      </Descriptions.Item>
      <Descriptions.Item label="Roles">
        {user.roles.length ? user.roles.map((r) => <Tag key={r}>{r}</Tag>) : 'None (booker)'}
      </Descriptions.Item>
      <Descriptions.Item label="Coach profile">
        {user.coachProfile ? <StatusTag status={user.coachProfile.approvalStatus ?? 'PENDING'} /> : 'None'}
      </Descriptions.Item>
      <Descriptions.Item label="Headline" span={2}>
        {user.profile.headline || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="Country">
        {country ? `${country.flag} ${country.name}` : '—'}
      </Descriptions.Item>
      <Descriptions.Item label="Phone number">{user.profile.phoneNumber || '—'}</Descriptions.Item>
      <Descriptions.Item label="Default tenant">{user.defaultTenantSlug || '—'}</Descriptions.Item>
      <Descriptions.Item label="Social accounts">
        {user.profile.socialAccounts.length
          ? [...user.profile.socialAccounts]
              .sort((a, b) => a.order - b.order)
              .map((s) => (
                <div key={`${s.order}-${s.url}`}>
                  <SocialIcon platform={s.platform} />{' '}
                  {isSocialPlatform(s.platform) ? SOCIAL_PLATFORM_LABELS[s.platform] : s.platform}:{' '}
                  <a href={s.url} target="_blank" rel="noreferrer noopener">
                    {s.url}
                  </a>
                </div>
              ))
          : '—'}
      </Descriptions.Item>
      <Descriptions.Item label="Joined">{formatDateTime(user.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="Last changed">{formatDateTime(user.updatedAt)}</Descriptions.Item>
    </Descriptions>
  );
}

export function UserDetailPage({ tab }: { tab: UserTab }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const me = useAppSelector(selectCurrentUser);
  const query = useGetUserQuery(id);
  const [remove, removing] = useDeleteUserMutation();
  const [restore, restoring] = useRestoreUserMutation();
  const current = USER_TABS.find((t) => t.key === tab) ?? {
    key: 'overview',
    label: 'Overview',
    title: 'User',
    path: '',
  };
  const user = query.data;
  const base = `/users/${id}`;
  const self = user?.id === me?.id;

  const actions = user && (
    <>
      {user.deletedAt ? (
        <Popconfirm
          title={`Restore ${user.username}?`}
          okText="Restore"
          onConfirm={async () => {
            if (await settled(() => restore(user.id).unwrap())) toast.success('User restored', user.username);
          }}
        >
          <Button loading={restoring.isLoading}>Restore</Button>
        </Popconfirm>
      ) : (
        <Popconfirm
          title={`Delete ${user.username}?`}
          description="They are signed out everywhere; the account moves to the trash, where it can be restored."
          okText="Delete"
          okButtonProps={{ danger: true }}
          disabled={self}
          onConfirm={async () => {
            if (await settled(() => remove(user.id).unwrap())) {
              toast.success('User deleted', user.username);
              navigate('/users');
            }
          }}
        >
          <Button
            danger
            disabled={self}
            loading={removing.isLoading}
            title={self ? 'You cannot delete yourself' : undefined}
          >
            Delete
          </Button>
        </Popconfirm>
      )}
    </>
  );

  return (
    <ConsolePage
      title={current.title}
      crumbs={[
        { title: 'Users', to: '/users' },
        ...(user ? [{ title: user.username, to: tab === 'overview' ? undefined : base }] : []),
        ...(tab === 'overview' ? [] : [{ title: current.label }]),
      ]}
      extra={actions}
      description={
        user && (
          <Space>
            <Avatar {...(user.avatarUrl ? responsiveImage(user.avatarUrl, { width: 32 }) : {})} alt="">
              {avatarInitials(user)}
            </Avatar>
            <span>
              {fullName(user.profile) || user.username} · {user.email}
            </span>
          </Space>
        )
      }
    >
      {!user ? (
        <RecordState
          loading={query.isLoading}
          error={query.error}
          noun="user"
          backTo="/users"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {user.deletedAt && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message={`This account was deleted on ${formatDateTime(user.deletedAt)}.`}
              description="It cannot sign in until it is restored."
            />
          )}
          <Tabs
            activeKey={current.key}
            onChange={(key) => {
              const t = USER_TABS.find((x) => x.key === key);
              navigate(t?.path ? `${base}/${t.path}` : base);
            }}
            items={USER_TABS.map((t) => ({ key: t.key, label: t.label }))}
          />
          {tab === 'overview' && <Overview user={user} />}
          {tab === 'edit' && <UserEditForm user={user} self={self} />}
          {tab === 'payouts' && (
            <PayoutsTable
              filter={{ coachId: user.id }}
              canManage={me?.permissions?.includes('bookings.update') ?? false}
            />
          )}
          {tab === 'workshops' && <UserWorkshopsPanel user={user} />}
          {tab === 'coach-profile' && <CoachProfilePanel user={user} />}
        </>
      )}
    </ConsolePage>
  );
}
