import { normalizePhone } from '#core/accounts';
import { priceCart } from '#core/cart';
import { missingForMinOrder } from '#core/pricing';
import type { Ctx } from '#core/shared';
import { shortfallCode } from '#core/stores';
import { quickOrders } from '#db/schema';

export type QuickOrderResult =
  | { ok: true; id: number }
  | { ok: false; error: 'order_phone_invalid' | 'cart_empty' | 'good_unavailable' }
  /** The goods do not exceed 500 UAH; `missing` kopiyky more would do (SPEC §5, §8, ADR 0078). */
  | { ok: false; error: 'min_order'; missing: number }
  /** A line wants more than the chain's stores hold; `available` is what they hold (ADR 0083). */
  | { ok: false; error: 'stock_short' | 'stock_none'; available: number };

/**
 * One-click purchase (SPEC §1, ADR 0050): a phone and goods, priced from the database now; a
 * manager calls back to confirm delivery and payment. Unavailable goods are refused (§5), and so
 * are goods not exceeding the 500 UAH minimum order — a quick order is an order (§5, §9, ADR 0078).
 */
export async function placeQuickOrder(
  ctx: Ctx,
  input: { phone: string; lines: { id: number; quantity: number }[] },
): Promise<QuickOrderResult> {
  const phone = normalizePhone(input.phone);
  if (!phone) return { ok: false, error: 'order_phone_invalid' };
  const priced = await priceCart(
    ctx,
    input.lines.slice(0, 100).map((l) => ({ goodId: l.id, quantity: l.quantity, isDeleted: false, isChecked: true })),
  );
  const lines = priced.goods.filter((g) => !g.isDeleted);
  if (!lines.length) return { ok: false, error: 'cart_empty' };
  if (lines.some((g) => !g.isAvailable)) return { ok: false, error: 'good_unavailable' };
  const short = lines.find((g) => g.quantity > g.maxQuantity);
  if (short) return { ok: false, error: shortfallCode(short.maxQuantity), available: short.maxQuantity };
  const missing = missingForMinOrder(priced.totalPrice);
  if (missing > 0) return { ok: false, error: 'min_order', missing };
  const [row] = await ctx.db
    .insert(quickOrders)
    .values({
      userId: ctx.user?.id ?? null,
      phone,
      lines: lines.map((g) => ({ goodId: g.id, quantity: g.quantity, price: g.price })),
      total: priced.totalPrice,
      locale: ctx.locale,
      createdAt: ctx.now,
    })
    .returning({ id: quickOrders.id });
  if (!row) throw new Error('quick order not stored');
  return { ok: true, id: row.id };
}
