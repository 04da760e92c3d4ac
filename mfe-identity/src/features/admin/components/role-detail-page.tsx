// /roles/{id}: a role, its permissions by resource, and who holds it.
import { Button, Descriptions } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '@coachwork/web-kit';
import { ConsolePage, RecordState } from '@coachwork/web-kit/ui';
import { useIdentityMessages } from '../../../messages';
import { useGetRoleQuery } from '../api';
import { PermissionSummary } from './permission-picker';
import { DeleteRoleButton } from './roles-page';

export function RoleDetailPage() {
  const { t } = useIdentityMessages();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useGetRoleQuery(id);
  const role = query.data;
  return (
    <ConsolePage
      title={t('role.title')}
      crumbs={[{ title: t('common.roles'), to: '/roles' }, ...(role ? [{ title: role.name }] : [])]}
      extra={
        role && (
          <>
            <Link to={`/roles/${role.id}/edit`}>
              <Button type="primary">{t('common.edit')}</Button>
            </Link>
            <DeleteRoleButton role={role} onDeleted={() => navigate('/roles')} />
          </>
        )
      }
    >
      {role ? (
        <Descriptions bordered column={1} size="middle">
          <Descriptions.Item label={t('common.name')}>{role.name}</Descriptions.Item>
          <Descriptions.Item label={t('common.description')}>{role.description || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('common.users')}>
            {role.usersCount ? (
              <Link to={`/users?role=${encodeURIComponent(role.name)}`}>
                {t('role.users', { count: role.usersCount })}
              </Link>
            ) : (
              t('role.nobody')
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('role.permissions', { count: role.permissions.length })}>
            <PermissionSummary names={role.permissions} />
          </Descriptions.Item>
          <Descriptions.Item label={t('role.created')}>{formatDateTime(role.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('common.updated')}>{formatDateTime(role.updatedAt)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <RecordState
          loading={query.isLoading}
          error={query.error}
          noun={t('role.noun')}
          backTo="/roles"
          onRetry={() => void query.refetch()}
        />
      )}
    </ConsolePage>
  );
}
