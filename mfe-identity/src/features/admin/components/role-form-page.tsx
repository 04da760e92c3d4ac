// /roles/create and /roles/{id}/edit: name, description and the permission picker, validated with the
// server's schema; the server's 422 (a taken name, an unknown permission at `permissions.N`) on the fields.
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { createRoleSchema, type CreateRoleInput } from '@coachwork/contracts';
import { useServerErrors } from '@coachwork/web-kit';
import { ConsolePage, RecordState, useToast } from '@coachwork/web-kit/ui';
import {
  ALL,
  useCreateRoleMutation,
  useGetRoleQuery,
  useListPermissionsQuery,
  useUpdateRoleMutation,
  type Role,
} from '../api';
import { listErrorPath } from '../permission-groups';
import { PermissionPicker } from './permission-picker';
import { isBuiltInRole } from './roles-page';

const PERMISSION_ERRORS = listErrorPath('permissions');

interface RoleValues {
  name: string;
  description: string | null;
  permissions: string[];
}

const valuesOf = (role?: Role): RoleValues => ({
  name: role?.name ?? '',
  description: role?.description ?? null,
  permissions: role ? [...role.permissions] : [],
});

function RoleForm({ role }: { role?: Role }) {
  const navigate = useNavigate();
  const toast = useToast();
  const defaults = useMemo(() => valuesOf(role), [role]);
  const form = useForm<RoleValues>({
    resolver: yupResolver(createRoleSchema) as never,
    defaultValues: defaults,
  });
  const onServerError = useServerErrors(form, { mapPath: PERMISSION_ERRORS });
  const permissions = useListPermissionsQuery(ALL);
  const [create, creating] = useCreateRoleMutation();
  const [update, updating] = useUpdateRoleMutation();
  const saving = creating.isLoading || updating.isLoading;
  const builtIn = !!role && isBuiltInRole(role.name);

  useEffect(() => form.reset(defaults), [defaults, form]);

  const submit = form.handleSubmit(async (values) => {
    const body: CreateRoleInput = {
      name: values.name,
      description: values.description?.trim() ? values.description : null,
      permissions: values.permissions,
    };
    try {
      const saved = role
        ? await update({
            id: role.id,
            body: builtIn ? { description: body.description, permissions: body.permissions } : body,
          }).unwrap()
        : await create(body).unwrap();
      toast.success(role ? 'Role saved' : 'Role created', saved.name);
      navigate(`/roles/${saved.id}`);
    } catch (err) {
      onServerError(err);
    }
  });

  const { errors, isDirty } = form.formState;
  const permissionsError =
    errors.permissions?.message ??
    (Array.isArray(errors.permissions) ? errors.permissions.find((e) => e?.message)?.message : undefined);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
      aria-label={role ? 'Edit role' : 'Create role'}
    >
      <Form layout="vertical" component="div" requiredMark="optional">
        {errors.root?.server && (
          <Alert type="error" showIcon message={errors.root.server.message} style={{ marginBottom: 16 }} />
        )}
        <Form.Item
          label="Name"
          required
          htmlFor="role-name"
          extra={
            builtIn
              ? 'Built-in roles keep their name.'
              : 'Lower case with hyphens reads best, e.g. support-agent.'
          }
          validateStatus={errors.name ? 'error' : undefined}
          help={errors.name?.message}
          style={{ maxWidth: 480 }}
        >
          <Controller
            name="name"
            control={form.control}
            render={({ field: f }) => (
              <Input {...f} id="role-name" disabled={builtIn} autoComplete="off" autoFocus={!role} />
            )}
          />
        </Form.Item>
        <Form.Item
          label="Description"
          htmlFor="role-description"
          validateStatus={errors.description ? 'error' : undefined}
          help={errors.description?.message}
          style={{ maxWidth: 720 }}
        >
          <Controller
            name="description"
            control={form.control}
            render={({ field: f }) => (
              <Input.TextArea
                {...f}
                value={f.value ?? ''}
                id="role-description"
                rows={2}
                maxLength={255}
                showCount
              />
            )}
          />
        </Form.Item>
        <Form.Item label="Permissions" validateStatus={permissionsError ? 'error' : undefined}>
          <Controller
            name="permissions"
            control={form.control}
            render={({ field: f }) => (
              <PermissionPicker
                id="permissions"
                permissions={permissions.data?.data ?? []}
                loading={permissions.isLoading}
                value={f.value ?? []}
                onChange={(next) => f.onChange(next)}
                error={permissionsError}
              />
            )}
          />
          {permissions.isError && (
            <Alert
              type="error"
              showIcon
              message="The permissions could not be loaded."
              action={
                <Button size="small" onClick={() => void permissions.refetch()}>
                  Try again
                </Button>
              }
            />
          )}
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} disabled={saving || (!!role && !isDirty)}>
            {saving ? 'Saving...' : role ? 'Save' : 'Create role'}
          </Button>
          <Button htmlType="button" onClick={() => navigate(role ? `/roles/${role.id}` : '/roles')}>
            Cancel
          </Button>
        </Space>
      </Form>
    </form>
  );
}

export function CreateRolePage() {
  return (
    <ConsolePage title="Create Role" crumbs={[{ title: 'Roles', to: '/roles' }, { title: 'Create' }]}>
      <RoleForm />
    </ConsolePage>
  );
}

export function EditRolePage() {
  const { id = '' } = useParams();
  const query = useGetRoleQuery(id);
  const role = query.data;
  return (
    <ConsolePage
      title="Edit Role"
      crumbs={[
        { title: 'Roles', to: '/roles' },
        ...(role ? [{ title: role.name, to: `/roles/${role.id}` }] : []),
        { title: 'Edit' },
      ]}
    >
      {role ? (
        <RoleForm role={role} />
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
