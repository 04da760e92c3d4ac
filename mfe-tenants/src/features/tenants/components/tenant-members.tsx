// A tenant's Members tab: the members by role (change a role in place, remove with a question first),
// adding someone by email address (an address without an account gets an invitation mail), and the
// invitations still pending. The server's rules (owners, the last owner) answer with their own message.
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Card, Empty, Flex, Form, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { addTenantMemberSchema, TENANT_ROLES, type TenantRole } from '@coachwork/contracts';
import { formatDate, useServerErrors } from '@coachwork/web-kit';
import { FormSelectItem, FormTextItem, useToast } from '@coachwork/web-kit/ui';
import {
  TENANT_ROLE_LABELS,
  useAddTenantMemberMutation,
  useCancelTenantInvitationMutation,
  useListTenantInvitationsQuery,
  useListTenantMembersQuery,
  useRemoveTenantMemberMutation,
  useUpdateTenantMemberMutation,
  type Tenant,
  type TenantMember,
} from '../api';

const ROLE_OPTIONS = TENANT_ROLES.map((r) => ({ value: r, label: TENANT_ROLE_LABELS[r] }));
const ROLE_COLORS: Record<TenantRole, string> = { owner: 'gold', admin: 'blue', member: 'default' };

interface AddValues {
  email: string;
  role: TenantRole;
}

function AddMemberForm({ tenant }: { tenant: Tenant }) {
  const toast = useToast();
  const form = useForm<AddValues>({
    resolver: yupResolver(addTenantMemberSchema) as never,
    defaultValues: { email: '', role: 'member' },
  });
  const onServerError = useServerErrors(form, { mapPath: (p) => (p === 'userId' ? 'email' : p) });
  const [add, adding] = useAddTenantMemberMutation();
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await add({ tenantId: tenant.id, body: { email: values.email, role: values.role } }).unwrap();
      if ('userId' in result) toast.success('Member added', result.username ?? values.email);
      else toast.success('Invitation sent', `${values.email} joins once they create an account.`);
      form.reset({ email: '', role: values.role });
    } catch (err) {
      onServerError(err);
    }
  });
  return (
    <form
      noValidate
      aria-label="Add a member"
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
              label="Email address"
              input={{ type: 'email', placeholder: 'name@example.com' }}
            />
          </div>
          <div style={{ width: 160 }}>
            <FormSelectItem control={form.control} name="role" id="member-role" label="Role" options={ROLE_OPTIONS} />
          </div>
          <Form.Item label=" ">
            <Button type="primary" htmlType="submit" loading={adding.isLoading}>
              Add member
            </Button>
          </Form.Item>
        </Flex>
      </Form>
    </form>
  );
}

export function TenantMembers({ tenant }: { tenant: Tenant }) {
  const toast = useToast();
  const members = useListTenantMembersQuery(tenant.id);
  const invitations = useListTenantInvitationsQuery(tenant.id);
  const [updateRole] = useUpdateTenantMemberMutation();
  const [remove] = useRemoveTenantMemberMutation();
  const [cancel] = useCancelTenantInvitationMutation();
  const name = (m: TenantMember) => m.username ?? m.email ?? m.userId;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title="Add a member" size="small">
        <AddMemberForm tenant={tenant} />
      </Card>
      <Table<TenantMember>
        rowKey="userId"
        loading={members.isLoading}
        dataSource={members.data ?? []}
        pagination={false}
        locale={{ emptyText: 'No members yet.' }}
        aria-label="Members"
        columns={[
          { title: 'Username', render: (_v, m) => name(m) },
          { title: 'Email', dataIndex: 'email', render: (v: string | null) => v ?? '—' },
          {
            title: 'Role',
            dataIndex: 'role',
            render: (role: TenantRole, m) => (
              <Select<TenantRole>
                aria-label={`Role of ${name(m)}`}
                value={role}
                options={ROLE_OPTIONS}
                style={{ width: 130 }}
                onChange={async (next) => {
                  try {
                    await updateRole({ tenantId: tenant.id, userId: m.userId, role: next }).unwrap();
                    toast.success('Role changed', `${name(m)} is now ${TENANT_ROLE_LABELS[next].toLowerCase()}.`);
                  } catch {
                    // The base query has shown the server's reason (the last owner, owners only).
                  }
                }}
              />
            ),
          },
          { title: 'Joined', dataIndex: 'createdAt', render: (v: string) => formatDate(v) },
          {
            title: 'Actions',
            render: (_v, m) => (
              <Popconfirm
                title={`Remove ${name(m)} from ${tenant.name}?`}
                okText="Remove"
                okButtonProps={{ danger: true }}
                onConfirm={async () => {
                  try {
                    await remove({ tenantId: tenant.id, userId: m.userId }).unwrap();
                    toast.success('Member removed', name(m));
                  } catch {
                    // Shown by the base query.
                  }
                }}
              >
                <Button type="link" danger>
                  Remove
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <div>
        <Typography.Title level={5}>Pending invitations</Typography.Title>
        {invitations.data?.length ? (
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={invitations.data}
            columns={[
              { title: 'Email', dataIndex: 'email' },
              { title: 'Role', dataIndex: 'role', render: (r: TenantRole) => <Tag color={ROLE_COLORS[r]}>{TENANT_ROLE_LABELS[r]}</Tag> },
              { title: 'Invited', dataIndex: 'createdAt', render: (v: string) => formatDate(v) },
              {
                title: 'Actions',
                render: (_v, inv: { id: string; email: string }) => (
                  <Button
                    type="link"
                    onClick={async () => {
                      await cancel({ tenantId: tenant.id, id: inv.id }).unwrap();
                      toast.success('Invitation cancelled', inv.email);
                    }}
                  >
                    Cancel
                  </Button>
                ),
              },
            ]}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No pending invitations." />
        )}
      </div>
    </Space>
  );
}
