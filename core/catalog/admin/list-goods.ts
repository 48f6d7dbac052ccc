import { type AnyColumn, and, eq, gt, ilike, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cappedCount, keysetPage, type PageLinks, pageCursorInput, type SortKey } from '#core/keyset';
import { type Ctx, idSchema } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { brands, categories, goods, goodTags, goodTitlesSql } from '#db/schema';

const flag = z.enum(['yes', 'no']).optional();

/** The back office's goods list query: search, filters, sort and the page's place (ADR 0124), as in the URL. */
export const adminGoodsQuery = pageCursorInput.extend({
  /** An id, a code (exact or its beginning) or words of the title in either language. */
  q: z.string().trim().max(100).optional(),
  category: idSchema().optional(),
  brand: idSchema().optional(),
  tag: idSchema().optional(),
  status: z
    .string()
    .regex(/^\d{1,2}$/)
    .optional(),
  active: flag,
  stock: flag,
  sort: z.enum(['id', 'code', 'title', 'price', 'stock', 'created']).default('id'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  perPage: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(20), z.literal(50), z.literal(100)]))
    .default(50),
});
export type AdminGoodsQuery = z.output<typeof adminGoodsQuery>;

export type AdminGoodRow = {
  id: number;
  extId: string;
  title: string;
  image: string | null;
  categoryId: number;
  category: string;
  brand: string | null;
  price: number;
  oldPrice: number | null;
  /** The catalogue price while a promotion drives `price` (ADR 0081), else null. */
  regularPrice: number | null;
  /** Pieces shoppers can buy over the active stores: 1C's quantity less what open orders hold (ADR 0083, 0120). */
  stock: number;
  /** Pieces open orders hold over the active stores (ADR 0120). */
  reserved: number;
  /** Orders hold every piece: shoppers see "not available" while 1C's status may say "4". */
  reservedOut: boolean;
  sellStatus: string;
  isActive: boolean;
};

/** Pieces of the good shoppers can buy over the chain's active stores (the stock filter and sort too). */
const stockSql = sql<number>`(select coalesce(sum(greatest(ss.quantity - ss.reserved, 0)), 0)::int from store_stock ss
  join stores s on s.id = ss.store_id and s.is_active where ss.good_id = ${goods.id})`;

/** Pieces open orders hold over the active stores. */
const reservedSql = sql<number>`(select coalesce(sum(ss.reserved), 0)::int from store_stock ss
  join stores s on s.id = ss.store_id and s.is_active where ss.good_id = ${goods.id})`;

function exactFirst(q: string): SQL {
  const id = /^\d{1,9}$/.test(q) ? Number(q) : 0;
  return sql`case when ${goods.id} = ${id} or ${goods.extId} = ${q} then 0 else 1 end`;
}

function searchCondition(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 6);
  if (!words.length) return undefined;
  const like = (w: string) => w.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const byCode = or(eq(goods.extId, q), ilike(goods.extId, `${like(q)}%`));
  const byId = /^\d{1,9}$/.test(q) ? eq(goods.id, Number(q)) : undefined;
  // Each word a part of either title: of their one text, which a trigram index serves (ADR 0128).
  const byTitle = and(...words.map((w) => ilike(goodTitlesSql(goods), `%${like(w)}%`)));
  return or(byId, byCode, byTitle);
}

/**
 * Goods for the back office, newest first by default: search by id, code or title (ua or ru),
 * filters by category (its whole subtree), brand, tag, sell status, visibility and stock, sort and
 * a keyset page (ADR 0124) with the matches counted up to 1,000. Hidden goods are listed too.
 * Content editors and admins only.
 */
export async function listAdminGoods(
  ctx: Ctx,
  actor: StaffView,
  query: AdminGoodsQuery,
): Promise<{ rows: AdminGoodRow[]; total: number; more: boolean } & PageLinks> {
  requireArea(actor, 'catalog');
  const where: (SQL | undefined)[] = [];
  if (query.q) where.push(searchCondition(query.q));
  if (query.category)
    where.push(
      inArray(
        goods.categoryId,
        sql`(with recursive sub(id) as (select ${query.category}::int union
          select c.id from categories c join sub on c.parent_id = sub.id) select id from sub)`,
      ),
    );
  if (query.brand) where.push(eq(goods.brandId, query.brand));
  if (query.tag)
    where.push(
      inArray(goods.id, ctx.db.select({ id: goodTags.goodId }).from(goodTags).where(eq(goodTags.tagId, query.tag))),
    );
  if (query.status) where.push(eq(goods.sellStatus, query.status));
  // A bare `not is_active` (not `= $1`) so the planner matches the hidden goods' partial index.
  if (query.active) where.push(query.active === 'yes' ? sql`${goods.isActive}` : not(goods.isActive));
  if (query.stock) where.push(query.stock === 'yes' ? gt(stockSql, 0) : sql`${stockSql} = 0`);
  const condition = and(...where);
  const key = {
    id: goods.id,
    code: goods.extId,
    title: goods.titleUa,
    price: goods.price,
    stock: stockSql,
    created: goods.createdAt,
  }[query.sort];
  const keys: SortKey[] = [
    { key, dir: query.dir },
    { key: goods.id, dir: query.dir },
  ];
  // A search by an id or a code puts that good first, whatever the sort.
  if (query.q) keys.unshift({ key: exactFirst(query.q), dir: 'asc' });
  // The anchor's own values: `goods` inside the subquery is the anchor row (the stock sum too).
  const anchor = (id: number) => (k: AnyColumn | SQL) => sql`(select ${k} from ${goods} where ${goods.id} = ${id})`;
  const [page, counted] = await Promise.all([
    keysetPage(
      (after, order, limit) =>
        ctx.db
          .select({
            id: goods.id,
            extId: goods.extId,
            title: goods.titleUa,
            images: goods.images,
            categoryId: goods.categoryId,
            category: categories.titleUa,
            brand: brands.title,
            price: goods.price,
            oldPrice: goods.oldPrice,
            regularPrice: goods.regularPrice,
            stock: stockSql,
            reserved: reservedSql,
            reservedOut: goods.reservedOut,
            sellStatus: goods.sellStatus,
            isActive: goods.isActive,
          })
          .from(goods)
          .innerJoin(categories, eq(categories.id, goods.categoryId))
          .leftJoin(brands, eq(brands.id, goods.brandId))
          .where(and(condition, after))
          .orderBy(...order)
          .limit(limit),
      { keys, anchor, cursor: query, perPage: query.perPage, idOf: (row) => row.id },
    ),
    cappedCount(ctx.db, goods, condition),
  ]);
  const rows = page.rows;
  return {
    rows: rows.map(({ images, ...row }) => ({
      ...row,
      image: images[0] ?? null,
      stock: Number(row.stock),
      reserved: Number(row.reserved),
    })),
    total: counted.count,
    more: counted.more,
    ...page.links,
  };
}
