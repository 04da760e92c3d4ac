// The reviews of the coach's sessions under /c against a stubbed /v1: newest first with stars and the
// session, an empty state, paging, and the one reply written in place (the 422 said under the field).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewDto } from '@coachwork/contracts';
import { MyReviews } from '../components/my-reviews';
import { one, renderLight, SCHEDULE_ID, stubApi, type Reply, type Seen } from './coach-harness';

jest.setTimeout(30_000);

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const review = (over: Partial<ReviewDto>): ReviewDto => ({
  id: 'r0000000-0000-4000-8000-000000000001',
  workshopScheduleId: SCHEDULE_ID,
  workshopId: 'c0ffee00-4444-4d2e-8a00-000000000001',
  workshopTitle: 'Storytelling Lab',
  coachId: 'c0ac4000-5555-4e3f-9b00-000000000001',
  sessionDate: '2027-03-01T09:00:00.000Z',
  userId: 'a5d3c9e0-3333-4b1a-9f00-000000000001',
  authorName: 'Ada L.',
  rating: 4,
  body: 'Clear and practical.',
  reply: null,
  repliedAt: null,
  hiddenAt: null,
  hiddenReason: null,
  createdAt: '2027-03-02T09:00:00.000Z',
  ...over,
});
const ada = review({});
const grace = review({
  id: 'r0000000-0000-4000-8000-000000000002',
  authorName: 'Grace H.',
  rating: 5,
  body: 'Best session this year.',
  reply: 'Thank you, Grace!',
  repliedAt: '2027-03-03T09:00:00.000Z',
});

function mount(pages: ReviewDto[][], extra?: (r: Seen) => Reply | undefined) {
  const api = stubApi((r) => {
    const more = extra?.(r);
    if (more) return more;
    if (r.method === 'GET' && r.path === '/reviews') {
      const page = Number(r.query.get('page') ?? 1);
      const total = pages.reduce((n, p) => n + p.length, 0);
      return {
        status: 200,
        body: { data: pages[page - 1] ?? [], meta: { page, perPage: 10, total, lastPage: Math.max(pages.length, 1) } },
      };
    }
    return undefined;
  });
  const view = renderLight(<MyReviews />);
  cleanup = () => {
    view.cleanup();
    api.detach();
  };
  return api;
}

const reviewBy = (name: string) => screen.getByRole('listitem', { name: `Review by ${name}` });

describe('coach area reviews', () => {
  it("lists the reviews of the coach's own sessions, newest first, with the reply where there is one", async () => {
    const api = mount([[ada, grace]]);
    await screen.findByText('Clear and practical.');
    const asked = api.calls('GET', '/reviews')[0]!.query;
    expect([asked.get('filter[coachId]'), asked.get('sort')]).toEqual(['me', '-createdAt']);
    expect(within(reviewBy('Ada L.')).getByRole('img', { name: '4 out of 5' }).textContent).toBe('★★★★☆');
    expect(within(reviewBy('Ada L.')).getByText(/Storytelling Lab/)).toBeTruthy();
    expect(within(reviewBy('Ada L.')).getByRole('button', { name: 'Reply to Ada L.' })).toBeTruthy();
    expect(within(reviewBy('Grace H.')).getByText('Your reply: Thank you, Grace!')).toBeTruthy();
    expect(within(reviewBy('Grace H.')).queryByRole('button')).toBeNull();
  });

  it('says so when there are no reviews yet', async () => {
    mount([]);
    await screen.findByText(/No reviews yet/);
  });

  it('pages through the reviews', async () => {
    const api = mount([[ada], [grace]]);
    await screen.findByText('Page 1 of 2 · 2 reviews (10 a page)');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Best session this year.');
    expect(api.calls('GET', '/reviews').map((c) => c.query.get('page'))).toContain('2');
  });

  it('publishes one reply, and says under the field why a reply was refused', async () => {
    let replied = false;
    const api = mount([[ada]], (r) => {
      if (r.method === 'POST' && r.path === `/reviews/${ada.id}/reply`) {
        const body = (r.body as { body: string }).body;
        if (!body.trim()) return { status: 422, body: { message: 'The given data was invalid.', errors: { body: ['Reply is required'] } } };
        replied = true;
        return one({ ...ada, reply: body, repliedAt: '2027-03-04T09:00:00.000Z' });
      }
      if (replied && r.method === 'GET' && r.path === '/reviews')
        return { status: 200, body: { data: [{ ...ada, reply: 'Thanks, Ada.' }], meta: { page: 1, perPage: 10, total: 1, lastPage: 1 } } };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reply to Ada L.' }));
    const form = screen.getByRole('form', { name: 'Reply to Ada L.' });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish reply' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Reply is required');
    fireEvent.change(within(form).getByLabelText(/Your reply/), { target: { value: 'Thanks, Ada.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish reply' }));
    await screen.findByText('Your reply: Thanks, Ada.');
    expect(api.calls('POST', `/reviews/${ada.id}/reply`).map((c) => c.body)).toEqual([{ body: '' }, { body: 'Thanks, Ada.' }]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Reply to Ada L.' })).toBeNull());
  });
});
