import { inArray } from 'drizzle-orm';
import { isAvailable } from '#core/catalog';
import type { Ctx } from '#core/shared';
import { chainStock, shortfallCode } from '#core/stores';
import { goods } from '#db/schema';
import type { GuestCartAction, GuestLine } from './guest-cart';
import { maxQuantity } from './limits';

/** Why a quantity is refused, with the most that can be had (ADR 0083). */
export type StockRefusal = {
  ok: false;
  error: 'cart_quantity_invalid' | 'stock_short' | 'stock_none';
  available: number;
};

/**
 * The most of each good one order may take (ADR 0083): what the chain's stores hold, never more
 * than 999 (ADR 0017). A good that is not on sale keeps 999: "not available" already blocks it,
 * and a shopper may keep it in the cart until it is back (SPEC §5).
 */
export async function quantityLimits(ctx: Pick<Ctx, 'db'>, goodIds: readonly number[]): Promise<Map<number, number>> {
  if (!goodIds.length) return new Map();
  const [rows, stock] = await Promise.all([
    ctx.db
      .select({ id: goods.id, sellStatus: goods.sellStatus, isActive: goods.isActive })
      .from(goods)
      .where(inArray(goods.id, [...goodIds])),
    chainStock(ctx, goodIds),
  ]);
  const onSale = new Set(rows.filter((r) => r.isActive && isAvailable(r.sellStatus)).map((r) => r.id));
  return new Map(goodIds.map((id) => [id, quantityLimit(onSale.has(id), stock.get(id) ?? 0)] as const));
}

/** One good's limit: its chain stock up to 999 when on sale, else 999 (see `quantityLimits`). */
export const quantityLimit = (onSale: boolean, stock: number) => (onSale ? Math.min(maxQuantity, stock) : maxQuantity);

/** The refusal when `wanted` pieces exceed `limit`, or null when they fit. */
export function stockRefusal(limit: number, wanted: number): StockRefusal | null {
  if (wanted <= limit) return null;
  return { ok: false, error: limit >= maxQuantity ? 'cart_quantity_invalid' : shortfallCode(limit), available: limit };
}

/** Whether `wanted` pieces of one good fit what the chain can deliver. */
export async function checkStock(ctx: Pick<Ctx, 'db'>, goodId: number, wanted: number): Promise<StockRefusal | null> {
  const limit = (await quantityLimits(ctx, [goodId])).get(goodId) ?? maxQuantity;
  return stockRefusal(limit, wanted);
}

/**
 * The quantity a cart action asks for — an add sums with a line not removed, an edit sets it — or
 * null when it asks for none (removal, restore with the quantity already there, purge).
 */
export function wantedQuantity(
  existing: { quantity: number; isDeleted: boolean } | undefined,
  action: GuestCartAction,
): number | null {
  if (action.intent === 'add')
    return existing && !existing.isDeleted ? existing.quantity + action.quantity : action.quantity;
  if (action.intent === 'edit' && existing && action.quantity > 0) return action.quantity;
  return null;
}

/** A guest's cart action checked against the chain's stock like the server cart's (ADR 0083). */
export async function checkGuestAction(
  ctx: Pick<Ctx, 'db'>,
  lines: readonly GuestLine[],
  action: GuestCartAction,
): Promise<StockRefusal | null> {
  if (action.intent !== 'add' && action.intent !== 'edit') return null;
  const wanted = wantedQuantity(
    lines.find((l) => l.goodId === action.id),
    action,
  );
  return wanted === null ? null : checkStock(ctx, action.id, wanted);
}
