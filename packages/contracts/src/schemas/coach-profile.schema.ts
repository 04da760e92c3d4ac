// The coach profile embedded in a user (spec §3): business details, experience and certifications.
import * as yup from 'yup';
import {
  BIO_MAX,
  BIO_MIN,
  BUSINESS_NAME_MAX,
  CERTIFICATE_URL_MAX,
  CERTIFICATION_TITLE_MAX,
  CERTIFICATION_TITLE_REQUIRED,
  COMPANY_MAX,
  COMPANY_REQUIRED,
  COMPLETED_BUSINESS_ACCELERATOR_INVALID,
  COMPLETED_CONSULTATION_INVALID,
  COMPLETED_QUIZZES_INVALID,
  COMPLETED_VIDEO_RESOURCES_INVALID,
  EXPERIENCE_TITLE_MAX,
  EXPERIENCE_TITLE_REQUIRED,
  INTRODUCTION_VIDEO_INVALID,
  INTRODUCTION_VIDEO_MAX,
  ISSUING_DATE_INVALID,
  ISSUING_ORGANIZATION_MAX,
  ISSUING_ORGANIZATION_REQUIRED,
  MONTHS_INTEGER,
  MONTHS_MAX,
  MONTHS_MIN,
  MONTHS_NUMBER,
  ORDER_INTEGER,
  ORDER_MIN,
  ORDER_NUMBER,
  ORDER_REQUIRED,
  SPECIALIZATION_MAX,
  SPECIALIZATION_REQUIRED,
  YEARS_INTEGER,
  YEARS_MIN,
  YEARS_NUMBER,
  YEARS_REQUIRED,
} from '../messages';
import {
  blankToNull,
  boolean,
  httpUrl,
  integer,
  isHttpUrl,
  isoDate,
  list,
  multiLineText,
  singleLineText,
} from './schema-helpers';

export const BIO_MAX_LENGTH = 1000;

/** Position in an ordered list; the editors number rows from 1. */
export const orderSchema = integer(ORDER_NUMBER, ORDER_INTEGER).min(1, ORDER_MIN).required(ORDER_REQUIRED);

/** A provider's id such as YouTube's 'dQw4w9WgXcQ'. */
const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const looksLikeUrl = (value: string) => /^[a-z][a-z0-9+.-]*:/i.test(value) || value.includes('/');

export const introductionVideoSchema = singleLineText('Introduction video')
  .nullable()
  .transform(blankToNull)
  .max(255, INTRODUCTION_VIDEO_MAX)
  .test('url-or-id', INTRODUCTION_VIDEO_INVALID, (value) =>
    value == null ? true : looksLikeUrl(value) ? isHttpUrl(value) : VIDEO_ID_PATTERN.test(value),
  );

export const experienceSchema = yup.object({
  title: singleLineText('Title').required(EXPERIENCE_TITLE_REQUIRED).max(255, EXPERIENCE_TITLE_MAX),
  company: singleLineText('Company').required(COMPANY_REQUIRED).max(255, COMPANY_MAX),
  order: orderSchema,
  years: integer(YEARS_NUMBER, YEARS_INTEGER).min(0, YEARS_MIN).required(YEARS_REQUIRED),
  months: integer(MONTHS_NUMBER, MONTHS_INTEGER).nullable().min(0, MONTHS_MIN).max(11, MONTHS_MAX),
});
export type ExperienceInput = yup.InferType<typeof experienceSchema>;

export const certificationSchema = yup.object({
  title: singleLineText('Title').required(CERTIFICATION_TITLE_REQUIRED).max(255, CERTIFICATION_TITLE_MAX),
  issuingOrganization: singleLineText('Issuing organization')
    .required(ISSUING_ORGANIZATION_REQUIRED)
    .max(255, ISSUING_ORGANIZATION_MAX),
  issuingDate: isoDate('Issuing date', ISSUING_DATE_INVALID).nullable(),
  certificateUrl: httpUrl('Certificate URL', 255, CERTIFICATE_URL_MAX).nullable(),
  order: orderSchema,
});
export type CertificationInput = yup.InferType<typeof certificationSchema>;

/** Every field optional: onboarding fills the profile in over several steps. */
export const coachProfileSchema = yup.object({
  businessName: singleLineText('Business name').nullable().max(255, BUSINESS_NAME_MAX),
  specializations: list(
    singleLineText('Specialization').required(SPECIALIZATION_REQUIRED).max(255, SPECIALIZATION_MAX),
  ),
  bio: multiLineText('Bio').nullable().min(1, BIO_MIN).max(BIO_MAX_LENGTH, BIO_MAX),
  introductionVideo: introductionVideoSchema,
  experiences: list(experienceSchema),
  certifications: list(certificationSchema),
  completedBusinessAccelerator: boolean(COMPLETED_BUSINESS_ACCELERATOR_INVALID),
  completedVideoResources: boolean(COMPLETED_VIDEO_RESOURCES_INVALID),
  completedQuizzes: boolean(COMPLETED_QUIZZES_INVALID),
  completedConsultation: boolean(COMPLETED_CONSULTATION_INVALID),
});
export type CoachProfileInput = yup.InferType<typeof coachProfileSchema>;
