import { data, redirect } from 'react-router';
import { z } from 'zod';
import { placeQuickOrder } from '#core/orders';
import { idSchema, parseId } from '#core/shared';
import { createLimit } from '#server/http/rate-limit';
import { loadCart } from '../../cart.server';
import { QuickOrder } from '../../components/cart/quick-order';
import { LocalizedLink } from '../../components/ui/localized-link';
import { readForm } from '../../form.server';
import { localizePath } from '../../i18n/locale';
import { translator } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import { requestCtx } from '../../request-ctx.server';
import { metaTranslator, pageMeta } from '../../seo/meta';
import { sessionUser } from '../../session.server';
import type { Route } from './+types/quick';
import { codeText } from './view.server';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('checkout.quickTitle'), description: t('seo.private'), noindex: true });
};

export function loader({ request }: Route.LoaderArgs) {
  return { done: parseId(new URL(request.url).searchParams.get('done')) };
}

/** Quick orders per address: a shopper sends one or two, a script should not (ADR 0050). */
const quickLimit = createLimit('quick-order-ip', 5, 10 * 60);

const quickForm = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('quick'),
    phone: z.string().max(25),
    id: idSchema().optional(),
  }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = requestCtx(request, context.services);
  const form = quickForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!form.success)
    return data({ errors: { phone: codeText(ctx, 'order_phone_invalid') }, id: null }, { status: 400 });
  const limit = await quickLimit(`ip:${context.clientIp}`);
  if (!limit.ok)
    return data(
      { errors: { form: translator(ctx.locale)('checkout.quickLimited') }, id: form.data.id ?? null },
      { status: 429 },
    );
  const user = await sessionUser(request, context.services);
  const userCtx = user ? { ...ctx, user: { id: user.id } } : ctx;
  const lines = form.data.id
    ? [{ id: form.data.id, quantity: 1 }]
    : (await loadCart(request, ctx, user)).goods
        .filter((g) => !g.isDeleted)
        .map((g) => ({ id: g.id, quantity: g.quantity }));
  const result = await placeQuickOrder(userCtx, { phone: form.data.phone, lines });
  if (!result.ok) {
    const key = result.error === 'order_phone_invalid' ? 'phone' : 'form';
    // Below the minimum: SPEC §8's text and how much is still missing (ADR 0078).
    const text =
      result.error === 'min_order'
        ? `${codeText(ctx, 'min_order')} ${codeText(ctx, 'min_order_add', result.missing)}`
        : 'available' in result
          ? codeText(ctx, result.error, undefined, { available: result.available })
          : codeText(ctx, result.error);
    return data({ errors: { [key]: text }, id: form.data.id ?? null }, { status: 400 });
  }
  return redirect(localizePath(`/checkout/quick?done=${result.id}`, ctx.locale));
}

export default function QuickOrderPage({ loaderData: { done }, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (done === null)
    return (
      <section className="co-success">
        <h1>{t('checkout.quickTitle')}</h1>
        <QuickOrder goodId={actionData?.id ?? undefined} posted={actionData?.errors} />
      </section>
    );
  return (
    <section className="co-success">
      <div className="co-section" role="status">
        <h1>{t('checkout.quickDone', { id: done })}</h1>
        <p>{t('checkout.quickDoneHint')}</p>
      </div>
      <p>
        <LocalizedLink to="/" className="button">
          {t('checkout.continue')}
        </LocalizedLink>
      </p>
    </section>
  );
}
