// Job postings of the current tenant: every read and write goes through jobPostingsIn(scope).
import { NotFoundError, type Actor, type Db } from '@coachwork/service-kit';
import type { CreateJobPostingInput, UpdateJobPostingInput } from '@coachwork/contracts';
import { jobPostingsIn, toJobPostingDto, type JobPostingDto } from '../../data/job-posting.repository';
import type { TenantScope } from '../../data/tenant-scope';
import { columnsOf, storedQuestions } from './job-posting-values';

const NOT_FOUND = 'Job posting not found.';

export async function createJobPosting(
  db: Db,
  scope: TenantScope,
  input: CreateJobPostingInput,
  actor: Actor,
): Promise<JobPostingDto> {
  const row = await jobPostingsIn(db, scope).insert({
    ...columnsOf(input),
    title: input.title,
    description: input.description,
    companyName: input.companyName,
    location: input.location,
    interviewQuestions: storedQuestions(input.interviewQuestions),
    createdBy: actor.userId,
  });
  return toJobPostingDto(row);
}

export async function updateJobPosting(
  db: Db,
  scope: TenantScope,
  id: string,
  input: UpdateJobPostingInput,
): Promise<JobPostingDto> {
  return db.transaction(async (tx) => {
    const postings = jobPostingsIn(tx, scope);
    const current = await postings.find(id);
    if (!current || current.deletedAt) throw new NotFoundError(NOT_FOUND);
    const changes = columnsOf(input);
    if (input.interviewQuestions !== undefined) {
      changes.interviewQuestions = storedQuestions(input.interviewQuestions, current.interviewQuestions);
    }
    const row = await postings.update(id, changes);
    if (!row) throw new NotFoundError(NOT_FOUND);
    return toJobPostingDto(row);
  });
}

export async function deleteJobPosting(db: Db, scope: TenantScope, id: string): Promise<JobPostingDto> {
  const row = await jobPostingsIn(db, scope).trash(id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toJobPostingDto(row);
}

export async function restoreJobPosting(db: Db, scope: TenantScope, id: string): Promise<JobPostingDto> {
  const row = await jobPostingsIn(db, scope).restore(id);
  if (!row) throw new NotFoundError('Job posting not found in the trash.');
  return toJobPostingDto(row);
}
