// The value lists of spec §4 (with SPEC-DECISIONS applied). Statuses travel in upper case; resource types,
// discount types, plans and colour modes in lower case, exactly as the spec writes them.

export const BOOKING_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const SEAT_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

export const ACCOUNT_STATUSES = ['ACTIVE', 'PENDING', 'SUSPENDED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Belongs to the coach profile: approving it grants the coach role (SPEC-DECISIONS, Data). */
export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What a new user chooses during onboarding (a coach still waits for approval). */
export const ACCOUNT_TYPES = ['coach', 'booker'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Schedules and job postings use all four; CLOSED means visible but taking no new bookings. */
export const PUBLICATION_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED', 'ARCHIVED'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const VISIBILITIES = ['PUBLIC', 'PRIVATE', 'UNLISTED'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export type Level = (typeof LEVELS)[number];

export const MODES = ['IN-PERSON', 'ONLINE', 'HYBRID'] as const;
export type Mode = (typeof MODES)[number];

export const RESOURCE_TYPES = ['file', 'link', 'video', 'document', 'agent', 'bundle'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const DISCOUNT_TYPES = ['percentage', 'fixed', 'free'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const PLANS = ['free', 'pro', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/** A member's role inside one tenant (SPEC-DECISIONS, Tenants); not a platform role. */
export const TENANT_ROLES = ['owner', 'admin', 'member'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];

/** `auto` is shown as "System". */
export const COLOR_MODES = ['auto', 'light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** Job posting `experienceLevel`. */
export const SENIORITY_LEVELS = [
  'ENTRY_LEVEL',
  'MID_SENIOR_LEVEL',
  'DIRECTOR',
  'EXECUTIVE',
  'INTERNSHIP',
  'ASSOCIATE',
  'NOT_APPLICABLE',
] as const;
export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];

/** Job posting `employmentStatus`. */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACT',
  'INTERNSHIP',
  'TEMPORARY',
  'VOLUNTEER',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Job posting `workplaceTypes`; mixed case because that is how the spec lists them. */
export const WORK_MODES = ['On-site', 'Hybrid', 'Remote'] as const;
export type WorkMode = (typeof WORK_MODES)[number];

/** Job posting `categories`. */
export const DEPARTMENTS = [
  'IT',
  'FINANCE',
  'MARKETING',
  'SALES',
  'HR',
  'ENGINEERING',
  'DESIGN',
  'PRODUCT',
  'BUSINESS',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const SOCIAL_PLATFORMS = [
  'facebook',
  'linkedin',
  'instagram',
  'youtube',
  'tiktok',
  'pinterest',
  'reddit',
  'snapchat',
  'x',
  'telegram',
  'discord',
  'twitch',
  'github',
  'gitlab',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** The roles the product itself knows about; other roles may exist as data. */
export const ROLE_NAMES = ['super-admin', 'coach'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarMimeType = (typeof AVATAR_MIME_TYPES)[number];

export const AVATAR_EXTENSIONS = ['png', 'jpeg', 'jpg', 'webp'] as const;
export type AvatarExtension = (typeof AVATAR_EXTENSIONS)[number];

/** What an upload to /v1/files/upload-temp?purpose= is for; none given means an avatar. */
export const UPLOAD_PURPOSES = ['avatar', 'resource'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * Types accepted for a resource upload, as the server names them (judged from the bytes; plain text
 * takes its type from the extension). The extensions are what a file picker offers.
 */
export const RESOURCE_FILE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'text/plain',
  'text/csv',
  'text/markdown',
] as const;
export type ResourceFileMimeType = (typeof RESOURCE_FILE_MIME_TYPES)[number];

export const RESOURCE_FILE_EXTENSIONS = [
  'png',
  'jpeg',
  'jpg',
  'webp',
  'pdf',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'odp',
  'txt',
  'csv',
  'md',
] as const;

/** Spec §9: widths images are served at, the pixel densities, and the format when none is asked for. */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export const IMAGE_WIDTHS = Object.values(IMAGE_BREAKPOINTS);
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_FORMATS = ['webp', 'png', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_DEFAULT_FORMAT: ImageFormat = 'webp';
