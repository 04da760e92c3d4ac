// The Default Tenant card (Preferences): the tenant /v1/t uses when a request names none, picked among
// the user's own tenants (GET /v1/users/{id}/tenants) and saved with PATCH /v1/users/{id}
// {defaultTenantSlug}; identity checks it against the memberships it knows from tenants' events.
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast, useServerErrors } from '@coachwork/web-kit';
import { SelectField } from '@coachwork/web-kit/field';
import { useIdentityMessages } from '../../../messages';
import { useListOwnTenantsQuery, useUpdateMyAccountMutation, type AccountUser } from '../api';
import { SaveButton, SettingsCard } from './settings-card';

type Values = { defaultTenantSlug: string };

export function DefaultTenantCard({ user }: { user: AccountUser }) {
  const { t } = useIdentityMessages();
  const { data: tenants = [], isLoading } = useListOwnTenantsQuery(user.id);
  const initial = useMemo(() => ({ defaultTenantSlug: user.defaultTenantSlug ?? '' }), [user.defaultTenantSlug]);
  const form = useForm<Values>({ values: initial });
  const onServerError = useServerErrors(form);
  const [update] = useUpdateMyAccountMutation();
  const submit = form.handleSubmit(async (v) => {
    try {
      await update({ id: user.id, body: { defaultTenantSlug: v.defaultTenantSlug || null } }).unwrap();
      toast.success(t('settings.tenant.saved'));
    } catch (err) {
      onServerError(err);
    }
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  return (
    <SettingsCard
      id="card-default-tenant"
      title={t('settings.tenant.title')}
      description={t('settings.tenant.text')}
      onSubmit={() => void submit()}
      footer={tenants.length > 0 && <SaveButton dirty={isDirty} saving={isSubmitting} />}
    >
      {!isLoading && tenants.length === 0 ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          {t('settings.tenant.none')}
        </p>
      ) : (
        <SelectField
          {...form.register('defaultTenantSlug')}
          label={t('settings.tenant.label')}
          hideLabel
          disabled={isLoading}
          error={errors.defaultTenantSlug?.message}
        >
          {!user.defaultTenantSlug && <option value="">{t('settings.tenant.choose')}</option>}
          {tenants.map((t) => (
            <option key={t.slug} value={t.slug}>
              {t.name}
            </option>
          ))}
        </SelectField>
      )}
    </SettingsCard>
  );
}
