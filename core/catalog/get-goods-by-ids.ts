import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { brands, goods } from '#db/schema';
import { type Bi, type BilingualGoodBase, goodBaseColumns, listGoodOf } from './bilingual';
import { findPath, getCategoryTree } from './category-tree';
import { isAvailable } from './good-card';
import { characteristicsSql, stockSql, variantsSql } from './good-parts';

/** Most goods one call may ask for (cart, compare, wish lists are far smaller). */
export const maxGoodsPerCall = 100;

/** The costly parts of a good (a subquery each); a caller that does not need one skips it. */
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
  const none = sql<null>`null`;
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
      chars: parts.has('characteristics') ? characteristicsSql() : none,
      stock: parts.has('availability') ? stockSql() : none,
      variants: parts.has('variants') ? variantsSql() : none,
    })
    .from(goods)
    .leftJoin(brands, eq(brands.id, goods.brandId))
    .where(and(inArray(goods.id, wanted), eq(goods.isActive, true)));
  if (rows.length === 0) return [];
  const [treeUa, treeRu] = parts.has('breadcrumbs')
    ? await Promise.all([getCategoryTree({ ...ctx, locale: 'ua' }), getCategoryTree({ ...ctx, locale: 'ru' })])
    : [[], []];
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
        good.characteristics = (r.chars ?? []).map((c) => ({
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
          ? (r.stock ?? []).map((s) => ({
              storeId: s.storeId,
              town: { ua: s.townUa, ru: s.townRu },
              address: { ua: s.addressUa, ru: s.addressRu },
              quantity: s.quantity,
            }))
          : [];
      if (parts.has('variants'))
        good.variants = (r.variants ?? []).map((v) => ({
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
