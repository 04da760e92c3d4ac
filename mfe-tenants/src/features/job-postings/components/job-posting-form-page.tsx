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
import {
  DEPARTMENT_OPTIONS,
  EMPLOYMENT_OPTIONS,
  SENIORITY_OPTIONS,
  STATUS_OPTIONS,
  WORK_MODE_OPTIONS,
} from './job-posting-labels';
import { TenantUnavailable } from './job-postings-page';

function JobPostingForm({ tenant, posting }: { tenant: CurrentTenant; posting?: JobPosting }) {
  const navigate = useNavigate();
  const toast = useToast();
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
      toast.success(posting ? 'Job posting saved' : 'Job posting created', saved.title);
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
      aria-label={posting ? 'Edit job posting' : 'Create job posting'}
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
          <Card title="The role">
            <Row gutter={16}>
              <Col xs={24} md={16}>
                <FormTextItem control={c} name="title" id="posting-title" label="Title" required input={{ autoFocus: !posting }} />
              </Col>
              <Col xs={24} md={8}>
                <FormSelectItem control={c} name="status" id="posting-status" label="Status" options={STATUS_OPTIONS} />
              </Col>
              <Col xs={24} md={8}>
                <FormTextItem control={c} name="companyName" id="posting-company" label="Company name" required />
              </Col>
              <Col xs={24} md={8}>
                <FormTextItem control={c} name="companyUrl" id="posting-company-url" label="Company URL" nullable="blank" input={{ placeholder: 'https://' }} />
              </Col>
              <Col xs={24} md={8}>
                <FormTextItem control={c} name="location" id="posting-location" label="Location" required />
              </Col>
              <Col xs={24} md={8}>
                <FormSelectItem control={c} name="employmentStatus" id="posting-employment" label="Employment type" nullable options={EMPLOYMENT_OPTIONS} input={{ allowClear: true }} />
              </Col>
              <Col xs={24} md={8}>
                <FormSelectItem control={c} name="experienceLevel" id="posting-seniority" label="Experience level" nullable options={SENIORITY_OPTIONS} input={{ allowClear: true }} />
              </Col>
              <Col xs={24} md={8}>
                <FormSelectItem control={c} name="workplaceTypes" id="posting-workplace" label="Workplace" options={WORK_MODE_OPTIONS} input={{ mode: 'multiple', allowClear: true }} />
              </Col>
              <Col xs={24} md={8}>
                <FormSelectItem
                  control={c}
                  name="categories"
                  id="posting-categories"
                  label="Categories"
                  extra={`Up to ${MAX_JOB_CATEGORIES}.`}
                  options={DEPARTMENT_OPTIONS}
                  input={{ mode: 'multiple', allowClear: true }}
                />
              </Col>
              <Col xs={24} md={8}>
                <FormSelectItem control={c} name="industries" id="posting-industries" label="Industries" options={[]} input={{ mode: 'tags', tokenSeparators: [','], placeholder: 'Type and press Enter' }} />
              </Col>
              <Col xs={24} md={8}>
                <FormTextItem control={c} name="posterEmail" id="posting-poster-email" label="Poster email" nullable="blank" input={{ type: 'email' }} />
              </Col>
              <Col xs={24} md={8}>
                <FormTextItem control={c} name="listingType" id="posting-listing-type" label="Listing type" nullable="blank" />
              </Col>
              <Col xs={24} md={8}>
                <FormTextItem control={c} name="availability" id="posting-availability" label="Availability" nullable="blank" />
              </Col>
              <Col xs={24} md={8}>
                <FormTextItem control={c} name="externalJobPostingId" id="posting-external-id" label="External job posting ID" nullable="blank" />
              </Col>
            </Row>
          </Card>
          <Card title="Descriptions">
            <FormTextAreaItem control={c} name="description" id="posting-description" label="Description" required extra="100 to 25,000 characters." input={{ rows: 6, showCount: true }} />
            <FormTextAreaItem control={c} name="skillsDescription" id="posting-skills" label="Skills description" nullable="blank" extra="Optional; 100 to 4,000 characters." input={{ rows: 4, showCount: true }} />
          </Card>
          <Card>
            <InterviewQuestionsEditor form={form} />
          </Card>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} disabled={saving || (!!posting && !isDirty)}>
              {saving ? 'Saving...' : posting ? 'Save' : 'Create job posting'}
            </Button>
            <Button htmlType="button" onClick={() => navigate(list)}>
              Cancel
            </Button>
          </Space>
        </Space>
      </Form>
    </form>
  );
}

function Frame({ tenant, title, children }: { tenant: CurrentTenant; title: string; children: React.ReactNode }) {
  usePageTitle(`${title} · ${tenant.name}`);
  return (
    <PageContainer
      title={title}
      subTitle={tenant.name}
      breadcrumb={{
        items: [
          { title: <Link to={`/tenants/${tenant.id}`}>{tenant.name}</Link> },
          { title: <Link to={`/t/${tenant.slug}/job-postings`}>Job postings</Link> },
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
  const tenant = useGetCurrentTenantQuery(slug);
  if (tenant.isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (!tenant.data) return <TenantUnavailable error={tenant.error} slug={slug} />;
  return (
    <Frame tenant={tenant.data} title="New Job Posting">
      <JobPostingForm tenant={tenant.data} />
    </Frame>
  );
}

export function EditJobPostingPage() {
  const { slug = '', id = '' } = useParams();
  const tenant = useGetCurrentTenantQuery(slug);
  const posting = useGetJobPostingQuery({ slug, id }, { skip: !tenant.data });
  if (tenant.isLoading || posting.isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (!tenant.data) return <TenantUnavailable error={tenant.error} slug={slug} />;
  if (!posting.data) {
    return (
      <Result
        status="404"
        title="No such job posting in this tenant"
        extra={<Link to={`/t/${slug}/job-postings`}>Back to job postings</Link>}
      />
    );
  }
  return (
    <Frame tenant={tenant.data} title="Edit Job Posting">
      <JobPostingForm key={posting.data.id} tenant={tenant.data} posting={posting.data} />
    </Frame>
  );
}
