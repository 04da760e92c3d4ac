// The words of /invitations/{token} (a mailed invitation to a seat), in its lazy chunk; the frame's words
// (the formats among them) come from the storefront catalogue it extends. The API's reasons are shown
// as they arrive.
import { extendCatalogue, useI18n } from '@coachwork/web-kit';
import { STOREFRONT_MESSAGES, type StorefrontMessage, type TypedTranslator } from '../messages';

export const INVITATION_FORBIDDEN = 'This invitation was sent to someone else.';

const en = {
  'invitation.forbidden': INVITATION_FORBIDDEN,
  'invitation.state.ACCEPTED': 'This invitation has been accepted: the seat is taken.',
  'invitation.state.DECLINED': 'This invitation was declined.',
  'invitation.state.EXPIRED': 'This invitation has expired. Ask the person who invited you to send a new one.',
  'invitation.signInWithAddress': 'Sign in with the invited address to take the seat.',
  'invitation.signInToAccept': 'Sign in to accept',
  'invitation.createAccount': 'Create an account',
  'invitation.haveSeat': 'You have a seat at {title}.',
  'invitation.toMyBookings': 'Go to my bookings',
  'invitation.declined': 'You declined the invitation. {inviter} can invite someone else to this seat.',
  'invitation.signedInAs': 'You are signed in as {who}.',
  'invitation.otherAccount': 'Sign in with another account',
  'invitation.accept': 'Accept',
  'invitation.decline': 'Decline',
  'invitation.loading': 'Loading the invitation',
  'invitation.loadFailed': 'The invitation could not be loaded.',
  'invitation.tryAgain': 'Try again',
  'invitation.invalid': 'This invitation link is not valid.',
  'invitation.invalidHint':
    'It may be mistyped, or a newer invitation replaced it. Ask the person who invited you to send it again.',
  'invitation.browse': 'Browse workshops',
  'invitation.invitedYou': '{inviter} invited you to a seat',
  'invitation.when': 'When',
  'invitation.format': 'Format',
  'invitation.sentTo': 'Sent to',
  'invitation.status': 'Status',
  'invitation.validUntil': 'Valid until',
};

const de: Partial<Record<keyof typeof en, string>> = {
  'invitation.forbidden': 'Diese Einladung wurde an jemand anderen gesendet.',
  'invitation.state.ACCEPTED': 'Diese Einladung wurde angenommen: Der Platz ist vergeben.',
  'invitation.state.DECLINED': 'Diese Einladung wurde abgelehnt.',
  'invitation.state.EXPIRED':
    'Diese Einladung ist abgelaufen. Bitten Sie die Person, die Sie eingeladen hat, Ihnen eine neue zu senden.',
  'invitation.signInWithAddress': 'Melden Sie sich mit der eingeladenen Adresse an, um den Platz einzunehmen.',
  'invitation.signInToAccept': 'Zum Annehmen anmelden',
  'invitation.createAccount': 'Konto anlegen',
  'invitation.haveSeat': 'Sie haben einen Platz bei {title}.',
  'invitation.toMyBookings': 'Zu meinen Buchungen',
  'invitation.declined': 'Sie haben die Einladung abgelehnt. {inviter} kann jemand anderen zu diesem Platz einladen.',
  'invitation.signedInAs': 'Sie sind angemeldet als {who}.',
  'invitation.otherAccount': 'Mit einem anderen Konto anmelden',
  'invitation.accept': 'Annehmen',
  'invitation.decline': 'Ablehnen',
  'invitation.loading': 'Die Einladung wird geladen',
  'invitation.loadFailed': 'Die Einladung konnte nicht geladen werden.',
  'invitation.tryAgain': 'Erneut versuchen',
  'invitation.invalid': 'Dieser Einladungslink ist ungültig.',
  'invitation.invalidHint':
    'Vielleicht wurde er falsch eingegeben, oder eine neuere Einladung hat ihn ersetzt. Bitten Sie die Person, die Sie eingeladen hat, ihn erneut zu senden.',
  'invitation.browse': 'Workshops ansehen',
  'invitation.invitedYou': '{inviter} hat Sie zu einem Platz eingeladen',
  'invitation.when': 'Wann',
  'invitation.format': 'Format',
  'invitation.sentTo': 'Gesendet an',
  'invitation.status': 'Status',
  'invitation.validUntil': 'Gültig bis',
};

export const INVITATION_MESSAGES = extendCatalogue(STOREFRONT_MESSAGES, { en, de });

export type InvitationMessage = StorefrontMessage | keyof typeof en;

export function useInvitationI18n(): TypedTranslator<InvitationMessage> {
  return useI18n(INVITATION_MESSAGES);
}
