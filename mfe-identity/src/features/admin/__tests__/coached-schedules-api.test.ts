/**
 * @jest-environment node
 */
// The request behind a user's Workshops tab (node: it has fetch's Request and Response, jsdom does not).
import type { ListEnvelope } from '@coachwork/contracts';
import { configureApi, makeStore } from '@coachwork/web-kit';
import { adminApi, type CoachedSchedule } from '../api';

const list = (data: CoachedSchedule[]): ListEnvelope<CoachedSchedule> => ({
  data,
  meta: { page: 1, perPage: 10, total: data.length, lastPage: 1 },
});

describe('listCoachedSchedules', () => {
  // Node's fetch needs an absolute address.
  beforeAll(() => configureApi({ baseUrl: 'http://coachwork.test/v1' }));

  it("asks the server for that coach's schedules with their workshops", async () => {
    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      asked.push(typeof input === 'string' ? input : 'url' in input ? input.url : input.href);
      return new Response(JSON.stringify(list([])), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const store = makeStore();
    const answer = await store
      .dispatch(adminApi.endpoints.listCoachedSchedules.initiate({ coachId: 'c-7', page: 2 }))
      .finally(() => {
        globalThis.fetch = realFetch;
      });
    expect(answer.error).toBeUndefined();
    expect(asked).toHaveLength(1);
    const url = new URL(asked[0]!);
    expect(url.pathname).toMatch(/\/v1\/workshop-schedules$/);
    expect(url.searchParams.get('filter[coachId]')).toBe('c-7');
    expect(url.searchParams.get('include')).toBe('workshop');
    expect(url.searchParams.get('page')).toBe('2');
  });
});
