// /c: what attendees said about the coach's sessions, newest first, and the coach's one reply to each
// (written in place; a reply cannot be changed once sent, so the form says so before sending).
import { useId, useState } from 'react';
import { REVIEW_TEXT_MAX, type ReviewDto } from '@coachwork/contracts';
import { formatDate, toast } from '@coachwork/web-kit';
import { REVIEWS_PER_PAGE, useListMyReviewsQuery, useReplyToMyReviewMutation } from '../reviews-api';

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

function ReplyForm({ review }: { review: ReviewDto }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reply, { isLoading }] = useReplyToMyReviewMutation();
  if (!open)
    return (
      <button type="button" className="cw-btn" aria-label={`Reply to ${review.authorName}`} onClick={() => setOpen(true)}>
        Reply
      </button>
    );
  return (
    <form
      className="cw-stack"
      aria-label={`Reply to ${review.authorName}`}
      onSubmit={async (e) => {
        e.preventDefault();
        setError(null);
        try {
          await reply({ id: review.id, body: text }).unwrap();
          toast.success('Reply published', `Your reply to ${review.authorName} is on the session's page.`);
          setOpen(false);
        } catch (err) {
          const body = (err as { data?: { message?: string; errors?: { body?: string[] } } })?.data;
          setError(body?.errors?.body?.[0] ?? body?.message ?? 'The reply could not be sent. Please try again.');
        }
      }}
    >
      <label htmlFor={id}>Your reply (shown publicly under the review; you can reply once)</label>
      <textarea
        id={id}
        className="cw-input cw-textarea"
        rows={3}
        maxLength={REVIEW_TEXT_MAX}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className="cw-field-error" role="alert">
          {error}
        </span>
      )}
      <span className="cw-row" style={{ gap: 8 }}>
        <button type="submit" className="cw-btn cw-btn-primary" disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Publish reply'}
        </button>
        <button type="button" className="cw-btn" disabled={isLoading} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </span>
    </form>
  );
}

export function MyReviews() {
  const [page, setPage] = useState(1);
  const list = useListMyReviewsQuery(page);
  const reviews = list.data?.data ?? [];
  const lastPage = list.data?.meta.lastPage ?? 1;
  const total = list.data?.meta.total ?? 0;
  return (
    <section className="cw-card cw-stack" aria-labelledby="ca-reviews">
      <h2 id="ca-reviews" style={{ margin: 0, fontSize: '1.125rem' }}>
        Reviews of my sessions
      </h2>
      {list.isLoading ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          Loading reviews...
        </p>
      ) : list.isError ? (
        <p className="cw-field-error">The reviews could not be loaded.</p>
      ) : reviews.length === 0 ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          No reviews yet. People who attended a session are asked for one the day after it.
        </p>
      ) : (
        <>
          <ul className="ca-list">
            {reviews.map((r) => (
              <li key={r.id} className="ca-row cw-stack" aria-label={`Review by ${r.authorName}`} style={{ alignItems: 'stretch' }}>
                <span>
                  <span role="img" aria-label={`${r.rating} out of 5`}>{stars(r.rating)}</span> <strong>{r.authorName}</strong>{' '}
                  <span className="cw-muted">
                    · {r.workshopTitle}, {formatDate(r.sessionDate)}
                  </span>
                </span>
                {r.body && <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{r.body}</p>}
                {r.reply ? (
                  <p className="cw-muted" style={{ margin: 0, whiteSpace: 'pre-line' }}>
                    Your reply: {r.reply}
                  </p>
                ) : (
                  <ReplyForm review={r} />
                )}
              </li>
            ))}
          </ul>
          {lastPage > 1 && (
            <nav className="cw-row" aria-label="Reviews pages" style={{ gap: 8 }}>
              <button type="button" className="cw-btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <span className="cw-muted">
                Page {page} of {lastPage} · {total} reviews ({REVIEWS_PER_PAGE} a page)
              </span>
              <button type="button" className="cw-btn" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
