import { useEffect, useRef } from 'react';
import { data, redirect } from 'react-router';
import { pendingCheckout } from '#core/payments';
import { CheckoutTopBar } from '../../components/checkout/checkout-form';
import { localizePath } from '../../i18n/locale';
import { formatMoney } from '../../i18n/translate';
// The texts only this screen renders, both languages: not in the language layout (ADR 0123).
import '../../i18n/messages/pages/checkout';
import '../../i18n/messages/pages/instalments';
import '../../i18n/messages/pages/payments';
import { useI18n } from '../../i18n/use-i18n';
import { metaTranslator, pageMeta } from '../../seo/meta';
import type { Route } from './+types/pay';
import { requirePlacedOrder } from './placed-order.server';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('payments.redirectTitle'), description: t('seo.private'), noindex: true });
};

export const handle = { chrome: false };

/**
 * The hop to a provider that takes a form post (LiqPay's `data` + `signature`): with
 * JavaScript the form is sent at once; without, the shopper presses the button. Only the order's
 * own shopper sees it; with nothing pending, back to the order.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { order, ctx } = await requirePlacedOrder(request, context);
  const pending = await pendingCheckout(ctx, order.id);
  if (pending?.checkout.method !== 'POST')
    throw redirect(localizePath(`/checkout/success?order=${order.id}`, ctx.locale));
  return data(
    { id: order.id, total: order.total, url: pending.checkout.url, fields: pending.checkout.fields },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export default function CheckoutPay({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.submit(), []);
  return (
    <div className="co-success">
      <CheckoutTopBar />
      <section className="co-section">
        <h1>{t('payments.redirectTitle')}</h1>
        <p>{t('payments.demoAmount', { id: loaderData.id, amount: formatMoney(loaderData.total, locale) })}</p>
        <p>{t('payments.redirectHint')}</p>
        <form ref={form} method="post" action={loaderData.url}>
          {Object.entries(loaderData.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="button">
            {t('payments.redirectGo')}
          </button>
        </form>
      </section>
    </div>
  );
}
