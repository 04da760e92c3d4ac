// The console's Reviews page against a stubbed /v1: every review with its rating, text, reply and
// whether hidden; the filters reach the API; Hide asks for a reason in a dialog and posts it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewDto } from '@coachwork/contracts';
import { installDomShims } from '@coachwork/test-support/dom';
import { list, renderAt, stubApi } from '../../bookings/__tests__/console-harness';
import { ReviewsPage } from '../components/reviews-page';

jest.setTimeout(120_000);
/** The table's first rows can take a while on a loaded machine. */
const SLOW = { timeout: 30_000 };
beforeAll(installDomShims);

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const review = (over: Partial<ReviewDto> = {}): ReviewDto => ({
  id: '9a0b1c2d-4444-4e5f-8a6b-000000000001',
  workshopScheduleId: '9a0b1c2d-4444-4e5f-8a6b-0000000000aa',
  workshopId: '9a0b1c2d-4444-4e5f-8a6b-0000000000bb',
  workshopTitle: 'Leading Through Change',
  coachId: '9a0b1c2d-4444-4e5f-8a6b-0000000000cc',
  sessionDate: '2027-03-01T09:00:00.000Z',
  userId: '9a0b1c2d-4444-4e5f-8a6b-0000000000dd',
  authorName: 'Bea B.',
  rating: 2,
  body: 'Rude remarks about another participant',
  reply: 'Sorry to hear that.',
  repliedAt: '2027-03-03T09:00:00.000Z',
  hiddenAt: null,
  hiddenReason: null,
  createdAt: '2027-03-02T09:00:00.000Z',
  ...over,
});

describe('/reviews', () => {
  it('lists reviews with their rating, text and reply, and filters by rating and hidden', async () => {
    const api = stubApi((r) =>
      r.method === 'GET' && r.path === '/reviews'
        ? list([
            review(),
            review({
              id: '9a0b1c2d-4444-4e5f-8a6b-000000000002',
              authorName: 'Fran F.',
              rating: 5,
              body: null,
              reply: null,
              hiddenAt: '2027-03-04T09:00:00.000Z',
              hiddenReason: 'Spam',
            }),
          ])
        : undefined,
    );
    const view = renderAt('/reviews', '/reviews', <ReviewsPage />);
    cleanup = view.cleanup;
    const row = (await screen.findByText('Rude remarks about another participant', {}, SLOW)).closest('tr')!;
    expect(row.textContent).toContain('Bea B.');
    expect(row.textContent).toContain('Leading Through Change');
    expect(row.textContent).toContain("Coach's reply: Sorry to hear that.");
    expect(within(row).getByLabelText('2 out of 5')).toBeTruthy();
    expect(within(row).getByRole('button', { name: "Hide Bea B.'s review" })).toBeTruthy();
    const hidden = screen.getByText('Fran F.').closest('tr')!;
    expect(hidden.textContent).toContain('Spam');
    expect(within(hidden).queryByRole('button', { name: /Hide/ })).toBeNull();
    const [get] = api.calls('GET', '/reviews');
    expect(get!.query.get('sort')).toBe('-createdAt');

    fireEvent.change(screen.getByLabelText('Workshop'), { target: { value: review().workshopId } });
    fireEvent.click(screen.getByRole('button', { name: /Query|Search/ }));
    await waitFor(() =>
      expect(api.calls('GET', '/reviews').some((c) => c.query.get('filter[workshopId]') === review().workshopId)).toBe(
        true,
      ),
      SLOW,
    );
  });

  it('hides a review with the reason asked for in a confirm dialog', async () => {
    let hidden = false;
    const api = stubApi((r) => {
      if (r.method === 'POST' && r.path === `/reviews/${review().id}/hide`) {
        hidden = true;
        return { status: 200, body: { data: review({ hiddenAt: '2027-03-05T09:00:00.000Z', hiddenReason: 'Personal remarks' }) } };
      }
      if (r.method === 'GET' && r.path === '/reviews')
        return list([hidden ? review({ hiddenAt: '2027-03-05T09:00:00.000Z', hiddenReason: 'Personal remarks' }) : review()]);
      return undefined;
    });
    const view = renderAt('/reviews', '/reviews', <ReviewsPage />);
    cleanup = view.cleanup;
    fireEvent.click(await screen.findByRole('button', { name: "Hide Bea B.'s review" }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog.textContent).toContain('Its author is mailed the reason.');
    // Without a reason nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText('Reason is required', {}, SLOW)).toBeTruthy();
    expect(api.calls('POST', `/reviews/${review().id}/hide`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Personal remarks' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(api.calls('POST', `/reviews/${review().id}/hide`)).toHaveLength(1), SLOW);
    expect(api.calls('POST', `/reviews/${review().id}/hide`)[0]!.body).toEqual({ reason: 'Personal remarks' });
    expect(await screen.findByText('Personal remarks', {}, SLOW)).toBeTruthy();
  });
});
