import { createRoute, z } from '@hono/zod-openapi';
import { getPlacedOrder, paymentStates } from '#core/orders';
import { startPayment } from '#core/payments';
import { guestSessionCookie } from '#server/http/cookie-names';
import { readCookie } from '#server/http/cookies';
import { apiError, createRouter, ok, okResponse } from './http';
import { paymentStart } from './ordernew.schemas';
import { originOf, paymentJson } from './payment-json';

export const paymentsApi = createRouter();

paymentsApi.openapi(
  createRoute({
    method: 'post',
    path: '/site/ordernew/pay',
    tags: ['checkout'],
    summary: 'Pay an order online (again) — designed',
    description:
      "For the order's own shopper (the account, or the guest browser session that placed it): a card or instalments order still unpaid gets a new payment attempt (or the one started minutes ago) and the `payment` object to send the shopper to. Refused with 409 `not_payable` when nothing is to be paid online, `provider_unavailable` when the provider did not answer.",
    request: {
      body: {
        content: {
          'application/x-www-form-urlencoded': {
            schema: z.strictObject({
              order_id: z
                .string()
                .regex(/^[1-9]\d{0,8}$/, 'order_not_found')
                .transform(Number),
            }),
          },
        },
        required: true,
      },
    },
    responses: {
      200: okResponse(
        '`data`: { order_id, payment_status, payment }',
        z.strictObject({
          order_id: z.number().int(),
          payment_status: z.enum(paymentStates),
          payment: paymentStart,
        }),
      ),
      404: { description: 'No such order of this shopper' },
      409: { description: '`not_payable` or `provider_unavailable`' },
    },
  }),
  async (c) => {
    const ctx = c.get('ctx');
    const { order_id: orderId } = c.req.valid('form');
    const order = await getPlacedOrder(ctx, orderId, c.get('user') ? null : readCookie(c.req.raw, guestSessionCookie));
    if (!order) return apiError(c, 404, 'order_not_found');
    const services = c.get('services');
    const started = await startPayment(ctx, services.payments, orderId, originOf(c));
    if (!started.ok) return apiError(c, 409, started.error === 'order_not_found' ? 'not_payable' : started.error);
    return ok(c, { order_id: orderId, payment_status: 'unpaid', payment: paymentJson(started, originOf(c)) });
  },
);
