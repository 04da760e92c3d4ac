// /roles/{id}: a role, its permissions by resource, and who holds it.
import { Button, Descriptions } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '@coachwork/web-kit';
import { ConsolePage, RecordState } from '@coachwork/web-kit/ui';
import { useGetRoleQuery } from '../api';
import { PermissionSummary } from './permission-picker';
import { DeleteRoleButton } from './roles-page';


export function RoleDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useGetRoleQuery(id);
  const role = query.data;
  return (
    <ConsolePage
      title="Role"
      crumbs={[{ title: 'Roles', to: '/roles' }, ...(role ? [{ title: role.name }] : [])]}
      extra={
        role && (
          <>
            <Link to={`/roles/${role.id}/edit`}>
              <Button type="primary">Edit</Button>
            </Link>
            <DeleteRoleButton role={role} onDeleted={() => navigate('/roles')} />
          </>
        )
      }
    >
      {role ? (
        <Descriptions bordered column={1} size="middle">
          <Descriptions.Item label="Name">{role.name}</Descriptions.Item>
          <Descriptions.Item label="Description">{role.description || '—'}</Descriptions.Item>
          <Descriptions.Item label="Users">
            {role.usersCount ? (
              <Link to={`/users?role=${encodeURIComponent(role.name)}`}>
                {role.usersCount} user{role.usersCount === 1 ? '' : 's'}
              </Link>
            ) : (
              'Nobody holds it yet.'
            )}
          </Descriptions.Item>
          <Descriptions.Item label={`Permissions (${role.permissions.length})`}>
            <PermissionSummary names={role.permissions} />
          </Descriptions.Item>
          <Descriptions.Item label="Created">{formatDateTime(role.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Updated">{formatDateTime(role.updatedAt)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <RecordState
          loading={query.isLoading}
          error={query.error}
          noun="role"
          backTo="/roles"
          onRetry={() => void query.refetch()}
        />
      )}
    </ConsolePage>
  );
}
