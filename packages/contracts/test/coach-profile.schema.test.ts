import { coachProfileSchema } from '../src';
import { chars, expectInvalid, expectValid, messagesAt } from './helpers';

const experience = { title: 'Coach', company: 'Acme', order: 1, years: 3, months: 6 };
const certification = {
  title: 'ICF ACC',
  issuingOrganization: 'ICF',
  issuingDate: '2023-05-01',
  certificateUrl: 'https://example.com/cert',
  order: 1,
};

describe('coachProfileSchema', () => {
  it('accepts a full profile', () => {
    const profile = {
      businessName: 'Acme Coaching',
      specializations: ['Leadership', 'Careers'],
      bio: 'I coach.',
      introductionVideo: 'https://youtu.be/dQw4w9WgXcQ',
      experiences: [experience],
      certifications: [certification],
      completedBusinessAccelerator: true,
      completedVideoResources: false,
      completedQuizzes: true,
      completedConsultation: false,
    };
    expect(expectValid(coachProfileSchema, profile)).toEqual(profile);
  });

  it('accepts an empty profile: onboarding fills it in later', () => {
    expect(expectValid(coachProfileSchema, {})).toEqual({});
  });

  describe('bio', () => {
    it('accepts 1 and 1000 characters', () => {
      expect(messagesAt(coachProfileSchema, { bio: 'x' }, 'bio')).toEqual([]);
      expect(messagesAt(coachProfileSchema, { bio: chars(1000) }, 'bio')).toEqual([]);
    });

    it('rejects 1001 characters', () => {
      expect(messagesAt(coachProfileSchema, { bio: chars(1001) }, 'bio')).toEqual([
        'Bio must be at most 1000 characters',
      ]);
    });

    it('rejects an empty bio', () => {
      expect(messagesAt(coachProfileSchema, { bio: ' ' }, 'bio')).toEqual([
        'Bio must be at least 1 character',
      ]);
    });
  });

  describe('introductionVideo', () => {
    it.each(['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ', '123456789', null])(
      'accepts %j',
      (introductionVideo) => {
        expect(messagesAt(coachProfileSchema, { introductionVideo }, 'introductionVideo')).toEqual([]);
      },
    );

    it('turns an empty input into null', () => {
      expect(expectValid(coachProfileSchema, { introductionVideo: '' }).introductionVideo).toBeNull();
    });

    it.each(['javascript:alert(1)', 'not a video', 'www.example.com/video', 'ftp://example.com/v.mp4'])(
      'rejects %j',
      (introductionVideo) => {
        expect(messagesAt(coachProfileSchema, { introductionVideo }, 'introductionVideo')).toEqual([
          'Introduction video must be a valid URL or video ID',
        ]);
      },
    );

    it('allows 255 characters and rejects 256, for URLs and ids alike', () => {
      const url = (n: number) => `https://example.com/${chars(n - 'https://example.com/'.length)}`;
      expect(messagesAt(coachProfileSchema, { introductionVideo: url(255) }, 'introductionVideo')).toEqual(
        [],
      );
      expect(messagesAt(coachProfileSchema, { introductionVideo: url(256) }, 'introductionVideo')).toEqual([
        'Introduction video must be at most 255 characters',
      ]);
      expect(messagesAt(coachProfileSchema, { introductionVideo: chars(255) }, 'introductionVideo')).toEqual(
        [],
      );
      expect(messagesAt(coachProfileSchema, { introductionVideo: chars(256) }, 'introductionVideo')).toEqual([
        'Introduction video must be at most 255 characters',
      ]);
    });
  });

  describe('experiences', () => {
    it('requires title, company, order and years', () => {
      expect(expectInvalid(coachProfileSchema, { experiences: [{}] })).toEqual({
        'experiences.0.title': ['Title is required'],
        'experiences.0.company': ['Company is required'],
        'experiences.0.order': ['Order is required'],
        'experiences.0.years': ['Years is required'],
      });
    });

    it('needs an order of at least 1', () => {
      expect(
        messagesAt(coachProfileSchema, { experiences: [{ ...experience, order: 0 }] }, 'experiences.0.order'),
      ).toEqual(['Order must be at least 1']);
    });

    it('accepts 0 years and 0 months, rejects negatives', () => {
      expect(
        messagesAt(
          coachProfileSchema,
          { experiences: [{ ...experience, years: 0, months: 0 }] },
          'experiences.0.years',
        ),
      ).toEqual([]);
      expect(
        expectInvalid(coachProfileSchema, { experiences: [{ ...experience, years: -1, months: -1 }] }),
      ).toEqual({
        'experiences.0.years': ['Years must be at least 0'],
        'experiences.0.months': ['Months must be at least 0'],
      });
    });

    it('treats months as optional and at most 11', () => {
      const { months: _months, ...withoutMonths } = experience;
      expect(expectValid(coachProfileSchema, { experiences: [withoutMonths] }).experiences).toEqual([
        withoutMonths,
      ]);
      expect(
        messagesAt(
          coachProfileSchema,
          { experiences: [{ ...experience, months: 11 }] },
          'experiences.0.months',
        ),
      ).toEqual([]);
      expect(
        messagesAt(
          coachProfileSchema,
          { experiences: [{ ...experience, months: 12 }] },
          'experiences.0.months',
        ),
      ).toEqual(['Months must be at most 11']);
    });

    it('wants whole numbers', () => {
      expect(
        expectInvalid(coachProfileSchema, { experiences: [{ ...experience, years: 1.5, order: 'first' }] }),
      ).toEqual({
        'experiences.0.years': ['Years must be a whole number'],
        'experiences.0.order': ['Order must be a number'],
      });
    });
  });

  describe('certifications', () => {
    it('requires title, issuing organization and order', () => {
      expect(expectInvalid(coachProfileSchema, { certifications: [{}] })).toEqual({
        'certifications.0.title': ['Title is required'],
        'certifications.0.issuingOrganization': ['Issuing organization is required'],
        'certifications.0.order': ['Order is required'],
      });
    });

    it.each([null, '', undefined])('accepts a certificate URL of %j', (certificateUrl) => {
      expect(
        messagesAt(
          coachProfileSchema,
          { certifications: [{ ...certification, certificateUrl }] },
          'certifications.0.certificateUrl',
        ),
      ).toEqual([]);
    });

    it('rejects an invalid certificate URL', () => {
      expect(
        messagesAt(
          coachProfileSchema,
          { certifications: [{ ...certification, certificateUrl: 'cert.pdf' }] },
          'certifications.0.certificateUrl',
        ),
      ).toEqual(['Please enter a valid URL']);
    });

    it.each(['2023-05-01', '2023-05-01T10:00:00Z', null, undefined])(
      'accepts an issuing date of %j',
      (issuingDate) => {
        expect(
          messagesAt(
            coachProfileSchema,
            { certifications: [{ ...certification, issuingDate }] },
            'certifications.0.issuingDate',
          ),
        ).toEqual([]);
      },
    );

    it.each(['2023-02-30', '01/05/2023', 'yesterday'])('rejects an issuing date of %j', (issuingDate) => {
      expect(
        messagesAt(
          coachProfileSchema,
          { certifications: [{ ...certification, issuingDate }] },
          'certifications.0.issuingDate',
        ),
      ).toEqual(['Issuing date must be a valid date']);
    });
  });

  it('rejects blank specializations', () => {
    expect(
      messagesAt(coachProfileSchema, { specializations: ['Leadership', ' '] }, 'specializations.1'),
    ).toEqual(['Specializations cannot be empty']);
  });

  it('reports a flag that is not a boolean', () => {
    expect(expectInvalid(coachProfileSchema, { completedQuizzes: 'maybe' })).toEqual({
      completedQuizzes: ['Completed quizzes must be true or false'],
    });
  });
});
