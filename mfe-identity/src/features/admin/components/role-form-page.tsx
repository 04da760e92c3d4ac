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
import { useIdentityMessages } from '../../../messages';
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
  const { t } = useIdentityMessages();
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
      toast.success(role ? t('roleForm.saved') : t('roleForm.created'), saved.name);
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
      aria-label={role ? t('roleForm.editLabel') : t('roleForm.createLabel')}
    >
      <Form layout="vertical" component="div" requiredMark="optional">
        {errors.root?.server && (
          <Alert type="error" showIcon message={errors.root.server.message} style={{ marginBottom: 16 }} />
        )}
        <Form.Item
          label={t('common.name')}
          required
          htmlFor="role-name"
          extra={builtIn ? t('roleForm.builtInName') : t('roleForm.nameHint')}
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
          label={t('common.description')}
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
        <Form.Item label={t('common.permissions')} validateStatus={permissionsError ? 'error' : undefined}>
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
              message={t('roleForm.permissionsFailed')}
              action={
                <Button size="small" onClick={() => void permissions.refetch()}>
                  {t('common.tryAgain')}
                </Button>
              }
            />
          )}
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} disabled={saving || (!!role && !isDirty)}>
            {saving ? t('common.saving') : role ? t('common.save') : t('roleForm.createLabel')}
          </Button>
          <Button htmlType="button" onClick={() => navigate(role ? `/roles/${role.id}` : '/roles')}>
            {t('common.cancel')}
          </Button>
        </Space>
      </Form>
    </form>
  );
}

export function CreateRolePage() {
  const { t } = useIdentityMessages();
  return (
    <ConsolePage
      title={t('roleForm.createTitle')}
      crumbs={[{ title: t('common.roles'), to: '/roles' }, { title: t('roleForm.createCrumb') }]}
    >
      <RoleForm />
    </ConsolePage>
  );
}

export function EditRolePage() {
  const { t } = useIdentityMessages();
  const { id = '' } = useParams();
  const query = useGetRoleQuery(id);
  const role = query.data;
  return (
    <ConsolePage
      title={t('roleForm.editTitle')}
      crumbs={[
        { title: t('common.roles'), to: '/roles' },
        ...(role ? [{ title: role.name, to: `/roles/${role.id}` }] : []),
        { title: t('common.edit') },
      ]}
    >
      {role ? (
        <RoleForm role={role} />
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
