import type { GoodCard as GoodCardData } from '#core/catalog';
import { useI18n } from '../i18n/use-i18n';
import { GoodActions } from './good-actions';
import { paths } from './links';
import { LocalizedLink } from './localized-link';
import { Price } from './price';

export function GoodCard({ good, eager = false }: { good: GoodCardData; eager?: boolean }) {
  const { t } = useI18n();
  return (
    <article className="good-card">
      <LocalizedLink to={paths.good(good.slug, good.id)} className="good-card-link">
        <div className="good-card-image">
          {good.image ? (
            <img src={good.image} alt="" width={240} height={240} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          ) : null}
          {good.discountPercent > 0 ? <span className="badge badge-sale">−{good.discountPercent}%</span> : null}
        </div>
        <h3 className="good-card-title">{good.title}</h3>
      </LocalizedLink>
      <p className="good-card-code">{t('good.code', { code: good.extId })}</p>
      {good.isAvailable ? null : <p className="good-card-na">{t('good.notAvailable')}</p>}
      <Price price={good.price} oldPrice={good.oldPrice} />
      <GoodActions goodId={good.id} isAvailable={good.isAvailable} />
    </article>
  );
}

export function GoodGrid({ goods, eagerFirst = 0 }: { goods: GoodCardData[]; eagerFirst?: number }) {
  return (
    <div className="good-grid">
      {goods.map((good, index) => (
        <GoodCard key={good.id} good={good} eager={index < eagerFirst} />
      ))}
    </div>
  );
}
