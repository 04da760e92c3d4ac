// JSON Schemas of what identity's routes (and the gateway's /v1/auth answers, which carry identity's
// user) answer in `data`, for the OpenAPI document and the answer check (gateway/src/response-check.ts).
// Their DTO types live in this service (the repositories' toDto), so the schemas do too: dtoSchema makes
// a field added to a DTO without its schema a compile error, and the check makes an answer with a field
// the schema does not name fail the tests.
import {
  ACCOUNT_STATUSES,
  APPROVAL_STATUSES,
  dtoSchema,
  LANGUAGES,
  orNull,
  type JsonSchema,
} from '@coachwork/contracts';
import type { toPublicUserDto, toUserListItem } from '../data/user-query.repository';
import type { CoachProfileData } from '../data/schema';
import type { UserDto } from '../data/user.repository';
import type { PermissionDto, RoleDto } from '../domain/roles/roles.use-cases';
import type { UploadedFileDto } from '../domain/files/files';

const text: JsonSchema = { type: 'string' };
const integer: JsonSchema = { type: 'integer' };
const boolean: JsonSchema = { type: 'boolean' };
const uuid: JsonSchema = { type: 'string', format: 'uuid' };
const time: JsonSchema = { type: 'string', format: 'date-time' };
const texts: JsonSchema = { type: 'array', items: text };
const oneOf = (values: readonly string[]): JsonSchema => ({ type: 'string', enum: [...values] });

type Profile = UserDto['profile'];
type CoachProfile = NonNullable<UserDto['coachProfile']>;
type PublicUserDto = ReturnType<typeof toPublicUserDto>;
type UserListItem = ReturnType<typeof toUserListItem>;

const SOCIAL_ACCOUNTS_SCHEMA: JsonSchema = {
  type: 'array',
  items: dtoSchema<NonNullable<Profile['socialAccounts']>[number]>({
    platform: text,
    url: text,
    order: integer,
  }),
};

const PROFILE_SCHEMA = dtoSchema<Profile>({
  firstName: orNull(text),
  middleName: orNull(text),
  lastName: orNull(text),
  headline: orNull(text),
  country: orNull(text),
  phoneNumber: orNull(text),
  socialAccounts: SOCIAL_ACCOUNTS_SCHEMA,
});

const EXPERIENCES_SCHEMA: JsonSchema = {
  type: 'array',
  items: dtoSchema<NonNullable<CoachProfileData['experiences']>[number]>(
    { title: text, company: text, order: integer, years: integer, months: orNull(integer) },
    ['months'],
  ),
};

const CERTIFICATIONS_SCHEMA: JsonSchema = {
  type: 'array',
  items: dtoSchema<NonNullable<CoachProfileData['certifications']>[number]>(
    {
      title: text,
      issuingOrganization: text,
      issuingDate: orNull(text),
      certificateUrl: orNull(text),
      order: integer,
    },
    ['issuingDate', 'certificateUrl'],
  ),
};

/** What anyone may see of a coach profile; the full one adds the onboarding and approval state. */
const PUBLIC_COACH_PROFILE_PROPERTIES = {
  businessName: orNull(text),
  specializations: texts,
  bio: orNull(text),
  introductionVideo: orNull(text),
  experiences: EXPERIENCES_SCHEMA,
  certifications: CERTIFICATIONS_SCHEMA,
};

const COACH_PROFILE_SCHEMA = dtoSchema<CoachProfile>({
  ...PUBLIC_COACH_PROFILE_PROPERTIES,
  completedBusinessAccelerator: boolean,
  completedVideoResources: boolean,
  completedQuizzes: boolean,
  completedConsultation: boolean,
  approvalStatus: oneOf(APPROVAL_STATUSES),
  rejectionReason: orNull(text),
});

const USER_PROPERTIES = {
  id: uuid,
  username: text,
  email: text,
  status: oneOf(ACCOUNT_STATUSES),
  avatar: orNull(text),
  avatarUrl: orNull(text),
  emailVerifiedAt: orNull(time),
  defaultTenantSlug: orNull(text),
  language: oneOf(LANGUAGES),
  roles: texts,
  permissions: texts,
  profile: PROFILE_SCHEMA,
  coachProfile: orNull(COACH_PROFILE_SCHEMA),
  createdAt: time,
  updatedAt: time,
  deletedAt: orNull(time),
} satisfies { [K in keyof UserDto]-?: JsonSchema };

/** A user as the back office and the user themself see them (GET /v1/users/{id}, GET /v1/auth/user). */
export const USER_DATA_SCHEMA = dtoSchema<UserDto>(USER_PROPERTIES);

/** A row of GET /v1/users: profile, coachProfile and roles (with permissions) only when included. */
export const USER_LIST_ITEM_DATA_SCHEMA = dtoSchema<UserListItem>(USER_PROPERTIES, [
  'profile',
  'coachProfile',
  'roles',
  'permissions',
]);

/** The public face of a user (/v1/public/users): never email, phone, roles or status. */
export const PUBLIC_USER_DATA_SCHEMA = dtoSchema<PublicUserDto>({
  id: uuid,
  username: text,
  avatarUrl: orNull(text),
  profile: dtoSchema<PublicUserDto['profile']>({
    firstName: orNull(text),
    middleName: orNull(text),
    lastName: orNull(text),
    headline: orNull(text),
    country: orNull(text),
    socialAccounts: SOCIAL_ACCOUNTS_SCHEMA,
  }),
  coachProfile: orNull(
    dtoSchema<NonNullable<PublicUserDto['coachProfile']>>(PUBLIC_COACH_PROFILE_PROPERTIES),
  ),
});

export const ROLE_DATA_SCHEMA = dtoSchema<RoleDto>({
  id: uuid,
  name: text,
  description: orNull(text),
  permissions: texts,
  usersCount: integer,
  createdAt: time,
  updatedAt: time,
});

export const PERMISSION_DATA_SCHEMA = dtoSchema<PermissionDto>({
  id: uuid,
  name: text,
  description: orNull(text),
  rolesCount: integer,
  createdAt: time,
  updatedAt: time,
});

export const UPLOADED_FILE_DATA_SCHEMA = dtoSchema<UploadedFileDto>({
  id: uuid,
  url: text,
  name: text,
  size: integer,
  mimeType: text,
});
