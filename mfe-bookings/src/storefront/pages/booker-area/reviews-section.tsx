// "Your reviews" in the booker area (issue 28 item 1): each session the person attended that ended in
// the last 30 days, with a Review action until they reviewed it (then their rating). The form is a
// dialog: the rating as five radio buttons with labels (a native radio group: arrow keys move, the
// legend names it) and an optional text up to REVIEW_TEXT_MAX characters. The review request mail links
// to /b?review={scheduleId}, which opens that session's form at once.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, type ReviewableSessionDto } from '@coachwork/contracts';
import { toast } from '@coachwork/web-kit';
import { useCreateReviewMutation, useGetReviewableQuery } from '../../reviews-api';
import { Dialog } from '../../dialog';
import { starsOf } from '../rating';
import { useBookerI18n, type BookerMessage } from './messages';

/** The server's refusal in words (403, 409, 422's message), or a general one. */
function refusal(err: unknown, general: string): { message: string; field?: string } {
  const data = (err as { data?: { message?: string; errors?: Record<string, string[]> } }).data;
  const bodyError = data?.errors?.body?.[0];
  if (bodyError) return { message: bodyError, field: 'body' };
  return { message: data?.message ?? general };
}

function ReviewForm({ session, onDone }: { session: ReviewableSessionDto; onDone: () => void }) {
  const { t } = useBookerI18n();
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
      toast.success(t('booker.reviews.thanks'), t('booker.reviews.thanksText', { title: session.workshopTitle }));
      onDone();
    } catch (err) {
      setError(refusal(err, t('booker.reviews.failed')));
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
        <legend className="cw-label">{t('booker.reviews.yourRating')}</legend>
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
            <span>{t('booker.reviews.option', { n, label: t(`booker.reviews.rating.${n}` as BookerMessage) })}</span>
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
          {t('booker.reviews.body')}
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
          {t('booker.reviews.bodyHelp', { count: body.length, max: REVIEW_TEXT_MAX })}
        </div>
        {error?.field === 'body' && (
          <div className="cw-field-error" role="alert">
            {error.message}
          </div>
        )}
      </div>
      <div className="cw-row sf-dialog-actions">
        <button type="button" className="cw-btn" onClick={onDone} disabled={isLoading}>
          {t('booker.reviews.notNow')}
        </button>
        <button type="submit" className="cw-btn cw-btn-primary" disabled={isLoading}>
          {isLoading ? t('booker.reviews.sending') : t('booker.reviews.send')}
        </button>
      </div>
    </form>
  );
}

function SessionRow({ session, open, onOpen }: { session: ReviewableSessionDto; open: boolean; onOpen: (open: boolean) => void }) {
  const { t, formatDate } = useBookerI18n();
  const review = session.review;
  return (
    <li className="cw-card sf-review-row" data-review-schedule={session.workshopScheduleId}>
      <div>
        <strong>{session.workshopTitle}</strong>
        <div className="cw-muted">{t('booker.reviews.tookPlace', { date: formatDate(session.startDate) })}</div>
      </div>
      {review ? (
        <div>
          <span className="sf-stars" aria-hidden="true">
            {starsOf(review.rating)}
          </span>{' '}
          {review.hiddenAt
            ? t('booker.reviews.ratedHidden', { rating: review.rating })
            : t('booker.reviews.rated', { rating: review.rating })}
        </div>
      ) : (
        <div className="cw-row">
          <span className="cw-muted">{t('booker.reviews.openUntil', { date: formatDate(session.reviewableUntil) })}</span>
          <button type="button" className="cw-btn cw-btn-primary" aria-haspopup="dialog" onClick={() => onOpen(true)}>
            {t('booker.reviews.review')}
          </button>
        </div>
      )}
      <Dialog open={open && !review} onClose={() => onOpen(false)} title={t('booker.reviews.dialogTitle', { title: session.workshopTitle })} className="sf-dialog-sm">
        <ReviewForm session={session} onDone={() => onOpen(false)} />
      </Dialog>
    </li>
  );
}

export function ReviewsSection() {
  const { t } = useBookerI18n();
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
        {t('booker.reviews.title')}
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
