import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { type Ctx, loc } from '#core/shared';
import {
  attributeOptions,
  attributes,
  brands,
  goodAttributes,
  goodRelated,
  goods,
  storeStock,
  stores,
  towns,
} from '#db/schema';
import { type CategoryNode, findPath, getCategoryTree } from './category-tree';
import { type GoodCard, goodCardColumns, isAvailable, toGoodCard } from './good-card';

export type GoodDetails = GoodCard & {
  description: string;
  images: string[];
  brand: { id: number; slug: string; title: string } | null;
  breadcrumbs: CategoryNode[];
  characteristics: { title: string; value: string }[];
  stock: { storeId: number; town: string; title: string; address: string; quantity: number }[];
  related: GoodCard[];
};

/** Everything the product page shows of one good, or null when it does not exist or is hidden. */
export async function getGood(ctx: Ctx, id: number): Promise<GoodDetails | null> {
  const [row] = await ctx.db
    .select({
      ...goodCardColumns(ctx),
      description: loc(ctx, goods.descriptionUa, goods.descriptionRu),
      categoryId: goods.categoryId,
      brandId: brands.id,
      brandSlug: brands.slug,
      brandTitle: brands.title,
    })
    .from(goods)
    .leftJoin(brands, eq(brands.id, goods.brandId))
    .where(and(eq(goods.id, id), eq(goods.isActive, true)));
  if (!row) return null;
  const [tree, characteristics, stock, related] = await Promise.all([
    getCategoryTree(ctx),
    ctx.db
      .select({
        title: loc(ctx, attributes.titleUa, attributes.titleRu),
        unit: loc(ctx, attributes.unitUa, attributes.unitRu),
        valueNum: goodAttributes.valueNum,
        option: loc(ctx, attributeOptions.valueUa, attributeOptions.valueRu),
      })
      .from(goodAttributes)
      .innerJoin(attributes, eq(attributes.id, goodAttributes.attributeId))
      .leftJoin(attributeOptions, eq(attributeOptions.id, goodAttributes.optionId))
      .where(eq(goodAttributes.goodId, id))
      .orderBy(asc(attributes.position), asc(attributes.id)),
    ctx.db
      .select({
        storeId: stores.id,
        town: loc(ctx, towns.titleUa, towns.titleRu),
        title: loc(ctx, stores.titleUa, stores.titleRu),
        address: loc(ctx, stores.addressUa, stores.addressRu),
        quantity: storeStock.quantity,
      })
      .from(storeStock)
      .innerJoin(stores, eq(stores.id, storeStock.storeId))
      .innerJoin(towns, eq(towns.code, stores.townCode))
      .where(and(eq(storeStock.goodId, id), gt(storeStock.quantity, 0), eq(stores.isActive, true)))
      .orderBy(desc(towns.population), asc(stores.id)),
    ctx.db
      .select(goodCardColumns(ctx))
      .from(goodRelated)
      .innerJoin(goods, eq(goods.id, goodRelated.relatedId))
      .where(and(eq(goodRelated.goodId, id), eq(goods.isActive, true)))
      .orderBy(desc(goodRelated.weight), asc(goods.id))
      .limit(8),
  ]);
  return {
    ...toGoodCard(row),
    description: row.description,
    images: row.images,
    brand: row.brandId ? { id: row.brandId, slug: row.brandSlug ?? '', title: row.brandTitle ?? '' } : null,
    breadcrumbs: findPath(tree, row.categoryId) ?? [],
    characteristics: characteristics.map((c) => ({
      title: c.title,
      value: c.option ?? `${formatNumber(c.valueNum)}${c.unit ? ` ${c.unit}` : ''}`,
    })),
    stock: isAvailable(row.sellStatus) ? stock : [],
    related: related.map(toGoodCard),
  };
}

function formatNumber(value: number | null): string {
  if (value === null) return '';
  return String(Math.round(value * 1000) / 1000);
}
