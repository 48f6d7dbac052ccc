import { eq } from 'drizzle-orm';
import { normalizePhone } from '#core/accounts';
import type { Ctx } from '#core/shared';
import { users } from '#db/schema';

/**
 * Who is ordering, for once-per-customer promo codes (ADR 0033, 0076): the signed-in account, its
 * login phone and the order's phone (`user:<id>`, `phone:<+380…>`), without repeats. A guest with
 * the phone of an earlier order, or that phone's account, is the same customer.
 */
export async function promoCustomerKeys(ctx: Ctx, phone: string): Promise<string[]> {
  const keys = new Set<string>();
  if (ctx.user) {
    keys.add(`user:${ctx.user.id}`);
    const [account] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, ctx.user.id));
    if (account) keys.add(`phone:${account.phone}`);
  }
  const normalized = normalizePhone(phone);
  if (normalized) keys.add(`phone:${normalized}`);
  return [...keys];
}
