// The words of a coach's public page (/coaches/{username}), in its lazy chunk; the frame's words (the
// schedule cards' and ratings' among them) come from the storefront catalogue it extends.
import { extendCatalogue, useI18n } from '@coachwork/web-kit';
import { STOREFRONT_MESSAGES, type StorefrontMessage, type TypedTranslator } from '../messages';

const en = {
  'coach.loading': 'Loading',
  'coach.specializations': 'Specializations',
  'coach.about': 'About',
  'coach.experience': 'Experience',
  'coach.certifications': 'Certifications',
  'coach.upcoming': 'Upcoming workshops',
  'coach.none': 'No upcoming public workshops with {name} right now.',
  'coach.years': '{n, plural, one {# year} other {# years}}',
  'coach.months': '{n, plural, one {# month} other {# months}}',
};

const de: Partial<Record<keyof typeof en, string>> = {
  'coach.loading': 'Wird geladen',
  'coach.specializations': 'Spezialisierungen',
  'coach.about': 'Über mich',
  'coach.experience': 'Berufserfahrung',
  'coach.certifications': 'Zertifizierungen',
  'coach.upcoming': 'Kommende Workshops',
  'coach.none': 'Derzeit keine kommenden öffentlichen Workshops mit {name}.',
  'coach.years': '{n, plural, one {# Jahr} other {# Jahre}}',
  'coach.months': '{n, plural, one {# Monat} other {# Monate}}',
};

const COACH_MESSAGES = extendCatalogue(STOREFRONT_MESSAGES, { en, de });

export type CoachMessage = StorefrontMessage | keyof typeof en;

export function useCoachI18n(): TypedTranslator<CoachMessage> {
  return useI18n(COACH_MESSAGES);
}
