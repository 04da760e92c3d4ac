// /t/{slug}/job-postings/create and /{id}/edit: every field of spec §3 with the contract's rules (title
// 3–255 on creation, 1–255 on update), the interview questions editor, and the server's 422 on the
// fields (a question's message on its row).
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { PageContainer } from '@ant-design/pro-components';
import { Alert, Button, Card, Col, Form, Result, Row, Skeleton, Space } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { createJobPostingSchema, MAX_JOB_CATEGORIES, updateJobPostingSchema } from '@coachwork/contracts';
import { usePageTitle, useServerErrors } from '@coachwork/web-kit';
import { FormSelectItem, FormTextAreaItem, FormTextItem, useToast } from '@coachwork/web-kit/ui';
import {
  useCreateJobPostingMutation,
  useGetCurrentTenantQuery,
  useGetJobPostingQuery,
  useUpdateJobPostingMutation,
  type CurrentTenant,
  type JobPosting,
} from '../api';
import { toBody, valuesOf, type JobPostingValues } from '../job-posting-form';
import { InterviewQuestionsEditor } from './interview-questions-editor';
import { useTenantsMessages } from '../../../messages';
import {
  departmentOptions,
  employmentOptions,
  seniorityOptions,
  statusOptions,
  WORK_MODE_OPTIONS,
} from './job-posting-labels';
import { TenantUnavailable } from './job-postings-page';

function JobPostingForm({ tenant, posting }: { tenant: CurrentTenant; posting?: JobPosting }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTenantsMessages();
  const list = `/t/${tenant.slug}/job-postings`;
  const defaults = useMemo(() => valuesOf(posting), [posting]);
  const form = useForm<JobPostingValues>({
    // Editing allows a 1-character title (spec §5); both check the questions the same way.
    resolver: yupResolver(
      (posting ? updateJobPostingSchema : createJobPostingSchema) as typeof createJobPostingSchema,
    ) as never,
    // Read once: a refetch of the record while someone types must not wipe their edits (each record
    // gets its own form, see the keys below).
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const onServerError = useServerErrors(form);
  const [create, creating] = useCreateJobPostingMutation();
  const [update, updating] = useUpdateJobPostingMutation();
  const saving = creating.isLoading || updating.isLoading;

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = toBody(values);
      const saved = posting
        ? await update({ slug: tenant.slug, id: posting.id, body }).unwrap()
        : await create({ slug: tenant.slug, body }).unwrap();
      toast.success(posting ? t('postingForm.saved') : t('postingForm.created'), saved.title);
      navigate(list);
    } catch (err) {
      onServerError(err);
    }
  });

  const c = form.control;
  const { errors, isDirty } = form.formState;
  return (
    <form
      noValidate
      aria-label={posting ? t('postingForm.editLabel') : t('postingForm.create')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Form layout="vertical" component="div" requiredMark="optional">
        {errors.root?.server && (
          <Alert type="error" showIcon message={errors.root.server.message} style={{ marginBottom: 16 }} />
        )}
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Card title={t('postingForm.role')}>
            <Row gutter={16}>
              <Col xs={24} md={16}>
                <FormTextItem control={c} name="title" id="posting-title" label={t('postingForm.title')} required input={{ autoFocus: !posting }} />
              </Col>
              <Col xs={24} md={8}>
                <FormSelectItem control={c} name="status" id="posting-status" label={t('postingForm.status')} options={statusOptions()} />
              </Col>
              <Col xs={24} md={8}>
                <FormTextItem control={c} name="companyName" id="posting-company" label={t('postingForm.companyName')} required />
              </Col>
              <Col xs={24} md={8}>
                <FormTextItem control={c} name="companyUrl" id="posting-company-url" label={t('postingForm.companyUrl')} nullable="blank" input={{ placeholder: 'https://' }} />
              </Col>
              <Col xs={24} md={8}>
                <FormTextItem control={c} name="location" id="posting-location" label={t('postingForm.location')} required />
              </Col>
              <Col xs={24} md={8}>
                <FormSelectItem control={c} name="employmentStatus" id="posting-employment" label={t('postingForm.employment')} nullable options={employmentOptions()} input={{ allowClear: true }} />
              </Col>
              <Col xs={24} md={8}>
                <FormSelectItem control={c} name="experienceLevel" id="posting-seniority" label={t('postingForm.experience')} nullable options={seniorityOptions()} input={{ allowClear: true }} />
              </Col>
              <Col xs={24} md={8}>
                <FormSelectItem control={c} name="workplaceTypes" id="posting-workplace" label={t('postingForm.workplace')} options={WORK_MODE_OPTIONS} input={{ mode: 'multiple', allowClear: true }} />
              </Col>
              <Col xs={24} md={8}>
                <FormSelectItem
                  control={c}
                  name="categories"
                  id="posting-categories"
                  label={t('postingForm.categories')}
                  extra={t('postingForm.categoriesHelp', { max: MAX_JOB_CATEGORIES })}
                  options={departmentOptions()}
                  input={{ mode: 'multiple', allowClear: true }}
                />
              </Col>
              <Col xs={24} md={8}>
                <FormSelectItem control={c} name="industries" id="posting-industries" label={t('postingForm.industries')} options={[]} input={{ mode: 'tags', tokenSeparators: [','], placeholder: t('postingForm.industriesPlaceholder') }} />
              </Col>
              <Col xs={24} md={8}>
                <FormTextItem control={c} name="posterEmail" id="posting-poster-email" label={t('postingForm.posterEmail')} nullable="blank" input={{ type: 'email' }} />
              </Col>
              <Col xs={24} md={8}>
                <FormTextItem control={c} name="listingType" id="posting-listing-type" label={t('postingForm.listingType')} nullable="blank" />
              </Col>
              <Col xs={24} md={8}>
                <FormTextItem control={c} name="availability" id="posting-availability" label={t('postingForm.availability')} nullable="blank" />
              </Col>
              <Col xs={24} md={8}>
                <FormTextItem control={c} name="externalJobPostingId" id="posting-external-id" label={t('postingForm.externalId')} nullable="blank" />
              </Col>
            </Row>
          </Card>
          <Card title={t('postingForm.descriptions')}>
            <FormTextAreaItem control={c} name="description" id="posting-description" label={t('postingForm.description')} required extra={t('postingForm.descriptionHelp')} input={{ rows: 6, showCount: true }} />
            <FormTextAreaItem control={c} name="skillsDescription" id="posting-skills" label={t('postingForm.skills')} nullable="blank" extra={t('postingForm.skillsHelp')} input={{ rows: 4, showCount: true }} />
          </Card>
          <Card>
            <InterviewQuestionsEditor form={form} />
          </Card>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} disabled={saving || (!!posting && !isDirty)}>
              {saving ? t('common.saving') : posting ? t('common.save') : t('postingForm.create')}
            </Button>
            <Button htmlType="button" onClick={() => navigate(list)}>
              {t('common.cancel')}
            </Button>
          </Space>
        </Space>
      </Form>
    </form>
  );
}

function Frame({ tenant, title, children }: { tenant: CurrentTenant; title: string; children: React.ReactNode }) {
  const { t } = useTenantsMessages();
  usePageTitle(`${title} · ${tenant.name}`);
  return (
    <PageContainer
      title={title}
      subTitle={tenant.name}
      breadcrumb={{
        items: [
          { title: <Link to={`/tenants/${tenant.id}`}>{tenant.name}</Link> },
          { title: <Link to={`/t/${tenant.slug}/job-postings`}>{t('postings.crumb')}</Link> },
          { title },
        ],
      }}
    >
      {children}
    </PageContainer>
  );
}

export function CreateJobPostingPage() {
  const { slug = '' } = useParams();
  const { t } = useTenantsMessages();
  const tenant = useGetCurrentTenantQuery(slug);
  if (tenant.isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (!tenant.data) return <TenantUnavailable error={tenant.error} slug={slug} />;
  return (
    <Frame tenant={tenant.data} title={t('postingForm.newTitle')}>
      <JobPostingForm tenant={tenant.data} />
    </Frame>
  );
}

export function EditJobPostingPage() {
  const { slug = '', id = '' } = useParams();
  const { t } = useTenantsMessages();
  const tenant = useGetCurrentTenantQuery(slug);
  const posting = useGetJobPostingQuery({ slug, id }, { skip: !tenant.data });
  if (tenant.isLoading || posting.isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (!tenant.data) return <TenantUnavailable error={tenant.error} slug={slug} />;
  if (!posting.data) {
    return (
      <Result
        status="404"
        title={t('postingForm.notFound')}
        extra={<Link to={`/t/${slug}/job-postings`}>{t('postingForm.back')}</Link>}
      />
    );
  }
  return (
    <Frame tenant={tenant.data} title={t('postingForm.editTitle')}>
      <JobPostingForm key={posting.data.id} tenant={tenant.data} posting={posting.data} />
    </Frame>
  );
}
