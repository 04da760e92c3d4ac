import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { parseListQuery, ValidationError, type ListSpec } from '../src';

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
