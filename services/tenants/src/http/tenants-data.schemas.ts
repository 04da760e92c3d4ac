// JSON Schemas of what tenants' routes answer in `data`, for the OpenAPI document and the answer check
// (gateway/src/response-check.ts). Their DTO types live in this service (the repositories' toDto), so
// the schemas do too: dtoSchema makes a field added to a DTO without its schema a compile error, and the
// check makes an answer with a field the schema does not name fail the tests.
import {
  dtoSchema,
  orNull,
  PLANS,
  PUBLICATION_STATUSES,
  TENANT_ROLES,
  type JsonSchema,
} from '@coachwork/contracts';
import type { JobPostingDto } from '../data/job-posting.repository';
import type { InvitationDto, MemberDto } from '../data/membership.repository';
import type { InterviewQuestion } from '../data/schema';
import type { TenantDto } from '../data/tenant.repository';
import type { TenantScope } from '../data/tenant-scope';

const text: JsonSchema = { type: 'string' };
const uuid: JsonSchema = { type: 'string', format: 'uuid' };
const time: JsonSchema = { type: 'string', format: 'date-time' };
const texts: JsonSchema = { type: 'array', items: text };
const object: JsonSchema = { type: 'object' };
const oneOf = (values: readonly string[]): JsonSchema => ({ type: 'string', enum: [...values] });

const TENANT_PROPERTIES = {
  id: uuid,
  name: text,
  slug: text,
  email: orNull(text),
  domain: orNull(text),
  plan: oneOf(PLANS),
  createdAt: time,
  updatedAt: time,
  deletedAt: orNull(time),
} satisfies { [K in keyof TenantDto]-?: JsonSchema };

export const TENANT_DATA_SCHEMA = dtoSchema<TenantDto>(TENANT_PROPERTIES);

/** GET /v1/t: the current tenant with the caller's role there (null for a super-admin) and write right. */
export const CURRENT_TENANT_DATA_SCHEMA = dtoSchema<TenantDto & Pick<TenantScope, 'role' | 'canWrite'>>({
  ...TENANT_PROPERTIES,
  role: orNull(oneOf(TENANT_ROLES)),
  canWrite: { type: 'boolean' },
});

/** A row of GET /v1/users/{id}/tenants (user-tenants.routes.ts selects these four). */
export const USER_TENANT_DATA_SCHEMA = dtoSchema<{ id: string; name: string; slug: string; role: string }>({
  id: uuid,
  name: text,
  slug: text,
  role: oneOf(TENANT_ROLES),
});

export const TENANT_MEMBER_DATA_SCHEMA = dtoSchema<MemberDto>({
  id: uuid,
  tenantId: uuid,
  userId: uuid,
  username: orNull(text),
  email: orNull(text),
  role: oneOf(TENANT_ROLES),
  createdAt: time,
  updatedAt: time,
});

export const TENANT_INVITATION_DATA_SCHEMA = dtoSchema<InvitationDto>({
  id: uuid,
  tenantId: uuid,
  email: text,
  role: oneOf(TENANT_ROLES),
  createdAt: time,
});

/** POST /v1/tenants/{id}/members: the member (201), or the invitation of an address without an account (202). */
export const MEMBER_OR_INVITATION_DATA_SCHEMA: JsonSchema = {
  anyOf: [TENANT_MEMBER_DATA_SCHEMA, TENANT_INVITATION_DATA_SCHEMA],
};

export const JOB_POSTING_DATA_SCHEMA = dtoSchema<JobPostingDto>({
  id: uuid,
  tenantId: uuid,
  title: text,
  description: text,
  companyName: text,
  companyUrl: orNull(text),
  location: text,
  employmentStatus: orNull(text),
  experienceLevel: orNull(text),
  listingType: orNull(text),
  availability: orNull(text),
  posterEmail: orNull(text),
  skillsDescription: orNull(text),
  externalJobPostingId: orNull(text),
  workplaceTypes: texts,
  industries: texts,
  categories: texts,
  recruiterIds: texts,
  meta: orNull(object),
  status: oneOf(PUBLICATION_STATUSES),
  preferences: orNull(object),
  interviewQuestions: {
    type: 'array',
    items: dtoSchema<InterviewQuestion>({
      id: text,
      title: text,
      order: { type: 'integer' },
      enabled: { type: 'boolean' },
    }),
  },
  createdAt: time,
  updatedAt: time,
  deletedAt: orNull(time),
});
