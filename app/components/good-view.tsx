import type { GoodDetails } from '#core/catalog';
import type { ReviewPage } from '#core/reviews';
import { useI18n } from '../i18n/use-i18n';
import { Breadcrumbs } from './breadcrumbs';
import { GoodActions } from './good-actions';
import { GoodGrid } from './good-card';
import { Price } from './price';
import { QuickOrder } from './quick-order';
import { Reviews } from './reviews';
import { ViewedStrip } from './viewed-goods';

export function GoodView({ good, reviews }: { good: GoodDetails; reviews: Promise<ReviewPage | null> }) {
  const { t } = useI18n();
  return (
    <article className="good">
      <Breadcrumbs path={good.breadcrumbs} current={good.title} />
      <div className="good-top">
        <div className="good-gallery">
          {good.images.map((src, index) => (
            <img
              key={src}
              src={src}
              alt={index === 0 ? good.title : ''}
              width={480}
              height={480}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          ))}
        </div>
        <div className="good-summary">
          <h1>{good.title}</h1>
          <p className="good-card-code">{t('good.code', { code: good.extId })}</p>
          {good.brand ? <p className="good-brand">{good.brand.title}</p> : null}
          <p className={good.isAvailable ? 'in-stock' : 'good-card-na'}>
            {good.isAvailable ? t('good.available') : t('good.notAvailable')}
          </p>
          {good.discountPercent > 0 ? <span className="badge badge-sale">−{good.discountPercent}%</span> : null}
          <Price price={good.price} oldPrice={good.oldPrice} />
          <GoodActions goodId={good.id} isAvailable={good.isAvailable} />
          {good.isAvailable ? <QuickOrder goodId={good.id} /> : null}
          {good.reviewsCount > 0 ? (
            <p className="rating">
              ★ {good.rating.toFixed(1)} · {t('good.reviews', { count: good.reviewsCount })}
            </p>
          ) : null}
        </div>
      </div>
      <section>
        <h2>{t('good.description')}</h2>
        <p>{good.description}</p>
      </section>
      {good.characteristics.length ? (
        <section>
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
      <section>
        <h2>{t('good.stock')}</h2>
        {good.stock.length ? (
          <ul className="stock-list">
            {good.stock.map((s) => (
              <li key={s.storeId}>
                <strong>{s.town}</strong>, {s.address} — {t('good.pieces', { count: s.quantity })}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('good.stockEmpty')}</p>
        )}
      </section>
      <Reviews reviews={reviews} />
      {good.related.length ? (
        <section>
          <h2>{t('good.related')}</h2>
          <GoodGrid goods={good.related} />
        </section>
      ) : null}
      <ViewedStrip goodId={good.id} />
    </article>
  );
}
