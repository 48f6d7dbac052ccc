import { data, redirect, type ShouldRevalidateFunction } from 'react-router';
import { cartLines, useTrack } from '../../analytics';
import { applyCartForm, loadCart, loadEmptyCart } from '../../cart.server';
import { CartEmpty } from '../../components/cart/cart-empty';
import { CartPageLine, missingToMinOrder } from '../../components/cart/cart-line';
import { QuickOrder } from '../../components/cart/quick-order';
import { CheckoutForm, CheckoutTopBar } from '../../components/checkout/checkout-form';
import { Price } from '../../components/product/price';
import { readForm } from '../../form.server';
import { localeFromPath, localizePath } from '../../i18n/locale';
import { formatGoodsCount, formatMoney } from '../../i18n/translate';
// The texts only this screen renders, both languages: not in the language layout (ADR 0123).
import '../../i18n/messages/pages/checkout';
import '../../i18n/messages/pages/instalments';
import { useI18n } from '../../i18n/use-i18n';
import { popupLine } from '../../personal.server';
import { requestCtx } from '../../request-ctx.server';
import { metaTranslator, pageMeta } from '../../seo/meta';
import { sessionUser } from '../../session.server';
import type { Route } from './+types/index';
import { checkoutAction, guestSession, loadCheckout } from './checkout.server';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('cart.title'), description: t('seo.private'), noindex: true });
};

/**
 * Checkout hides the header, footer and mobile bottom menu (SPEC §2) while there is something to
 * check out; an empty cart is a shop page like any other, with them (ADR 0084).
 * `cartPage`: the sign-in merge message shows here in place of the cart dialog (SPEC §4).
 */
export const handle = {
  chrome: (data: unknown) => Boolean((data as { empty?: unknown } | undefined)?.empty),
  cartPage: true,
};

/** The checkout's own re-checks (fetcher `refresh`) change no loader data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'refresh' ? false : defaultShouldRevalidate;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await sessionUser(request, context.services);
  const ctx = requestCtx(request, context.services);
  const cart = await loadCart(request, ctx, user);
  const merged = new URL(request.url).searchParams.has('merged');
  const hasLines = cart.goods.some((g) => !g.isDeleted);
  const checkout = hasLines
    ? await loadCheckout(request, ctx, user, cart, context.clientIp, context.services.tariffs)
    : null;
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  const session = user || !hasLines ? null : guestSession(request);
  if (session?.setCookie) headers.append('Set-Cookie', session.setCookie);
  const lines = cart.goods.map((g) => popupLine(g, ctx.locale));
  const empty = cart.goods.length === 0 ? await loadEmptyCart(ctx) : null;
  return data({ cart, lines, merged, checkout, empty }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await sessionUser(request, context.services);
  const form = await readForm(request);
  const ctx = requestCtx(request, context.services);
  const intent = form.get('intent');
  if (intent === 'refresh' || intent === 'place') {
    const cart = await loadCart(request, ctx, user);
    return checkoutAction(request, form, ctx, user, cart, context.clientIp, context.services);
  }
  const result = await applyCartForm(request, form, ctx, user);
  // A refused quantity is said, next to its line when it has one (more than the stores hold, ADR
  // 0083), above the lines otherwise (no number from 1 to 999, ADR 0084) — never a silent redirect.
  if (!result.ok)
    return data({ cartError: { goodId: result.goodId ?? null, text: result.message ?? null } }, { status: 400 });
  const locale = localeFromPath(new URL(request.url).pathname);
  return redirect(
    localizePath('/checkout', locale),
    result.setCookie ? { headers: { 'Set-Cookie': result.setCookie } } : undefined,
  );
}

export default function Cart({
  loaderData: { cart, lines, merged, checkout, empty },
  actionData,
}: Route.ComponentProps) {
  const { t, locale } = useI18n();
  useTrack(checkout ? { type: 'begin_checkout', lines: cartLines(cart.goods, locale) } : null, 'begin_checkout');
  if (empty) return <CartEmpty {...empty} />;
  const missing = missingToMinOrder(cart.totalPrice);
  const cartError = actionData && 'cartError' in actionData ? actionData.cartError : null;
  return (
    <div className="cart checkout-page">
      <CheckoutTopBar />
      <h1>
        {t('cart.title')} <small>{formatGoodsCount(cart.totalItems, locale)}</small>
      </h1>
      {merged ? (
        <p className="notice" role="status">
          {t('cart.merged')}
        </p>
      ) : null}
      {cartError && !lines.some((line) => line.id === cartError.goodId) ? (
        <p className="field-error" role="alert">
          {cartError.text ?? t('cart.badQuantity')}
        </p>
      ) : null}
      <ul className="cart-lines">
        {lines.map((line) => (
          <CartPageLine key={line.id} line={line} error={cartError?.goodId === line.id ? cartError.text : null} />
        ))}
      </ul>
      <section className="cart-summary" aria-label={t('cart.total')}>
        <p>
          {t('cart.total')}:{' '}
          <Price price={cart.totalPrice} oldPrice={cart.totalOldPrice > cart.totalPrice ? cart.totalOldPrice : null} />
        </p>
        {missing > 0 ? (
          <p className="field-error">
            {t('cart.minOrder')} {t('cart.addMore', { amount: formatMoney(missing, locale) })}
          </p>
        ) : null}
        {cart.hasUnavailable ? <p className="field-error">{t('cart.notAvailable')}</p> : null}
        {cart.hasUnavailable ? null : <QuickOrder missing={missing} />}
      </section>
      {checkout ? (
        <CheckoutForm initial={checkout} posted={actionData && 'view' in actionData ? actionData.view : null} />
      ) : null}
    </div>
  );
}
