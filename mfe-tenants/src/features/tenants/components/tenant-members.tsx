// A tenant's Members tab: the members by role (change a role in place, remove with a question first),
// adding someone by email address (an address without an account gets an invitation mail), and the
// invitations still pending. The server's rules (owners, the last owner) answer with their own message.
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Card, Empty, Flex, Form, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { addTenantMemberSchema, TENANT_ROLES, type TenantRole } from '@coachwork/contracts';
import { formatDate, useServerErrors } from '@coachwork/web-kit';
import { FormSelectItem, FormTextItem, useToast } from '@coachwork/web-kit/ui';
import { useTenantsMessages } from '../../../messages';
import {
  tenantRoleLabel,
  useAddTenantMemberMutation,
  useCancelTenantInvitationMutation,
  useListTenantInvitationsQuery,
  useListTenantMembersQuery,
  useRemoveTenantMemberMutation,
  useUpdateTenantMemberMutation,
  type Tenant,
  type TenantMember,
} from '../api';

const roleOptions = () => TENANT_ROLES.map((r) => ({ value: r, label: tenantRoleLabel(r) }));
const ROLE_COLORS: Record<TenantRole, string> = { owner: 'gold', admin: 'blue', member: 'default' };

interface AddValues {
  email: string;
  role: TenantRole;
}

function AddMemberForm({ tenant }: { tenant: Tenant }) {
  const toast = useToast();
  const { t } = useTenantsMessages();
  const form = useForm<AddValues>({
    resolver: yupResolver(addTenantMemberSchema) as never,
    defaultValues: { email: '', role: 'member' },
  });
  const onServerError = useServerErrors(form, { mapPath: (p) => (p === 'userId' ? 'email' : p) });
  const [add, adding] = useAddTenantMemberMutation();
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await add({ tenantId: tenant.id, body: { email: values.email, role: values.role } }).unwrap();
      if ('userId' in result) toast.success(t('members.added'), result.username ?? values.email);
      else toast.success(t('members.invited'), t('members.invitedBody', { email: values.email }));
      form.reset({ email: '', role: values.role });
    } catch (err) {
      onServerError(err);
    }
  });
  return (
    <form
      noValidate
      aria-label={t('members.addTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Form layout="vertical" component="div">
        <Flex gap={12} wrap align="flex-start">
          <div style={{ flex: '1 1 280px' }}>
            <FormTextItem
              control={form.control}
              name="email"
              id="member-email"
              label={t('members.email')}
              input={{ type: 'email', placeholder: t('members.emailPlaceholder') }}
            />
          </div>
          <div style={{ width: 160 }}>
            <FormSelectItem
              control={form.control}
              name="role"
              id="member-role"
              label={t('members.role')}
              options={roleOptions()}
            />
          </div>
          <Form.Item label=" ">
            <Button type="primary" htmlType="submit" loading={adding.isLoading}>
              {t('members.add')}
            </Button>
          </Form.Item>
        </Flex>
      </Form>
    </form>
  );
}

export function TenantMembers({ tenant }: { tenant: Tenant }) {
  const toast = useToast();
  const { t } = useTenantsMessages();
  const members = useListTenantMembersQuery(tenant.id);
  const invitations = useListTenantInvitationsQuery(tenant.id);
  const [updateRole] = useUpdateTenantMemberMutation();
  const [remove] = useRemoveTenantMemberMutation();
  const [cancel] = useCancelTenantInvitationMutation();
  const name = (m: TenantMember) => m.username ?? m.email ?? m.userId;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('members.addTitle')} size="small">
        <AddMemberForm tenant={tenant} />
      </Card>
      <Table<TenantMember>
        rowKey="userId"
        loading={members.isLoading}
        dataSource={members.data ?? []}
        pagination={false}
        locale={{ emptyText: t('members.empty') }}
        aria-label={t('members.table')}
        columns={[
          { title: t('members.username'), render: (_v, m) => name(m) },
          { title: t('members.emailColumn'), dataIndex: 'email', render: (v: string | null) => v ?? '—' },
          {
            title: t('members.role'),
            dataIndex: 'role',
            render: (role: TenantRole, m) => (
              <Select<TenantRole>
                aria-label={t('members.roleOf', { name: name(m) })}
                value={role}
                options={roleOptions()}
                style={{ width: 130 }}
                onChange={async (next) => {
                  try {
                    await updateRole({ tenantId: tenant.id, userId: m.userId, role: next }).unwrap();
                    toast.success(t('members.roleChanged'), t('members.roleChangedBody', { name: name(m), role: next }));
                  } catch {
                    // The base query has shown the server's reason (the last owner, owners only).
                  }
                }}
              />
            ),
          },
          { title: t('members.joined'), dataIndex: 'createdAt', render: (v: string) => formatDate(v) },
          {
            title: t('common.actions'),
            render: (_v, m) => (
              <Popconfirm
                title={t('members.removeConfirm', { name: name(m), tenant: tenant.name })}
                okText={t('members.remove')}
                okButtonProps={{ danger: true }}
                onConfirm={async () => {
                  try {
                    await remove({ tenantId: tenant.id, userId: m.userId }).unwrap();
                    toast.success(t('members.removed'), name(m));
                  } catch {
                    // Shown by the base query.
                  }
                }}
              >
                <Button type="link" danger>
                  {t('members.remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <div>
        <Typography.Title level={5}>{t('members.pending')}</Typography.Title>
        {invitations.data?.length ? (
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={invitations.data}
            columns={[
              { title: t('members.emailColumn'), dataIndex: 'email' },
              {
                title: t('members.role'),
                dataIndex: 'role',
                render: (r: TenantRole) => <Tag color={ROLE_COLORS[r]}>{tenantRoleLabel(r)}</Tag>,
              },
              { title: t('members.invitedAt'), dataIndex: 'createdAt', render: (v: string) => formatDate(v) },
              {
                title: t('common.actions'),
                render: (_v, inv: { id: string; email: string }) => (
                  <Button
                    type="link"
                    onClick={async () => {
                      await cancel({ tenantId: tenant.id, id: inv.id }).unwrap();
                      toast.success(t('members.invitationCancelled'), inv.email);
                    }}
                  >
                    {t('common.cancel')}
                  </Button>
                ),
              },
            ]}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.noPending')} />
        )}
      </div>
    </Space>
  );
}
