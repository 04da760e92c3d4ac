// Job postings of the current tenant (/v1/t/job-postings), with their screening interview questions.
import * as yup from 'yup';
import { DEPARTMENTS, EMPLOYMENT_TYPES, PUBLICATION_STATUSES, SENIORITY_LEVELS, WORK_MODES } from '../enums';
import {
  AVAILABILITY_MAX,
  CATEGORIES_MAX,
  CATEGORY_INVALID,
  COMPANY_NAME_MAX,
  COMPANY_NAME_REQUIRED,
  COMPANY_URL_MAX,
  EMPLOYMENT_STATUS_INVALID,
  ENABLED_INVALID,
  EXPERIENCE_LEVEL_INVALID,
  EXTERNAL_JOB_POSTING_ID_MAX,
  INDUSTRY_MAX,
  INDUSTRY_REQUIRED,
  INTERVIEW_QUESTION_DUPLICATE,
  INTERVIEW_QUESTION_ID_MAX,
  INTERVIEW_QUESTION_MAX,
  INTERVIEW_QUESTION_REQUIRED,
  INTERVIEW_QUESTIONS_MAX,
  INTERVIEW_QUESTIONS_MIN,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_DESCRIPTION_REQUIRED,
  JOB_STATUS_INVALID,
  LISTING_TYPE_MAX,
  LOCATION_MAX,
  LOCATION_REQUIRED,
  META_INVALID,
  POSTER_EMAIL_MAX,
  PREFERENCES_INVALID,
  WORKPLACE_TYPE_INVALID,
  RECRUITER_INVALID,
  SKILLS_DESCRIPTION_MAX,
  SKILLS_DESCRIPTION_MIN,
  TITLE_MAX,
  TITLE_REQUIRED,
} from '../messages';
import { orderSchema } from './coach-profile.schema';
import { emailSchema } from './fields.schema';
import {
  blankToNull,
  boolean,
  httpUrl,
  jsonObject,
  list,
  minLength,
  multiLineText,
  oneOf,
  singleLineText,
  uuid,
} from './schema-helpers';
import { titleSchema } from './workshop.schema';

export const MAX_JOB_CATEGORIES = 3;
export const MIN_ENABLED_INTERVIEW_QUESTIONS = 5;
export const MAX_ENABLED_INTERVIEW_QUESTIONS = 10;

export const interviewQuestionSchema = yup.object({
  /** Present for questions already saved; new rows have none. */
  id: singleLineText('Question ID').nullable().max(255, INTERVIEW_QUESTION_ID_MAX),
  title: singleLineText('Question').required(INTERVIEW_QUESTION_REQUIRED).max(255, INTERVIEW_QUESTION_MAX),
  order: orderSchema,
  // A question the recruiter adds is asked unless they switch it off.
  enabled: boolean(ENABLED_INVALID).default(true),
});
export type InterviewQuestionInput = yup.InferType<typeof interviewQuestionSchema>;

const countEnabled = (questions: readonly { enabled?: boolean }[]) =>
  questions.filter((question) => question?.enabled === true).length;

const normalizeQuestion = (title: unknown) => (typeof title === 'string' ? title.trim().toLowerCase() : '');

export const interviewQuestionsSchema = list(interviewQuestionSchema)
  .test(
    'enabled-min',
    INTERVIEW_QUESTIONS_MIN,
    (questions) => questions == null || countEnabled(questions) >= MIN_ENABLED_INTERVIEW_QUESTIONS,
  )
  .test(
    'enabled-max',
    INTERVIEW_QUESTIONS_MAX,
    (questions) => questions == null || countEnabled(questions) <= MAX_ENABLED_INTERVIEW_QUESTIONS,
  )
  // Every later copy is flagged on its own row, so the form marks the row the recruiter just typed.
  .test('unique-titles', INTERVIEW_QUESTION_DUPLICATE, function (questions) {
    if (questions == null) return true;
    const seen = new Set<string>();
    const duplicates: yup.ValidationError[] = [];
    questions.forEach((question, index) => {
      const title = normalizeQuestion(question?.title);
      if (title === '') return;
      if (seen.has(title)) {
        duplicates.push(
          this.createError({ path: `${this.path}[${index}].title`, message: INTERVIEW_QUESTION_DUPLICATE }),
        );
      } else {
        seen.add(title);
      }
    });
    return duplicates.length === 0 || new yup.ValidationError(duplicates);
  });

const jobPostingFields = {
  title: titleSchema,
  description: multiLineText('Description')
    .required(JOB_DESCRIPTION_REQUIRED)
    .test(minLength(100, JOB_DESCRIPTION_MIN))
    .max(25000, JOB_DESCRIPTION_MAX),
  companyName: singleLineText('Company name').required(COMPANY_NAME_REQUIRED).max(255, COMPANY_NAME_MAX),
  // A cleared input ('') means no value, stored as null like the other optional texts.
  companyUrl: httpUrl('Company URL', 255, COMPANY_URL_MAX).nullable().transform(blankToNull),
  location: singleLineText('Location').required(LOCATION_REQUIRED).max(255, LOCATION_MAX),
  employmentStatus: oneOf(EMPLOYMENT_TYPES, EMPLOYMENT_STATUS_INVALID).nullable(),
  experienceLevel: oneOf(SENIORITY_LEVELS, EXPERIENCE_LEVEL_INVALID).nullable(),
  listingType: singleLineText('Listing type').nullable().transform(blankToNull).max(255, LISTING_TYPE_MAX),
  availability: singleLineText('Availability').nullable().transform(blankToNull).max(255, AVAILABILITY_MAX),
  posterEmail: emailSchema.nullable().transform(blankToNull).max(255, POSTER_EMAIL_MAX),
  // Optional, but a cleared textarea ('') counts as absent rather than as too short.
  skillsDescription: multiLineText('Skills description')
    .nullable()
    .transform(blankToNull)
    .min(100, SKILLS_DESCRIPTION_MIN)
    .max(4000, SKILLS_DESCRIPTION_MAX),
  externalJobPostingId: singleLineText('External job posting ID')
    .nullable()
    .transform(blankToNull)
    .max(255, EXTERNAL_JOB_POSTING_ID_MAX),
  workplaceTypes: list(oneOf(WORK_MODES, WORKPLACE_TYPE_INVALID).required(WORKPLACE_TYPE_INVALID)),
  industries: list(singleLineText('Industry').required(INDUSTRY_REQUIRED).max(255, INDUSTRY_MAX)),
  categories: list(oneOf(DEPARTMENTS, CATEGORY_INVALID).required(CATEGORY_INVALID)).max(
    MAX_JOB_CATEGORIES,
    CATEGORIES_MAX,
  ),
  recruiterIds: list(uuid(RECRUITER_INVALID).required(RECRUITER_INVALID)),
  meta: jsonObject().nullable().typeError(META_INVALID),
  status: oneOf(PUBLICATION_STATUSES, JOB_STATUS_INVALID),
  preferences: jsonObject().nullable().typeError(PREFERENCES_INVALID),
  interviewQuestions: interviewQuestionsSchema,
};

export const createJobPostingSchema = yup.object({
  ...jobPostingFields,
  status: jobPostingFields.status.default('DRAFT'),
  // Absent counts as none, so it is reported as too few enabled questions.
  interviewQuestions: jobPostingFields.interviewQuestions.default([]),
});
export type CreateJobPostingInput = yup.InferType<typeof createJobPostingSchema>;

/** PATCH: the title may be as short as 1 character (spec §5); other rules as on creation. */
export const updateJobPostingSchema = yup
  .object({
    ...jobPostingFields,
    title: singleLineText('Title').required(TITLE_REQUIRED).max(255, TITLE_MAX),
  })
  .partial();
export type UpdateJobPostingInput = yup.InferType<typeof updateJobPostingSchema>;
