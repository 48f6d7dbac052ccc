import { and, asc, count, desc, eq } from 'drizzle-orm';
import { type Ctx, loc } from '#core/shared';
import { brands, goods } from '#db/schema';
import { type GoodCard, goodCardColumns, toGoodCard } from './good-card';
import { perPage } from './list-category-goods';

export type BrandPage = {
  brand: { id: number; slug: string; title: string; description: string; country: string | null; isOwn: boolean };
  goods: GoodCard[];
  total: number;
  page: number;
  pageCount: number;
};

/** A brand with one page of its goods, popular first (/pages/brands/{name}), or null. */
export async function listBrandGoods(ctx: Ctx, slug: string, page = 1): Promise<BrandPage | null> {
  const [brand] = await ctx.db
    .select({
      id: brands.id,
      slug: brands.slug,
      title: brands.title,
      description: loc(ctx, brands.descriptionUa, brands.descriptionRu),
      country: brands.country,
      isOwn: brands.isOwn,
    })
    .from(brands)
    .where(eq(brands.slug, slug));
  if (!brand) return null;
  const where = and(eq(goods.brandId, brand.id), eq(goods.isActive, true));
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select(goodCardColumns(ctx))
      .from(goods)
      .where(where)
      .orderBy(desc(goods.popularity), asc(goods.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    ctx.db.select({ total: count() }).from(goods).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { brand, goods: rows.map(toGoodCard), total, page, pageCount: Math.max(1, Math.ceil(total / perPage)) };
}
