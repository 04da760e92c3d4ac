// The columns of the tenants service's list exports (CSV and XLSX), over the items the lists answer.
import { exportDate, type ExportColumn } from '@coachwork/service-kit';
import type { JobPostingDto } from '../data/job-posting.repository';
import type { TenantDto } from '../data/tenant.repository';

export const TENANT_EXPORT: ExportColumn<TenantDto>[] = [
  { header: 'ID', value: (t) => t.id, width: 38 },
  { header: 'Name', value: (t) => t.name, width: 30 },
  { header: 'Slug', value: (t) => t.slug },
  { header: 'Email', value: (t) => t.email, width: 30 },
  { header: 'Domain', value: (t) => t.domain },
  { header: 'Plan', value: (t) => t.plan },
  { header: 'Created at', value: (t) => exportDate(t.createdAt), type: 'date' },
  { header: 'Updated at', value: (t) => exportDate(t.updatedAt), type: 'date' },
  { header: 'Deleted at', value: (t) => exportDate(t.deletedAt), type: 'date' },
];

export const JOB_POSTING_EXPORT: ExportColumn<JobPostingDto>[] = [
  { header: 'ID', value: (j) => j.id, width: 38 },
  { header: 'Title', value: (j) => j.title, width: 30 },
  { header: 'Company', value: (j) => j.companyName },
  { header: 'Location', value: (j) => j.location },
  { header: 'Employment status', value: (j) => j.employmentStatus },
  { header: 'Experience level', value: (j) => j.experienceLevel },
  { header: 'Listing type', value: (j) => j.listingType },
  { header: 'Status', value: (j) => j.status },
  { header: 'Poster email', value: (j) => j.posterEmail, width: 30 },
  { header: 'Created at', value: (j) => exportDate(j.createdAt), type: 'date' },
  { header: 'Updated at', value: (j) => exportDate(j.updatedAt), type: 'date' },
  { header: 'Deleted at', value: (j) => exportDate(j.deletedAt), type: 'date' },
];
