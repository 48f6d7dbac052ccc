import type { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getOrderPayment, type StartPaymentResult, startPayment } from '#core/payments';
import type { ApiEnv } from './http';
import type { paymentStart } from './ordernew.schemas';

/** The shop's own address for return and callback links: PUBLIC_URL, else this request's. */
export const originOf = (c: Context<ApiEnv>) =>
  (c.get('services').env.PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');

/** The designed `payment` object: LiqPay's form fields split out; relative pages (the demo) made absolute. */
export function paymentJson(started: StartPaymentResult, origin: string): z.infer<typeof paymentStart> | null {
  if (!started.ok) return null;
  const { checkout } = started;
  return {
    provider: started.provider,
    method: checkout.method,
    url: checkout.url.startsWith('/') ? `${origin}${checkout.url}` : checkout.url,
    data: checkout.method === 'POST' ? (checkout.fields.data ?? null) : null,
    signature: checkout.method === 'POST' ? (checkout.fields.signature ?? null) : null,
    demo: started.demo,
  };
}

/** Starts paying a just-placed order for the API's answer: its payment state and where to pay. */
export async function paymentForApi(c: Context<ApiEnv>, orderId: number) {
  const ctx = c.get('ctx');
  const services = c.get('services');
  const started = await startPayment(ctx, services.payments, orderId, originOf(c));
  const state = await getOrderPayment(ctx, services.payments, orderId);
  return { payment_status: state?.status ?? 'unpaid', payment: paymentJson(started, originOf(c)) };
}
