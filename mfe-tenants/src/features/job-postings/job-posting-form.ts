// The job posting form's values: from a saved posting (or blank), and what the questions editor keeps
// true (order follows the position, from 1). Kept apart from the components so it can be tested.
import {
  MAX_ENABLED_INTERVIEW_QUESTIONS,
  MIN_ENABLED_INTERVIEW_QUESTIONS,
  type CreateJobPostingInput,
} from '@coachwork/contracts';
import type { JobPosting } from './api';

export interface QuestionRow {
  /** The saved question's id; new rows have none (the server gives one). */
  id?: string | null;
  title: string;
  order: number;
  enabled: boolean;
}

export interface JobPostingValues {
  title: string;
  description: string;
  companyName: string;
  companyUrl: string | null;
  location: string;
  employmentStatus: string | null;
  experienceLevel: string | null;
  listingType: string | null;
  availability: string | null;
  posterEmail: string | null;
  skillsDescription: string | null;
  externalJobPostingId: string | null;
  workplaceTypes: string[];
  industries: string[];
  categories: string[];
  status: string;
  interviewQuestions: QuestionRow[];
}

export function valuesOf(p?: JobPosting | null): JobPostingValues {
  return {
    title: p?.title ?? '',
    description: p?.description ?? '',
    companyName: p?.companyName ?? '',
    companyUrl: p?.companyUrl ?? null,
    location: p?.location ?? '',
    employmentStatus: p?.employmentStatus ?? null,
    experienceLevel: p?.experienceLevel ?? null,
    listingType: p?.listingType ?? null,
    availability: p?.availability ?? null,
    posterEmail: p?.posterEmail ?? null,
    skillsDescription: p?.skillsDescription ?? null,
    externalJobPostingId: p?.externalJobPostingId ?? null,
    workplaceTypes: p?.workplaceTypes ?? [],
    industries: p?.industries ?? [],
    categories: p?.categories ?? [],
    status: p?.status ?? 'DRAFT',
    interviewQuestions: renumber(
      [...(p?.interviewQuestions ?? [])]
        .sort((a, b) => a.order - b.order)
        .map((q) => ({ id: q.id, title: q.title, order: q.order, enabled: q.enabled })),
    ),
  };
}

/** Order follows the position, from 1. */
export function renumber(rows: QuestionRow[]): QuestionRow[] {
  return rows.map((q, i) => (q.order === i + 1 ? q : { ...q, order: i + 1 }));
}

/** How many questions are asked, and whether that is within the 5–10 the rules allow. */
export function enabledCount(rows: readonly { enabled?: boolean }[]) {
  const n = rows.filter((q) => q.enabled !== false).length;
  return { n, ok: n >= MIN_ENABLED_INTERVIEW_QUESTIONS && n <= MAX_ENABLED_INTERVIEW_QUESTIONS };
}

/** The body for POST/PATCH: a new row's empty id is left out. */
export function toBody(v: JobPostingValues): CreateJobPostingInput {
  return {
    ...v,
    interviewQuestions: renumber(v.interviewQuestions).map(({ id, ...q }) => (id ? { id, ...q } : q)),
  } as CreateJobPostingInput;
}
