// /users/{id}/edit: the admin edits a user's profile fields, status and roles. Only changed fields are
// sent (a changed email clears its verification on the server), and the server's 422 lands on the fields.
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { ACCOUNT_STATUSES, COUNTRIES } from '@coachwork/contracts';
import { useServerErrors } from '@coachwork/web-kit';
import { useToast } from '@coachwork/web-kit/ui';
import { ALL, useListRolesQuery, useUpdateUserMutation, type AdminUser } from '../api';
import { listErrorPath } from '../permission-groups';
import { changedFields, userFormSchema, userFormValues, type UserFormValues } from '../user-form';
import { capitalize } from './admin-page';

const ROLE_ERRORS = listErrorPath('roles');

const nullIfBlank = (v: string) => (v.trim() === '' ? null : v);

type TextName =
  'username' | 'email' | `profile.${'firstName' | 'middleName' | 'lastName' | 'headline' | 'phoneNumber'}`;

/** One text field of the form: label, hint and server or schema error; `nullable` sends null for blank. */
function TextItem({
  form,
  name,
  id,
  label,
  error,
  required,
  extra,
  nullable,
  type,
  rows,
}: {
  form: ReturnType<typeof useForm<UserFormValues>>;
  name: TextName;
  id: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  extra?: string;
  nullable?: boolean;
  type?: string;
  /** A multi-line field of this many rows. */
  rows?: number;
}) {
  return (
    <Form.Item
      label={label}
      required={required}
      htmlFor={id}
      extra={extra}
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      <Controller
        name={name}
        control={form.control}
        render={({ field: f }) => {
          const props = {
            ...f,
            value: f.value ?? '',
            onChange: (e: { target: { value: string } }) =>
              f.onChange(nullable ? nullIfBlank(e.target.value) : e.target.value),
            id,
          };
          return rows ? (
            <Input.TextArea {...props} rows={rows} maxLength={255} />
          ) : (
            <Input {...props} type={type} autoComplete="off" />
          );
        }}
      />
    </Form.Item>
  );
}

export function UserEditForm({ user, self }: { user: AdminUser; self: boolean }) {
  const defaults = useMemo(() => userFormValues(user), [user]);
  const form = useForm<UserFormValues>({
    resolver: yupResolver(userFormSchema) as never,
    defaultValues: defaults,
  });
  const onServerError = useServerErrors(form, {
    mapPath: ROLE_ERRORS,
  });
  const roles = useListRolesQuery(ALL);
  const [update, saving] = useUpdateUserMutation();
  const toast = useToast();

  // A fresh copy of the user (after a save, or another admin's change) resets the form.
  useEffect(() => form.reset(defaults), [defaults, form]);

  const submit = form.handleSubmit(async (values) => {
    const body = changedFields(values, form.formState.dirtyFields);
    try {
      await update({ id: user.id, body }).unwrap();
      toast.success('User saved', values.username);
    } catch (err) {
      onServerError(err);
    }
  });

  const { errors, isDirty } = form.formState;
  const status = (message: string | undefined) => ({
    validateStatus: message ? ('error' as const) : undefined,
    help: message,
  });
  const roleNames = new Set([...(roles.data?.data ?? []).map((r) => r.name), ...user.roles]);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
      aria-label="Edit user"
    >
      <Form layout="vertical" component="div" requiredMark="optional" style={{ maxWidth: 880 }}>
        {errors.root?.server && (
          <Alert type="error" showIcon message={errors.root.server.message} style={{ marginBottom: 16 }} />
        )}
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <TextItem
              form={form}
              name="profile.firstName"
              id="user-first-name"
              label="First name"
              required
              error={errors.profile?.firstName?.message}
            />
          </Col>
          <Col xs={24} md={8}>
            <TextItem
              form={form}
              name="profile.middleName"
              id="user-middle-name"
              label="Middle name"
              nullable
              error={errors.profile?.middleName?.message}
            />
          </Col>
          <Col xs={24} md={8}>
            <TextItem
              form={form}
              name="profile.lastName"
              id="user-last-name"
              label="Last name"
              required
              error={errors.profile?.lastName?.message}
            />
          </Col>
          <Col xs={24} md={12}>
            <TextItem
              form={form}
              name="username"
              id="user-username"
              label="Username"
              required
              extra="4–20 characters: letters, numbers, _ and -."
              error={errors.username?.message}
            />
          </Col>
          <Col xs={24} md={12}>
            <TextItem
              form={form}
              name="email"
              id="user-email"
              label="Email"
              type="email"
              required
              extra="Changing it marks the address unverified and mails the user a code."
              error={errors.email?.message}
            />
          </Col>
          <Col xs={24}>
            <TextItem
              form={form}
              name="profile.headline"
              id="user-headline"
              label="Headline"
              nullable
              rows={2}
              error={errors.profile?.headline?.message}
            />
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Country" htmlFor="user-country" {...status(errors.profile?.country?.message)}>
              <Controller
                name="profile.country"
                control={form.control}
                render={({ field: f }) => (
                  <Select
                    {...f}
                    id="user-country"
                    value={f.value ?? undefined}
                    onChange={(v) => f.onChange(v ?? null)}
                    allowClear
                    showSearch
                    optionFilterProp="label"
                    options={COUNTRIES.map((c) => ({ value: c.code, label: `${c.flag} ${c.name}` }))}
                  />
                )}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <TextItem
              form={form}
              name="profile.phoneNumber"
              id="user-phone"
              label="Phone number"
              nullable
              type="tel"
              error={errors.profile?.phoneNumber?.message}
            />
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              label="Status"
              htmlFor="user-status"
              extra={self ? 'You cannot change your own status.' : 'Suspended users cannot sign in.'}
              {...status(errors.status?.message)}
            >
              <Controller
                name="status"
                control={form.control}
                render={({ field: f }) => (
                  <Select
                    {...f}
                    id="user-status"
                    disabled={self}
                    options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: capitalize(s) }))}
                  />
                )}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item
              label="Roles"
              htmlFor="user-roles"
              extra={
                self
                  ? 'You cannot change your own roles.'
                  : 'No role means an ordinary user (booker). Each role grants its permissions.'
              }
              {...status(
                errors.roles?.message ??
                  (errors.roles as { [i: number]: { message?: string } } | undefined)?.[0]?.message,
              )}
            >
              <Controller
                name="roles"
                control={form.control}
                render={({ field: f }) => (
                  <Select
                    {...f}
                    id="user-roles"
                    mode="multiple"
                    disabled={self}
                    loading={roles.isLoading}
                    placeholder="No roles"
                    options={[...roleNames].map((name) => ({ value: name, label: name }))}
                  />
                )}
              />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            disabled={!isDirty || saving.isLoading}
            loading={saving.isLoading}
          >
            {saving.isLoading ? 'Saving...' : 'Save'}
          </Button>
          <Button
            htmlType="button"
            disabled={!isDirty || saving.isLoading}
            onClick={() => form.reset(defaults)}
          >
            Discard changes
          </Button>
        </Space>
      </Form>
    </form>
  );
}
