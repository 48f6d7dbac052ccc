import type { Ctx } from '#core/shared';
import { type CreateOrderOptions, type CreateOrderResult, createOrder } from './create-order';
import type { CreateOrderInput } from './create-order-input';
import { notifyOrderPlaced } from './notify-order-placed';

/**
 * Places a shopper's order, whichever door it came through — the storefront's checkout (with or
 * without JavaScript) or the §7 API the chain's mobile apps call: the order is created (one
 * transaction, ADR 0023, idempotent by key, ADR 0034) and, the first time only, its confirmation
 * SMS is queued. Each door keeps only what is its own: reading its form, its voucher budgets
 * (ADR 0033), where it sends the shopper to pay, and how it answers.
 */
export async function placeOrder(
  ctx: Ctx,
  input: CreateOrderInput,
  options: CreateOrderOptions = {},
): Promise<CreateOrderResult> {
  const result = await createOrder(ctx, input, options);
  if (result.ok && result.created) await notifyOrderPlaced(ctx, result.orderId);
  return result;
}
