// Every user-facing validation message, in one place so forms, services and tests agree on the text.
// The spec's own wording (§5, SPEC-DECISIONS) is kept character for character, including its quirks
// ('6-OTP code', lower-case 'file path'); the rest follows '<Field> is required' / 'must be at least N'.
import { MONEY_MAX, SEATS_MAX, VOUCHER_MAX_USES } from './limits';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export const requiredMessage = (field: string) => `${field} is required`;
export const minLengthMessage = (field: string, min: number) =>
  `${field} must be at least ${plural(min, 'character')}`;
export const maxLengthMessage = (field: string, max: number) =>
  `${field} must be at most ${plural(max, 'character')}`;
export const minValueMessage = (field: string, min: number) => `${field} must be at least ${min}`;
export const maxValueMessage = (field: string, max: number) => `${field} must be at most ${max}`;
export const numberMessage = (field: string) => `${field} must be a number`;
export const integerMessage = (field: string) => `${field} must be a whole number`;
export const booleanMessage = (field: string) => `${field} must be true or false`;
export const selectMessage = (what: string) => `Please select a valid ${what}`;
export const invalidIdMessage = (field: string) => `${field} must be a valid ID`;
export const dateTimeMessage = (field: string) => `${field} must be a valid date and time`;
export const dateMessage = (field: string) => `${field} must be a valid date`;
export const textMessage = (field: string) => `${field} must be text`;
/** Names, address lines, titles, codes: what is printed on one line must show all it holds. */
export const singleLineMessage = (field: string) =>
  `${field} must be a single line without control or invisible characters`;
/** Notes and descriptions: line breaks and tabs, nothing else that is not seen. */
export const multiLineMessage = (field: string) =>
  `${field} may not contain control or invisible characters other than line breaks and tabs`;
export const moneyMaxMessage = (field: string, max: number) =>
  `${field} must be at most ${max.toLocaleString('en-US')}`;

// Shared
export const URL_INVALID = 'Please enter a valid URL';
export const COUNTRY_INVALID = 'Please select a valid country';
export const OBJECT_INVALID = 'Must be an object';
/** Any string of a request's body or query that PostgreSQL cannot store: NUL, or broken UTF-16. */
export const UNSTORABLE_TEXT = 'This value may not contain NUL characters or invalid Unicode';

// Email, password, username, slug, domain, OTP, token
export const EMAIL_REQUIRED = requiredMessage('Email');
export const EMAIL_INVALID = 'Please enter a valid email address.';
export const EMAIL_MAX = maxLengthMessage('Email', 255);
export const PASSWORD_REQUIRED = requiredMessage('Password');
export const PASSWORD_MIN = 'Password must be at least 8 characters';
export const PASSWORD_MAX = maxLengthMessage('Password', 128);
export const PASSWORD_CASE = 'Password must contain at least one uppercase and one lowercase letter';
export const USERNAME_REQUIRED = requiredMessage('Username');
export const USERNAME_MIN = 'Username must be at least 4 characters';
export const USERNAME_MAX = 'Username must be at most 20 characters';
export const USERNAME_FORMAT =
  'Username must start with a letter or number and contain only letters, numbers, underscores and hyphens';
export const USERNAME_HINT =
  'Username must be 4 to 20 characters: letters, numbers, underscores and hyphens.';
export const SLUG_MIN = 'Slug must be at least 3 characters';
export const SLUG_MAX = maxLengthMessage('Slug', 255);
export const SLUG_FORMAT = 'Slug may contain only lowercase letters, numbers and single hyphens between them';
export const DOMAIN_INVALID = 'Domain must be a valid format like example.com';
export const OTP_DIGIT = 'Each digit must be between 0-9';
export const OTP_INVALID = 'Please enter a valid 6-OTP code';
/** A well-formed code the server refuses: wrong, expired, already used or out of tries (one answer for all). */
export const OTP_INCORRECT = 'This code is incorrect or has expired. Please request a new one.';
export const SIGN_IN_LINK_INVALID = 'This sign-in link is invalid or has expired. Please request a new one.';
export const EMAIL_TAKEN = 'The email has already been taken.';
export const USERNAME_TAKEN = 'The username has already been taken.';
export const ACCOUNT_SUSPENDED = 'This account is suspended. Please contact support.';
export const otpSentMessage = (email: string) =>
  `We sent a 6-digit code to ${email}. It is valid for 10 minutes.`;
/** The same answer whether or not the address belongs to an account, so it tells nobody which do. */
export const otpMaybeSentMessage = (email: string) =>
  `If an account exists for ${email}, we sent a 6-digit code to it. It is valid for 10 minutes.`;
export const signInLinkMaybeSentMessage = (email: string) =>
  `If an account exists for ${email}, we sent a sign-in link to it. It is valid for 15 minutes.`;
export const TOKEN_REQUIRED = requiredMessage('Token');
export const INVITATION_TOKEN_REQUIRED = requiredMessage('Invitation token');

// User and profile
export const FIRST_NAME_REQUIRED = requiredMessage('First name');
export const FIRST_NAME_MAX = maxLengthMessage('First name', 255);
export const MIDDLE_NAME_MAX = maxLengthMessage('Middle name', 255);
export const LAST_NAME_REQUIRED = requiredMessage('Last name');
export const LAST_NAME_MAX = maxLengthMessage('Last name', 255);
export const HEADLINE_MIN = minLengthMessage('Headline', 1);
export const HEADLINE_MAX = maxLengthMessage('Headline', 255);
export const PHONE_NUMBER_EMPTY = 'Phone number cannot be empty';
export const PHONE_NUMBER_MAX = maxLengthMessage('Phone number', 32);
export const PROFILE_REQUIRED = requiredMessage('Profile');
export const PROFILE_INVALID = 'Profile must be an object';
export const COACH_PROFILE_INVALID = 'Coach profile must be an object';
export const ACCOUNT_STATUS_INVALID = selectMessage('status');
/** Issue 28 item 5: the language an account reads the product, its mails and PDFs in. */
export const ACCOUNT_LANGUAGE_INVALID = selectMessage('language');
export const ROLES_INVALID = 'Roles must be a list of role names';
export const ROLE_NAME_ITEM_REQUIRED = 'Role names cannot be empty';
export const AVATAR_ID_MAX = maxLengthMessage('Avatar', 255);
export const SOCIAL_ACCOUNTS_INVALID = 'Social accounts must be a list';
export const SOCIAL_PLATFORM_REQUIRED = requiredMessage('Platform');
export const SOCIAL_PLATFORM_INVALID = selectMessage('platform');
export const SOCIAL_URL_REQUIRED = requiredMessage('URL');
export const SOCIAL_URL_MAX = maxLengthMessage('URL', 255);
export const ORDER_REQUIRED = requiredMessage('Order');
export const ORDER_NUMBER = numberMessage('Order');
export const ORDER_INTEGER = integerMessage('Order');
export const ORDER_MIN = minValueMessage('Order', 1);

// Coach profile
export const BUSINESS_NAME_MAX = maxLengthMessage('Business name', 255);
export const SPECIALIZATION_REQUIRED = 'Specializations cannot be empty';
export const SPECIALIZATION_MAX = maxLengthMessage('Specialization', 255);
export const BIO_MIN = minLengthMessage('Bio', 1);
export const BIO_MAX = maxLengthMessage('Bio', 1000);
export const INTRODUCTION_VIDEO_INVALID = 'Introduction video must be a valid URL or video ID';
export const INTRODUCTION_VIDEO_MAX = maxLengthMessage('Introduction video', 255);
export const EXPERIENCE_TITLE_REQUIRED = requiredMessage('Title');
export const EXPERIENCE_TITLE_MAX = maxLengthMessage('Title', 255);
export const COMPANY_REQUIRED = requiredMessage('Company');
export const COMPANY_MAX = maxLengthMessage('Company', 255);
export const YEARS_REQUIRED = requiredMessage('Years');
export const YEARS_NUMBER = numberMessage('Years');
export const YEARS_INTEGER = integerMessage('Years');
export const YEARS_MIN = minValueMessage('Years', 0);
export const MONTHS_NUMBER = numberMessage('Months');
export const MONTHS_INTEGER = integerMessage('Months');
export const MONTHS_MIN = minValueMessage('Months', 0);
export const MONTHS_MAX = maxValueMessage('Months', 11);
export const CERTIFICATION_TITLE_REQUIRED = requiredMessage('Title');
export const CERTIFICATION_TITLE_MAX = maxLengthMessage('Title', 255);
export const ISSUING_ORGANIZATION_REQUIRED = requiredMessage('Issuing organization');
export const ISSUING_ORGANIZATION_MAX = maxLengthMessage('Issuing organization', 255);
export const ISSUING_DATE_INVALID = dateMessage('Issuing date');
export const CERTIFICATE_URL_MAX = maxLengthMessage('Certificate URL', 255);
export const COMPLETED_BUSINESS_ACCELERATOR_INVALID = booleanMessage('Completed business accelerator');
export const COMPLETED_VIDEO_RESOURCES_INVALID = booleanMessage('Completed video resources');
export const COMPLETED_QUIZZES_INVALID = booleanMessage('Completed quizzes');
export const COMPLETED_CONSULTATION_INVALID = booleanMessage('Completed consultation');

// Tenant, role, permission
export const TENANT_NAME_REQUIRED = 'Tenant name is required';
export const TENANT_NAME_MAX = maxLengthMessage('Tenant name', 255);
export const PLAN_INVALID = selectMessage('plan');
export const TENANT_ROLE_INVALID = selectMessage('tenant role');
export const MEMBER_USER_INVALID = invalidIdMessage('User');
export const SLUG_TAKEN = 'The slug has already been taken.';
export const MEMBER_USER_UNKNOWN = 'There is no user with this ID.';
export const MEMBER_ALREADY = 'This user is already a member of this tenant.';
export const MEMBER_ALREADY_INVITED = 'This address has already been invited to this tenant.';
export const LAST_OWNER = 'A tenant must keep at least one owner: make another member an owner first.';
export const OWNER_ONLY = 'Only an owner can add, change or remove owners.';
export const DEFAULT_TENANT_NOT_MEMBER = 'The default tenant must be a tenant the user belongs to.';
export const ROLE_NAME_REQUIRED = requiredMessage('Role name');
export const ROLE_NAME_MAX = maxLengthMessage('Role name', 255);
export const PERMISSION_NAME_REQUIRED = requiredMessage('Permission name');
export const PERMISSION_NAME_MAX = maxLengthMessage('Permission name', 255);
export const DESCRIPTION_MAX_255 = maxLengthMessage('Description', 255);
export const PERMISSIONS_INVALID = 'Permissions must be a list of permission names';
export const PERMISSION_ITEM_REQUIRED = 'Permission names cannot be empty';

// Workshops, templates
export const TITLE_REQUIRED = requiredMessage('Title');
export const TITLE_MIN = minLengthMessage('Title', 3);
export const TITLE_MAX = maxLengthMessage('Title', 255);
export const IMAGE_MAX = maxLengthMessage('Image URL', 255);
export const VIDEO_MAX = maxLengthMessage('Video URL', 255);
export const LEVEL_INVALID = selectMessage('level');
export const PRICE_REQUIRED = 'Price is required';
export const PRICE_NUMBER = numberMessage('Price');
export const PRICE_MIN = minValueMessage('Price', 0);
export const PRICE_MAX = moneyMaxMessage('Price', MONEY_MAX);
export const PRICE_DECIMALS = 'Price can have at most 2 decimal places';
export const WORKSHOP_TEMPLATE_REQUIRED = requiredMessage('Workshop template');
export const WORKSHOP_TEMPLATE_INVALID = invalidIdMessage('Workshop template');
export const MIN_SEATS_REQUIRED = requiredMessage('Minimum seats');
export const MIN_SEATS_NUMBER = numberMessage('Minimum seats');
export const MIN_SEATS_INTEGER = integerMessage('Minimum seats');
export const MIN_SEATS_MIN = minValueMessage('Minimum seats', 1);
export const MIN_SEATS_MAX = maxValueMessage('Minimum seats', SEATS_MAX);
export const MAX_SEATS_REQUIRED = requiredMessage('Maximum seats');
export const MAX_SEATS_NUMBER = numberMessage('Maximum seats');
export const MAX_SEATS_INTEGER = integerMessage('Maximum seats');
export const MAX_SEATS_MIN = minValueMessage('Maximum seats', 1);
export const MAX_SEATS_MAX = maxValueMessage('Maximum seats', SEATS_MAX);
export const MIN_SEATS_ABOVE_MAX = 'Minimum seats cannot exceed maximum seats';
export const WORKSHOP_TEMPLATE_NOT_FOUND = 'The selected workshop template does not exist';
export const TAGS_INVALID = 'Tags must be a list';
export const TAGS_MAX = 'Cannot add more than 20 tags';
export const TAG_REQUIRED = 'Tags cannot be empty';
export const TAG_MAX = maxLengthMessage('Tag', 50);
export const COACH_IDS_INVALID = 'Coaches must be a list';
export const COACH_IDS_MAX = 'Cannot assign more than 50 coaches';
export const COACH_ID_INVALID = invalidIdMessage('Coach');

// Workshop schedules
export const COACH_REQUIRED = requiredMessage('Coach');
export const COACH_INVALID = invalidIdMessage('Coach');
export const WORKSHOP_REQUIRED = requiredMessage('Workshop');
export const WORKSHOP_INVALID = invalidIdMessage('Workshop');
export const START_DATE_REQUIRED = requiredMessage('Start date');
export const START_DATE_INVALID = dateTimeMessage('Start date');
export const END_DATE_REQUIRED = requiredMessage('End date');
export const END_DATE_INVALID = dateTimeMessage('End date');
export const END_DATE_BEFORE_START = 'End date must be after the start date';
export const TIMEZONE_INVALID = selectMessage('timezone');
export const STATUS_REQUIRED = 'Status is required';
export const STATUS_INVALID = selectMessage('status');
export const VISIBILITY_REQUIRED = 'Visibility is required';
export const VISIBILITY_INVALID = selectMessage('visibility');
export const MODE_REQUIRED = 'Mode is required';
export const MODE_INVALID = selectMessage('mode');
export const CAPACITY_NUMBER = numberMessage('Capacity');
export const CAPACITY_INTEGER = integerMessage('Capacity');
export const CAPACITY_MIN = minValueMessage('Capacity', 1);
export const CAPACITY_MAX = maxValueMessage('Capacity', SEATS_MAX);
export const COACH_NOT_A_COACH = 'The selected user is not a coach';
export const COACH_NOT_SELF = 'You can only schedule sessions that you teach yourself';
export const WORKSHOP_NOT_FOUND = 'The selected workshop does not exist';
export const WORKSHOP_NOT_ASSIGNED = 'You can only schedule workshops you are assigned to';
export const CANCELLATION_REASON_REQUIRED = requiredMessage('Cancellation reason');
export const SCHEDULE_ALREADY_CANCELLED = 'This schedule has already been cancelled.';

// Workshop resources
export const RESOURCE_TITLE_REQUIRED = requiredMessage('Title');
export const RESOURCE_TITLE_MAX = maxLengthMessage('Title', 255);
export const RESOURCE_DESCRIPTION_MAX = maxLengthMessage('Description', 1000);
export const RESOURCE_TYPE_REQUIRED = requiredMessage('Type');
export const RESOURCE_TYPE_INVALID = selectMessage('resource type');
export const RESOURCE_URL_MAX = maxLengthMessage('URL', 500);
export const RESOURCE_URL_REQUIRED = 'URL is required for links and videos';
export const FILE_PATH_MAX = maxLengthMessage('File path', 255);
export const FILE_PATH_REQUIRED = 'file path is required for files and documents';
export const FILE_PATH_INVALID = 'File path must be an uploaded file (/v1/files/…) or an http(s) URL';
export const FILE_SIZE_NUMBER = numberMessage('File size');
export const FILE_SIZE_INTEGER = integerMessage('File size');
export const FILE_SIZE_MIN = minValueMessage('File size', 0);
/** The largest whole number a PostgreSQL integer column holds (2^31 − 1). */
export const DB_INTEGER_MAX = 2_147_483_647;
export const FILE_SIZE_MAX = maxValueMessage('File size', DB_INTEGER_MAX);
export const FILE_TYPE_MAX = maxLengthMessage('File type', 100);
export const SORT_ORDER_NUMBER = numberMessage('Sort order');
export const SORT_ORDER_INTEGER = integerMessage('Sort order');
export const SORT_ORDER_MIN = minValueMessage('Sort order', 0);
export const SORT_ORDER_MAX = maxValueMessage('Sort order', DB_INTEGER_MAX);
export const IS_VISIBLE_INVALID = booleanMessage('Visible');
export const IS_BROADCAST_INVALID = booleanMessage('Broadcast');
export const RESOURCE_IDS_REQUIRED = 'Resource ids are required';
export const RESOURCE_IDS_DUPLICATE = 'Each resource may appear only once';
export const RESOURCE_NOT_IN_WORKSHOP = 'This resource does not belong to the workshop';

// Bookings and seats
export const USER_REQUIRED = requiredMessage('User');
export const USER_INVALID = invalidIdMessage('User');
export const WORKSHOP_SCHEDULE_REQUIRED = requiredMessage('Workshop schedule');
export const WORKSHOP_SCHEDULES_MAX = 'At most 100 workshop schedules can be counted at once';
export const WORKSHOP_SCHEDULE_INVALID = invalidIdMessage('Workshop schedule');
export const SEATS_MIN = 'At least 1 seat is required';
export const SEATS_INTEGER = integerMessage('Seats');
export const SEATS_MAX_MESSAGE = `At most ${SEATS_MAX} seats can be booked at once`;
export const ADDRESS_INVALID = 'Address must be an object';
export const META_INVALID = 'Meta must be an object';
export const VOUCHER_CODE_MAX = 'Voucher code must be at most 32 characters';
export const NOTES_MAX = maxLengthMessage('Notes', 1000);
export const COACH_NOTES_MAX = maxLengthMessage('Coach notes', 1000);
export const CANCELLATION_REASON_MAX = maxLengthMessage('Cancellation reason', 1000);
export const BOOKING_STATUS_INVALID = selectMessage('booking status');
export const ADDRESS_LINE_1_REQUIRED = requiredMessage('Address line 1');
export const ADDRESS_LINE_1_MAX = maxLengthMessage('Address line 1', 255);
export const ADDRESS_LINE_2_MAX = maxLengthMessage('Address line 2', 255);
export const CITY_REQUIRED = requiredMessage('City');
export const CITY_MAX = maxLengthMessage('City', 255);
export const STATE_REQUIRED = requiredMessage('State');
export const STATE_MAX = maxLengthMessage('State', 255);
export const ZIP_REQUIRED = requiredMessage('ZIP code');
export const ZIP_MAX = maxLengthMessage('ZIP code', 32);
export const RESOURCE_PREFERENCE_ID_REQUIRED = requiredMessage('Resource');
export const RESOURCE_PREFERENCE_ID_INVALID = invalidIdMessage('Resource');
export const RESOURCE_PREFERENCES_INVALID = 'Resource preferences must be a list';
export const BOOKING_REQUIRED = requiredMessage('Booking');
export const BOOKING_INVALID = invalidIdMessage('Booking');
export const USER_OR_EMAIL_REQUIRED = 'Either user ID or email must be provided';
export const ATTENDED_INVALID = booleanMessage('Attended');
export const REMIND_DAY_BEFORE_INVALID = booleanMessage('Reminder 24 hours before');
export const REMIND_HOUR_BEFORE_INVALID = booleanMessage('Reminder 1 hour before');
export const ATTENDANCE_NOTES_MAX = maxLengthMessage('Attendance notes', 1000);
export const SEAT_STATUS_INVALID = selectMessage('seat status');

// Vouchers
export const VOUCHER_CODE_REQUIRED = requiredMessage('Voucher code');
export const MODEL_TYPE_INVALID = selectMessage('model type');
export const MODEL_TYPE_REQUIRED = requiredMessage('Model type');
export const VOUCHER_CODE_FORMAT = 'Voucher code may contain only letters, numbers, underscores and hyphens';
export const MODEL_ID_INVALID = invalidIdMessage('Model');
export const MODEL_ID_REQUIRED = requiredMessage('Model');
export const EXPIRES_AT_INVALID = dateMessage('Expiry date');
export const VOUCHER_DATA_REQUIRED = requiredMessage('Discount');
export const VOUCHER_DATA_INVALID = 'Discount must be an object';
export const DISCOUNT_TYPE_REQUIRED = requiredMessage('Discount type');
export const DISCOUNT_TYPE_INVALID = selectMessage('discount type');
export const DISCOUNT_VALUE_REQUIRED = requiredMessage('Discount value');
export const DISCOUNT_VALUE_NUMBER = numberMessage('Discount value');
export const DISCOUNT_VALUE_MIN = minValueMessage('Discount value', 0);
export const DISCOUNT_VALUE_MAX = moneyMaxMessage('Discount value', MONEY_MAX);
export const DISCOUNT_VALUE_DECIMALS = 'Discount value can have at most 2 decimal places';
export const PERCENTAGE_RANGE = 'A percentage discount must be between 0 and 100';
export const MAX_DISCOUNT_NUMBER = numberMessage('Max discount');
export const MAX_DISCOUNT_MIN = minValueMessage('Max discount', 0);
export const MAX_DISCOUNT_MAX = moneyMaxMessage('Max discount', MONEY_MAX);
export const MAX_DISCOUNT_DECIMALS = 'Max discount can have at most 2 decimal places';
export const MAX_USES_NUMBER = numberMessage('Max uses');
export const MAX_USES_INTEGER = integerMessage('Max uses');
export const MAX_USES_MIN = minValueMessage('Max uses', 1);
export const MAX_USES_MAX = moneyMaxMessage('Max uses', VOUCHER_MAX_USES);
// Why a code gives no discount (SPEC-DECISIONS, Bookings and payments): a 422 on `code`.
export const VOUCHER_NOT_FOUND = 'This voucher does not exist';
export const VOUCHER_EXPIRED = 'This voucher has expired';
export const VOUCHER_USED_UP = 'This voucher has been used up';
export const VOUCHER_NOT_APPLICABLE = 'This voucher does not apply to this workshop';
export const VOUCHER_CODE_TAKEN = 'The code has already been taken.';
export const VOUCHER_IN_USE = 'This voucher has been redeemed and cannot be deleted.';
export const maxUsesBelowUsesMessage = (uses: number) =>
  `Max uses cannot be lower than the ${uses} ${uses === 1 ? 'use' : 'uses'} already taken`;

// Card payments: the processor's own words, as Stripe words them, so both providers read alike.
export const CARD_DECLINED = 'Your card was declined.';
export const CARD_INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';
export const CARD_AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
export const CARD_NUMBER_INVALID = 'Your card number is invalid.';
export const CARD_NUMBER_NOT_TEST = 'This sandbox takes test cards only, such as 4242 4242 4242 4242.';
export const CARD_EXPIRY_INVALID = "Your card's expiration date is invalid.";
export const CARD_EXPIRED = "Your card's expiration date is in the past.";
export const CARD_CVC_INVALID = "Your card's security code is invalid.";
export const CARD_NUMBER_REQUIRED = 'Your card number is incomplete.';
export const PAYMENT_METHOD_REQUIRED = requiredMessage('Payment method');
export const PAYMENT_METHOD_MAX = maxLengthMessage('Payment method', 255);
export const PAYMENT_METHOD_UNKNOWN = 'This card could not be found. Please enter it again.';
export const PAYMENT_METHOD_NOT_YOURS = 'This card is not one of your saved cards.';
/** POST /v1/payments/payment-methods/setup-intent with the sandbox: its card form makes the card. */
export const SANDBOX_NO_CARD_SETUP =
  'The sandbox saves a card from its own card form; there is no setup step to start.';
export const MAKE_DEFAULT_INVALID = booleanMessage('Make default');
export const CLIENT_SECRET_REQUIRED = requiredMessage('Client secret');
export const CLIENT_SECRET_MAX = maxLengthMessage('Client secret', 255);
export const PAYMENT_PROVIDER_UNAVAILABLE = 'The payment processor is unavailable. Please try again shortly.';

// Job postings
export const JOB_DESCRIPTION_REQUIRED = requiredMessage('Description');
export const JOB_DESCRIPTION_MIN = minLengthMessage('Description', 100);
export const JOB_DESCRIPTION_MAX = maxLengthMessage('Description', 25000);
export const SKILLS_DESCRIPTION_MIN = minLengthMessage('Skills description', 100);
export const SKILLS_DESCRIPTION_MAX = maxLengthMessage('Skills description', 4000);
export const COMPANY_NAME_REQUIRED = requiredMessage('Company name');
export const COMPANY_NAME_MAX = maxLengthMessage('Company name', 255);
export const COMPANY_URL_MAX = maxLengthMessage('Company URL', 255);
export const LOCATION_REQUIRED = requiredMessage('Location');
export const LOCATION_MAX = maxLengthMessage('Location', 255);
export const LISTING_TYPE_MAX = maxLengthMessage('Listing type', 255);
export const AVAILABILITY_MAX = maxLengthMessage('Availability', 255);
export const POSTER_EMAIL_MAX = maxLengthMessage('Poster email', 255);
export const EXTERNAL_JOB_POSTING_ID_MAX = maxLengthMessage('External job posting ID', 255);
export const CATEGORIES_MAX = 'Cannot select more than 3 categories';
export const CATEGORY_INVALID = selectMessage('category');
export const EXPERIENCE_LEVEL_INVALID = selectMessage('experience level');
export const EMPLOYMENT_STATUS_INVALID = selectMessage('employment type');
export const WORKPLACE_TYPE_INVALID = selectMessage('workplace type');
export const INDUSTRY_REQUIRED = 'Industries cannot be empty';
export const INDUSTRY_MAX = maxLengthMessage('Industry', 255);
export const RECRUITER_INVALID = invalidIdMessage('Recruiter');
export const LIST_INVALID = 'Must be a list';
export const INTERVIEW_QUESTIONS_MIN = 'Please add at least 5 enabled interview questions';
export const INTERVIEW_QUESTIONS_MAX = 'Maximum 10 enabled interview questions allowed';
export const INTERVIEW_QUESTION_DUPLICATE = 'Question already exists';
export const INTERVIEW_QUESTION_REQUIRED = requiredMessage('Question');
export const INTERVIEW_QUESTION_MAX = maxLengthMessage('Question', 255);
export const INTERVIEW_QUESTION_ID_MAX = maxLengthMessage('Question ID', 255);
export const ENABLED_INVALID = booleanMessage('Enabled');
export const JOB_STATUS_INVALID = selectMessage('status');
export const PREFERENCES_INVALID = 'Preferences must be an object';

// Avatar
export const AVATAR_TYPE = 'Only png, jpeg, jpg and webp images are accepted';
export const AVATAR_TOO_LARGE = 'Avatar must be at most 5 MB';
export const AVATAR_EMPTY = 'The image is empty';
export const AVATAR_NOT_UPLOADED = 'Upload the avatar image first; this file is unknown or not yours';
export const FILE_REQUIRED = requiredMessage('File');
/** Decoding very large images costs memory out of proportion to their bytes. */
export const IMAGE_TOO_MANY_PIXELS = 'The image must be at most 40 megapixels';
export const FILE_NAME_REQUIRED = requiredMessage('File name');
export const FILE_NAME_MAX = maxLengthMessage('File name', 255);
export const FILE_SIZE_REQUIRED = requiredMessage('File size');

// Uploads for workshop resources (documents as well as images)
export const RESOURCE_FILE_TYPE = 'Only images, PDF, Office, OpenDocument and text files are accepted';
export const RESOURCE_FILE_TOO_LARGE = 'The file must be at most 25 MB';
export const FILE_EMPTY = 'The file is empty';
export const UPLOAD_PURPOSE_INVALID = 'Purpose must be one of avatar, resource';
export const ONLY_IMAGES_RESIZED = 'Only images can be resized';

// Onboarding and coach approval
export const ACCOUNT_TYPE_REQUIRED = 'Please choose whether you join as a coach or a booker';
export const ACCOUNT_TYPE_INVALID = selectMessage('account type');
export const REJECTION_REASON_MAX = maxLengthMessage('Reason', 1000);
export const APPROVAL_STATUS_INVALID = selectMessage('approval status');
export const APPROVAL_STATUS_READ_ONLY =
  'The approval status changes only by approving or rejecting the coach profile';

// Identity conflicts and refusals (HTTP 403/409 messages)
export const OWN_ROLES_OR_STATUS = 'You may not change your own roles or status.';
export const ROLE_NAME_TAKEN = 'The role name has already been taken.';
export const PERMISSION_NAME_TAKEN = 'The permission name has already been taken.';
export const ROLE_UNKNOWN = 'This role does not exist.';
export const PERMISSION_UNKNOWN = 'This permission does not exist.';

// Bookings: refusals of the booking, seat and invitation actions (HTTP 403/404/409/422 messages)
export const SCHEDULE_UNKNOWN = 'The selected workshop schedule does not exist';
export const SCHEDULE_NOT_OPEN = 'This schedule is not open for booking.';
export const SCHEDULE_CANCELLED_NO_BOOKING = 'This schedule has been cancelled.';
export const SCHEDULE_STARTED = 'This schedule has already started.';
export const NOT_ENOUGH_SEATS = 'Not enough seats left';
export const BOOK_FOR_YOURSELF = 'You may only book for yourself.';
export const BOOKING_FIELD_READ_ONLY = "This field cannot be changed here; use the booking's actions.";
export const BOOKING_FIELD_NOT_YOURS = 'You may not change this field.';
export const BOOKING_ALREADY_CANCELLED = 'This booking has already been cancelled.';
export const BOOKING_ALREADY_COMPLETED = 'This booking is completed and can no longer change.';
export const BOOKING_ALREADY_NO_SHOW = 'This booking was marked as a no-show and can no longer change.';
export const BOOKING_STARTED_NO_CANCEL =
  'The workshop has already started, so this booking can no longer be cancelled here. Please contact us.';
export const NO_SHOW_BEFORE_START = 'A no-show can only be recorded once the workshop has started.';
export const NO_SHOW_NOT_CONFIRMED = 'Only a confirmed booking can be marked as a no-show.';
export const NO_SHOW_CHECKED_IN = 'Someone on this booking has checked in, so it cannot be marked as a no-show.';
export const BOOKING_NOT_ACTIVE = 'This booking is no longer active.';
export const BOOKING_STARTED_NO_CHANGE = 'The workshop has already started.';
export const NO_OPEN_SEAT = 'No open seat left on this booking';
export const CANCEL_BOOKING_INSTEAD = 'Cancel the booking instead';
export const SEAT_CANCELLED = 'This seat has been given back.';
export const SEAT_ALREADY_CANCELLED = 'This seat has already been given back.';
export const SEAT_OWN_NOT_INVITABLE = "The booker's own seat cannot be given to someone else.";
export const SEAT_TAKEN = 'This seat has been accepted; give the seat back to free it.';
export const SEAT_NOTHING_TO_REVOKE = 'There is no invitation on this seat.';
export const SEAT_FIELD_NOT_YOURS = 'You may not change this field.';
export const SEAT_FIELD_READ_ONLY =
  'This field changes only through invitations (send, revoke, accept, decline).';
export const INVITEE_ALREADY_SEATED = 'This person already has a seat on this booking.';
export const INVITEE_UNKNOWN = 'The selected user does not exist';
export const ATTENDEES_SCHEDULE_REQUIRED = requiredMessage('Workshop schedule');
export const INVITATION_INVALID = 'This invitation link is not valid.';
export const INVITATION_ALREADY_ACCEPTED = 'This invitation has already been accepted.';
export const INVITATION_ALREADY_DECLINED = 'This invitation has already been declined.';
export const INVITATION_REVOKED = 'This invitation has been revoked.';
export const INVITATION_REPLACED = 'This invitation has been replaced by a newer one.';
export const INVITATION_EXPIRED = 'This invitation has expired.';
export const INVITATION_BOOKING_CANCELLED = 'The booking of this invitation has been cancelled.';
export const INVITATION_WRONG_PERSON = 'This invitation was sent to someone else.';
export const INVITATION_EMAIL_UNVERIFIED =
  'Verify your email address first: this invitation was sent to it, and only its verified owner may answer.';
export const SEARCH_ADMIN_ONLY = 'Only administrators can search bookings.';
export const TRASHED_ADMIN_ONLY = 'Only administrators can list trashed rows.';

// Idempotency-Key (every POST that creates or moves money)
export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 1 to 255 visible ASCII characters.';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used with a different request.';
export const IDEMPOTENCY_IN_FLIGHT = 'A request with this Idempotency-Key is still being processed.';

// Paying for a booking (issue 12).
export const BOOKING_NOT_PENDING_PAYMENT = 'Only a booking waiting for its payment can be paid.';
export const BOOKING_HOLD_EXPIRED = 'The hold on these seats has expired. Please book again.';
export const BOOKING_ALREADY_PAID = 'This booking has already been paid.';
export const PAYMENT_INTENT_ID_REQUIRED = requiredMessage('Payment intent');
export const PAYMENT_INTENT_ID_MAX = maxLengthMessage('Payment intent', 255);
export const PAYMENT_INTENT_NOT_FOR_BOOKING = 'This payment is not for this booking.';
export const PAYMENT_NOT_SUCCEEDED = 'The payment has not succeeded yet.';
export const PAYMENT_AMOUNT_MISMATCH = 'The payment does not match the amount due.';
// Guest checkout: an address whose account cannot book without signing in (suspended or deleted).
export const GUEST_CHECKOUT_SIGN_IN = 'Please sign in to book with this email address.';
export const PAYMENT_REFUNDED_NOT_APPLIED =
  'This payment could not be applied to the booking (it was paid already, or its price changed since); it is refunded in full.';
export const PAYMENT_IN_PROGRESS = 'A payment for this booking is being processed. Please try again in a moment.';
export const LATE_PAYMENT_REFUNDED =
  'The hold expired and its seats were taken before the payment arrived; the payment is refunded in full.';
export const REFUND_AMOUNT_REQUIRED = requiredMessage('Amount');
export const REFUND_AMOUNT_NUMBER = numberMessage('Amount');
export const REFUND_AMOUNT_MIN = 'Amount must be more than 0';
export const REFUND_AMOUNT_MAX = moneyMaxMessage('Amount', MONEY_MAX);
export const REFUND_AMOUNT_DECIMALS = 'Amount can have at most 2 decimal places';
export const REFUND_REASON_REQUIRED = requiredMessage('Reason');
export const REFUND_REASON_MAX = maxLengthMessage('Reason', 255);
/** What a super-admin's refund says on its credit note when no reason is given. */
export const ADMIN_REFUND_DEFAULT_REASON = 'Refund by an administrator';
export const refundAboveLeftMessage = (left: string) => `Amount cannot be more than the ${left} left to refund`;
export const NOTHING_TO_REFUND = 'This booking has no payment to refund.';
export const INVOICE_NOT_FOUND = 'Invoice not found.';
export const BOOKING_ID_REQUIRED = requiredMessage('Booking');
export const BOOKING_ID_INVALID = invalidIdMessage('Booking');
export const BOOKING_HAS_VOUCHER = 'This booking already has a voucher.';

// Workshop schedules: where an in-person or hybrid session takes place, and the language it is taught in.
export const VENUE_NAME_MAX = maxLengthMessage('Venue name', 255);
export const VENUE_ADDRESS_MAX = maxLengthMessage('Venue address', 255);
export const VENUE_CITY_MAX = maxLengthMessage('Venue city', 255);
export const LANGUAGE_INVALID = 'Language must be a language code like en or de-CH';

// Workshop schedules: the online room of an ONLINE or HYBRID session, shown to confirmed attendees only.
export const MEETING_URL_INVALID = 'Meeting link must be an https:// address';
export const MEETING_URL_MAX = maxLengthMessage('Meeting link', 2048);

// Moves and transfers (issue 27 item 3): a booking moved to another date, a seat handed to someone else.
export const MOVE_OUTSIDE_WINDOW = (hours: number) =>
  `A booking can be moved to another date only up to ${hours} hours before its start.`;
export const MOVE_SAME_SCHEDULE = 'The booking is already on this date.';
export const MOVE_OTHER_WORKSHOP = 'A booking can only move to another date of the same workshop.';
export const SEATS_GO_TO_WAITLIST =
  'The seats that just freed up are offered to the people on the waitlist first: join the waitlist to be offered seats in turn.';
export const MOVE_AWAITS_PAYMENT =
  'A move of this booking to another date is waiting for its payment: pay or cancel that booking first.';
export const MOVE_SEATS_WAIT =
  'This booking pays for a move to this date: its seats can be handed out or given back once it is paid.';
export const MOVED_BY_PAYMENT = (date: string) => `Moved to another date (${date}): paid again and refunded in full.`;
export const MOVE_NOT_YOURS = 'Only the booker can move this booking.';
export const VOUCHER_NOT_ON_NEW_DATE = (code: string) =>
  `Voucher ${code} does not apply to this date: the full price applies.`;
export const TRANSFER_NOT_YOURS = 'Only the holder of this seat or its booker can hand it on.';
export const TRANSFER_TO_SELF = 'This person already holds the seat.';
export const MOVE_REFUND_LINK_INVALID = 'This refund link is not valid.';
export const MOVE_REFUND_BOOKING_ENDED = 'This booking is no longer active, so there is nothing to refund.';
