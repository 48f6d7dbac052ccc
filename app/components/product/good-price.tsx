import type { GoodDetails } from '#core/catalog';
import { formatMoney } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';

/**
 * The buy box's price (SPEC §9): old price struck through with the discount percent
 * (100 − round(price / old_price · 100), computed by core), then the current price; two decimals.
 */
export function GoodPrice({ good }: { good: Pick<GoodDetails, 'price' | 'oldPrice' | 'discountPercent'> }) {
  const { t, locale } = useI18n();
  const hasOld = good.oldPrice !== null && good.oldPrice > good.price;
  return (
    <div className="good-price">
      {hasOld && good.oldPrice !== null ? (
        <p className="good-price-old">
          <s>{formatMoney(good.oldPrice, locale)}</s>
          {good.discountPercent > 0 ? (
            <span className="badge badge-sale" title={t('product.discount', { percent: good.discountPercent })}>
              −{good.discountPercent}%
            </span>
          ) : null}
        </p>
      ) : null}
      <p className={hasOld ? 'good-price-now is-sale' : 'good-price-now'}>{formatMoney(good.price, locale)}</p>
      {hasOld && good.oldPrice !== null ? (
        <p className="good-price-saving">
          {t('product.saving', { amount: formatMoney(good.oldPrice - good.price, locale) })}
        </p>
      ) : null}
    </div>
  );
}
