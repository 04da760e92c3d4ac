import * as contracts from '../src';

// The values are the contract with the database and the front ends; a change here must be deliberate.
describe('enumerations', () => {
  it.each([
    ['BOOKING_STATUSES', ['PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW']],
    ['SEAT_STATUSES', ['PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED']],
    ['ACCOUNT_STATUSES', ['ACTIVE', 'PENDING', 'SUSPENDED']],
    ['APPROVAL_STATUSES', ['PENDING', 'APPROVED', 'REJECTED']],
    ['PUBLICATION_STATUSES', ['DRAFT', 'PUBLISHED', 'CLOSED', 'ARCHIVED']],
    ['VISIBILITIES', ['PUBLIC', 'PRIVATE', 'UNLISTED']],
    ['LEVELS', ['BEGINNER', 'INTERMEDIATE', 'ADVANCED']],
    ['MODES', ['IN-PERSON', 'ONLINE', 'HYBRID']],
    ['RESOURCE_TYPES', ['file', 'link', 'video', 'document', 'agent', 'bundle']],
    ['DISCOUNT_TYPES', ['percentage', 'fixed', 'free']],
    ['VOUCHER_MODEL_TYPES', ['workshop', 'workshop-schedule', 'workshop-template']],
    ['PLANS', ['free', 'pro', 'enterprise']],
    ['COLOR_MODES', ['auto', 'light', 'dark']],
    [
      'SENIORITY_LEVELS',
      [
        'ENTRY_LEVEL',
        'MID_SENIOR_LEVEL',
        'DIRECTOR',
        'EXECUTIVE',
        'INTERNSHIP',
        'ASSOCIATE',
        'NOT_APPLICABLE',
      ],
    ],
    ['EMPLOYMENT_TYPES', ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP', 'TEMPORARY', 'VOLUNTEER']],
    ['WORK_MODES', ['On-site', 'Hybrid', 'Remote']],
    [
      'DEPARTMENTS',
      ['IT', 'FINANCE', 'MARKETING', 'SALES', 'HR', 'ENGINEERING', 'DESIGN', 'PRODUCT', 'BUSINESS'],
    ],
    [
      'SOCIAL_PLATFORMS',
      [
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
      ],
    ],
    ['ROLE_NAMES', ['super-admin', 'coach']],
    ['AVATAR_MIME_TYPES', ['image/png', 'image/jpeg', 'image/webp']],
    ['AVATAR_EXTENSIONS', ['png', 'jpeg', 'jpg', 'webp']],
  ])('%s', (name, values) => {
    expect((contracts as Record<string, unknown>)[name]).toEqual(values);
  });
});
