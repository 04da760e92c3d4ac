// "Your reviews" in the booker area (issue 28 item 1): each session the person attended that ended in
// the last 30 days, with a Review action until they reviewed it (then their rating). The form is a
// dialog: the rating as five radio buttons with labels (a native radio group: arrow keys move, the
// legend names it) and an optional text up to REVIEW_TEXT_MAX characters. The review request mail links
// to /b?review={scheduleId}, which opens that session's form at once.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, type ReviewableSessionDto } from '@coachwork/contracts';
import { formatDate, toast } from '@coachwork/web-kit';
import { useCreateReviewMutation, useGetReviewableQuery } from '../../reviews-api';
import { Dialog } from '../../dialog';
import { starsOf } from '../rating';

const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/** The server's refusal in words (403, 409, 422's message), or a general one. */
function refusal(err: unknown): { message: string; field?: string } {
  const data = (err as { data?: { message?: string; errors?: Record<string, string[]> } }).data;
  const bodyError = data?.errors?.body?.[0];
  if (bodyError) return { message: bodyError, field: 'body' };
  return { message: data?.message ?? 'Your review could not be sent. Please try again.' };
}

function ReviewForm({ session, onDone }: { session: ReviewableSessionDto; onDone: () => void }) {
  const [rating, setRating] = useState<number | null>(null);
  const [body, setBody] = useState('');
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [send, { isLoading }] = useCreateReviewMutation();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (rating === null) {
      setError({ message: REVIEW_MESSAGES.ratingRequired, field: 'rating' });
      return;
    }
    try {
      await send({ workshopScheduleId: session.workshopScheduleId, rating, body: body.trim() || null }).unwrap();
      toast.success('Thank you for your review', `${session.workshopTitle}: your rating is counted.`);
      onDone();
    } catch (err) {
      setError(refusal(err));
    }
  };

  return (
    <form className="cw-stack" noValidate onSubmit={(e) => void submit(e)}>
      {error && !error.field && (
        <div className="cw-alert" role="alert">
          {error.message}
        </div>
      )}
      <fieldset className="sf-rating-input" aria-describedby={error?.field === 'rating' ? 'review-rating-error' : undefined}>
        <legend className="cw-label">Your rating</legend>
        {[5, 4, 3, 2, 1].map((n) => (
          <label key={n} className="sf-rating-option">
            <input
              type="radio"
              name="rating"
              value={n}
              checked={rating === n}
              onChange={() => {
                setRating(n);
                if (error?.field === 'rating') setError(null);
              }}
            />
            <span className="sf-stars" aria-hidden="true">
              {starsOf(n)}
            </span>
            <span>{`${n} ${n === 1 ? 'star' : 'stars'}: ${RATING_LABELS[n - 1]}`}</span>
          </label>
        ))}
        {error?.field === 'rating' && (
          <div id="review-rating-error" className="cw-field-error" role="alert">
            {error.message}
          </div>
        )}
      </fieldset>
      <div className="cw-field">
        <label className="cw-label" htmlFor="review-body">
          Your review (optional)
        </label>
        <textarea
          id="review-body"
          className="cw-input cw-textarea"
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-describedby="review-body-help"
          aria-invalid={error?.field === 'body' || undefined}
        />
        <div id="review-body-help" className="cw-muted">
          {`${body.length} of ${REVIEW_TEXT_MAX} characters. Others see your first name and initial.`}
        </div>
        {error?.field === 'body' && (
          <div className="cw-field-error" role="alert">
            {error.message}
          </div>
        )}
      </div>
      <div className="cw-row sf-dialog-actions">
        <button type="button" className="cw-btn" onClick={onDone} disabled={isLoading}>
          Not now
        </button>
        <button type="submit" className="cw-btn cw-btn-primary" disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send review'}
        </button>
      </div>
    </form>
  );
}

function SessionRow({ session, open, onOpen }: { session: ReviewableSessionDto; open: boolean; onOpen: (open: boolean) => void }) {
  const review = session.review;
  return (
    <li className="cw-card sf-review-row" data-review-schedule={session.workshopScheduleId}>
      <div>
        <strong>{session.workshopTitle}</strong>
        <div className="cw-muted">{`Took place on ${formatDate(session.startDate)}`}</div>
      </div>
      {review ? (
        <div>
          <span className="sf-stars" aria-hidden="true">
            {starsOf(review.rating)}
          </span>{' '}
          {`You rated it ${review.rating} out of 5${review.hiddenAt ? ' (hidden by our team)' : ''}`}
        </div>
      ) : (
        <div className="cw-row">
          <span className="cw-muted">{`Open until ${formatDate(session.reviewableUntil)}`}</span>
          <button type="button" className="cw-btn cw-btn-primary" aria-haspopup="dialog" onClick={() => onOpen(true)}>
            Review
          </button>
        </div>
      )}
      <Dialog open={open && !review} onClose={() => onOpen(false)} title={`Review ${session.workshopTitle}`} className="sf-dialog-sm">
        <ReviewForm session={session} onDone={() => onOpen(false)} />
      </Dialog>
    </li>
  );
}

export function ReviewsSection() {
  const { data } = useGetReviewableQuery();
  const [params, setParams] = useSearchParams();
  const asked = params.get('review');
  const [openId, setOpenId] = useState<string | null>(null);
  // The request mail's link opens that session's form once the list is in.
  useEffect(() => {
    if (asked && data?.some((s) => s.workshopScheduleId === asked && !s.review)) setOpenId(asked);
  }, [asked, data]);
  if (!data?.length) return null;
  const open = (id: string) => (isOpen: boolean) => {
    setOpenId(isOpen ? id : null);
    if (!isOpen && asked) {
      const next = new URLSearchParams(params);
      next.delete('review');
      setParams(next, { replace: true });
    }
  };
  return (
    <section aria-labelledby="reviews-title" className="cw-stack">
      <h2 id="reviews-title" className="sf-section-title" style={{ margin: 0 }}>
        Your reviews
      </h2>
      <ul className="sf-bookings">
        {data.map((s) => (
          <SessionRow
            key={s.workshopScheduleId}
            session={s}
            open={openId === s.workshopScheduleId}
            onOpen={open(s.workshopScheduleId)}
          />
        ))}
      </ul>
    </section>
  );
}
