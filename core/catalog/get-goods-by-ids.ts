import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { attributeOptions, attributes, brands, goodAttributes, goods, storeStock, stores, towns } from '#db/schema';
import { type Bi, type BilingualGoodBase, goodBaseColumns, listGoodOf } from './bilingual';
import { findPath, getCategoryTree } from './category-tree';
import { isAvailable } from './good-card';

/** Most goods one call may ask for (cart, compare, wish lists are far smaller). */
export const maxGoodsPerCall = 100;

/** The parts of a good that cost an extra query; a caller that does not need one skips it. */
export const goodParts = ['breadcrumbs', 'characteristics', 'availability', 'variants'] as const;
export type GoodPart = (typeof goodParts)[number];

export const goodIdsInput = z
  .string()
  .max(1100)
  .regex(/^\d{1,9}(,\d{1,9})*$/, 'goods_ids_invalid')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .refine((ids) => ids.length <= maxGoodsPerCall, 'goods_ids_too_many');

/** A good with both languages (SPEC §3 Good); the API maps it to `title`/`title_ua` etc. */
export type GoodData = BilingualGoodBase & {
  description: Bi;
  brand: { id: number; slug: string; title: string } | null;
  groupId: number | null;
  rating: number;
  reviewsCount: number;
  breadcrumbs?: { id: number; slug: string; title: Bi }[];
  characteristics?: { code: string; title: Bi; value: Bi }[];
  availability?: { storeId: number; town: Bi; address: Bi; quantity: number }[];
  variants?: { id: number; slug: string; variant: Bi; price: number; sellStatus: string }[];
};

/**
 * Active goods by id, in the order asked, unknown or hidden ids skipped (cart, compare, wish
 * lists; SPEC §7 goods-by-ids). `parts` says which costly parts to load (default all).
 */
export async function getGoodsByIds(
  ctx: Ctx,
  ids: readonly number[],
  parts: ReadonlySet<GoodPart> = new Set(goodParts),
): Promise<GoodData[]> {
  const wanted = [...new Set(ids)].slice(0, maxGoodsPerCall);
  if (wanted.length === 0) return [];
  const rows = await ctx.db
    .select({
      ...goodBaseColumns,
      descriptionUa: goods.descriptionUa,
      descriptionRu: goods.descriptionRu,
      categoryId: goods.categoryId,
      groupId: goods.groupId,
      ratingX100: goods.ratingX100,
      reviewsCount: goods.reviewsCount,
      brandId: brands.id,
      brandSlug: brands.slug,
      brandTitle: brands.title,
    })
    .from(goods)
    .leftJoin(brands, eq(brands.id, goods.brandId))
    .where(and(inArray(goods.id, wanted), eq(goods.isActive, true)));
  if (rows.length === 0) return [];
  const found = rows.map((r) => r.id);
  const groupIds = [...new Set(rows.flatMap((r) => (r.groupId === null ? [] : [r.groupId])))];
  const [treeUa, treeRu, chars, stock, variants] = await Promise.all([
    parts.has('breadcrumbs') ? getCategoryTree({ ...ctx, locale: 'ua' }) : [],
    parts.has('breadcrumbs') ? getCategoryTree({ ...ctx, locale: 'ru' }) : [],
    parts.has('characteristics') ? loadCharacteristics(ctx, found) : [],
    parts.has('availability') ? loadStock(ctx, found) : [],
    parts.has('variants') && groupIds.length ? loadVariants(ctx, groupIds) : [],
  ]);
  const byId = new Map(
    rows.map((r) => {
      const good: GoodData = {
        ...listGoodOf(r),
        description: { ua: r.descriptionUa, ru: r.descriptionRu },
        brand: r.brandId ? { id: r.brandId, slug: r.brandSlug ?? '', title: r.brandTitle ?? '' } : null,
        groupId: r.groupId,
      };
      if (parts.has('breadcrumbs')) {
        const ua = findPath(treeUa, r.categoryId) ?? [];
        const ru = findPath(treeRu, r.categoryId) ?? [];
        good.breadcrumbs = ua.map((node, i) => ({
          id: node.id,
          slug: node.slug,
          title: { ua: node.title, ru: ru[i]?.title ?? node.title },
        }));
      }
      if (parts.has('characteristics')) {
        good.characteristics = chars
          .filter((c) => c.goodId === r.id)
          .map((c) => ({
            code: c.code,
            title: { ua: c.titleUa, ru: c.titleRu },
            value: {
              ua: c.optionUa ?? withUnit(c.valueNum, c.unitUa),
              ru: c.optionRu ?? withUnit(c.valueNum, c.unitRu),
            },
          }));
      }
      // Out-of-stock goods show no store availability even if a stale stock row remains.
      if (parts.has('availability'))
        good.availability = isAvailable(r.sellStatus)
          ? stock
              .filter((s) => s.goodId === r.id)
              .map((s) => ({
                storeId: s.storeId,
                town: { ua: s.townUa, ru: s.townRu },
                address: { ua: s.addressUa, ru: s.addressRu },
                quantity: s.quantity,
              }))
          : [];
      if (parts.has('variants'))
        good.variants = variants
          .filter((v) => r.groupId !== null && v.groupId === r.groupId && v.id !== r.id)
          .map((v) => ({
            id: v.id,
            slug: v.slug,
            variant: { ua: v.variantUa ?? v.titleUa, ru: v.variantRu ?? v.titleRu },
            price: v.price,
            sellStatus: v.sellStatus,
          }));
      return [r.id, good] as const;
    }),
  );
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

function withUnit(value: number | null, unit: string | null): string {
  if (value === null) return '';
  const text = String(Math.round(value * 1000) / 1000);
  return unit ? `${text} ${unit}` : text;
}

function loadCharacteristics(ctx: Ctx, ids: number[]) {
  return ctx.db
    .select({
      goodId: goodAttributes.goodId,
      code: attributes.code,
      titleUa: attributes.titleUa,
      titleRu: attributes.titleRu,
      unitUa: attributes.unitUa,
      unitRu: attributes.unitRu,
      valueNum: goodAttributes.valueNum,
      optionUa: attributeOptions.valueUa,
      optionRu: attributeOptions.valueRu,
    })
    .from(goodAttributes)
    .innerJoin(attributes, eq(attributes.id, goodAttributes.attributeId))
    .leftJoin(attributeOptions, eq(attributeOptions.id, goodAttributes.optionId))
    .where(inArray(goodAttributes.goodId, ids))
    .orderBy(asc(attributes.position), asc(attributes.id));
}

function loadStock(ctx: Ctx, ids: number[]) {
  return ctx.db
    .select({
      goodId: storeStock.goodId,
      storeId: stores.id,
      townUa: towns.titleUa,
      townRu: towns.titleRu,
      addressUa: stores.addressUa,
      addressRu: stores.addressRu,
      quantity: storeStock.quantity,
    })
    .from(storeStock)
    .innerJoin(stores, eq(stores.id, storeStock.storeId))
    .innerJoin(towns, eq(towns.code, stores.townCode))
    .where(and(inArray(storeStock.goodId, ids), gt(storeStock.quantity, 0), eq(stores.isActive, true)))
    .orderBy(desc(towns.population), asc(stores.id));
}

function loadVariants(ctx: Ctx, groupIds: number[]) {
  return ctx.db
    .select({
      id: goods.id,
      groupId: goods.groupId,
      slug: goods.slug,
      titleUa: goods.titleUa,
      titleRu: goods.titleRu,
      variantUa: goods.variantUa,
      variantRu: goods.variantRu,
      price: goods.price,
      sellStatus: goods.sellStatus,
    })
    .from(goods)
    .where(and(inArray(goods.groupId, groupIds), eq(goods.isActive, true)))
    .orderBy(asc(goods.price), asc(goods.id));
}
