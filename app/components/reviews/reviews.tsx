import { Suspense, useEffect, useState } from 'react';
import { Await, Link, useFetcher, useLocation } from 'react-router';
import { reviewPhotoImage } from '#core/images';
import type { PublishedReview, RatingSummary, ReviewPage } from '#core/reviews';
import { formatDate, formatReviewsCount } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import type { loadCatalogEntry } from '../../routes/catalog/entry.server';
import type { ReviewLikeData } from '../../routes/catalog/review-like.server';
import type { ReviewRules } from '../../routes/review/review.server';
import { ReviewPhotoImage } from '../media/pictures';
import { useHydrated } from '../ui/use-hydrated';
import { ReviewForm } from './review-form';

/**
 * Published reviews with the rating summary, streamed in after the product itself (SPEC §2, §3),
 * then the form to leave one (§5).
 */
export function Reviews({
  goodId,
  reviews,
  rules,
}: {
  goodId: number;
  reviews: ReviewPage | null | Promise<ReviewPage | null>;
  rules: ReviewRules;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="reviews" className="reviews" id="reviews-section">
      <h2 id="reviews">{t('reviews.title')}</h2>
      <div className="reviews-layout">
        <div className="reviews-main">
          {reviews instanceof Promise ? (
            <Suspense fallback={<p className="muted">{t('reviews.loading')}</p>}>
              <Await resolve={reviews}>{(page) => <ReviewList page={page} />}</Await>
            </Suspense>
          ) : (
            // Already loaded (ADR 0059): in the HTML itself, not in a streamed part that needs JS.
            <ReviewList page={reviews} />
          )}
        </div>
        <ReviewForm goodId={goodId} rules={rules} />
      </div>
    </section>
  );
}

export function Stars({ rating, label }: { rating: number; label: string }) {
  const rounded = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={label}>
      {'★'.repeat(rounded)}
      <span className="stars-off">{'★'.repeat(5 - rounded)}</span>
    </span>
  );
}

function Summary({ summary }: { summary: RatingSummary }) {
  const { t, locale } = useI18n();
  const rating = (summary.ratingX100 / 100).toFixed(1);
  return (
    <div className="reviews-summary">
      <p className="rating">
        <strong className="rating-value">{t('review.summary', { rating })}</strong>
        <Stars rating={summary.ratingX100 / 100} label={t('review.summary', { rating })} />
        <span className="muted">{formatReviewsCount(summary.count, locale)}</span>
      </p>
      <ul className="rating-bars">
        {([5, 4, 3, 2, 1] as const).map((star) => {
          const count = summary.stars[star];
          const share = summary.count ? Math.round((count / summary.count) * 100) : 0;
          return (
            <li key={star} aria-label={t('review.starRow', { n: star, count })}>
              <span aria-hidden="true">{star} ★</span>
              <span className="rating-bar" aria-hidden="true">
                <span style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden="true" className="rating-bar-count">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The published reviews of one page, then the next pages appended by "show more" (with JS), and
 * numbered links `?reviews=N` to every page (without JS too; ADR 0059).
 */
function ReviewList({ page }: { page: ReviewPage | null }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const fetcher = useFetcher<typeof loadCatalogEntry>();
  const [more, setMore] = useState<{ from: ReviewPage | null; items: PublishedReview[]; last: number }>({
    from: page,
    items: [],
    last: page?.page ?? 1,
  });
  // Another page of the product (a numbered link, a variant): start again from what it shows.
  const appended = more.from === page ? more : { from: page, items: [], last: page?.page ?? 1 };
  useEffect(() => {
    const loaded = fetcher.data;
    if (loaded?.kind !== 'good') return;
    let live = true;
    void Promise.resolve(loaded.reviews).then((next) => {
      if (!live || !next) return;
      setMore((current) => {
        const base = current.from === page ? current : { from: page, items: [], last: page?.page ?? 1 };
        if (next.page !== base.last + 1) return base;
        return { from: page, items: [...base.items, ...next.items], last: next.page };
      });
    });
    return () => {
      live = false;
    };
  }, [fetcher.data, page]);
  if (!page || page.total === 0) return <p className="empty">{t('reviews.empty')}</p>;
  const pages = Math.max(1, Math.ceil(page.total / page.perPage));
  const items = [...page.items, ...appended.items];
  return (
    <>
      <Summary summary={page.summary} />
      {page.items.length === 0 ? <p className="empty">{t('reviews.pageEmpty')}</p> : null}
      <ul className="review-list">
        {items.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {hydrated && appended.last < pages ? (
        <button
          type="button"
          className="reviews-more"
          disabled={fetcher.state !== 'idle'}
          onClick={() => fetcher.load(`${pathname}?reviews=${appended.last + 1}`)}
        >
          {fetcher.state === 'idle' ? t('reviews.more') : t('reviews.loading')}
        </button>
      ) : null}
      {pages > 1 ? (
        <nav className="reviews-pages" aria-label={t('reviews.pages')}>
          <ul>
            {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
              <li key={n}>
                <Link
                  to={`${pathname}${n === 1 ? '' : `?reviews=${n}`}#reviews-section`}
                  aria-current={n === page.page ? 'page' : undefined}
                  aria-label={t('reviews.page', { n })}
                  rel="nofollow"
                  preventScrollReset
                >
                  {n}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

function ReviewItem({ review }: { review: PublishedReview }) {
  const { t, locale } = useI18n();
  return (
    <li className="review" id={`review-${review.id}`}>
      <p className="review-head">
        <strong>{review.authorName}</strong>{' '}
        <Stars rating={review.rating} label={t('reviews.stars', { count: review.rating })} />{' '}
        <time dateTime={new Date(review.createdAt).toISOString()}>
          {formatDate(new Date(review.createdAt), locale)}
        </time>
      </p>
      <p className="review-text">{review.text}</p>
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
        <ul className="review-photos">
          {review.photoIds.map((id, index) => (
            <li key={id}>
              <a href={`/site/reviews/photo/${id}`} target="_blank" rel="noopener">
                <ReviewPhotoImage
                  src={reviewPhotoImage(id)}
                  alt={t('product.photo', { n: index + 1, total: review.photoIds.length })}
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <blockquote className="review-reply">
          <strong>{t('reviews.reply')}:</strong> {review.reply}
        </blockquote>
      ) : null}
      <LikeButton review={review} />
    </li>
  );
}

/**
 * "Useful" with the count (SPEC §3 "like"): one per shopper — a guest counts by address and
 * browser like in the API (ADR 0029) — a plain form post without JS, a fetcher with it.
 */
function LikeButton({ review }: { review: PublishedReview }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ReviewLikeData>();
  const like = fetcher.data?.like;
  const count = like?.likes ?? review.likes;
  return (
    <fetcher.Form method="post" className="review-like" preventScrollReset>
      <input type="hidden" name="intent" value="like" />
      <input type="hidden" name="reviewId" value={review.id} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        aria-pressed={like ? true : undefined}
        aria-label={t('reviews.like', { count })}
        disabled={fetcher.state !== 'idle' || like !== undefined}
      >
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M7 10v11H3V10h4Zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
        </svg>{' '}
        {t('reviews.useful')} <span className="review-like-count">{count}</span>
      </button>
      {like ? (
        <span role="status" className="review-like-note">
          {like.liked ? t('reviews.thanks') : t('reviews.alreadyLiked')}
        </span>
      ) : fetcher.data?.error ? (
        <span role="alert" className="review-like-note">
          {fetcher.data.error}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
