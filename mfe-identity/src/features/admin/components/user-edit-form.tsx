// /users/{id}/edit: the admin edits a user's profile fields, status and roles. Only changed fields are
// sent (a changed email clears its verification on the server), and the server's 422 lands on the fields.
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Col, Form, Row, Space } from 'antd';
import { ACCOUNT_STATUSES, COUNTRIES, USERNAME_HINT } from '@coachwork/contracts';
import { useServerErrors } from '@coachwork/web-kit';
import { FormSelectItem, FormTextAreaItem, FormTextItem, useToast } from '@coachwork/web-kit/ui';
import { ALL, useListRolesQuery, useUpdateUserMutation, type AdminUser } from '../api';
import { listErrorPath } from '../permission-groups';
import { changedFields, userFormSchema, userFormValues, type UserFormValues } from '../user-form';
import { capitalize } from './user-labels';

const ROLE_ERRORS = listErrorPath('roles');

/** Text fields: no autofill from the admin's own details. */
const NO_AUTOFILL = { autoComplete: 'off' };

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
  const c = form.control;
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
            <FormTextItem
              control={c}
              name="profile.firstName"
              id="user-first-name"
              label="First name"
              required
              input={NO_AUTOFILL}
            />
          </Col>
          <Col xs={24} md={8}>
            <FormTextItem
              control={c}
              name="profile.middleName"
              id="user-middle-name"
              label="Middle name"
              nullable="blank"
              input={NO_AUTOFILL}
            />
          </Col>
          <Col xs={24} md={8}>
            <FormTextItem
              control={c}
              name="profile.lastName"
              id="user-last-name"
              label="Last name"
              required
              input={NO_AUTOFILL}
            />
          </Col>
          <Col xs={24} md={12}>
            <FormTextItem
              control={c}
              name="username"
              id="user-username"
              label="Username"
              required
              extra={USERNAME_HINT}
              input={NO_AUTOFILL}
            />
          </Col>
          <Col xs={24} md={12}>
            <FormTextItem
              control={c}
              name="email"
              id="user-email"
              label="Email"
              required
              extra="Changing it marks the address unverified and mails the user a code."
              input={{ ...NO_AUTOFILL, type: 'email' }}
            />
          </Col>
          <Col xs={24}>
            <FormTextAreaItem
              control={c}
              name="profile.headline"
              id="user-headline"
              label="Headline"
              nullable="blank"
              input={{ rows: 2, maxLength: 255 }}
            />
          </Col>
          <Col xs={24} md={12}>
            <FormSelectItem
              control={c}
              name="profile.country"
              id="user-country"
              label="Country"
              nullable
              input={{ allowClear: true, showSearch: true, optionFilterProp: 'label' }}
              options={COUNTRIES.map((country) => ({
                value: country.code,
                label: `${country.flag} ${country.name}`,
              }))}
            />
          </Col>
          <Col xs={24} md={12}>
            <FormTextItem
              control={c}
              name="profile.phoneNumber"
              id="user-phone"
              label="Phone number"
              nullable="blank"
              input={{ ...NO_AUTOFILL, type: 'tel' }}
            />
          </Col>
          <Col xs={24} md={8}>
            <FormSelectItem
              control={c}
              name="status"
              id="user-status"
              label="Status"
              extra={self ? 'You cannot change your own status.' : 'Suspended users cannot sign in.'}
              input={{ disabled: self }}
              options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: capitalize(s) }))}
            />
          </Col>
          <Col xs={24} md={16}>
            {/* The schema reports a bad role on its item (roles.0), the server on roles: the field shows either. */}
            <FormSelectItem
              control={c}
              name="roles"
              id="user-roles"
              label="Roles"
              extra={
                self
                  ? 'You cannot change your own roles.'
                  : 'No role means an ordinary user (booker). Each role grants its permissions.'
              }
              input={{ mode: 'multiple', disabled: self, loading: roles.isLoading, placeholder: 'No roles' }}
              options={[...roleNames].map((name) => ({ value: name, label: name }))}
            />
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
