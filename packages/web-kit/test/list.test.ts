import { listResponse, toListParams } from '../src/api/list';

describe('toListParams', () => {
  it('sends ProTable’s 1-based page and its page size', () => {
    expect(toListParams({ current: 3, pageSize: 20 })).toEqual({ page: 3, perPage: 20 });
  });

  it('defaults to the first page of 10 and caps the page size at 100', () => {
    expect(toListParams({})).toEqual({ page: 1, perPage: 10 });
    expect(toListParams({ current: 0, pageSize: 500 })).toEqual({ page: 1, perPage: 100 });
  });

  it('sorts ascending as `field` and descending as `-field`', () => {
    expect(toListParams({ current: 1, pageSize: 10 }, { startDate: 'ascend' }).sort).toBe('startDate');
    expect(toListParams({ current: 1, pageSize: 10 }, { createdAt: 'descend' }).sort).toBe('-createdAt');
    expect(toListParams({ current: 1, pageSize: 10 }, { title: null }).sort).toBeUndefined();
  });

  it('turns form fields and column filters into filter[...] and the keyword into search', () => {
    expect(
      toListParams(
        { current: 2, pageSize: 10, keyword: ' yoga ', status: 'CONFIRMED', seats: 2, paid: false },
        { createdAt: 'descend' },
        { mode: ['ONLINE', 'HYBRID'] },
      ),
    ).toEqual({
      page: 2,
      perPage: 10,
      sort: '-createdAt',
      search: 'yoga',
      'filter[status]': 'CONFIRMED',
      'filter[seats]': 2,
      'filter[paid]': false,
      'filter[mode]': 'ONLINE,HYBRID',
    });
  });

  it('passes the contract’s own parameters through', () => {
    expect(toListParams({ current: 1, pageSize: 10, include: 'workshop,coach', trashed: 'with' })).toEqual({
      page: 1,
      perPage: 10,
      include: 'workshop,coach',
      trashed: 'with',
    });
  });

  it('drops empty values and ProTable bookkeeping', () => {
    expect(
      toListParams(
        {
          current: 1,
          pageSize: 10,
          keyword: '',
          status: undefined,
          city: '  ',
          tags: [],
          owner: null,
          _timestamp: 1,
        },
        {},
        { mode: null },
      ),
    ).toEqual({ page: 1, perPage: 10 });
  });
});

describe('listResponse', () => {
  it('gives ProTable the rows and the total', () => {
    const envelope = { data: [{ id: 'a' }], meta: { page: 1, perPage: 10, total: 31, lastPage: 4 } };
    expect(listResponse(envelope)).toEqual({ data: [{ id: 'a' }], total: 31, success: true });
  });
});
