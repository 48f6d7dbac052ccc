import { asc, eq, inArray } from 'drizzle-orm';
import {
  type Bi,
  type BilingualGoodBase,
  findPath,
  getCategoryTree,
  goodBaseColumns,
  goodBaseOf,
  isAvailable,
} from '#core/catalog';
import type { Ctx } from '#core/shared';
import { chainStock } from '#core/stores';
import { brands, cartLines, goods } from '#db/schema';
import type { CartLineState } from './line-state';
import { quantityLimit } from './stock-limit';

/** A cart line as displayed (SPEC §3 Cart item), prices read fresh. */
export type CartItem = BilingualGoodBase & {
  producer: string | null;
  breadcrumbs: { id: number; slug: string; title: Bi }[];
  quantity: number;
  isDeleted: boolean;
  isChecked: boolean;
  /** False when sell_status ≠ "4" or the good was withdrawn: checkout stays disabled (SPEC §5). */
  isAvailable: boolean;
  /** The most of it one order may take: the chain's stock, at most 999 (ADR 0083). */
  maxQuantity: number;
};

export type CartTotals = {
  goods: CartItem[];
  /** Sum of quantities of non-deleted lines. */
  totalItems: number;
  /** Kopiyky, non-deleted lines: Σ price × quantity. */
  totalPrice: number;
  /** Kopiyky, non-deleted lines: Σ (old_price, or price when there is none) × quantity. */
  totalOldPrice: number;
  hasUnavailable: boolean;
  /** A line not removed wants more than the chain's stores hold (ADR 0083): checkout stays disabled. */
  hasShortfall: boolean;
};

/** The signed-in user's server cart with current prices and SPEC §3 totals. */
export async function getCartTotals(ctx: Ctx & { user: { id: number } }): Promise<CartTotals> {
  const lines = await ctx.db
    .select({
      goodId: cartLines.goodId,
      quantity: cartLines.quantity,
      isDeleted: cartLines.isDeleted,
      isChecked: cartLines.isChecked,
    })
    .from(cartLines)
    .where(eq(cartLines.userId, ctx.user.id))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.goodId));
  return priceCart(ctx, lines);
}

/**
 * Prices cart lines — the server cart's or a guest's — from the database, never from the client
 * (SPEC §3 totals): deleted lines are listed but not counted; unknown goods are dropped.
 */
export async function priceCart(ctx: Ctx, lines: readonly CartLineState[]): Promise<CartTotals> {
  const ids = lines.map((l) => l.goodId);
  const [rows, treeUa, treeRu, stock] = await Promise.all([
    ids.length
      ? ctx.db
          .select({
            ...goodBaseColumns,
            // 1C's own status, not the shopper's (ADR 0120): a good whose every piece orders hold
            // stays on sale here with a limit of 0, so the line says "none left" (stock_none) and
            // frees itself when an order lets go, instead of "not available".
            sellStatus: goods.sellStatus,
            isActive: goods.isActive,
            categoryId: goods.categoryId,
            producer: brands.title,
          })
          .from(goods)
          .leftJoin(brands, eq(brands.id, goods.brandId))
          .where(inArray(goods.id, ids))
      : [],
    getCategoryTree({ ...ctx, locale: 'ua' }),
    getCategoryTree({ ...ctx, locale: 'ru' }),
    chainStock(ctx, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items: CartItem[] = lines.flatMap((line) => {
    const r = byId.get(line.goodId);
    if (!r) return [];
    const onSale = r.isActive && isAvailable(r.sellStatus);
    const ua = findPath(treeUa, r.categoryId) ?? [];
    const ru = findPath(treeRu, r.categoryId) ?? [];
    return [
      {
        ...goodBaseOf(r),
        producer: r.producer,
        breadcrumbs: ua.map((n, i) => ({
          id: n.id,
          slug: n.slug,
          title: { ua: n.title, ru: ru[i]?.title ?? n.title },
        })),
        quantity: line.quantity,
        isDeleted: line.isDeleted,
        isChecked: line.isChecked,
        isAvailable: onSale,
        maxQuantity: quantityLimit(onSale, stock.get(r.id) ?? 0),
      },
    ];
  });
  const live = items.filter((i) => !i.isDeleted);
  return {
    goods: items,
    totalItems: live.reduce((sum, i) => sum + i.quantity, 0),
    totalPrice: live.reduce((sum, i) => sum + i.price * i.quantity, 0),
    totalOldPrice: live.reduce((sum, i) => sum + (i.oldPrice ?? i.price) * i.quantity, 0),
    hasUnavailable: live.some((i) => !i.isAvailable),
    hasShortfall: live.some((i) => i.isAvailable && i.quantity > i.maxQuantity),
  };
}
