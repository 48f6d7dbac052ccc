import { asc, eq, sql } from 'drizzle-orm';
import { getPricePromotion, type PricePromotion } from '#core/pricing';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { goods, storeStock, stores, towns } from '#db/schema';
import { type GoodSnapshot, goodSnapshot } from './good-snapshot';

export type AdminGood = GoodSnapshot & {
  id: number;
  createdAt: Date;
  /** What shoppers pay now: the catalogue pair, or a running promotion's price (ADR 0081). */
  currentPrice: number;
  currentOldPrice: number | null;
  /** The running promotion the current price comes from, if any. */
  promotion: PricePromotion | null;
  /**
   * Every store (inactive ones marked) with the good's pieces there, for the stock table: 1C's
   * quantity (what the form edits), what open orders hold, and what shoppers can still buy (ADR 0120).
   */
  stores: {
    id: number;
    title: string;
    town: string;
    isActive: boolean;
    quantity: number;
    reserved: number;
    available: number;
  }[];
  /** Open orders hold every piece the active stores have: shoppers see "not available" (ADR 0120). */
  reservedOut: boolean;
};

const collator = new Intl.Collator('uk');

/** One good as the back office edits it, or null. Content editors and admins only. */
export async function getAdminGood(ctx: Ctx, actor: StaffView, id: number): Promise<AdminGood | null> {
  requireArea(actor, 'catalog');
  const snapshot = await goodSnapshot(ctx, id);
  if (!snapshot) return null;
  const [[row], promotion, storeRows] = await Promise.all([
    ctx.db
      .select({
        createdAt: goods.createdAt,
        price: goods.price,
        oldPrice: goods.oldPrice,
        reservedOut: goods.reservedOut,
      })
      .from(goods)
      .where(eq(goods.id, id)),
    getPricePromotion({ ...ctx, locale: 'ua' }, id),
    ctx.db
      .select({
        id: stores.id,
        title: stores.titleUa,
        town: towns.titleUa,
        isActive: stores.isActive,
        quantity: storeStock.quantity,
        reserved: storeStock.reserved,
      })
      .from(stores)
      .innerJoin(towns, eq(towns.code, stores.townCode))
      .leftJoin(storeStock, sql`${storeStock.storeId} = ${stores.id} and ${storeStock.goodId} = ${id}`)
      .orderBy(asc(stores.id)),
  ]);
  if (!row) return null;
  return {
    ...snapshot,
    id,
    createdAt: row.createdAt,
    currentPrice: row.price,
    currentOldPrice: row.oldPrice,
    promotion,
    reservedOut: row.reservedOut,
    // Ukrainian alphabetical order (the database's collation may sort "І" before "А").
    stores: storeRows
      .map((s) => {
        const quantity = s.quantity ?? 0;
        const reserved = s.reserved ?? 0;
        return { ...s, quantity, reserved, available: Math.max(quantity - reserved, 0) };
      })
      .sort((a, b) => collator.compare(a.town, b.town) || collator.compare(a.title, b.title)),
  };
}
