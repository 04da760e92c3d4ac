import { createJobPostingSchema, updateJobPostingSchema } from '../src';
import { UUID, chars, expectInvalid, expectValid, messagesAt } from './helpers';

const questions = (count: number, enabled = true) =>
  Array.from({ length: count }, (_, i) => ({ title: `Question ${i + 1}?`, order: i + 1, enabled }));

const posting = {
  title: 'Senior Coach',
  description: chars(100),
  companyName: 'Acme',
  location: 'Berlin',
  interviewQuestions: questions(5),
};

describe('createJobPostingSchema', () => {
  it('accepts a posting and defaults the status to DRAFT', () => {
    expect(expectValid(createJobPostingSchema, posting)).toEqual({ ...posting, status: 'DRAFT' });
  });

  it('accepts every field', () => {
    const full = {
      ...posting,
      companyUrl: 'https://acme.example.com',
      employmentStatus: 'FULL_TIME',
      experienceLevel: 'MID_SENIOR_LEVEL',
      listingType: 'BASIC',
      availability: 'Immediately',
      posterEmail: 'hr@acme.example.com',
      skillsDescription: chars(100),
      externalJobPostingId: 'ext-1',
      workplaceTypes: ['On-site', 'Remote'],
      industries: ['Education'],
      categories: ['HR', 'DESIGN', 'IT'],
      recruiterIds: [UUID],
      meta: { source: 'import' },
      status: 'PUBLISHED',
      preferences: { notify: true },
    };
    expect(expectValid(createJobPostingSchema, full)).toEqual(full);
  });

  it('requires title, description, company name, location and enabled questions', () => {
    expect(expectInvalid(createJobPostingSchema, {})).toEqual({
      title: ['Title is required'],
      description: ['Description is required'],
      companyName: ['Company name is required'],
      location: ['Location is required'],
      interviewQuestions: ['Please add at least 5 enabled interview questions'],
    });
  });

  describe('title', () => {
    it('is 3 to 255 characters on creation', () => {
      expect(messagesAt(createJobPostingSchema, { ...posting, title: 'ab' }, 'title')).toEqual([
        'Title must be at least 3 characters',
      ]);
      expect(messagesAt(createJobPostingSchema, { ...posting, title: 'abc' }, 'title')).toEqual([]);
      expect(messagesAt(createJobPostingSchema, { ...posting, title: chars(255) }, 'title')).toEqual([]);
      expect(messagesAt(createJobPostingSchema, { ...posting, title: chars(256) }, 'title')).toEqual([
        'Title must be at most 255 characters',
      ]);
    });
  });

  it('needs a description of 100 to 25,000 characters', () => {
    expect(messagesAt(createJobPostingSchema, { ...posting, description: chars(99) }, 'description')).toEqual(
      ['Description must be at least 100 characters'],
    );
    expect(
      messagesAt(createJobPostingSchema, { ...posting, description: chars(25000) }, 'description'),
    ).toEqual([]);
    expect(
      messagesAt(createJobPostingSchema, { ...posting, description: chars(25001) }, 'description'),
    ).toEqual(['Description must be at most 25000 characters']);
  });

  it('takes an optional skills description of 100 to 4,000 characters', () => {
    const at = (skillsDescription: unknown) =>
      messagesAt(createJobPostingSchema, { ...posting, skillsDescription }, 'skillsDescription');
    expect(at(chars(99))).toEqual(['Skills description must be at least 100 characters']);
    expect(at(chars(100))).toEqual([]);
    expect(at(chars(4000))).toEqual([]);
    expect(at(chars(4001))).toEqual(['Skills description must be at most 4000 characters']);
    expect(
      expectValid(createJobPostingSchema, { ...posting, skillsDescription: '' }).skillsDescription,
    ).toBeNull();
  });

  it('limits company name, location, listing type and availability to 255 characters', () => {
    expect(
      expectValid(createJobPostingSchema, {
        ...posting,
        companyName: chars(255),
        location: chars(255),
        listingType: chars(255),
        availability: chars(255),
      }),
    ).toBeTruthy();
    expect(
      expectInvalid(createJobPostingSchema, {
        ...posting,
        companyName: chars(256),
        location: chars(256),
        listingType: chars(256),
        availability: chars(256),
      }),
    ).toEqual({
      companyName: ['Company name must be at most 255 characters'],
      location: ['Location must be at most 255 characters'],
      listingType: ['Listing type must be at most 255 characters'],
      availability: ['Availability must be at most 255 characters'],
    });
  });

  it('needs a valid company URL of at most 255 characters', () => {
    const url = (n: number) => `https://acme.com/${chars(n - 'https://acme.com/'.length)}`;
    expect(messagesAt(createJobPostingSchema, { ...posting, companyUrl: url(255) }, 'companyUrl')).toEqual(
      [],
    );
    expect(messagesAt(createJobPostingSchema, { ...posting, companyUrl: url(256) }, 'companyUrl')).toEqual([
      'Company URL must be at most 255 characters',
    ]);
    expect(messagesAt(createJobPostingSchema, { ...posting, companyUrl: 'acme' }, 'companyUrl')).toEqual([
      'Please enter a valid URL',
    ]);
  });

  it('needs a valid poster email of at most 255 characters', () => {
    const email = (n: number) => `${chars(n - '@acme.com'.length)}@acme.com`;
    expect(
      messagesAt(createJobPostingSchema, { ...posting, posterEmail: email(255) }, 'posterEmail'),
    ).toEqual([]);
    expect(
      messagesAt(createJobPostingSchema, { ...posting, posterEmail: email(256) }, 'posterEmail'),
    ).toEqual(['Poster email must be at most 255 characters']);
    expect(messagesAt(createJobPostingSchema, { ...posting, posterEmail: 'hr' }, 'posterEmail')).toEqual([
      'Please enter a valid email address.',
    ]);
  });

  it('stores cleared optional texts as null, not as empty strings', () => {
    expect(
      expectValid(createJobPostingSchema, {
        ...posting,
        companyUrl: '',
        listingType: ' ',
        availability: '',
        externalJobPostingId: '',
        employmentStatus: '',
      }),
    ).toMatchObject({
      companyUrl: null,
      listingType: null,
      availability: null,
      externalJobPostingId: null,
      employmentStatus: null,
    });
  });

  describe('categories', () => {
    it('accepts 3 and rejects 4', () => {
      expect(
        messagesAt(createJobPostingSchema, { ...posting, categories: ['IT', 'HR', 'SALES'] }, 'categories'),
      ).toEqual([]);
      expect(
        messagesAt(
          createJobPostingSchema,
          { ...posting, categories: ['IT', 'HR', 'SALES', 'DESIGN'] },
          'categories',
        ),
      ).toEqual(['Cannot select more than 3 categories']);
    });

    it('accepts departments only', () => {
      expect(
        messagesAt(createJobPostingSchema, { ...posting, categories: ['IT', 'LEGAL'] }, 'categories.1'),
      ).toEqual(['Please select a valid category']);
    });
  });

  it('checks the job enumerations', () => {
    expect(
      expectInvalid(createJobPostingSchema, {
        ...posting,
        experienceLevel: 'SENIOR',
        employmentStatus: 'FREELANCE',
        workplaceTypes: ['Remote', 'remote'],
        status: 'OPEN',
      }),
    ).toEqual({
      experienceLevel: ['Please select a valid experience level'],
      employmentStatus: ['Please select a valid employment type'],
      'workplaceTypes.1': ['Please select a valid workplace type'],
      status: ['Please select a valid status'],
    });
  });

  it('accepts CLOSED as a status (SPEC-DECISIONS)', () => {
    expect(messagesAt(createJobPostingSchema, { ...posting, status: 'CLOSED' }, 'status')).toEqual([]);
  });

  describe('interview questions', () => {
    const at = (interviewQuestions: unknown, path = 'interviewQuestions') =>
      messagesAt(createJobPostingSchema, { ...posting, interviewQuestions }, path);

    it('needs at least 5 enabled', () => {
      expect(at(questions(4))).toEqual(['Please add at least 5 enabled interview questions']);
      expect(at(questions(5))).toEqual([]);
    });

    it('allows at most 10 enabled', () => {
      expect(at(questions(10))).toEqual([]);
      expect(at(questions(11))).toEqual(['Maximum 10 enabled interview questions allowed']);
    });

    it('counts only enabled questions', () => {
      expect(at([...questions(4), { title: 'Off?', order: 5, enabled: false }])).toEqual([
        'Please add at least 5 enabled interview questions',
      ]);
      const elevenWithOneOff = questions(11).map((q, i) => (i === 0 ? { ...q, enabled: false } : q));
      expect(at(elevenWithOneOff)).toEqual([]);
    });

    it('treats a question without the flag as enabled', () => {
      const unflagged = questions(5).map(({ enabled: _enabled, ...q }) => q);
      expect(at(unflagged)).toEqual([]);
    });

    it('flags a duplicate title, trimmed and ignoring case, on the later row', () => {
      const list = questions(6);
      list[4] = { ...list[4]!, title: '  question 2? ' };
      const errors = expectInvalid(createJobPostingSchema, { ...posting, interviewQuestions: list });
      expect(errors).toEqual({ 'interviewQuestions.4.title': ['Question already exists'] });
    });

    it('flags every later copy', () => {
      const list = questions(7);
      list[5] = { ...list[5]!, title: 'QUESTION 1?' };
      list[6] = { ...list[6]!, title: 'Question 1?' };
      expect(
        Object.keys(expectInvalid(createJobPostingSchema, { ...posting, interviewQuestions: list })),
      ).toEqual(['interviewQuestions.5.title', 'interviewQuestions.6.title']);
    });

    it('needs a title of 1 to 255 characters and an order of at least 1', () => {
      const list = questions(6);
      list[0] = { ...list[0]!, title: ' ' };
      list[1] = { ...list[1]!, title: chars(256) };
      list[2] = { ...list[2]!, order: 0 };
      list[3] = { ...list[3]!, title: chars(255) };
      expect(expectInvalid(createJobPostingSchema, { ...posting, interviewQuestions: list })).toEqual({
        'interviewQuestions.0.title': ['Question is required'],
        'interviewQuestions.1.title': ['Question must be at most 255 characters'],
        'interviewQuestions.2.order': ['Order must be at least 1'],
      });
    });
  });
});

describe('updateJobPostingSchema', () => {
  it('accepts a partial body', () => {
    expect(expectValid(updateJobPostingSchema, { status: 'CLOSED' })).toEqual({ status: 'CLOSED' });
  });

  it('allows a title of 1 character but not an empty one', () => {
    expect(expectValid(updateJobPostingSchema, { title: 'X' })).toEqual({ title: 'X' });
    expect(expectInvalid(updateJobPostingSchema, { title: '' })).toEqual({ title: ['Title is required'] });
    expect(expectInvalid(updateJobPostingSchema, { title: chars(256) })).toEqual({
      title: ['Title must be at most 255 characters'],
    });
  });

  it('checks the interview questions it is given', () => {
    expect(expectInvalid(updateJobPostingSchema, { interviewQuestions: questions(3) })).toEqual({
      interviewQuestions: ['Please add at least 5 enabled interview questions'],
    });
  });

  it('keeps the category limit', () => {
    expect(expectInvalid(updateJobPostingSchema, { categories: ['IT', 'HR', 'SALES', 'DESIGN'] })).toEqual({
      categories: ['Cannot select more than 3 categories'],
    });
  });
});
