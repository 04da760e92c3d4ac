import { createWorkshopTemplateSchema, updateWorkshopTemplateSchema } from '../src';
import { chars, expectInvalid, expectValid, messagesAt } from './helpers';

const template = { title: 'Leadership Basics', price: 99 };

describe('createWorkshopTemplateSchema', () => {
  it('accepts title and price alone', () => {
    expect(expectValid(createWorkshopTemplateSchema, template)).toEqual(template);
  });

  it('accepts every optional field', () => {
    const full = {
      ...template,
      slug: 'leadership-basics',
      description: 'An introduction.',
      image: 'https://cdn.example.com/a.png',
      video: 'https://cdn.example.com/a.mp4',
      level: 'BEGINNER',
    };
    expect(expectValid(createWorkshopTemplateSchema, full)).toEqual(full);
  });

  describe('title', () => {
    it('is required', () => {
      expect(messagesAt(createWorkshopTemplateSchema, { price: 1 }, 'title')).toEqual(['Title is required']);
    });

    it('rejects 2 and 256 characters, accepts 3 and 255', () => {
      expect(messagesAt(createWorkshopTemplateSchema, { ...template, title: 'ab' }, 'title')).toEqual([
        'Title must be at least 3 characters',
      ]);
      expect(messagesAt(createWorkshopTemplateSchema, { ...template, title: 'abc' }, 'title')).toEqual([]);
      expect(messagesAt(createWorkshopTemplateSchema, { ...template, title: chars(255) }, 'title')).toEqual(
        [],
      );
      expect(messagesAt(createWorkshopTemplateSchema, { ...template, title: chars(256) }, 'title')).toEqual([
        'Title must be at most 255 characters',
      ]);
    });
  });

  describe('price', () => {
    it.each([undefined, null, '', 0, 0.009, -5, 'free'])('answers "Price is required" for %j', (price) => {
      expect(messagesAt(createWorkshopTemplateSchema, { ...template, price }, 'price')).toEqual([
        'Price is required',
      ]);
    });

    it('accepts 0.01', () => {
      expect(messagesAt(createWorkshopTemplateSchema, { ...template, price: 0.01 }, 'price')).toEqual([]);
    });

    it('accepts a numeric string and casts it', () => {
      expect(expectValid(createWorkshopTemplateSchema, { ...template, price: '12.50' }).price).toBe(12.5);
    });
  });

  describe('level', () => {
    it('accepts the three levels and null', () => {
      for (const level of ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', null]) {
        expect(messagesAt(createWorkshopTemplateSchema, { ...template, level }, 'level')).toEqual([]);
      }
    });

    it('rejects anything else', () => {
      expect(messagesAt(createWorkshopTemplateSchema, { ...template, level: 'EXPERT' }, 'level')).toEqual([
        'Please select a valid level',
      ]);
    });
  });

  it('limits image and video to URLs of 255 characters', () => {
    const url = (n: number) => `https://cdn.example.com/${chars(n - 'https://cdn.example.com/'.length)}`;
    expect(messagesAt(createWorkshopTemplateSchema, { ...template, image: url(255) }, 'image')).toEqual([]);
    expect(
      expectInvalid(createWorkshopTemplateSchema, { ...template, image: url(256), video: 'clip' }),
    ).toEqual({
      image: ['Image URL must be at most 255 characters'],
      video: ['Please enter a valid URL'],
    });
  });
});

describe('updateWorkshopTemplateSchema', () => {
  it('accepts a body with only some fields', () => {
    expect(expectValid(updateWorkshopTemplateSchema, { level: 'ADVANCED' })).toEqual({ level: 'ADVANCED' });
    expect(expectValid(updateWorkshopTemplateSchema, {})).toEqual({});
  });

  it('applies the price rule to a given price', () => {
    expect(expectInvalid(updateWorkshopTemplateSchema, { price: 0 })).toEqual({
      price: ['Price is required'],
    });
    expect(expectValid(updateWorkshopTemplateSchema, { price: 0.01 })).toEqual({ price: 0.01 });
  });

  it('applies the title rules to a given title', () => {
    expect(expectInvalid(updateWorkshopTemplateSchema, { title: 'ab' })).toEqual({
      title: ['Title must be at least 3 characters'],
    });
  });
});
