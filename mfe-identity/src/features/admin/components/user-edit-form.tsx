// /users/{id}/edit: the admin edits a user's profile fields, status and roles. Only changed fields are
// sent (a changed email clears its verification on the server), and the server's 422 lands on the fields.
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Col, Form, Row, Space } from 'antd';
import { ACCOUNT_STATUSES, COUNTRIES, USERNAME_HINT } from '@coachwork/contracts';
import { useServerErrors } from '@coachwork/web-kit';
import { FormSelectItem, FormTextAreaItem, FormTextItem, useToast } from '@coachwork/web-kit/ui';
import { useIdentityMessages } from '../../../messages';
import { ALL, useListRolesQuery, useUpdateUserMutation, type AdminUser } from '../api';
import { listErrorPath } from '../permission-groups';
import { changedFields, userFormSchema, userFormValues, type UserFormValues } from '../user-form';
import { statusLabel } from './user-labels';

const ROLE_ERRORS = listErrorPath('roles');

/** Text fields: no autofill from the admin's own details. */
const NO_AUTOFILL = { autoComplete: 'off' };

export function UserEditForm({ user, self }: { user: AdminUser; self: boolean }) {
  const { t } = useIdentityMessages();
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
      toast.success(t('userForm.saved'), values.username);
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
      aria-label={t('userForm.label')}
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
              label={t('common.firstName')}
              required
              input={NO_AUTOFILL}
            />
          </Col>
          <Col xs={24} md={8}>
            <FormTextItem
              control={c}
              name="profile.middleName"
              id="user-middle-name"
              label={t('common.middleName')}
              nullable="blank"
              input={NO_AUTOFILL}
            />
          </Col>
          <Col xs={24} md={8}>
            <FormTextItem
              control={c}
              name="profile.lastName"
              id="user-last-name"
              label={t('common.lastName')}
              required
              input={NO_AUTOFILL}
            />
          </Col>
          <Col xs={24} md={12}>
            <FormTextItem
              control={c}
              name="username"
              id="user-username"
              label={t('common.username')}
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
              label={t('common.email')}
              required
              extra={t('userForm.emailHint')}
              input={{ ...NO_AUTOFILL, type: 'email' }}
            />
          </Col>
          <Col xs={24}>
            <FormTextAreaItem
              control={c}
              name="profile.headline"
              id="user-headline"
              label={t('common.headline')}
              nullable="blank"
              input={{ rows: 2, maxLength: 255 }}
            />
          </Col>
          <Col xs={24} md={12}>
            <FormSelectItem
              control={c}
              name="profile.country"
              id="user-country"
              label={t('common.country')}
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
              label={t('common.phoneNumber')}
              nullable="blank"
              input={{ ...NO_AUTOFILL, type: 'tel' }}
            />
          </Col>
          <Col xs={24} md={8}>
            <FormSelectItem
              control={c}
              name="status"
              id="user-status"
              label={t('common.status')}
              extra={self ? t('userForm.ownStatus') : t('userForm.statusHint')}
              input={{ disabled: self }}
              options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: statusLabel(t, s) }))}
            />
          </Col>
          <Col xs={24} md={16}>
            {/* The schema reports a bad role on its item (roles.0), the server on roles: the field shows either. */}
            <FormSelectItem
              control={c}
              name="roles"
              id="user-roles"
              label={t('common.roles')}
              extra={self ? t('userForm.ownRoles') : t('userForm.rolesHint')}
              input={{
                mode: 'multiple',
                disabled: self,
                loading: roles.isLoading,
                placeholder: t('userForm.noRoles'),
              }}
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
            {saving.isLoading ? t('common.saving') : t('common.save')}
          </Button>
          <Button
            htmlType="button"
            disabled={!isDirty || saving.isLoading}
            onClick={() => form.reset(defaults)}
          >
            {t('userForm.discard')}
          </Button>
        </Space>
      </Form>
    </form>
  );
}
