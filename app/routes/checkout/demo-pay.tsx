import { data, Form, redirectDocument } from 'react-router';
import { z } from 'zod';
import { applyProviderEvent, findAttempt } from '#core/payments';
import { CheckoutTopBar } from '../../components/checkout/checkout-form';
import { formatMoney } from '../../i18n/translate';
// The texts only this screen renders, both languages: not in the language layout (ADR 0123).
import '../../i18n/messages/pages/checkout';
import '../../i18n/messages/pages/instalments';
import '../../i18n/messages/pages/payments';
import { useI18n } from '../../i18n/use-i18n';
import { requestCtx } from '../../request-ctx.server';
import { metaTranslator, pageMeta } from '../../seo/meta';
import type { Route } from './+types/demo-pay';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('payments.demoTitle'), description: t('seo.private'), noindex: true });
};

export const handle = { chrome: false };

/** A demo attempt by its reference (random: only the payer's browser knows it); none while a real provider is configured. */
async function demoAttempt(params: { reference?: string }, context: Route.LoaderArgs['context'], request: Request) {
  if (!context.services.payments.byName('demo')) throw data(null, { status: 404 });
  const ctx = requestCtx(request, context.services);
  const attempt = await findAttempt(ctx, params.reference ?? '');
  if (attempt?.provider !== 'demo') throw data(null, { status: 404 });
  return { attempt, ctx };
}

/**
 * The demo provider's page: with no payment provider configured, `npm start` still
 * shows the whole flow. Marked DEMO; "Pay" and "Decline" settle the attempt as a provider's
 * callback would, then the shopper goes back to the order through the same return link.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { attempt } = await demoAttempt(params, context, request);
  return data(
    {
      orderId: attempt.orderId,
      amount: attempt.amount,
      open: attempt.status === 'pending',
      reference: attempt.reference,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

const outcome = z.object({ intent: z.enum(['pay', 'decline']) });

export async function action({ params, context, request }: Route.ActionArgs) {
  const { attempt, ctx } = await demoAttempt(params, context, request);
  const form = outcome.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return data({ error: true }, { status: 400 });
  await applyProviderEvent(ctx, 'demo', 'callback', {
    reference: attempt.reference,
    status: form.data.intent === 'pay' ? 'paid' : 'failed',
    amount: attempt.amount,
    currency: 'UAH',
    providerId: `demo-${attempt.reference}`,
    failureReason: form.data.intent === 'pay' ? null : 'declined on the demo page',
    raw: { demo: true, intent: form.data.intent },
  });
  // The way back is the server's, not a page of the app: a full load.
  return redirectDocument(`/payments/return/${attempt.reference}`);
}

export default function CheckoutDemoPay({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  return (
    <div className="co-success demo-pay">
      <CheckoutTopBar />
      <section className="co-section">
        <p className="demo-pay-badge" role="note">
          {t('payments.demo')}
        </p>
        <h1>{t('payments.demoTitle')}</h1>
        <p>{t('payments.demoHint')}</p>
        <p>
          <strong>
            {t('payments.demoAmount', { id: loaderData.orderId, amount: formatMoney(loaderData.amount, locale) })}
          </strong>
        </p>
        {loaderData.open ? (
          <Form method="post" className="demo-pay-actions">
            <button type="submit" name="intent" value="pay" className="button">
              {t('payments.demoPay')}
            </button>
            <button type="submit" name="intent" value="decline" className="button button-secondary">
              {t('payments.demoDecline')}
            </button>
          </Form>
        ) : (
          <p>
            {t('payments.demoDone')} <a href={`/payments/return/${loaderData.reference}`}>{t('payments.title')}</a>
          </p>
        )}
      </section>
    </div>
  );
}
