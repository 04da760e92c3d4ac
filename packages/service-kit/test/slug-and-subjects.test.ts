import { slugify, subjectMatches, uniqueSlug } from '../src';

describe('slugify', () => {
  it('makes URL-safe slugs from titles', () => {
    expect(slugify('Leading Through Change')).toBe('leading-through-change');
    expect(slugify('  Café Crème & Co.  ')).toBe('cafe-creme-and-co');
    expect(slugify('Über---Agile!!!')).toBe('uber-agile');
  });

  it('always gives at least 3 characters', () => {
    expect(slugify('AI').length).toBeGreaterThanOrEqual(3);
    expect(slugify('!!!')).toMatch(/^item-[a-z0-9]+$/);
  });
});

describe('uniqueSlug', () => {
  it('adds the first free numeric suffix', async () => {
    const taken = new Set(['yoga', 'yoga-2']);
    expect(await uniqueSlug('yoga', async (s) => taken.has(s))).toBe('yoga-3');
    expect(await uniqueSlug('pilates', async (s) => taken.has(s))).toBe('pilates');
  });
});

describe('subjectMatches', () => {
  it.each([
    ['workshops.template.*', 'workshops.template.created', true],
    ['workshops.template.*', 'workshops.template', false],
    ['workshops.>', 'workshops.template.created', true],
    ['workshops.>', 'workshops', false],
    ['identity.user.registered', 'identity.user.registered', true],
    ['identity.user.registered', 'identity.user.updated', false],
  ])('%s matches %s: %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });
});
