// Ratings on the selling pages (issue 28 item 1): a workshop's or coach's average and count, and the
// latest reviews of a workshop. The stars are decoration (aria-hidden); the words say the same.
import type { RatingSummaryDto } from '@coachwork/contracts';
import { formatDate } from '@coachwork/web-kit';
import type { PublicReview } from '../api';
import { useStorefrontI18n } from '../messages';

/** '★★★★☆' for 4.3: whole stars rounded to the nearest. */
export const starsOf = (value: number) => {
  const full = Math.max(0, Math.min(5, Math.round(value)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
};

export const reviewCount = (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`;

/** 'Rated 4.3 out of 5 · 3 reviews', or nothing while there is no review. */
export function RatingSummary({ rating }: { rating: RatingSummaryDto | null | undefined }) {
  const { t, lang } = useStorefrontI18n();
  if (!rating?.count) return null;
  const average = rating.average.toFixed(1);
  return (
    <div className="sf-rating" data-testid="rating">
      <span className="sf-stars" aria-hidden="true">
        {starsOf(rating.average)}
      </span>{' '}
      {t('rating.summary', { average: lang === 'de' ? average.replace('.', ',') : average, count: rating.count })}
    </div>
  );
}

/** The workshop's latest reviews, with the coach's replies. */
export function LatestReviews({ reviews, timeZone }: { reviews: PublicReview[] | undefined; timeZone: string }) {
  if (!reviews?.length) return null;
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="sf-section-title">
        What participants say
      </h2>
      <ul className="sf-reviews">
        {reviews.map((r) => (
          <li key={r.id} className="sf-review">
            <div>
              <span className="sf-stars" aria-hidden="true">
                {starsOf(r.rating)}
              </span>{' '}
              <strong>{`${r.rating} out of 5`}</strong>
              <span className="cw-muted">{` · ${r.authorName} · ${formatDate(r.createdAt, timeZone)}`}</span>
            </div>
            {r.body && <p className="sf-description">{r.body}</p>}
            {r.reply && (
              <blockquote className="sf-review-reply">
                <div className="cw-muted">Reply from the coach</div>
                <p className="sf-description">{r.reply}</p>
              </blockquote>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
