import { data, Form, redirect, type ShouldRevalidateFunction, useNavigation } from 'react-router';
import { cartLines, useTrack } from '../analytics';
import { applyCartForm, loadCart } from '../cart.server';
import { CheckoutForm, CheckoutTopBar } from '../components/checkout-form';
import { GoodCard } from '../components/good-card';
import { paths } from '../components/links';
import { LocalizedLink } from '../components/localized-link';
import { Price } from '../components/price';
import { QuickOrder } from '../components/quick-order';
import { StockNote } from '../components/stock-note';
import { readForm } from '../form.server';
import { localeFromPath, localizePath } from '../i18n/locale';
import { formatGoodsCount, formatMoney } from '../i18n/translate';
import { useI18n } from '../i18n/use-i18n';
import { requestCtx } from '../request-ctx.server';
import { metaTranslator, pageMeta } from '../seo/meta';
import { sessionUser } from '../session.server';
import type { Route } from './+types/cart';
import { checkoutAction, guestSession, loadCheckout } from './checkout.server';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('cart.title'), description: t('seo.private'), noindex: true });
};

/** Checkout hides the header, footer and mobile bottom menu (SPEC §2). */
export const handle = { chrome: false };

/** The checkout's own re-checks (fetcher `refresh`) change no loader data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'refresh' ? false : defaultShouldRevalidate;

/** Minimum order: the goods must EXCEED 500 UAH (SPEC §5, §9). */
const minOrder = 50_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await sessionUser(request, context.services);
  const ctx = requestCtx(request, context.services);
  const cart = await loadCart(request, ctx, user);
  const merged = new URL(request.url).searchParams.has('merged');
  const hasLines = cart.goods.some((g) => !g.isDeleted);
  const checkout = hasLines ? await loadCheckout(request, ctx, user, cart, context.clientIp) : null;
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  const session = user || !hasLines ? null : guestSession(request);
  if (session?.setCookie) headers.append('Set-Cookie', session.setCookie);
  return data({ cart, merged, checkout }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await sessionUser(request, context.services);
  const form = await readForm(request);
  const ctx = requestCtx(request, context.services);
  const intent = form.get('intent');
  if (intent === 'refresh' || intent === 'place') {
    const cart = await loadCart(request, ctx, user);
    return checkoutAction(request, form, ctx, user, cart, context.clientIp);
  }
  const result = await applyCartForm(request, form, ctx, user);
  // A refused quantity stays on the page with the reason next to its line (ADR 0083), not a silent redirect.
  if (!result.ok && result.message)
    return data({ cartError: { goodId: result.goodId ?? null, text: result.message } }, { status: 400 });
  const locale = localeFromPath(new URL(request.url).pathname);
  return redirect(
    localizePath('/checkout', locale),
    result.setCookie ? { headers: { 'Set-Cookie': result.setCookie } } : undefined,
  );
}

export default function Cart({ loaderData: { cart, merged, checkout }, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const busy = useNavigation().state !== 'idle';
  const lines = cart.goods;
  const cartError = actionData && 'cartError' in actionData ? actionData.cartError : null;
  useTrack(checkout ? { type: 'begin_checkout', lines: cartLines(lines, locale) } : null, 'begin_checkout');
  if (lines.length === 0) {
    return (
      <>
        <CheckoutTopBar />
        <section className="empty cart-empty">
          <h1>{t('cart.title')}</h1>
          <p>
            <strong>{t('cart.empty')}</strong>
          </p>
          <p>{t('cart.emptyHint')}</p>
          <LocalizedLink to={paths.home} className="button">
            {t('notFound.home')}
          </LocalizedLink>
        </section>
      </>
    );
  }
  const missing = cart.totalPrice > minOrder ? 0 : minOrder - cart.totalPrice + 1;
  return (
    <div className="cart checkout-page">
      <CheckoutTopBar />
      <h1>
        {t('cart.title')} <small>{formatGoodsCount(cart.totalItems, locale)}</small>
      </h1>
      {cartError && cartError.goodId === null ? (
        <p className="field-error" role="alert">
          {cartError.text}
        </p>
      ) : null}
      {merged ? (
        <p className="notice" role="status">
          {t('cart.merged')}
        </p>
      ) : null}
      <ul className="cart-lines">
        {lines.map((line) => (
          <li key={line.id} className={line.isDeleted ? 'cart-line deleted' : 'cart-line'}>
            {line.isDeleted ? (
              <Form method="post" className="cart-removed">
                <span>
                  {t('cart.removed')}: {line.title[locale === 'ua' ? 'ua' : 'ru']}
                </span>
                <input type="hidden" name="id" value={line.id} />
                <button type="submit" name="intent" value="restore" className="link-button" disabled={busy}>
                  {t('cart.return')}
                </button>
              </Form>
            ) : (
              <>
                <GoodCard
                  good={{
                    id: line.id,
                    extId: line.extId,
                    title: line.title[locale === 'ua' ? 'ua' : 'ru'],
                    slug: line.slug,
                    price: line.price,
                    oldPrice: line.oldPrice,
                    discountPercent: 0,
                    image: line.images[0] ?? null,
                    isAvailable: line.isAvailable,
                    rating: 0,
                    reviewsCount: 0,
                  }}
                />
                <div className="cart-line-actions">
                  {line.isAvailable ? null : <p className="field-error">{t('cart.notAvailable')}</p>}
                  <StockNote line={line} />
                  {cartError?.goodId === line.id ? (
                    <p className="field-error" role="alert" data-testid="cart-error">
                      {cartError.text}
                    </p>
                  ) : null}
                  {/* No browser validation: our message in the page's language says what is wrong (ADR 0083). */}
                  <Form method="post" className="cart-quantity" noValidate>
                    <input type="hidden" name="id" value={line.id} />
                    <label>
                      {t('cart.quantity')}{' '}
                      <input
                        type="number"
                        name="quantity"
                        min={1}
                        max={Math.max(1, line.maxQuantity)}
                        defaultValue={line.quantity}
                        inputMode="numeric"
                      />
                    </label>
                    <button type="submit" name="intent" value="edit" className="link-button" disabled={busy}>
                      {t('cart.update')}
                    </button>
                    <button type="submit" name="intent" value="delete" className="link-button" disabled={busy}>
                      {t('cart.remove')}
                    </button>
                  </Form>
                  <p>{formatMoney(line.price * line.quantity, locale)}</p>
                </div>
              </>
            )}
          </li>
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
        {cart.hasUnavailable || cart.hasShortfall ? null : <QuickOrder missing={missing} />}
      </section>
      {checkout ? (
        <CheckoutForm initial={checkout} posted={actionData && 'view' in actionData ? actionData.view : null} />
      ) : null}
    </div>
  );
}
