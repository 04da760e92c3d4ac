// The tenants remote's words (tenants, members, job postings and their interview questions, webhook
// endpoints and deliveries), ICU messages read by web-kit's translator (issue 28 item 5). The console
// stays English: one language, said once by the shell's I18nProvider, on the storefront's mechanism.
// What the server says (API messages, 422 bags, delivery states), the contract's validation messages
// and words (workplace types, event types) and what web-kit's shared parts write are shown as they come.
import { messagesIn, useMessages, type MessageId, type TypedTranslator } from '@coachwork/web-kit';

const en = {
  // Shared.
  'common.actions': 'Actions',
  'common.edit': 'Edit',
  'common.save': 'Save',
  'common.saving': 'Saving...',
  'common.cancel': 'Cancel',
  'common.create': 'Create',
  'common.delete': 'Delete',
  'common.restore': 'Restore',
  'common.tryAgain': 'Try again',
  'common.yes': 'Yes',
  'common.pageNotFound': 'Page Not Found: {path}',

  // Plans and a member's role in a tenant.
  'plan.free': 'Free',
  'plan.pro': 'Pro',
  'plan.enterprise': 'Enterprise',
  'role.owner': 'Owner',
  'role.admin': 'Admin',
  'role.member': 'Member',

  // The section's pages (exposes/routes.tsx).
  'routes.issue.tenants': 'Tenants',
  'routes.noTenant':
    "You belong to no tenant yet. Create one, or ask a tenant's owner to add you; then pick it in the header.",

  // /tenants.
  'tenants.title': 'Tenants',
  'tenants.description': 'Organisations on the platform, their plans, members and job postings.',
  'tenants.noun': 'Tenant',
  'tenants.name': 'Name',
  'tenants.slug': 'Slug',
  'tenants.plan': 'Plan',
  'tenants.domain': 'Domain',
  'tenants.email': 'Email',
  'tenants.created': 'Created',
  'tenants.new': 'New tenant',

  // /tenants/{id} and its tabs.
  'tenant.tab.overview': 'Overview',
  'tenant.tab.members': 'Members',
  'tenant.tab.jobPostings': 'Job postings',
  'tenant.title.overview': 'Tenant',
  'tenant.title.members': 'Tenant Members',
  'tenant.title.jobPostings': 'Tenant Job Postings',
  'tenant.slug': 'Slug',
  'tenant.plan': 'Plan',
  'tenant.email': 'Email',
  'tenant.domain': 'Domain',
  'tenant.created': 'Created',
  'tenant.updated': 'Updated',
  'tenant.loadFailed': 'The tenant could not be loaded.',
  'tenant.back': 'Back to tenants',
  'tenant.openWorkspace': 'Open workspace',
  'tenant.inTrash': 'This tenant is in the trash: its members and job postings wait for a restore.',
  'tenant.restored': 'Tenant restored',

  // /tenants/create and /tenants/{id}/edit.
  'tenantForm.createTitle': 'Create Tenant',
  'tenantForm.editTitle': 'Edit Tenant',
  'tenantForm.editPageTitle': 'Edit {name}',
  'tenantForm.createIntro': "You become the new tenant's first owner; add its people from its Members tab.",
  'tenantForm.notFound': 'No such tenant',
  'tenantForm.saved': 'Tenant saved',
  'tenantForm.created': 'Tenant created',
  'tenantForm.editLabel': 'Edit tenant',
  'tenantForm.create': 'Create tenant',
  'tenantForm.name': 'Name',
  'tenantForm.slug': 'Slug',
  'tenantForm.slugHelp':
    'At least 3 characters: lowercase letters, numbers and hyphens. Left empty, it is made from the name.',
  'tenantForm.email': 'Email',
  'tenantForm.domain': 'Domain',
  'tenantForm.domainHelp': 'Saved as https:// plus the host, e.g. https://example.com.',
  'tenantForm.domainPlaceholder': 'example.com',
  'tenantForm.plan': 'Plan',

  // A tenant's Members tab.
  'members.added': 'Member added',
  'members.invited': 'Invitation sent',
  'members.invitedBody': '{email} joins once they create an account.',
  'members.addTitle': 'Add a member',
  'members.email': 'Email address',
  'members.emailPlaceholder': 'name@example.com',
  'members.role': 'Role',
  'members.add': 'Add member',
  'members.empty': 'No members yet.',
  'members.table': 'Members',
  'members.username': 'Username',
  'members.emailColumn': 'Email',
  'members.roleOf': 'Role of {name}',
  'members.roleChanged': 'Role changed',
  'members.roleChangedBody': '{name} is now {role, select, owner {owner} admin {admin} other {member}}.',
  'members.joined': 'Joined',
  'members.removeConfirm': 'Remove {name} from {tenant}?',
  'members.remove': 'Remove',
  'members.removed': 'Member removed',
  'members.pending': 'Pending invitations',
  'members.invitedAt': 'Invited',
  'members.invitationCancelled': 'Invitation cancelled',
  'members.noPending': 'No pending invitations.',

  // Job postings' enumerations (the contract's values; workplace types read as the contract writes them).
  'postingStatus.DRAFT': 'Draft',
  'postingStatus.PUBLISHED': 'Published',
  'postingStatus.CLOSED': 'Closed',
  'postingStatus.ARCHIVED': 'Archived',
  'postingTag.DRAFT': 'DRAFT',
  'postingTag.PUBLISHED': 'PUBLISHED',
  'postingTag.CLOSED': 'CLOSED',
  'postingTag.ARCHIVED': 'ARCHIVED',
  'employment.FULL_TIME': 'Full time',
  'employment.PART_TIME': 'Part time',
  'employment.CONTRACT': 'Contract',
  'employment.INTERNSHIP': 'Internship',
  'employment.TEMPORARY': 'Temporary',
  'employment.VOLUNTEER': 'Volunteer',
  'seniority.ENTRY_LEVEL': 'Entry level',
  'seniority.MID_SENIOR_LEVEL': 'Mid senior level',
  'seniority.DIRECTOR': 'Director',
  'seniority.EXECUTIVE': 'Executive',
  'seniority.INTERNSHIP': 'Internship',
  'seniority.ASSOCIATE': 'Associate',
  'seniority.NOT_APPLICABLE': 'Not applicable',
  'department.IT': 'IT',
  'department.FINANCE': 'Finance',
  'department.MARKETING': 'Marketing',
  'department.SALES': 'Sales',
  'department.HR': 'HR',
  'department.ENGINEERING': 'Engineering',
  'department.DESIGN': 'Design',
  'department.PRODUCT': 'Product',
  'department.BUSINESS': 'Business',

  // /t/{slug}/job-postings.
  'postings.pageTitle': 'Job Postings',
  'postings.crumb': 'Job postings',
  'postings.description':
    'Openings of this tenant, each with the interview questions every candidate answers.',
  'postings.noun': 'Job posting',
  'postings.title': 'Title',
  'postings.company': 'Company',
  'postings.location': 'Location',
  'postings.status': 'Status',
  'postings.questions': 'Questions',
  'postings.employment': 'Employment',
  'postings.updated': 'Updated',
  'postings.new': 'New job posting',
  'postings.notMember': 'You are not a member of the tenant “{slug}”.',

  // /t/{slug}/job-postings/create and /{id}/edit.
  'postingForm.newTitle': 'New Job Posting',
  'postingForm.editTitle': 'Edit Job Posting',
  'postingForm.notFound': 'No such job posting in this tenant',
  'postingForm.back': 'Back to job postings',
  'postingForm.saved': 'Job posting saved',
  'postingForm.created': 'Job posting created',
  'postingForm.editLabel': 'Edit job posting',
  'postingForm.create': 'Create job posting',
  'postingForm.role': 'The role',
  'postingForm.title': 'Title',
  'postingForm.status': 'Status',
  'postingForm.companyName': 'Company name',
  'postingForm.companyUrl': 'Company URL',
  'postingForm.location': 'Location',
  'postingForm.employment': 'Employment type',
  'postingForm.experience': 'Experience level',
  'postingForm.workplace': 'Workplace',
  'postingForm.categories': 'Categories',
  'postingForm.categoriesHelp': 'Up to {max}.',
  'postingForm.industries': 'Industries',
  'postingForm.industriesPlaceholder': 'Type and press Enter',
  'postingForm.posterEmail': 'Poster email',
  'postingForm.listingType': 'Listing type',
  'postingForm.availability': 'Availability',
  'postingForm.externalId': 'External job posting ID',
  'postingForm.descriptions': 'Descriptions',
  'postingForm.description': 'Description',
  'postingForm.descriptionHelp': '100 to 25,000 characters.',
  'postingForm.skills': 'Skills description',
  'postingForm.skillsHelp': 'Optional; 100 to 4,000 characters.',

  // The interview questions editor.
  'questions.title': 'Interview questions',
  'questions.count': '{n} enabled · 5–10 needed',
  'questions.add': 'Add question',
  'questions.empty': 'No questions yet. Add at least five that every candidate answers.',
  'questions.move': 'Move question {position}',
  // What a screen reader hears while a question is dragged (dnd-kit's live region): positions from 1.
  'questions.dragHelp':
    'To move a question, press Space on its grip, move it with the arrow keys, then press Space to drop it or Escape to put it back.',
  'questions.dragStart': 'Picked up question {from}.',
  'questions.dragOver': 'Question {from} is over position {to}.',
  'questions.dragOutside': 'Question {from} is not over a position.',
  'questions.dragEnd': 'Question {from} was dropped at position {to}.',
  'questions.dragCancel': 'Question {from} was put back at position {from}.',
  'questions.label': 'Question {position}',
  'questions.placeholder': 'Ask something every candidate answers',
  'questions.askLabel': 'Ask question {position}',
  'questions.ask': 'Ask',
  'questions.delete': 'Delete question {position}',

  // /webhooks.
  'webhooks.title': 'Webhooks',
  'webhooks.description':
    'Coachwork posts the events you choose to your endpoints, signed, and retries for three days.',
  'webhooks.add': 'Add endpoint',
  'webhooks.saved': 'Endpoint saved',
  'webhooks.loadFailed': 'The webhook endpoints could not be loaded.',
  'webhooks.table': 'Webhook endpoints',
  'webhooks.emptyMayAdd': 'No endpoints yet. Add one to receive events such as booking.confirmed.',
  'webhooks.empty': 'No endpoints. Super-admins and tenant owners may add them.',
  'webhooks.endpoint': 'Endpoint',
  'webhooks.tenantEvents': 'A tenant’s events',
  'webhooks.platformEvents': 'Platform events',
  'webhooks.events': 'Events',
  'webhooks.enabled': 'Enabled',
  'webhooks.enabledLabel': 'Enabled: {url}',
  'webhooks.endpointEnabled': 'Endpoint enabled',
  'webhooks.endpointDisabled': 'Endpoint disabled',
  'webhooks.failingSince': 'Failing since {when}',
  'webhooks.secret': 'Secret',
  'webhooks.deliveries': 'Deliveries',
  'webhooks.rollConfirm': 'Roll the signing secret?',
  'webhooks.rollNote': 'The current secret stops working at once; your receiver needs the new one.',
  'webhooks.roll': 'Roll secret',
  'webhooks.deleteConfirm': 'Delete this endpoint?',
  'webhooks.deleteNote': 'Its deliveries log goes with it. Events are no longer sent there.',
  'webhooks.deleted': 'Endpoint deleted',
  'webhooks.secretTitle': 'Signing secret',
  'webhooks.copied': 'I have copied it',
  'webhooks.secretNote':
    'Copy it now: it is not shown again. Use it to check the {header} header of every delivery to {url}.',

  // Adding or changing an endpoint.
  'webhookForm.addTitle': 'Add webhook endpoint',
  'webhookForm.editTitle': 'Edit webhook endpoint',
  'webhookForm.platform': 'The whole platform',
  'webhookForm.tenant': 'Tenant {id}…',
  'webhookForm.url': 'Endpoint URL',
  'webhookForm.urlPlaceholder': 'https://example.com/coachwork/webhooks',
  'webhookForm.eventsOf': 'Events of',
  'webhookForm.events': 'Events to send',
  'webhookForm.eventsPlaceholder': 'booking.confirmed, payment.finalized, …',
  'webhookForm.description': 'Description (optional)',

  // /webhooks/{id}: an endpoint's deliveries.
  'deliveries.title': 'Webhook Deliveries',
  'deliveries.crumb': 'Deliveries',
  'deliveries.noun': 'webhook endpoint',
  'deliveries.refresh': 'Refresh',
  'deliveries.url': 'URL',
  'deliveries.events': 'Events',
  'deliveries.enabled': 'Enabled',
  'deliveries.disabled': 'No',
  'deliveries.disabledBecause': 'No ({reason})',
  'deliveries.loadFailed': 'The deliveries could not be loaded.',
  'deliveries.table': 'Deliveries',
  'deliveries.empty': 'No deliveries yet: they appear here when an event you chose happens.',
  'deliveries.event': 'Event',
  'deliveries.created': 'Created',
  'deliveries.status': 'Status',
  'deliveries.attempts': 'Attempts',
  'deliveries.nextRetry': 'Next retry',
  'deliveries.lastAnswer': 'Last answer',
  'deliveries.sentAgain': 'Sent again',
  'deliveries.sentAgainBody': '{type} to {url}',
  'deliveries.resend': 'Resend',
};

export const TENANTS_CONSOLE_MESSAGES = { en };

export type TenantsConsoleMessage = MessageId<typeof TENANTS_CONSOLE_MESSAGES>;
export type TenantsConsoleTranslator = TypedTranslator<TenantsConsoleMessage>;

/** The tenants remote's translator in the console's language (the shell's I18nProvider). */
export function useTenantsMessages(): TenantsConsoleTranslator {
  return useMessages(TENANTS_CONSOLE_MESSAGES);
}

/** The same outside React (labels and options written by plain functions). */
export function tenantsMessages(): TenantsConsoleTranslator {
  return messagesIn(TENANTS_CONSOLE_MESSAGES);
}

/** Whether `id` is one of the catalogue's messages (an enumeration's value it knows). */
export const isTenantsMessage = (id: string): id is TenantsConsoleMessage => Object.hasOwn(en, id);
