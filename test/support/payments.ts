import { createOrder, createOrderInput } from '#core/orders';
import type { Ctx } from '#core/shared';
import { checkForm, fx, type seedFixtures } from '#test/support/checkout';

let key = 0;

/**
 * Places a real order (createOrder, the checkout's own path) at the fixture store for a payment
 * method code; `fields` overrides the form (cart, bank, parts, company, edrpou…).
 */
export async function placeOrderPaidBy(
  ctx: Ctx,
  ids: Awaited<ReturnType<typeof seedFixtures>>,
  method: keyof Awaited<ReturnType<typeof seedFixtures>>['payment'],
  fields: Record<string, string> = {},
): Promise<{ orderId: number; total: number }> {
  const input = createOrderInput.parse({
    ...checkForm({
      delivery: ids.delivery.pickup,
      payment: ids.payment[method],
      department: String(fx.store),
      cart: [{ id: fx.lure, quantity: 1 }],
    }),
    phone: '+380501112233',
    first_name: 'Іван',
    last_name: 'Петренко',
    email: 'ivan@example.com',
    idempotency_key: `pay-test-${process.pid}-${++key}`,
    ...fields,
  });
  const result = await createOrder(ctx, input);
  if (!result.ok) throw new Error(`order refused: ${result.error}`);
  return { orderId: result.orderId, total: result.total };
}
