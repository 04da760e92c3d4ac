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
            <Form.Item
              label="First name"
              required
              htmlFor="user-first-name"
              {...status(errors.profile?.firstName?.message)}
            >
              <Controller
                name="profile.firstName"
                control={form.control}
                render={({ field: f }) => <Input {...f} id="user-first-name" autoComplete="off" />}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              label="Middle name"
              htmlFor="user-middle-name"
              {...status(errors.profile?.middleName?.message)}
            >
              <Controller
                name="profile.middleName"
                control={form.control}
                render={({ field: f }) => (
                  <Input
                    {...f}
                    value={f.value ?? ''}
                    onChange={(e) => f.onChange(nullIfBlank(e.target.value))}
                    id="user-middle-name"
                    autoComplete="off"
                  />
                )}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              label="Last name"
              required
              htmlFor="user-last-name"
              {...status(errors.profile?.lastName?.message)}
            >
              <Controller
                name="profile.lastName"
                control={form.control}
                render={({ field: f }) => <Input {...f} id="user-last-name" autoComplete="off" />}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Username"
              required
              htmlFor="user-username"
              extra="4–20 characters: letters, numbers, _ and -."
              {...status(errors.username?.message)}
            >
              <Controller
                name="username"
                control={form.control}
                render={({ field: f }) => <Input {...f} id="user-username" autoComplete="off" />}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Email"
              required
              htmlFor="user-email"
              extra="Changing it marks the address unverified and mails the user a code."
              {...status(errors.email?.message)}
            >
              <Controller
                name="email"
                control={form.control}
                render={({ field: f }) => <Input {...f} id="user-email" type="email" autoComplete="off" />}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              label="Headline"
              htmlFor="user-headline"
              {...status(errors.profile?.headline?.message)}
            >
              <Controller
                name="profile.headline"
                control={form.control}
                render={({ field: f }) => (
                  <Input.TextArea
                    {...f}
                    value={f.value ?? ''}
                    onChange={(e) => f.onChange(nullIfBlank(e.target.value))}
                    id="user-headline"
                    rows={2}
                    maxLength={255}
                  />
                )}
              />
            </Form.Item>
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
            <Form.Item
              label="Phone number"
              htmlFor="user-phone"
              {...status(errors.profile?.phoneNumber?.message)}
            >
              <Controller
                name="profile.phoneNumber"
                control={form.control}
                render={({ field: f }) => (
                  <Input
                    {...f}
                    value={f.value ?? ''}
                    onChange={(e) => f.onChange(nullIfBlank(e.target.value))}
                    id="user-phone"
                    type="tel"
                    autoComplete="off"
                  />
                )}
              />
            </Form.Item>
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
