import type { EmptyCartData } from '../../cart.server';
import { useI18n } from '../../i18n/use-i18n';
import { paths } from '../links';
import { ViewedSection } from '../personal/viewed-goods';
import { GoodGrid } from '../product/good-card';
import { LocalizedLink } from '../ui/localized-link';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

/**
 * The empty cart (DESIGN "Cart and checkout": an empty state with a way back to
 * the catalogue). It sits in the shop's usual chrome (header, search, catalogue, footer) and offers
 * the catalogue, the goods viewed in this browser and the shop's hits.
 */
export function CartEmpty({ recommended }: EmptyCartData) {
  const { t } = useI18n();
  return (
    <div className="cart-empty-page">
      <section className="empty cart-empty">
        <h1>{t('cart.title')}</h1>
        <p>
          <strong>{t('cart.empty')}</strong>
        </p>
        <p>{t('cart.emptyHint')}</p>
        <p className="cart-empty-actions">
          <LocalizedLink to={paths.catalog} className="button">
            {t('cart.toCatalog')}
          </LocalizedLink>
          <LocalizedLink to={paths.home} className="button button-secondary">
            {t('notFound.home')}
          </LocalizedLink>
        </p>
      </section>
      <ViewedSection />
      {recommended.length ? (
        <section className="home-section" aria-labelledby="cart-empty-recommended">
          <h2 id="cart-empty-recommended">{t('cart.recommended')}</h2>
          <GoodGrid goods={recommended} />
        </section>
      ) : null}
    </div>
  );
}
