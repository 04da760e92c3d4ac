// The identity remote's words (issue 28 item 5): sign-in, sign-up, onboarding, the settings dialog and the
// console's users and roles screens, as ICU messages read by web-kit's translator. The console stays
// English, so the catalogue is English only; it is the same mechanism as the storefront's German.
// The contract's validation and spec messages stay imported from @coachwork/contracts, and what the
// server says (422 bags, API messages) is shown as it comes.
import { messagesIn, useMessages, type MessageId, type TypedTranslator } from '@coachwork/web-kit';

const en = {
  // Shared by several screens.
  'common.save': 'Save',
  'common.saving': 'Saving...',
  'common.cancel': 'Cancel',
  'common.edit': 'Edit',
  'common.delete': 'Delete',
  'common.restore': 'Restore',
  'common.tryAgain': 'Try again',
  'common.pleaseTryAgain': 'Please try again.',
  'common.email': 'Email',
  'common.password': 'Password',
  'common.firstName': 'First name',
  'common.middleName': 'Middle name',
  'common.lastName': 'Last name',
  'common.username': 'Username',
  'common.headline': 'Headline',
  'common.country': 'Country',
  'common.phoneNumber': 'Phone number',
  'common.name': 'Name',
  'common.description': 'Description',
  'common.status': 'Status',
  'common.roles': 'Roles',
  'common.users': 'Users',
  'common.permissions': 'Permissions',
  'common.actions': 'Actions',
  'common.updated': 'Updated',
  'common.joined': 'Joined',
  'common.verified': 'Verified',
  'common.upToChars': 'Up to {max} characters.',
  'common.sendNewCode': 'Send a new code',
  // An account's or a coach application's status (user-labels.tsx); anything else is capitalized.
  'common.statusLabel':
    '{status, select, ACTIVE {Active} PENDING {Pending} SUSPENDED {Suspended} APPROVED {Approved} REJECTED {Rejected} other {{fallback}}}',

  // Sign-in (login-form.tsx, sign-in-method.tsx).
  'login.signIn': 'Sign in',
  'login.signingIn': 'Signing in...',
  'login.title': 'Sign in to Coachwork',
  'login.consoleIntro': 'The back office is for super-admins.',
  'login.storefrontIntro': 'Book seats and manage your workshops.',
  'login.newHere': 'New here?',
  'login.createAnAccount': 'Create an account',
  'login.methods': 'How do you want to continue?',

  // A code by mail (code-sign-in.tsx, otp-input.tsx).
  'code.failed': 'Something went wrong! Please try again.',
  'code.registerHint': 'We will email you a 6-digit code. You choose your name and username next.',
  'code.emailMe': 'Email me a code',
  'code.sendingCode': 'Sending code...',
  'code.resent': 'We sent a new code to {email}. Only the newest code works.',
  'code.label': '6-digit code',
  'code.checking': 'Checking code...',
  'code.continue': 'Continue',
  'code.otherEmail': 'Use a different email',
  'code.sending': 'Sending...',
  'code.digit': 'Digit {n} of {total}',

  // Sign-up (register-form.tsx).
  'register.pageTitle': 'Sign up',
  'register.title': 'Create your account',
  'register.intro': 'Book seats in workshops, or run your own.',
  'register.passwordHint': 'At least 8 characters, with an uppercase and a lowercase letter.',
  'register.creating': 'Creating account...',
  'register.create': 'Create account',
  'register.haveAccount': 'Already have an account?',

  // A mailed sign-in link (token-sign-in.tsx).
  'token.signingIn': 'Signing you in',
  'token.failed': 'This link did not work',
  'token.back': 'Back to sign in',

  // Onboarding (onboarding-page.tsx, onboarding-steps.tsx).
  'onboarding.pageTitle': 'Welcome',
  'onboarding.title': 'Welcome to Coachwork',
  'onboarding.progress': 'Step {step} of {total}: {title}',
  'onboarding.step.basics': 'Basics',
  'onboarding.step.accountType': 'Coach or booker',
  'onboarding.step.coachProfile': 'Coach profile',
  'onboarding.back': 'Back',
  'onboarding.next': 'Next',
  'onboarding.finish': 'Finish',
  'onboarding.finishing': 'Finishing...',
  'onboarding.basics.intro':
    'Tell us who you are. Your name and username appear on your bookings and profile.',
  'onboarding.type.legend': 'How will you use Coachwork?',
  'onboarding.type.bookerTitle': 'I want to book workshops',
  'onboarding.type.bookerText':
    'Find workshops, book seats for yourself or your team, and keep your invoices in one place.',
  'onboarding.type.coachTitle': 'I am a coach',
  'onboarding.type.coachText':
    'Run workshops on Coachwork. Your coach profile is reviewed before you can teach; until then you can book like everyone else.',
  'onboarding.coach.intro':
    'Tell bookers about your practice. A super-admin reviews your coach profile before you can run workshops.',
  'onboarding.coach.specializationsHint':
    'Separate them with commas, for example: leadership, team coaching, negotiation.',
  'onboarding.coach.videoHint': 'A link to your video, or its video ID.',

  // A coach profile's fields (onboarding and the console's coach profile tab).
  'coach.businessName': 'Business name',
  'coach.specializations': 'Specializations',
  'coach.bio': 'Bio',
  'coach.introductionVideo': 'Introduction video',

  // The settings dialog (settings-dialog.tsx, settings-card.tsx).
  'settings.title': 'Settings',
  'settings.close': 'Close settings',
  'settings.account': 'Account',
  'settings.preferences': 'Preferences',
  'settings.new': 'New',
  'settings.appearance': 'Appearance',
  'settings.appearanceText': 'Manage your display settings',
  'settings.mode.auto': 'System',
  'settings.mode.light': 'Light',
  'settings.mode.dark': 'Dark',
  'settings.loadFailed': 'Your account could not be loaded.',
  'settings.loading': 'Loading your account',

  // The Account tab's cards (account-cards.tsx).
  'settings.displayName.title': 'Display Name',
  'settings.displayName.text': 'How your name appears on bookings and your profile.',
  'settings.displayName.saved': 'Display name saved',
  'settings.headline.text': 'A line or two about what you do.',
  'settings.headline.saved': 'Headline saved',
  'settings.username.text': 'Your unique name on Coachwork.',
  'settings.username.saved': 'Username saved',
  'settings.email.text':
    'Where we send codes, receipts and invitations. A new address needs its code before it counts as verified.',
  'settings.email.primary': 'Primary',
  'settings.email.saved': 'Email saved',
  'settings.email.enterCode': 'Enter the 6-digit code we sent to {email}',
  'settings.email.verified': 'Email verified',
  'settings.email.resent': 'We sent a new code. Only the newest code works.',
  'settings.email.verifying': 'Verifying...',
  'settings.email.verify': 'Verify email',
  'settings.phone.title': 'Phone Number',
  'settings.phone.text': 'For coaches and organisers to reach you about a booking.',
  'settings.phone.saved': 'Phone number saved',
  'settings.phone.placeholder': '{dialCode} …',
  'settings.phone.placeholderAny': '+49 …',
  'settings.phone.dialCode': 'Dial code for {country}: {dialCode}',
  'settings.phone.anyDialCode': 'Include your country code, for example +49.',
  'settings.phone.remove': 'Remove phone number',
  'settings.phone.confirmRemoval': 'Confirm removal',
  'settings.phone.removeQuestion': 'Remove your phone number from your account?',
  'settings.phone.removing': 'Removing...',
  'settings.phone.removeButton': 'Remove',
  'settings.phone.removed': 'Phone number removed',
  'settings.country.text': 'Where you live; it sets the dial code of your phone number.',
  'settings.country.choose': 'Choose a country',
  'settings.country.saved': 'Country saved',

  // Avatar (avatar-card.tsx).
  'settings.avatar.title': 'Avatar',
  'settings.avatar.text': 'Click or drop an image to upload: png, jpeg or webp.',
  'settings.avatar.upload': 'Upload a new avatar',
  'settings.avatar.alt': "{name}'s avatar",
  'settings.avatar.uploading': 'Uploading...',
  'settings.avatar.hint': 'Click the picture or drop an image on it.',
  'settings.avatar.refused': 'This file cannot be your avatar',
  'settings.avatar.updated': 'Avatar updated',
  'settings.avatar.failed': 'Upload failed',

  // Default tenant (default-tenant-card.tsx).
  'settings.tenant.title': 'Default Tenant',
  'settings.tenant.text': 'The organisation you work in unless you choose another.',
  'settings.tenant.none':
    'You belong to no tenant yet. Once an owner adds you, it becomes your default here.',
  'settings.tenant.label': 'Default tenant',
  'settings.tenant.choose': 'Choose a tenant',
  'settings.tenant.saved': 'Default tenant saved',

  // Social accounts (social-accounts-card.tsx, social-accounts-editor.tsx).
  'social.title': 'Social Accounts',
  'social.text': 'Link your profiles elsewhere; drag the grip to change their order.',
  'social.empty':
    'No social accounts linked yet. Connect your profiles to build trust and increase visibility.',
  'social.notSaved': 'Social accounts not saved',
  'social.saved': 'Social accounts saved',
  'social.moveRow': 'Move row {n}',
  'social.platformOfRow': 'Platform of row {n}',
  'social.choosePlatform': 'Choose a platform',
  'social.urlOfRow': 'URL of row {n}',
  'social.deleteRow': 'Delete row {n}',
  'social.rowError': 'Row {n}: {message}',
  'social.move': 'Move',
  // What a screen reader hears while a row moves (dnd-kit's live region): positions, not row keys.
  'social.dragHelp':
    'To move a row, press Space on its grip, move it with the arrow keys, then press Space to drop it or Escape to put it back.',
  'social.dragStart': 'Picked up row {from}.',
  'social.dragOver': 'Row {from} is over position {to}.',
  'social.dragOutside': 'Row {from} is not over a position.',
  'social.dragEnd': 'Row {from} was dropped at position {to}.',
  'social.dragCancel': 'Row {from} was put back at position {from}.',
  'social.platform': 'Platform',
  'social.url': 'URL',
  'social.order': 'Order',
  'social.add': 'Add social account',

  // The console's sections (admin-routes.tsx, exposes/routes.tsx): 'this screen arrives with the … issue'.
  'section.arrivesWith': 'Identity',

  // Users (users-page.tsx, user-detail-page.tsx).
  'users.description': 'Everyone with an account: their roles, status and coach applications.',
  'users.user': 'User',
  'users.booker': 'Booker',
  'users.restoreQuestion': 'Restore {username}?',
  'users.restoreText': 'The account becomes usable again.',
  'users.restored': 'User restored',
  'users.deleteQuestion': 'Delete {username}?',
  'users.deleteText':
    'They are signed out everywhere; the account moves to the trash, where it can be restored.',
  'users.deleted': 'User deleted',
  'users.cannotDeleteSelf': 'You cannot delete yourself',
  'users.search': 'Search users',
  'users.searchPlaceholder': 'Search users ({shortcut})',
  'users.filterRole': 'Filter by role',
  'users.anyRole': 'Any role',
  'users.filterStatus': 'Filter by status',
  'users.anyStatus': 'Any status',
  'users.show': 'Show',
  'users.all': 'All users',
  'users.trash': 'Trash',

  // A user's page and its tabs (user-detail-page.tsx).
  'user.noun': 'user',
  'user.tab.overview': 'Overview',
  'user.tab.payouts': 'Payouts',
  'user.tab.workshops': 'Workshops',
  'user.tab.coachProfile': 'Coach profile',
  'user.title.edit': 'Edit User',
  'user.title.payouts': 'User Payouts',
  'user.title.workshops': 'User Workshops',
  'user.title.coachProfile': 'Coach Profile',
  'user.notVerified': 'Not verified',
  'user.noRoles': 'None (booker)',
  'user.none': 'None',
  'user.defaultTenant': 'Default tenant',
  'user.socialAccounts': 'Social accounts',
  'user.lastChanged': 'Last changed',
  'user.deletedOn': 'This account was deleted on {date}.',
  'user.deletedText': 'It cannot sign in until it is restored.',

  // Editing a user (user-edit-form.tsx).
  'userForm.label': 'Edit user',
  'userForm.saved': 'User saved',
  'userForm.emailHint': 'Changing it marks the address unverified and mails the user a code.',
  'userForm.ownStatus': 'You cannot change your own status.',
  'userForm.statusHint': 'Suspended users cannot sign in.',
  'userForm.ownRoles': 'You cannot change your own roles.',
  'userForm.rolesHint': 'No role means an ordinary user (booker). Each role grants its permissions.',
  'userForm.noRoles': 'No roles',
  'userForm.discard': 'Discard changes',

  // A user's coach profile (coach-profile-panel.tsx).
  'coachProfile.none': 'This user has not applied to coach: there is no coach profile to review.',
  'coachProfile.approval': 'Approval',
  'coachProfile.approveQuestion': 'Approve this coach?',
  'coachProfile.approveText': '{username} gets the coach role and can run workshops.',
  'coachProfile.approve': 'Approve',
  'coachProfile.approved': 'Coach approved',
  'coachProfile.reject': 'Reject',
  'coachProfile.pending': 'Waiting for a decision. Approving grants the coach role.',
  'coachProfile.holdsRole': 'Approved: {username} holds the coach role.',
  'coachProfile.rejected': 'Rejected',
  'coachProfile.reason': 'Reason: {reason}',
  'coachProfile.noReason': 'No reason was given.',
  'coachProfile.profile': 'Profile',
  'coachProfile.completed': 'Completed',
  'coachProfile.flag.businessAccelerator': 'Business accelerator',
  'coachProfile.flag.videoResources': 'Video resources',
  'coachProfile.flag.quizzes': 'Quizzes',
  'coachProfile.flag.consultation': 'Consultation',
  'coachProfile.flagDone': '{label}: yes',
  'coachProfile.flagNotDone': '{label}: no',
  'coachProfile.experience': 'Experience',
  'coachProfile.noExperience': 'No experience listed.',
  'coachProfile.duration':
    '{years, plural, one {{years} year} other {{years} years}}{months, plural, =0 {} one {, {months} month} other {, {months} months}}',
  'coachProfile.certifications': 'Certifications',
  'coachProfile.noCertifications': 'No certifications listed.',
  'coachProfile.rejectQuestion': 'Reject this coach application?',
  'coachProfile.rejecting': 'Rejecting...',
  'coachProfile.rejectedToast': 'Coach application rejected',
  'coachProfile.reasonLabel': 'Reason',
  'coachProfile.reasonHint': 'Optional. Kept with the application for the record.',

  // The schedules a user coaches (user-workshops-panel.tsx).
  'coached.noun': 'schedule list',
  'coached.empty': '{username} coaches no workshop schedules.',
  'coached.workshop': 'Workshop',
  'coached.starts': 'Starts',
  'coached.ends': 'Ends',
  'coached.mode': 'Mode',
  'coached.level': 'Level',
  'coached.seatsLeft': 'Seats left',
  'coached.cancelled': 'Cancelled',
  'coached.status':
    '{status, select, DRAFT {Draft} PUBLISHED {Published} CLOSED {Closed} ARCHIVED {Archived} other {{fallback}}}',
  // ICU keys cannot hold '-': IN-PERSON arrives as IN_PERSON.
  'coached.modeLabel':
    '{mode, select, IN_PERSON {In-person} ONLINE {Online} HYBRID {Hybrid} other {{fallback}}}',
  'coached.levelLabel':
    '{level, select, BEGINNER {Beginner} INTERMEDIATE {Intermediate} ADVANCED {Advanced} other {{fallback}}}',

  // Roles (roles-page.tsx, role-detail-page.tsx).
  'roles.description':
    'A role is a named set of permissions; people hold roles. Ordinary users (bookers) hold none.',
  'roles.new': 'New role',
  'roles.search': 'Search roles',
  'roles.searchPlaceholder': 'Search roles ({shortcut})',
  'roles.builtIn': 'Built-in roles cannot be deleted.',
  'roles.deleteQuestion': 'Delete the role {name}?',
  'roles.deleteHeld':
    '{count, plural, one {{count} user holds} other {{count} users hold}} it: the server will refuse until nobody does.',
  'roles.deleteText': 'This cannot be undone.',
  'roles.deleted': 'Role deleted',
  'role.noun': 'role',
  'role.title': 'Role',
  'role.users': '{count, plural, one {{count} user} other {{count} users}}',
  'role.nobody': 'Nobody holds it yet.',
  'role.permissions': 'Permissions ({count})',
  'role.created': 'Created',

  // The role form (role-form-page.tsx).
  'roleForm.createTitle': 'Create Role',
  'roleForm.editTitle': 'Edit Role',
  'roleForm.createCrumb': 'Create',
  'roleForm.createLabel': 'Create role',
  'roleForm.editLabel': 'Edit role',
  'roleForm.saved': 'Role saved',
  'roleForm.created': 'Role created',
  'roleForm.builtInName': 'Built-in roles keep their name.',
  'roleForm.nameHint': 'Lower case with hyphens reads best, e.g. support-agent.',
  'roleForm.permissionsFailed': 'The permissions could not be loaded.',

  // The permission picker (permission-picker.tsx).
  'permissions.none': 'There are no permissions to choose from.',
  'permissions.selected': '{selected} of {total} selected',
  'permissions.selectAll': 'Select all',
  'permissions.clear': 'Clear',
  'permissions.allOf': 'All of {resource}',
  'permissions.unknown': 'Not in the catalogue:',
  'permissions.empty': 'No permissions.',
};

export const IDENTITY_MESSAGES = { en };

export type IdentityMessageId = MessageId<typeof IDENTITY_MESSAGES>;
export type IdentityTranslator = TypedTranslator<IdentityMessageId>;

/** The identity remote's translator in the page's language (English: the console and tests). */
export const useIdentityMessages = (): IdentityTranslator => useMessages(IDENTITY_MESSAGES);

/** The same outside React: plain functions and module constants (toasts, validators, fixed texts). */
export const identityMessages: IdentityTranslator = messagesIn(IDENTITY_MESSAGES);
