import { Suspense } from 'react';
import { Await } from 'react-router';
import type { ReviewPage } from '#core/reviews';
import { formatDate } from '../i18n/translate';
import { useI18n } from '../i18n/use-i18n';

/** Published reviews with the rating summary, streamed in after the product itself (SPEC §2, §3). */
export function Reviews({ reviews }: { reviews: Promise<ReviewPage | null> }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="reviews">
      <h2 id="reviews">{t('reviews.title')}</h2>
      <Suspense fallback={<p className="muted">{t('reviews.loading')}</p>}>
        <Await resolve={reviews}>{(page) => <ReviewList page={page} />}</Await>
      </Suspense>
    </section>
  );
}

function ReviewList({ page }: { page: ReviewPage | null }) {
  const { t, locale } = useI18n();
  if (!page || page.items.length === 0) return <p className="empty">{t('reviews.empty')}</p>;
  return (
    <>
      <p className="rating">
        ★ {t('reviews.summary', { rating: (page.summary.ratingX100 / 100).toFixed(1), count: page.summary.count })}
      </p>
      <ul className="review-list">
        {page.items.map((review) => (
          <li key={review.id} className="review">
            <p className="review-head">
              <strong>{review.authorName}</strong>{' '}
              <span className="stars" role="img" aria-label={t('reviews.stars', { count: review.rating })}>
                {'★'.repeat(review.rating)}
                {'☆'.repeat(5 - review.rating)}
              </span>{' '}
              <time dateTime={new Date(review.createdAt).toISOString()}>
                {formatDate(new Date(review.createdAt), locale)}
              </time>
            </p>
            <p>{review.text}</p>
            {review.advantages ? (
              <p>
                <strong>{t('reviews.advantages')}:</strong> {review.advantages}
              </p>
            ) : null}
            {review.disadvantages ? (
              <p>
                <strong>{t('reviews.disadvantages')}:</strong> {review.disadvantages}
              </p>
            ) : null}
            {review.photoIds.length ? (
              <div className="review-photos">
                {review.photoIds.map((id) => (
                  <img key={id} src={`/site/reviews/photo/${id}`} alt="" width={96} height={96} loading="lazy" />
                ))}
              </div>
            ) : null}
            {review.reply ? (
              <blockquote className="review-reply">
                <strong>{t('reviews.reply')}:</strong> {review.reply}
              </blockquote>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
