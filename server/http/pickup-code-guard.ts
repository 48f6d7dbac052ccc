import { type FindPickupsResult, findPickups, isPickupCode, pickupStoreOf } from '#core/orders';
import type { Ctx } from '#core/shared';
import type { StaffView } from '#core/staff';
import { createFailureBudget } from './rate-limit';

/**
 * Wrong pickup codes per store (ADR 0120): 10 per 15 minutes. A code is 6 digits, so a store
 * account guessing would need ~10^5 tries per hit; at this budget that is years. Counted per store,
 * not per account, so a store's several accounts share one budget; a found code costs nothing,
 * and the phone search stays open when the codes are locked.
 */
const wrongCodes = createFailureBudget('pickup-code-fail-store', 10, 15 * 60);

export type GuardedFindPickups = FindPickupsResult | { ok: false; error: 'pickup_code_locked'; retryAfter: number };

/** findPickups behind the wrong-code budget of the store searched. */
export async function guardedFindPickups(
  ctx: Ctx,
  actor: StaffView,
  input: { query: string; storeId: number | null },
): Promise<GuardedFindPickups> {
  const store = pickupStoreOf(actor, input.storeId);
  const isCode = isPickupCode(input.query.replace(/[\s-]/g, ''));
  const key = `store:${store}`;
  if (isCode && store !== null) {
    const budget = await wrongCodes.blocked(key);
    if (!budget.ok) return { ok: false, error: 'pickup_code_locked', retryAfter: budget.retryAfter };
  }
  const result = await findPickups(ctx, actor, input);
  if (result.ok && result.by === 'code' && !result.orders.length) await wrongCodes.fail(key);
  return result;
}
