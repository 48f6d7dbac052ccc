import { useRef, useState } from 'react';
import type { GoodDetails } from '#core/catalog';
import type { PricePromotion } from '#core/pricing';
import type { ReviewPage } from '#core/reviews';
import { fromGoodDetails, useTrack } from '../../analytics';
import { formatDate, formatReviewsCount } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import type { ReviewRules } from '../../routes/review/review.server';
import { missingToMinOrder } from '../cart/cart-line';
import { QuickOrder } from '../cart/quick-order';
import { paths } from '../links';
import { ViewedStrip } from '../personal/viewed-goods';
import { Reviews, Stars } from '../reviews/reviews';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { LocalizedLink } from '../ui/localized-link';
import { BuyBar } from './buy-bar';
import { GoodActions } from './good-actions';
import { GoodGrid } from './good-card';
import { GoodCode } from './good-code';
import { GoodGallery } from './good-gallery';
import { GoodPrice } from './good-price';
import { type GoodTab, GoodTabs } from './good-tabs';
import { AvailabilityDialog, AvailabilityLink, StockList } from './store-availability';

/**
 * The product page (SPEC §2, DESIGN "Product page"): gallery and buy box side by side on desktop;
 * on a phone the title, the main image and right after them the price and the buttons.
 */
export function GoodView({
  good,
  reviews,
  reviewRules,
  pricePromotion = null,
}: {
  good: GoodDetails;
  reviews: ReviewPage | null | Promise<ReviewPage | null>;
  reviewRules: ReviewRules;
  /** The running promotion the price comes from (ADR 0081): named, with its end, under the price. */
  pricePromotion?: PricePromotion | null;
}) {
  const { t, locale } = useI18n();
  const purchase = useRef<HTMLDivElement>(null);
  const [stockOpen, setStockOpen] = useState(false);
  useTrack({ type: 'view_item', good: fromGoodDetails(good) }, good.id);
  const tabs: GoodTab[] = [
    ...(good.description ? [{ id: 'description', label: t('good.description') }] : []),
    ...(good.characteristics.length ? [{ id: 'characteristics', label: t('good.characteristics') }] : []),
    { id: 'stock', label: t('good.stock') },
    {
      id: 'reviews-section',
      label: good.reviewsCount ? t('product.reviewsTab', { count: good.reviewsCount }) : t('reviews.title'),
    },
    ...(good.related.length ? [{ id: 'related', label: t('good.related') }] : []),
  ];
  return (
    <article className="good">
      <Breadcrumbs path={good.breadcrumbs} current={good.title} />
      <div className="good-top">
        <h1 className="good-head">{good.title}</h1>
        <div className="good-meta">
          <GoodCode code={good.extId} />
          <a href="#reviews" className="good-rating-link">
            {good.reviewsCount > 0 ? (
              <>
                <Stars rating={good.rating} label={t('product.ratingLink', { rating: good.rating.toFixed(1) })} />{' '}
                {formatReviewsCount(good.reviewsCount, locale)}
              </>
            ) : (
              t('review.write')
            )}
          </a>
          {good.brand ? (
            <LocalizedLink to={paths.brand(good.brand.slug)} className="good-brand">
              {good.brand.title}
            </LocalizedLink>
          ) : null}
        </div>
        <div className="good-media">
          <GoodGallery images={good.images} title={good.title} />
        </div>
        <div className="good-summary">
          {good.variants.length ? (
            <nav className="good-variants" aria-label={t('product.variants')}>
              <p className="good-variants-title">{t('product.variants')}</p>
              <ul>
                {good.variants.map((variant) => (
                  <li key={variant.id}>
                    <LocalizedLink
                      to={paths.good(variant.slug, variant.id)}
                      aria-current={variant.id === good.id ? 'page' : undefined}
                      className={variant.isAvailable ? undefined : 'is-unavailable'}
                      preventScrollReset
                    >
                      {variant.label}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="good-purchase" ref={purchase}>
            <GoodPrice good={good} />
            {pricePromotion ? (
              <p className="good-price-promotion">
                <LocalizedLink to={paths.promotion(pricePromotion.id, pricePromotion.slug)}>
                  {t('product.promotionPrice', {
                    title: pricePromotion.title,
                    date: formatDate(new Date(pricePromotion.endsAt), locale),
                  })}
                </LocalizedLink>
              </p>
            ) : null}
            <GoodActions goodId={good.id} isAvailable={good.isAvailable} />
          </div>
          <p className={good.isAvailable ? 'good-availability in-stock' : 'good-availability good-card-na'}>
            {good.isAvailable ? t('good.available') : t('good.notAvailable')}
            {good.stock.length ? (
              <>
                {' · '}
                <AvailabilityLink onOpen={() => setStockOpen(true)} />
              </>
            ) : null}
          </p>
          {good.stock.length ? (
            <AvailabilityDialog stock={good.stock} open={stockOpen} onClose={() => setStockOpen(false)} />
          ) : null}
          {good.isAvailable ? <QuickOrder goodId={good.id} missing={missingToMinOrder(good.price)} /> : null}
          <ul className="good-terms">
            <li>{t('product.delivery')}</li>
            <li>{t('product.warranty')}</li>
          </ul>
        </div>
      </div>
      <GoodTabs tabs={tabs} />
      {good.description ? (
        <section id="description">
          <h2>{t('good.description')}</h2>
          {/* Sanitised by the loader (sanitizeRichText). */}
          <div className="good-description prose" dangerouslySetInnerHTML={{ __html: good.description }} />
        </section>
      ) : null}
      {good.characteristics.length ? (
        <section id="characteristics">
          <h2>{t('good.characteristics')}</h2>
          <dl className="characteristics">
            {good.characteristics.map((c) => (
              <div key={c.title}>
                <dt>{c.title}</dt>
                <dd>{c.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section id="stock">
        <h2>{t('good.stock')}</h2>
        {good.stock.length ? <StockList stock={good.stock} /> : <p>{t('good.stockEmpty')}</p>}
      </section>
      <Reviews goodId={good.id} reviews={reviews} rules={reviewRules} />
      {good.related.length ? (
        <section id="related">
          <h2>{t('good.related')}</h2>
          <GoodGrid goods={good.related} />
        </section>
      ) : null}
      <ViewedStrip goodId={good.id} />
      <BuyBar good={good} panel={purchase} />
    </article>
  );
}
