import { inArray, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { goods } from '#db/schema';

export type CheckedLine = {
  id: number;
  extId: string;
  titleUa: string;
  titleRu: string;
  slug: string;
  images: string[];
  sellStatus: string;
  price: number;
  oldPrice: number | null;
  quantity: number;
  /** price × quantity, kopiyky. */
  sum: number;
  /** Loyalty or promo discount on this line (kopiyky), 0 when none. */
  discount: number;
  isAvailable: boolean;
};

/**
 * The cart's goods read fresh from the database, in the cart's order (client prices are never
 * used). Unknown or hidden goods come back unavailable with price 0 (SPEC §3 sell_status "4").
 */
export async function loadLines(ctx: Ctx, cart: { id: number; quantity: number }[]): Promise<CheckedLine[]> {
  if (!cart.length) return [];
  const rows = await ctx.db
    .select()
    .from(goods)
    .where(
      inArray(
        goods.id,
        cart.map((l) => l.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return cart.map(({ id, quantity }) => {
    const g = byId.get(id);
    if (!g?.isActive)
      return {
        id,
        extId: g?.extId ?? '',
        titleUa: g?.titleUa ?? '',
        titleRu: g?.titleRu ?? '',
        slug: g?.slug ?? '',
        images: g?.images ?? [],
        sellStatus: g?.sellStatus ?? '0',
        price: 0,
        oldPrice: null,
        quantity,
        sum: 0,
        discount: 0,
        isAvailable: false,
      };
    return {
      id,
      extId: g.extId,
      titleUa: g.titleUa,
      titleRu: g.titleRu,
      slug: g.slug,
      images: g.images,
      sellStatus: g.sellStatus,
      price: g.price,
      oldPrice: g.oldPrice,
      quantity,
      sum: g.price * quantity,
      discount: 0,
      // 1C's status, not the shopper's (ADR 0120): a good whose every piece orders hold is refused
      // by the stock check as "none left" (stock_none), which says why and what to do, not as
      // "not available".
      isAvailable: g.sellStatus === '4',
    };
  });
}

/** A line is at full price when it has no higher old price (SPEC §9 "only at full price"). */
export const isFullPrice = (line: Pick<CheckedLine, 'price' | 'oldPrice'>) =>
  line.oldPrice === null || line.oldPrice <= line.price;

/**
 * Whether any of the goods sits in a category — or under an ancestor — that needs transport
 * packaging (rods, umbrellas, net handles; SPEC §9). `union` (not `union all`) ends on cycles.
 */
export async function needsTransportPackage(ctx: Ctx, goodIds: number[]): Promise<boolean> {
  if (!goodIds.length) return false;
  const ids = sql.join(
    goodIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await ctx.db.execute(sql`
    with recursive up(id, parent_id, needs) as (
      select c.id, c.parent_id, c.needs_transport_package
      from categories c join goods g on g.category_id = c.id
      where g.id in (${ids})
      union
      select p.id, p.parent_id, p.needs_transport_package from categories p join up on p.id = up.parent_id
    )
    select bool_or(needs) as needs from up`);
  const rows = (result as unknown as { rows: { needs: boolean | null }[] }).rows;
  return rows[0]?.needs === true;
}
