// /tenants/create and /tenants/{id}/edit: the contract's rules in the form (the slug's minimum and
// format, the domain's normalisation shown as you leave the field), the server's 422 on the fields.
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { PageContainer } from '@ant-design/pro-components';
import { Alert, Button, Card, Form, Input, Result, Skeleton, Space } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import {
  createTenantSchema,
  normalizeDomain,
  PLANS,
  updateTenantSchema,
  type CreateTenantInput,
} from '@coachwork/contracts';
import { usePageTitle, useServerErrors } from '@coachwork/web-kit';
import { FormItem, FormSelectItem, FormTextItem, useToast } from '@coachwork/web-kit/ui';
import { useTenantsMessages } from '../../../messages';
import { planLabel, useCreateTenantMutation, useGetTenantQuery, useUpdateTenantMutation, type Tenant } from '../api';

interface Values {
  name: string;
  slug?: string;
  email?: string | null;
  domain?: string | null;
  plan: CreateTenantInput['plan'];
}

const valuesOf = (t?: Tenant): Values => ({
  name: t?.name ?? '',
  slug: t?.slug ?? '',
  email: t?.email ?? '',
  domain: t?.domain ?? '',
  plan: t?.plan ?? 'free',
});

export function TenantForm({ tenant }: { tenant?: Tenant }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTenantsMessages();
  const defaults = useMemo(() => valuesOf(tenant), [tenant]);
  const form = useForm<Values>({
    // Editing checks only what a PATCH checks (no default plan); both give the same messages.
    resolver: yupResolver((tenant ? updateTenantSchema : createTenantSchema) as typeof createTenantSchema) as never,
    // Read once: a refetch of the record while someone types must not wipe their edits (each record
    // gets its own form, see the keys below).
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const onServerError = useServerErrors(form);
  const [create, creating] = useCreateTenantMutation();
  const [update, updating] = useUpdateTenantMutation();
  const saving = creating.isLoading || updating.isLoading;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = tenant
        ? await update({ id: tenant.id, body: values as never }).unwrap()
        : await create(values as CreateTenantInput).unwrap();
      toast.success(tenant ? t('tenantForm.saved') : t('tenantForm.created'), saved.name);
      navigate(`/tenants/${saved.id}`);
    } catch (err) {
      onServerError(err);
    }
  });

  const c = form.control;
  const { errors, isDirty } = form.formState;
  return (
    <form
      noValidate
      aria-label={tenant ? t('tenantForm.editLabel') : t('tenantForm.create')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Form layout="vertical" component="div" requiredMark="optional" style={{ maxWidth: 560 }}>
        {errors.root?.server && (
          <Alert type="error" showIcon message={errors.root.server.message} style={{ marginBottom: 16 }} />
        )}
        <FormTextItem control={c} name="name" id="tenant-name" label={t('tenantForm.name')} required input={{ autoFocus: !tenant }} />
        <FormTextItem
          control={c}
          name="slug"
          id="tenant-slug"
          label={t('tenantForm.slug')}
          extra={t('tenantForm.slugHelp')}
        />
        <FormTextItem control={c} name="email" id="tenant-email" label={t('tenantForm.email')} input={{ type: 'email' }} />
        <FormItem
          control={c}
          name="domain"
          id="tenant-domain"
          label={t('tenantForm.domain')}
          extra={t('tenantForm.domainHelp')}
          render={(field) => (
            <Input
              {...field}
              id="tenant-domain"
              value={field.value ?? ''}
              placeholder={t('tenantForm.domainPlaceholder')}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={() => {
                // Show the address as it will be saved once the field is left.
                const normal = normalizeDomain(field.value ?? '');
                if (normal && normal !== field.value) field.onChange(normal);
                field.onBlur();
              }}
            />
          )}
        />
        <FormSelectItem
          control={c}
          name="plan"
          id="tenant-plan"
          label={t('tenantForm.plan')}
          options={PLANS.map((p) => ({ value: p, label: planLabel(p) }))}
        />
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} disabled={saving || (!!tenant && !isDirty)}>
            {saving ? t('common.saving') : tenant ? t('common.save') : t('tenantForm.create')}
          </Button>
          <Button htmlType="button" onClick={() => navigate(tenant ? `/tenants/${tenant.id}` : '/tenants')}>
            {t('common.cancel')}
          </Button>
        </Space>
      </Form>
    </form>
  );
}

export function CreateTenantPage() {
  const { t } = useTenantsMessages();
  usePageTitle(t('tenantForm.createTitle'));
  return (
    <PageContainer
      title={t('tenantForm.createTitle')}
      breadcrumb={{ items: [{ title: <Link to="/tenants">{t('tenants.title')}</Link> }, { title: t('common.create') }] }}
      content={t('tenantForm.createIntro')}
    >
      <Card>
        <TenantForm />
      </Card>
    </PageContainer>
  );
}

export function EditTenantPage() {
  const { id = '' } = useParams();
  const { t } = useTenantsMessages();
  const { data: tenant, isLoading, error } = useGetTenantQuery(id);
  usePageTitle(tenant ? t('tenantForm.editPageTitle', { name: tenant.name }) : t('tenantForm.editTitle'));
  if (isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (!tenant) {
    const status = (error as { status?: number } | undefined)?.status;
    return (
      <Result
        status={status === 404 ? '404' : 'error'}
        title={status === 404 ? t('tenantForm.notFound') : t('tenant.loadFailed')}
        extra={<Link to="/tenants">{t('tenant.back')}</Link>}
      />
    );
  }
  return (
    <PageContainer
      title={t('tenantForm.editTitle')}
      breadcrumb={{
        items: [
          { title: <Link to="/tenants">{t('tenants.title')}</Link> },
          { title: <Link to={`/tenants/${tenant.id}`}>{tenant.name}</Link> },
          { title: t('common.edit') },
        ],
      }}
    >
      <Card>
        <TenantForm key={tenant.id} tenant={tenant} />
      </Card>
    </PageContainer>
  );
}
