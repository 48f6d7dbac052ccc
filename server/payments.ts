import { Hono } from 'hono';
import {
  applyProviderEvent,
  isRejected,
  type PaymentProvider,
  paymentProviders,
  recordRejectedCallback,
  refreshPayment,
} from '#core/payments';
import { ctxOf, type Services } from './context';

/** Provider callbacks are small (LiqPay's form, monobank's JSON): anything bigger is not theirs. */
export const callbackBodyLimit = 64 * 1024;

/**
 * The payment providers' server-to-server callbacks and the shopper's way back (ADR
 * 0096). One handler, keyed by provider, serves every provider of core/payments' registry at the
 * path its folder's entry names (ADR 0121). A callback is verified by its provider's adapter, then
 * core decides what it may change; a forged, mismatched or replayed one changes nothing, is kept in
 * payment_events and logged without its body (it may carry a card mask or a phone). Answers carry
 * no detail an attacker could learn from.
 */
export function paymentRoutes(services: Services) {
  const app = new Hono({ strict: false });
  const { log } = services;
  const ctx = () => ctxOf(services);

  for (const { name, callbackPath } of paymentProviders)
    app.post(callbackPath, async (c) => {
      const provider: PaymentProvider | undefined = services.payments.byName(name);
      if (!provider || provider.demo) return c.json({ status: 'error' }, 404);
      const body = await c.req.text();
      const verdict = await provider.verify({
        headers: c.req.raw.headers,
        body,
        contentType: c.req.header('content-type') ?? '',
        url: c.req.url,
      });
      if (isRejected(verdict)) {
        await recordRejectedCallback(ctx(), name, 'callback', verdict);
        log.warn({ provider: name, reason: verdict.rejected }, 'payment callback rejected');
        return c.json({ status: 'error' }, 400);
      }
      const result = await applyProviderEvent(ctx(), name, 'callback', verdict);
      if (result.outcome.startsWith('rejected'))
        log.warn(
          { provider: name, payment: result.paymentId, outcome: result.outcome },
          'payment callback changed nothing',
        );
      else
        log.info(
          { provider: name, payment: result.paymentId, outcome: result.outcome, status: result.status },
          'payment callback',
        );
      // A verified callback is answered 200 even when it changed nothing: the provider must stop retrying.
      return c.json({ status: 'ok' });
    });

  // The browser comes back from the provider's page (LiqPay may post): ask once if still pending,
  // then show the order. Changes nothing a stranger could use: an unknown reference is a 404.
  const back = async (c: import('hono').Context) => {
    const reference = c.req.param('reference') ?? '';
    if (!/^[A-Za-z0-9-]{4,80}$/.test(reference)) return c.notFound();
    const found = await refreshPayment(ctx(), services.payments, reference);
    if (!found) return c.notFound();
    const prefix = found.locale === 'ru' ? '/ru' : '';
    return c.redirect(`${prefix}/checkout/success?order=${found.orderId}`, 303);
  };
  app.get('/payments/return/:reference', back);
  app.post('/payments/return/:reference', back);
  return app;
}
