import { formatMoney } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';

export function Price({ price, oldPrice }: { price: number; oldPrice: number | null }) {
  const { locale } = useI18n();
  return (
    <span className="price">
      {oldPrice && oldPrice > price ? <s className="price-old">{formatMoney(oldPrice, locale)}</s> : null}
      <span className="price-now">{formatMoney(price, locale)}</span>
    </span>
  );
}
