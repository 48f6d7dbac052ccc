import { startPayment } from '#core/payments';
import type { Ctx } from '#core/shared';
import type { Services } from '#server/context';
import { localizePath } from './i18n/locale';

/** The shop's own address for the providers' return and callback links: PUBLIC_URL, else this request's. */
export function paymentOrigin(request: Request, services: Services): string {
  return (services.env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, '');
}

/**
 * Where the shopper goes to pay an order online: the provider's page (monobank,
 * PrivatBank, the demo page) or /checkout/pay, which posts LiqPay's form; when the provider does
 * not answer, the order's page with a notice (it offers to try again). Null: nothing to pay online.
 */
export async function paymentTarget(
  request: Request,
  ctx: Ctx,
  services: Services,
  orderId: number,
): Promise<string | null> {
  const started = await startPayment(ctx, services.payments, orderId, paymentOrigin(request, services));
  if (started.ok && started.checkout.method === 'GET') return started.checkout.url;
  if (started.ok) return localizePath(`/checkout/pay?order=${orderId}`, ctx.locale);
  if (started.error === 'provider_unavailable')
    return localizePath(`/checkout/success?order=${orderId}&pay=unavailable`, ctx.locale);
  return null;
}

/** The sale receipt as the shopper sees it: its link once issued, else "on its way"; none before payment. */
export function receiptOf(receipts: { kind: string; status: string; url: string | null }[]) {
  const sale = receipts.find((r) => r.kind === 'sell');
  if (!sale) return null;
  return { url: sale.status === 'done' ? sale.url : null };
}
