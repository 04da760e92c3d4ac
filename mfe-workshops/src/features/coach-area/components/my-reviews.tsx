// /c: what attendees said about the coach's sessions, newest first, and the coach's one reply to each
// (written in place; a reply cannot be changed once sent, so the form says so before sending).
import { useId, useState } from 'react';
import { REVIEW_TEXT_MAX, type ReviewDto } from '@coachwork/contracts';
import { toast } from '@coachwork/web-kit';
import { useCoachAreaI18n } from '../messages';
import { REVIEWS_PER_PAGE, useListMyReviewsQuery, useReplyToMyReviewMutation } from '../reviews-api';

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

function ReplyForm({ review }: { review: ReviewDto }) {
  const { t } = useCoachAreaI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reply, { isLoading }] = useReplyToMyReviewMutation();
  if (!open)
    return (
      <button type="button" className="cw-btn" aria-label={t('reviews.replyTo', { name: review.authorName })} onClick={() => setOpen(true)}>
        {t('reviews.reply')}
      </button>
    );
  return (
    <form
      className="cw-stack"
      aria-label={t('reviews.replyTo', { name: review.authorName })}
      onSubmit={async (e) => {
        e.preventDefault();
        setError(null);
        try {
          await reply({ id: review.id, body: text }).unwrap();
          toast.success(t('reviews.published'), t('reviews.publishedBody', { name: review.authorName }));
          setOpen(false);
        } catch (err) {
          const body = (err as { data?: { message?: string; errors?: { body?: string[] } } })?.data;
          setError(body?.errors?.body?.[0] ?? body?.message ?? t('reviews.sendFailed'));
        }
      }}
    >
      <label htmlFor={id}>{t('reviews.replyField')}</label>
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
          {isLoading ? t('reviews.sending') : t('reviews.publish')}
        </button>
        <button type="button" className="cw-btn" disabled={isLoading} onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </button>
      </span>
    </form>
  );
}

export function MyReviews() {
  const { t, formatDate } = useCoachAreaI18n();
  const [page, setPage] = useState(1);
  const list = useListMyReviewsQuery(page);
  const reviews = list.data?.data ?? [];
  const lastPage = list.data?.meta.lastPage ?? 1;
  const total = list.data?.meta.total ?? 0;
  return (
    <section className="cw-card cw-stack" aria-labelledby="ca-reviews">
      <h2 id="ca-reviews" style={{ margin: 0, fontSize: '1.125rem' }}>
        {t('reviews.title')}
      </h2>
      {list.isLoading ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          {t('reviews.loading')}
        </p>
      ) : list.isError ? (
        <p className="cw-field-error">{t('reviews.loadFailed')}</p>
      ) : reviews.length === 0 ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          {t('reviews.empty')}
        </p>
      ) : (
        <>
          <ul className="ca-list">
            {reviews.map((r) => (
              <li key={r.id} className="ca-row cw-stack" aria-label={t('reviews.by', { name: r.authorName })} style={{ alignItems: 'stretch' }}>
                <span>
                  <span role="img" aria-label={t('reviews.rating', { rating: r.rating })}>{stars(r.rating)}</span> <strong>{r.authorName}</strong>{' '}
                  <span className="cw-muted">
                    · {r.workshopTitle}, {formatDate(r.sessionDate)}
                  </span>
                </span>
                {r.body && <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{r.body}</p>}
                {r.reply ? (
                  <p className="cw-muted" style={{ margin: 0, whiteSpace: 'pre-line' }}>
                    {t('reviews.yourReply', { reply: r.reply })}
                  </p>
                ) : (
                  <ReplyForm review={r} />
                )}
              </li>
            ))}
          </ul>
          {lastPage > 1 && (
            <nav className="cw-row" aria-label={t('reviews.pages')} style={{ gap: 8 }}>
              <button type="button" className="cw-btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('common.previous')}
              </button>
              <span className="cw-muted">
                {t('reviews.pageOf', { page, last: lastPage, total, perPage: REVIEWS_PER_PAGE })}
              </span>
              <button type="button" className="cw-btn" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
                {t('common.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
