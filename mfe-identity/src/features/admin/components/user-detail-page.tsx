// /users/{id} and its sub-pages: the overview is the default detail, the others are tabs at their own
// URLs (SPEC-DECISIONS, Routes and navigation).
import { Alert, Avatar, Button, Descriptions, Popconfirm, Space, Tabs, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { findCountry } from '@coachwork/contracts';
import {
  avatarInitials,
  formatDateTime,
  responsiveImage,
  selectCurrentUser,
  useAppSelector,
} from '@coachwork/web-kit';
import { isSocialPlatform, SOCIAL_PLATFORM_LABELS, SocialIcon } from '@coachwork/web-kit/social';
import { ConsolePage, PayoutsTable, RecordState, settled, useToast } from '@coachwork/web-kit/ui';
import { useIdentityMessages, type IdentityTranslator } from '../../../messages';
import { useDeleteUserMutation, useGetUserQuery, useRestoreUserMutation, type AdminUser } from '../api';
import { fullName, StatusTag } from './user-labels';
import { CoachProfilePanel } from './coach-profile-panel';
import { UserEditForm } from './user-edit-form';
import { UserWorkshopsPanel } from './user-workshops-panel';

export type UserTab = 'overview' | 'edit' | 'payouts' | 'workshops' | 'coach-profile';

/** The tabs of a user's page: each one's label, page title and path. */
export const userTabs = (t: IdentityTranslator['t']): { key: UserTab; label: string; title: string; path: string }[] => [
  { key: 'overview', label: t('user.tab.overview'), title: t('users.user'), path: '' },
  { key: 'edit', label: t('common.edit'), title: t('user.title.edit'), path: 'edit' },
  { key: 'payouts', label: t('user.tab.payouts'), title: t('user.title.payouts'), path: 'payouts' },
  { key: 'workshops', label: t('user.tab.workshops'), title: t('user.title.workshops'), path: 'workshops' },
  { key: 'coach-profile', label: t('user.tab.coachProfile'), title: t('user.title.coachProfile'), path: 'coach-profile' },
];

function Overview({ user }: { user: AdminUser }) {
  const { t } = useIdentityMessages();
  const country = findCountry(user.profile.country);
  return (
    <Descriptions bordered column={{ xs: 1, md: 2 }} size="middle">
      <Descriptions.Item label={t('common.username')}>{user.username}</Descriptions.Item>
      <Descriptions.Item label={t('common.email')}>
        <Space wrap>
          {user.email}
          {user.emailVerifiedAt ? <Tag color="success">{t('common.verified')}</Tag> : <Tag>{t('user.notVerified')}</Tag>}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('common.name')}>{fullName(user.profile) || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('common.status')}>
        <StatusTag status={user.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('common.roles')}>
        {user.roles.length ? user.roles.map((r) => <Tag key={r}>{r}</Tag>) : t('user.noRoles')}
      </Descriptions.Item>
      <Descriptions.Item label={t('user.tab.coachProfile')}>
        {user.coachProfile ? <StatusTag status={user.coachProfile.approvalStatus ?? 'PENDING'} /> : t('user.none')}
      </Descriptions.Item>
      <Descriptions.Item label={t('common.headline')} span={2}>
        {user.profile.headline || '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('common.country')}>
        {country ? `${country.flag} ${country.name}` : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('common.phoneNumber')}>{user.profile.phoneNumber || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('user.defaultTenant')}>{user.defaultTenantSlug || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('user.socialAccounts')}>
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
      <Descriptions.Item label={t('common.joined')}>{formatDateTime(user.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={t('user.lastChanged')}>{formatDateTime(user.updatedAt)}</Descriptions.Item>
    </Descriptions>
  );
}

export function UserDetailPage({ tab }: { tab: UserTab }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useIdentityMessages();
  const toast = useToast();
  const me = useAppSelector(selectCurrentUser);
  const query = useGetUserQuery(id);
  const [remove, removing] = useDeleteUserMutation();
  const [restore, restoring] = useRestoreUserMutation();
  const tabs = userTabs(t);
  const current = tabs.find((x) => x.key === tab) ?? tabs[0]!;
  const user = query.data;
  const base = `/users/${id}`;
  const self = user?.id === me?.id;

  const actions = user && (
    <>
      {user.deletedAt ? (
        <Popconfirm
          title={t('users.restoreQuestion', { username: user.username })}
          okText={t('common.restore')}
          onConfirm={async () => {
            if (await settled(() => restore(user.id).unwrap())) toast.success(t('users.restored'), user.username);
          }}
        >
          <Button loading={restoring.isLoading}>{t('common.restore')}</Button>
        </Popconfirm>
      ) : (
        <Popconfirm
          title={t('users.deleteQuestion', { username: user.username })}
          description={t('users.deleteText')}
          okText={t('common.delete')}
          okButtonProps={{ danger: true }}
          disabled={self}
          onConfirm={async () => {
            if (await settled(() => remove(user.id).unwrap())) {
              toast.success(t('users.deleted'), user.username);
              navigate('/users');
            }
          }}
        >
          <Button
            danger
            disabled={self}
            loading={removing.isLoading}
            title={self ? t('users.cannotDeleteSelf') : undefined}
          >
            {t('common.delete')}
          </Button>
        </Popconfirm>
      )}
    </>
  );

  return (
    <ConsolePage
      title={current.title}
      crumbs={[
        { title: t('common.users'), to: '/users' },
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
          noun={t('user.noun')}
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
              message={t('user.deletedOn', { date: formatDateTime(user.deletedAt) })}
              description={t('user.deletedText')}
            />
          )}
          <Tabs
            activeKey={current.key}
            onChange={(key) => {
              const next = tabs.find((x) => x.key === key);
              navigate(next?.path ? `${base}/${next.path}` : base);
            }}
            items={tabs.map((x) => ({ key: x.key, label: x.label }))}
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
