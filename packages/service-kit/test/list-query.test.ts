import { boolean, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { filterBy, LIST_MAX_OFFSET, parseListQuery, ValidationError, type ListSpec } from '../src';

const things = pgTable('things', {
  name: text('name'),
  size: integer('size'),
  kind: text('kind'),
  createdAt: timestamp('created_at'),
  deletedAt: timestamp('deleted_at'),
});

const spec: ListSpec = {
  table: things,
  sortable: { name: things.name, size: things.size, createdAt: things.createdAt },
  filterable: { kind: things.kind },
  searchable: [things.name],
  includable: ['owner'],
  defaultSort: '-createdAt',
  deletedAt: things.deletedAt,
};

function bagOf(query: Record<string, unknown>) {
  try {
    parseListQuery(query, spec);
  } catch (err) {
    expect(err).toBeInstanceOf(ValidationError);
    return (err as ValidationError).extra.errors!;
  }
  throw new Error('expected a validation error');
}

describe('parseListQuery', () => {
  it('defaults to page 1, 10 per page, the default sort, nothing else', () => {
    expect(parseListQuery({}, spec)).toEqual({
      page: 1,
      perPage: 10,
      sort: [{ field: 'createdAt', direction: 'desc' }],
      search: undefined,
      filter: {},
      include: [],
      trashed: undefined,
    });
  });

  it('reads every parameter of the contract', () => {
    const q = parseListQuery(
      {
        page: '3',
        perPage: '100',
        sort: 'name,-size',
        search: '  yoga ',
        'filter[kind]': 'a,b',
        include: 'owner',
        trashed: 'only',
      },
      spec,
    );
    expect(q).toEqual({
      page: 3,
      perPage: 100,
      sort: [
        { field: 'name', direction: 'asc' },
        { field: 'size', direction: 'desc' },
      ],
      search: 'yoga',
      filter: { kind: ['a', 'b'] },
      include: ['owner'],
      trashed: 'only',
    });
  });

  it('accepts filters parsed as an object too', () => {
    expect(parseListQuery({ filter: { kind: 'x' } }, spec).filter).toEqual({ kind: ['x'] });
  });

  it('answers a 422 bag for every bad parameter at once', () => {
    const bag = bagOf({
      page: '0',
      perPage: '101',
      sort: 'secret',
      'filter[owner]': 'me',
      include: 'everything',
      trashed: 'all',
    });
    expect(Object.keys(bag).sort()).toEqual([
      'filter.owner',
      'include',
      'page',
      'perPage',
      'sort',
      'trashed',
    ]);
    expect(bag.perPage).toEqual(['The perPage may not be greater than 100.']);
  });

  it('accepts perPage 100 and refuses 101, accepts page 1 and refuses 0 and -1 and 1.5', () => {
    expect(parseListQuery({ perPage: '100' }, spec).perPage).toBe(100);
    expect(bagOf({ perPage: '101' }).perPage).toBeDefined();
    expect(parseListQuery({ page: '1' }, spec).page).toBe(1);
    for (const page of ['0', '-1', '1.5', 'abc']) expect(bagOf({ page }).page).toBeDefined();
  });
});

describe('parseListQuery refuses what would reach the database as a 500', () => {
  const typed = pgTable('typed', {
    id: uuid('id'),
    mode: text('mode'),
    name: text('name'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    open: boolean('open'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
  });
  const typedSpec: ListSpec = {
    table: typed,
    sortable: { name: typed.name },
    filterable: {
      id: typed.id,
      owner: filterBy.uuid(typed.id, ['me']),
      mode: filterBy.enum(typed.mode, ['ONLINE', 'IN-PERSON']),
      name: typed.name,
      startsFrom: filterBy.date(),
      open: typed.open,
      minPrice: filterBy.number(),
      price: typed.price,
      startsAt: typed.startsAt,
    },
    searchable: [typed.name],
    includable: ['owner'],
    defaultSort: 'name',
  };
  const bag = (query: Record<string, unknown>) => {
    try {
      parseListQuery(query, typedSpec);
    } catch (err) {
      expect(err).toBeInstanceOf(ValidationError);
      return (err as ValidationError).extra.errors!;
    }
    throw new Error(`expected a validation error for ${JSON.stringify(query)}`);
  };

  it('bounds the page so page × perPage stays within the largest offset', () => {
    const maxPage = LIST_MAX_OFFSET / 100 + 1;
    expect(parseListQuery({ perPage: '100', page: String(maxPage) }, typedSpec).page).toBe(maxPage);
    expect(bag({ perPage: '100', page: String(maxPage + 1) }).page).toEqual([
      `The page may not be greater than ${maxPage}.`,
    ]);
    expect(bag({ page: '99999999999999999999' }).page).toEqual([
      `The page may not be greater than ${LIST_MAX_OFFSET / 10 + 1}.`,
    ]);
    expect(bag({ perPage: '100', page: '92233720368547758' }).page).toBeDefined();
    expect(bag({ perPage: '99999999999999999999' }).perPage).toEqual(['The perPage may not be greater than 100.']);
  });

  it('refuses control characters in every parameter', () => {
    expect(bag({ search: 'a\u0000b' }).search).toEqual(['The search may not contain control characters.']);
    expect(bag({ sort: 'name\u0000' }).sort).toBeDefined();
    expect(bag({ include: 'owner\u0000' }).include).toBeDefined();
    expect(bag({ 'filter[name]': 'a\u0000' })['filter.name']).toEqual([
      'The name filter may not contain control characters.',
    ]);
    expect(bag({ 'filter[mode]': 'x\u0000y' })['filter.mode']).toBeDefined();
    expect(bag({ 'filter[na\u0000me]': 'a' })).toEqual({ 'filter[na\u0000me]': ['This filter name is not valid.'] });
  });

  it('checks enum values against the enum and gives them back in its spelling', () => {
    expect(parseListQuery({ 'filter[mode]': 'online,In-Person' }, typedSpec).filter.mode).toEqual([
      'ONLINE',
      'IN-PERSON',
    ]);
    expect(bag({ 'filter[mode]': 'x' })['filter.mode']).toEqual(['The mode filter must be one of: ONLINE, IN-PERSON.']);
  });

  it('checks ids as UUIDs (a declared stand-in such as me passes), whether declared or a uuid column', () => {
    const id = '0b9e4d1c-2f7a-4c1e-9a57-3d8e2b6f4a10';
    expect(parseListQuery({ 'filter[owner]': `me,${id.toUpperCase()}` }, typedSpec).filter.owner).toEqual(['me', id]);
    expect(bag({ 'filter[id]': 'me' })['filter.id']).toEqual(['The id filter must hold valid IDs.']);
    expect(bag({ 'filter[owner]': 'nope' })['filter.owner']).toBeDefined();
  });

  it('checks dates as real dates from the year 1 to 9999', () => {
    for (const good of ['2026-02-28', '0001-01-01', '9999-12-31', '2026-03-01T10:00:00.123Z', '2026-03-01T10:00+02:00'])
      expect(parseListQuery({ 'filter[startsFrom]': good }, typedSpec).filter.startsFrom).toEqual([good]);
    for (const bad of ['0000-01-01', '0001-01-01T00:00+01:00', '2026-02-30', '2026-13-01', '2026-3-1', '10000-01-01', 'tomorrow', '2026-03-01T10:00', '2026-01-01,2026-02-01'])
      expect(bag({ 'filter[startsFrom]': bad })['filter.startsFrom']).toEqual([
        'The startsFrom filter must be a date (YYYY-MM-DD) or an ISO date-time, from the year 1 to 9999.',
      ]);
    expect(bag({ 'filter[startsAt]': '0000-01-01' })['filter.startsAt']).toBeDefined();
  });

  it('checks booleans and numbers, declared or from the column type', () => {
    expect(parseListQuery({ 'filter[open]': 'true' }, typedSpec).filter.open).toEqual(['true']);
    expect(bag({ 'filter[open]': 'yes' })['filter.open']).toEqual(['The open filter must be true or false.']);
    expect(parseListQuery({ 'filter[minPrice]': '12.5' }, typedSpec).filter.minPrice).toEqual(['12.5']);
    for (const bad of ['-1', '1e99', '99999999999999999999', 'NaN'])
      expect(bag({ 'filter[minPrice]': bad })['filter.minPrice']).toBeDefined();
    expect(bag({ 'filter[price]': 'cheap' })['filter.price']).toBeDefined();
  });

  it('caps the number of values in one filter and the length of text', () => {
    expect(bag({ 'filter[name]': Array.from({ length: 101 }, (_, i) => `n${i}`).join(',') })['filter.name']).toEqual([
      'The name filter may hold at most 100 values.',
    ]);
    expect(bag({ 'filter[name]': 'x'.repeat(201) })['filter.name']).toBeDefined();
  });

  it('names the filters it supports when asked for another', () => {
    expect(bag({ 'filter[secret]': 'x' })['filter.secret']).toEqual([
      "Filtering by 'secret' is not supported. Use one of: id, owner, mode, name, startsFrom, open, minPrice, price, startsAt.",
    ]);
  });
});
