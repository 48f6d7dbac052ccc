import { useI18n } from '../../i18n/use-i18n';
import { compareList, usePersonalIds } from '../../personal-lists';
import { paths } from '../links';
import { usePersonal } from '../personal/use-personal';
import { useToasts } from '../ui/toasts';

/**
 * "Buy": a plain form post to /checkout without JS (the cart route adds and shows the cart);
 * with JS it adds through the personal route and opens the cart popup. A good already in the
 * cart says so and opens the cart.
 */
export function BuyButton({ goodId, className = '' }: { goodId: number; className?: string }) {
  const { t, href } = useI18n();
  const personal = usePersonal();
  const inCart = personal?.data?.cart.lines.some((l) => l.id === goodId && !l.isDeleted) ?? false;
  return (
    <form
      method="post"
      action={href('/checkout')}
      className={`buy-form ${className}`}
      onSubmit={(event) => {
        if (!personal) return;
        event.preventDefault();
        if (inCart) personal.openCart();
        else personal.addToCart(goodId);
      }}
    >
      <input type="hidden" name="intent" value="add" />
      {/* The good rides on the button (quantity defaults to 1): two fields fewer per card. */}
      <button
        type="submit"
        name="id"
        value={goodId}
        className={inCart ? 'button button-buy in-cart' : 'button button-buy'}
      >
        {inCart ? t('lists.inCart') : t('cart.buy')}
      </button>
    </form>
  );
}

/**
 * Compare (SPEC §4): kept in browser storage, newest first, at most 20. Its icon is CSS (lists.css).
 * A good already compared is not taken out by a second click: it says "already in compare" with
 * the way to the comparison (§8); goods leave on the compare page.
 */
export function CompareButton({ goodId }: { goodId: number }) {
  const { t, href } = useI18n();
  const toasts = useToasts();
  const inCompare = usePersonalIds('compare').includes(goodId);
  return (
    <button
      type="button"
      className={inCompare ? 'icon-button active' : 'icon-button'}
      aria-label={inCompare ? t('lists.compareIn') : t('lists.compareAdd')}
      title={inCompare ? t('lists.compareIn') : t('lists.compareAdd')}
      data-action="compare"
      onClick={() => {
        if (!inCompare) compareList.add(goodId);
        toasts.show({
          text: inCompare ? t('lists.compareAlready') : t('lists.compareAdded'),
          actions: [{ label: t('lists.compareOpen'), href: href(paths.compare) }],
        });
      }}
    />
  );
}

/**
 * Wish-list heart: the save dialog, or the delete dialog when the good is in a list (SPEC §2); a
 * guest gets the login dialog (§6). Without JS it leads to the wish-list page with the good to
 * add, which asks a guest to sign in first.
 */
export function WishButton({ goodId }: { goodId: number }) {
  const { t, href } = useI18n();
  const personal = usePersonal();
  const inList = personal?.data?.wishlists.some((l) => l.goods.includes(goodId)) ?? false;
  return (
    <form
      method="get"
      action={href(paths.wishlist)}
      className="icon-form"
      onSubmit={(event) => {
        if (!personal) return;
        event.preventDefault();
        personal.openWish(goodId);
      }}
    >
      <button
        type="submit"
        name="add"
        value={goodId}
        className={inList ? 'icon-button active' : 'icon-button'}
        aria-pressed={inList}
        aria-label={inList ? t('lists.wishIn') : t('lists.wishAdd')}
        title={inList ? t('lists.wishIn') : t('lists.wishAdd')}
        data-action="wish"
      />
    </form>
  );
}

/** "Повідомити про наявність" on unavailable goods: the waiting list (signed-in, SPEC §6). */
export function WaitlistButton({ goodId }: { goodId: number }) {
  const { t, href } = useI18n();
  const personal = usePersonal();
  const toasts = useToasts();
  const waiting = personal?.data?.waitlist.includes(goodId) ?? false;
  return (
    <form
      method="get"
      action={href('/profile/waitlist')}
      className="buy-form"
      onSubmit={(event) => {
        if (!personal?.signedIn) return; // the guest goes to sign in
        event.preventDefault();
        if (waiting) return;
        personal.post({ intent: 'waitlist-add', goods_id: goodId });
        toasts.show({ text: t('lists.waitAdded') });
      }}
    >
      <input type="hidden" name="add" value={goodId} />
      <button
        type="submit"
        className={waiting ? 'button button-wait in-cart' : 'button button-wait'}
        aria-disabled={waiting}
      >
        {waiting ? t('lists.waitIn') : t('lists.waitAdd')}
      </button>
    </form>
  );
}

/** The action row of a card or product page. */
export function GoodActions({ goodId, isAvailable }: { goodId: number; isAvailable: boolean }) {
  return (
    <div className="good-actions">
      {isAvailable ? <BuyButton goodId={goodId} /> : <WaitlistButton goodId={goodId} />}
      <CompareButton goodId={goodId} />
      <WishButton goodId={goodId} />
    </div>
  );
}
