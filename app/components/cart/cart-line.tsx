import { Form, useNavigation } from 'react-router';
import { formatMoney } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import type { PopupLine } from '../../personal.server';
import { paths } from '../links';
import { ThumbImage } from '../media/pictures';
import { usePersonal } from '../personal/use-personal';
import { StockNote } from '../product/stock-note';
import { LocalizedLink } from '../ui/localized-link';
import { useHydrated } from '../ui/use-hydrated';

/** Minimum order: the goods must EXCEED 500 UAH (SPEC §5, §9), in kopiyky. */
export const minOrder = 50_000;

/** What is still missing to the minimum order (SPEC §8), 0 when the order may be placed. */
export function missingToMinOrder(totalPrice: number): number {
  return totalPrice > minOrder ? 0 : minOrder - totalPrice + 1;
}

/** What a cart line shows of its good (the popup's lines and the cart page's alike). */
export type CartLineGoodData = Pick<
  PopupLine,
  | 'id'
  | 'extId'
  | 'title'
  | 'slug'
  | 'image'
  | 'price'
  | 'oldPrice'
  | 'quantity'
  | 'isAvailable'
  | 'isDeleted'
  | 'maxQuantity'
>;

/**
 * A compact cart line's picture, title and code (DESIGN "Cart and checkout": picture, title, code,
 * stepper, line price, remove), shared by the cart dialog and the cart page.
 */
export function CartLineGood({
  line,
  onNavigate,
  children,
}: {
  line: CartLineGoodData;
  onNavigate?: () => void;
  /** Notes under the title: why the line blocks the order, a refused quantity (ADR 0083). */
  children?: React.ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <span className="cart-line-picture">{line.image ? <ThumbImage src={line.image} size={72} /> : null}</span>
      <div className="cart-line-info">
        <LocalizedLink to={paths.good(line.slug, line.id)} className="cart-line-title" onClick={onNavigate}>
          {line.title}
        </LocalizedLink>
        <p className="cart-line-code">{t('good.code', { code: line.extId })}</p>
        {line.isAvailable ? null : <p className="field-error">{t('cart.notAvailable')}</p>}
        <StockNote line={line} />
        {children}
      </div>
    </>
  );
}

/** The line's sum, the old one struck through, and the unit price when more than one is taken. */
export function CartLinePrice({ line }: { line: CartLineGoodData }) {
  const { locale } = useI18n();
  const { price, oldPrice, quantity } = line;
  return (
    <p className="cart-line-price">
      {oldPrice && oldPrice > price ? <s>{formatMoney(oldPrice * quantity, locale)}</s> : null}
      <strong>{formatMoney(price * quantity, locale)}</strong>
      {quantity > 1 ? <small>{`${quantity} × ${formatMoney(price, locale)}`}</small> : null}
    </p>
  );
}

/**
 * A line of the cart page: every control is a plain form post, so it works without JavaScript
 *. The − and + buttons belong to the line's own small form (`form` attribute) and carry
 * the new quantity; the number field's form has "Оновити" as its first button, so Enter in the
 * field updates (a − first in that form would have been pressed by Enter). With scripts the field
 * also saves when it loses focus and "Оновити" is only for screen readers and Enter.
 */
export function CartPageLine({ line, error }: { line: CartLineGoodData; error?: string | null }) {
  const { t } = useI18n();
  const busy = useNavigation().state !== 'idle';
  const hydrated = useHydrated();
  const personal = usePersonal();
  if (line.isDeleted) {
    return (
      <li className="cart-line deleted">
        <Form method="post" className="cart-removed">
          <span>
            {t('cart.removed')}: {line.title}
          </span>
          <input type="hidden" name="id" value={line.id} />
          <button type="submit" name="intent" value="restore" className="link-button" disabled={busy}>
            {t('cart.return')}
          </button>
          {hydrated && personal ? (
            <button type="button" className="link-button" onClick={() => personal.openWish(line.id)}>
              {t('lists.toFavourites')}
            </button>
          ) : null}
        </Form>
      </li>
    );
  }
  const stepForm = `cart-step-${line.id}`;
  return (
    <li className="cart-line">
      <CartLineGood line={line}>
        {error ? (
          <p className="field-error" role="alert" data-testid="cart-error">
            {error}
          </p>
        ) : null}
      </CartLineGood>
      {/* No browser validation: the server's message in the page's language says what is wrong, and
          0 or less removes the line with Return (ADR 0083). */}
      <Form method="post" className="cart-line-quantity" noValidate>
        <input type="hidden" name="id" value={line.id} />
        <input type="hidden" name="intent" value="edit" />
        <button type="submit" className={hydrated ? 'visually-hidden' : 'link-button'} disabled={busy}>
          {t('cart.update')}
        </button>
        <span className="stepper">
          <button
            type="submit"
            form={stepForm}
            name="quantity"
            value={line.quantity - 1}
            aria-label={t('lists.decrease')}
            disabled={busy || line.quantity <= 1}
          >
            −
          </button>
          <input
            key={line.quantity}
            type="number"
            name="quantity"
            min={1}
            max={Math.max(1, Math.min(999, line.maxQuantity))}
            inputMode="numeric"
            aria-label={t('cart.quantity')}
            defaultValue={line.quantity}
            onBlur={(e) => {
              if (e.currentTarget.value !== String(line.quantity)) e.currentTarget.form?.requestSubmit();
            }}
          />
          <button
            type="submit"
            form={stepForm}
            name="quantity"
            value={line.quantity + 1}
            aria-label={t('lists.increase')}
            disabled={busy || line.quantity >= Math.min(999, line.maxQuantity)}
          >
            +
          </button>
        </span>
      </Form>
      <Form method="post" id={stepForm} hidden>
        <input type="hidden" name="id" value={line.id} />
        <input type="hidden" name="intent" value="edit" />
      </Form>
      <CartLinePrice line={line} />
      <Form method="post" className="cart-line-remove">
        <input type="hidden" name="id" value={line.id} />
        <button
          type="submit"
          name="intent"
          value="delete"
          className="cart-remove"
          aria-label={`${t('cart.remove')}: ${line.title}`}
          title={t('cart.remove')}
          disabled={busy}
        >
          ×
        </button>
      </Form>
    </li>
  );
}
