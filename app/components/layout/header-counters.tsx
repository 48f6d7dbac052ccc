import { useI18n } from '../../i18n/use-i18n';
import { usePersonalIds } from '../../personal-lists';
import { paths } from '../links';
import { usePersonal } from '../personal/use-personal';
import { ProfileMenu } from '../profile/profile-menu';
import { LocalizedLink } from '../ui/localized-link';

/**
 * Profile, compare, wish-list and cart counters (SPEC §2 header). The server renders the cart
 * count and the sign-in state for pages without JS; with JS the personal request and browser
 * storage say them (a shared page says "signed out, empty cart" until it answers; ADR 0074).
 */
export function HeaderCounters({ cartCount, signedIn }: { cartCount: number; signedIn: boolean }) {
  const { t } = useI18n();
  const personal = usePersonal();
  const compare = usePersonalIds('compare').length;
  const wishGoods = new Set(personal?.data?.wishlists.flatMap((l) => l.goods) ?? []).size;
  const cart = personal?.data?.cart.totalItems ?? cartCount;
  return (
    <nav className="header-counters" aria-label={t('header.profile')}>
      <ProfileMenu signedIn={personal?.signedIn ?? signedIn} />
      <LocalizedLink to={paths.compare} className="counter counter-compare">
        {t('header.compare')}{' '}
        <span className="count" data-counter="compare">
          {compare}
        </span>
      </LocalizedLink>
      <LocalizedLink to={paths.wishlist} className="counter">
        {t('header.wishlist')}{' '}
        <span className="count" data-counter="wishlist">
          {wishGoods}
        </span>
      </LocalizedLink>
      <LocalizedLink
        to={paths.cart}
        className="counter counter-cart"
        onClick={(event) => {
          if (!personal || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          personal.openCart();
        }}
      >
        {t('header.cart')}{' '}
        <span className="count" data-counter="cart">
          {cart}
        </span>
      </LocalizedLink>
    </nav>
  );
}
