import { createWorkshopSchema, updateWorkshopSchema } from '../src';
import { UUID, UUID_V7, chars, expectInvalid, expectValid, messagesAt } from './helpers';

const workshop = {
  workshopTemplateId: UUID,
  title: 'Leading Teams',
  price: 199.99,
  minSeats: 2,
  maxSeats: 12,
};

describe('createWorkshopSchema', () => {
  it('accepts a minimal workshop', () => {
    expect(expectValid(createWorkshopSchema, workshop)).toEqual(workshop);
  });

  it('requires template, title, price and seat limits', () => {
    expect(expectInvalid(createWorkshopSchema, {})).toEqual({
      workshopTemplateId: ['Workshop template is required'],
      title: ['Title is required'],
      price: ['Price is required'],
      minSeats: ['Minimum seats is required'],
      maxSeats: ['Maximum seats is required'],
    });
  });

  it('needs the template id to be a UUID of any version', () => {
    expect(
      messagesAt(createWorkshopSchema, { ...workshop, workshopTemplateId: '42' }, 'workshopTemplateId'),
    ).toEqual(['Workshop template must be a valid ID']);
    expect(
      messagesAt(createWorkshopSchema, { ...workshop, workshopTemplateId: UUID_V7 }, 'workshopTemplateId'),
    ).toEqual([]);
  });

  describe('title', () => {
    it('rejects 2 characters and accepts 3', () => {
      expect(messagesAt(createWorkshopSchema, { ...workshop, title: 'ab' }, 'title')).toEqual([
        'Title must be at least 3 characters',
      ]);
      expect(messagesAt(createWorkshopSchema, { ...workshop, title: 'abc' }, 'title')).toEqual([]);
    });

    it('accepts 255 characters and rejects 256', () => {
      expect(messagesAt(createWorkshopSchema, { ...workshop, title: chars(255) }, 'title')).toEqual([]);
      expect(messagesAt(createWorkshopSchema, { ...workshop, title: chars(256) }, 'title')).toEqual([
        'Title must be at most 255 characters',
      ]);
    });

    it('measures the trimmed title', () => {
      expect(messagesAt(createWorkshopSchema, { ...workshop, title: '  ab  ' }, 'title')).toEqual([
        'Title must be at least 3 characters',
      ]);
    });
  });

  describe('image and video', () => {
    const url = (n: number) => `https://cdn.example.com/${chars(n - 'https://cdn.example.com/'.length)}`;

    it('accept URLs of up to 255 characters, or null', () => {
      expect(expectValid(createWorkshopSchema, { ...workshop, image: url(255), video: null })).toMatchObject({
        image: url(255),
        video: null,
      });
    });

    it('reject 256 characters', () => {
      expect(expectInvalid(createWorkshopSchema, { ...workshop, image: url(256), video: url(256) })).toEqual({
        image: ['Image URL must be at most 255 characters'],
        video: ['Video URL must be at most 255 characters'],
      });
    });

    it('reject something that is not a URL', () => {
      expect(expectInvalid(createWorkshopSchema, { ...workshop, image: 'cover.png' })).toEqual({
        image: ['Please enter a valid URL'],
      });
    });
  });

  describe('price', () => {
    it('accepts 0 (a free workshop) and rejects a negative price', () => {
      expect(messagesAt(createWorkshopSchema, { ...workshop, price: 0 }, 'price')).toEqual([]);
      expect(messagesAt(createWorkshopSchema, { ...workshop, price: -0.01 }, 'price')).toEqual([
        'Price must be at least 0',
      ]);
    });

    it('reports text that is not a number', () => {
      expect(messagesAt(createWorkshopSchema, { ...workshop, price: 'ten' }, 'price')).toEqual([
        'Price must be a number',
      ]);
    });

    it('reports an empty input as missing', () => {
      expect(messagesAt(createWorkshopSchema, { ...workshop, price: '' }, 'price')).toEqual([
        'Price is required',
      ]);
    });

    it('allows at most two decimal places', () => {
      expect(messagesAt(createWorkshopSchema, { ...workshop, price: 19.99 }, 'price')).toEqual([]);
      expect(messagesAt(createWorkshopSchema, { ...workshop, price: 19.999 }, 'price')).toEqual([
        'Price can have at most 2 decimal places',
      ]);
    });
  });

  describe('seats', () => {
    it('need whole numbers of at least 1', () => {
      expect(expectInvalid(createWorkshopSchema, { ...workshop, minSeats: 0, maxSeats: 1.5 })).toEqual({
        minSeats: ['Minimum seats must be at least 1'],
        maxSeats: ['Maximum seats must be a whole number'],
      });
    });

    it('accept equal minimum and maximum', () => {
      expect(messagesAt(createWorkshopSchema, { ...workshop, minSeats: 5, maxSeats: 5 }, 'minSeats')).toEqual(
        [],
      );
    });

    it('report a minimum above the maximum on minSeats', () => {
      expect(expectInvalid(createWorkshopSchema, { ...workshop, minSeats: 6, maxSeats: 5 })).toEqual({
        minSeats: ['Minimum seats cannot exceed maximum seats'],
      });
    });

    it('accept numeric strings from form inputs', () => {
      expect(expectValid(createWorkshopSchema, { ...workshop, minSeats: '3', maxSeats: '10' })).toMatchObject(
        {
          minSeats: 3,
          maxSeats: 10,
        },
      );
    });
  });

  it('checks an optional slug', () => {
    expect(messagesAt(createWorkshopSchema, { ...workshop, slug: 'x' }, 'slug')).toEqual([
      'Slug must be at least 3 characters',
    ]);
  });
});

describe('updateWorkshopSchema', () => {
  it('accepts a partial body', () => {
    expect(expectValid(updateWorkshopSchema, { price: 10 })).toEqual({ price: 10 });
    expect(expectValid(updateWorkshopSchema, { minSeats: 50 })).toEqual({ minSeats: 50 });
  });

  it('applies the same rules to the fields given', () => {
    expect(expectInvalid(updateWorkshopSchema, { title: 'ab', minSeats: 4, maxSeats: 3 })).toEqual({
      title: ['Title must be at least 3 characters'],
      minSeats: ['Minimum seats cannot exceed maximum seats'],
    });
  });

  it('does not let a required field be cleared', () => {
    expect(expectInvalid(updateWorkshopSchema, { price: null, title: '' })).toEqual({
      price: ['Price is required'],
      title: ['Title is required'],
    });
  });
});

describe('workshop tags', () => {
  it('lower-cases, trims and de-duplicates tags', () => {
    expect(
      expectValid(createWorkshopSchema, { ...workshop, tags: ['Sales', ' sales', 'Team Work '] }).tags,
    ).toEqual(['sales', 'team work']);
  });

  it('refuses empty, long, too many and non-list tags', () => {
    expect(messagesAt(createWorkshopSchema, { ...workshop, tags: ['ok', ' '] }, 'tags.1')).toEqual([
      'Tags cannot be empty',
    ]);
    expect(messagesAt(createWorkshopSchema, { ...workshop, tags: [chars(51)] }, 'tags.0')).toEqual([
      'Tag must be at most 50 characters',
    ]);
    const many = Array.from({ length: 21 }, (_, i) => `tag ${i}`);
    expect(messagesAt(createWorkshopSchema, { ...workshop, tags: many }, 'tags')).toEqual([
      'Cannot add more than 20 tags',
    ]);
    expect(messagesAt(createWorkshopSchema, { ...workshop, tags: 'sales' }, 'tags')).toEqual([
      'Tags must be a list',
    ]);
  });
});

describe('coachIds (the coaches assigned to a workshop)', () => {
  it('accepts ids of coaches, in lower case and without repeats', () => {
    const value = expectValid(createWorkshopSchema, {
      ...workshop,
      coachIds: [UUID.toUpperCase(), UUID, UUID_V7],
    }) as { coachIds: string[] };
    expect(value.coachIds).toEqual([UUID.toLowerCase(), UUID_V7.toLowerCase()]);
    expect(expectValid(updateWorkshopSchema, { coachIds: [] })).toEqual({ coachIds: [] });
  });

  it('refuses anything but a list of ids', () => {
    expect(messagesAt(createWorkshopSchema, { ...workshop, coachIds: 'x' }, 'coachIds')).toEqual([
      'Coaches must be a list',
    ]);
    expect(messagesAt(createWorkshopSchema, { ...workshop, coachIds: ['nope'] }, 'coachIds.0')).toEqual([
      'Coach must be a valid ID',
    ]);
  });
});
