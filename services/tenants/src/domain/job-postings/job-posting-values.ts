import { randomUUID } from 'node:crypto';
import type { CreateJobPostingInput, InterviewQuestionInput, UpdateJobPostingInput } from '@coachwork/contracts';
import type { JobPostingChanges } from '../../data/job-posting.repository';
import type { InterviewQuestion } from '../../data/schema';

/**
 * Questions as stored: a saved question keeps its id, a new one (or an id this posting never had)
 * gets a fresh one; kept in their order.
 */
export function storedQuestions(
  given: readonly InterviewQuestionInput[],
  existing: readonly InterviewQuestion[] = [],
): InterviewQuestion[] {
  const known = new Set(existing.map((q) => q.id));
  const used = new Set<string>();
  return given
    .map((q) => {
      const id = q.id && known.has(q.id) && !used.has(q.id) ? q.id : randomUUID();
      used.add(id);
      return { id, title: q.title, order: q.order, enabled: q.enabled ?? true };
    })
    .sort((a, b) => a.order - b.order);
}

const FIELDS = [
  'title',
  'description',
  'companyName',
  'companyUrl',
  'location',
  'employmentStatus',
  'experienceLevel',
  'listingType',
  'availability',
  'posterEmail',
  'skillsDescription',
  'externalJobPostingId',
  'workplaceTypes',
  'industries',
  'categories',
  'recruiterIds',
  'meta',
  'status',
  'preferences',
] as const;

/** The columns an input sets; absent fields stay as they are (PATCH), questions are done apart. */
export function columnsOf(input: CreateJobPostingInput | UpdateJobPostingInput): JobPostingChanges {
  const out: Record<string, unknown> = {};
  for (const key of FIELDS) if (input[key] !== undefined) out[key] = input[key];
  return out as JobPostingChanges;
}
