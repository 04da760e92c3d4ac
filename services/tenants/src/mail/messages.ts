// The words of tenants' mails in each language (issue 28 item 5): ICU messages, read by service-kit's
// translator. English is word for word what the mail said before there was a second language; German
// addresses people formally ('Sie'). Values are put in as they are (the HTML mail escapes them first),
// so no message holds HTML.
import { translatorsOf } from '@coachwork/service-kit';

export const en = {
  'mail.greeting.plain': 'Hello,',
  'mail.paste': 'Or paste this address into your browser:',

  // An invitation to an address that has no account yet. The role is a tenant role ('owner', 'admin',
  // 'member'); the HTML mail always named it bare, the text one with its article.
  'invitation.title': 'Join {tenant} on Coachwork',
  'invitation.subject': 'You are invited to join {tenant} on Coachwork',
  'invitation.body':
    'You have been invited to join {tenant} on Coachwork as {role, select, admin {an admin} other {a {role}}}.',
  'invitation.create': 'Create your account with this email address to accept: {link}',
  'invitation.ignore': 'If you did not expect this invitation, you can ignore this email.',
  'invitation.bodyHtml':
    'You have been invited to join {tenant} on Coachwork as {role}. Create your account with this email address to accept.',
  'invitation.button': 'Create your account',
} as const;

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

const ROLE_DE = '{role, select, owner {Inhaber} admin {Admin} member {Mitglied} other {{role}}}';

export const de: Messages = {
  'mail.greeting.plain': 'Guten Tag,',
  'mail.paste': 'Oder fügen Sie diese Adresse in Ihren Browser ein:',

  'invitation.title': 'Treten Sie {tenant} auf Coachwork bei',
  'invitation.subject': 'Sie sind eingeladen, {tenant} auf Coachwork beizutreten',
  'invitation.body': `Sie wurden eingeladen, {tenant} auf Coachwork als ${ROLE_DE} beizutreten.`,
  'invitation.create':
    'Erstellen Sie mit dieser E-Mail-Adresse Ihr Konto, um die Einladung anzunehmen: {link}',
  'invitation.ignore': 'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  'invitation.bodyHtml': `Sie wurden eingeladen, {tenant} auf Coachwork als ${ROLE_DE} beizutreten. Erstellen Sie mit dieser E-Mail-Adresse Ihr Konto, um die Einladung anzunehmen.`,
  'invitation.button': 'Konto erstellen',
};

export const catalogue = { en: en as Messages, de };

/** The translator of a language; anything that is not a known language reads English. */
export const translator = translatorsOf(catalogue);
