import { useEffect, useRef } from 'react';
import { formatGoodsCount, formatMoney } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import type { PopupLine } from '../../personal.server';
import { paths } from '../links';
import { ListDialog } from '../personal/list-dialog';
import { usePersonal } from '../personal/use-personal';
import { LocalizedLink } from '../ui/localized-link';
import { useToasts } from '../ui/toasts';
import { CartLineGood, CartLinePrice, minOrder, missingToMinOrder } from './cart-line';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/lists';
import '../../i18n/messages/pages/screens';

/** The cart popup (desktop) and the mobile cart (the same dialog, full screen ≤ 1023 px). */
export function CartPopup() {
  const personal = usePersonal();
  const { t, locale } = useI18n();
  const cart = personal?.data?.cart;
  const hasDeleted = useRef(false);
  hasDeleted.current = cart?.lines.some((l) => l.isDeleted) ?? false;
  const post = personal?.post;
  // Closing the cart purges removed lines (SPEC §4).
  useEffect(() => () => (hasDeleted.current ? post?.({ intent: 'purge' }) : undefined), [post]);
  // Opening it resets removal marks left from before (a reload while it was open, another tab).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !cart) return;
    opened.current = true;
    if (cart.lines.some((l) => l.isDeleted)) post?.({ intent: 'purge' });
  }, [cart, post]);
  if (!personal) return null;
  const missing = cart ? missingToMinOrder(cart.totalPrice) : 0;
  const blocked = !cart || missing > 0 || cart.hasUnavailable || cart.hasShortfall || cart.totalItems === 0;
  return (
    <ListDialog title={t('lists.cartPopup')} onClose={personal.closeCart} className="cart-popup">
      {personal.mergeNote ? (
        <p className="cart-note" role="status">
          {t('cart.merged')}
        </p>
      ) : null}
      {!cart || (personal.busy && cart.lines.length === 0) ? (
        <p aria-busy="true">{t('lists.loading')}</p>
      ) : cart.lines.length === 0 ? (
        <div className="cart-popup-empty">
          <p>
            <strong>{t('cart.empty')}</strong>
          </p>
          <p>{t('cart.emptyHint')}</p>
        </div>
      ) : (
        <>
          <p className="cart-popup-count">{formatGoodsCount(cart.totalItems, locale)}</p>
          <ul className="cart-popup-lines" aria-busy={personal.busy}>
            {cart.lines.map((line) => (
              <PopupLineView key={line.id} line={line} />
            ))}
          </ul>
          <div className="cart-popup-summary">
            <p className="cart-popup-total">
              {t('cart.total')}: <strong>{formatMoney(cart.totalPrice, locale)}</strong>
            </p>
            {missing > 0 ? (
              <p className="field-error" data-testid="min-order">
                {t('cart.minOrder')} {t('cart.addMore', { amount: formatMoney(missing, locale) })}
                <progress max={minOrder} value={cart.totalPrice} />
              </p>
            ) : null}
            {cart.hasUnavailable ? <p className="field-error">{t('cart.notAvailable')}</p> : null}
          </div>
        </>
      )}
      <div className="cart-popup-buttons">
        <button type="button" className="link-button" onClick={personal.closeCart}>
          {t('lists.continue')}
        </button>
        {blocked ? (
          <button type="button" className="button button-buy" disabled>
            {t('lists.checkout')}
          </button>
        ) : (
          <LocalizedLink to={paths.cart} className="button button-buy" onClick={personal.closeCart}>
            {t('lists.checkout')}
          </LocalizedLink>
        )}
      </div>
    </ListDialog>
  );
}

function PopupLineView({ line }: { line: PopupLine }) {
  const personal = usePersonal();
  const toasts = useToasts();
  const { t } = useI18n();
  if (!personal) return null;
  const { post } = personal;
  if (line.isDeleted) {
    return (
      <li className="cart-line deleted">
        <span>
          {t('cart.removed')}: {line.title}
        </span>
        <span>
          <button type="button" className="link-button" onClick={() => post({ intent: 'restore', id: line.id })}>
            {t('cart.return')}
          </button>
          <button type="button" className="link-button" onClick={() => personal.openWish(line.id)}>
            {t('lists.toFavourites')}
          </button>
        </span>
      </li>
    );
  }
  const remove = () => {
    post({ intent: 'delete', id: line.id });
    toasts.show({
      text: t('cart.removed'),
      actions: [
        { label: t('cart.return'), onClick: () => post({ intent: 'restore', id: line.id }) },
        { label: t('lists.toFavourites'), onClick: () => personal.openWish(line.id) },
      ],
    });
  };
  // The server bounds the quantity by the stores' stock and says why when it refuses (ADR 0083).
  const setQuantity = (quantity: number) => post({ intent: 'edit', id: line.id, quantity });
  return (
    <li className="cart-line">
      <CartLineGood line={line} onNavigate={personal.closeCart} />
      <div className="stepper">
        <button
          type="button"
          aria-label={t('lists.decrease')}
          disabled={line.quantity <= 1}
          onClick={() => setQuantity(line.quantity - 1)}
        >
          −
        </button>
        <input
          key={line.quantity}
          type="number"
          min={1}
          max={Math.max(1, line.maxQuantity)}
          inputMode="numeric"
          aria-label={t('cart.quantity')}
          defaultValue={line.quantity}
          onBlur={(e) => {
            const value = Math.trunc(Number(e.currentTarget.value));
            if (!Number.isFinite(value) || value === line.quantity) {
              e.currentTarget.value = String(line.quantity);
              return;
            }
            // 0 or less removes softly with Return (SPEC §4); too many is refused with the reason and the
            // field goes back to what the cart holds (ADR 0083).
            if (value <= 0) remove();
            else setQuantity(value);
            if (value <= 0 || value > line.maxQuantity) e.currentTarget.value = String(line.quantity);
          }}
          onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
        />
        <button
          type="button"
          aria-label={t('lists.increase')}
          disabled={line.isAvailable && line.quantity >= line.maxQuantity}
          onClick={() => setQuantity(line.quantity + 1)}
        >
          +
        </button>
      </div>
      <CartLinePrice line={line} />
      <button type="button" className="cart-remove" aria-label={`${t('cart.remove')}: ${line.title}`} onClick={remove}>
        ×
      </button>
    </li>
  );
}
