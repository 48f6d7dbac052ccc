import { z } from 'zod';
import { type CatalogGood, type GoodCard, type GoodData, getGoodsByIds, isAvailable } from '#core/catalog';
import { discountPercent } from '#core/pricing';
import { type Ctx, parseId } from '#core/shared';

/** `?ids=3,2,1`: at most 100 ids (`parseId`), order kept, duplicates and junk dropped. */
export const idsParam = z
  .string()
  .max(1200)
  .catch('')
  .transform((s) => [...new Set(s.split(',').map(parseId))].filter((n) => n !== null).slice(0, 100));

/** A listing card of a good in the shopper's language (any listing: category, search, lists). */
export function toCard(g: CatalogGood, ctx: Ctx): GoodCard {
  return {
    id: g.id,
    extId: g.extId,
    title: g.title[ctx.locale],
    slug: g.slug,
    price: g.price,
    oldPrice: g.oldPrice,
    discountPercent: discountPercent(g.price, g.oldPrice),
    image: g.images[0] ?? null,
    isAvailable: isAvailable(g.sellStatus),
    rating: g.rating,
    reviewsCount: g.reviewsCount,
  };
}

/** Listing cards of the given goods, in the given order (viewed goods, waiting and wish lists). */
export async function cardsByIds(ctx: Ctx, ids: readonly number[]): Promise<GoodCard[]> {
  const goods = await getGoodsByIds(ctx, ids, new Set());
  return goods.map((g) => toCard(g, ctx));
}

export type CompareGroup = {
  category: { id: number; title: string };
  goods: GoodCard[];
  rows: { title: string; values: string[]; differs: boolean }[];
};

/**
 * Compare (SPEC §2 /compare): goods grouped by their category, newest first as stored, with
 * every characteristic any of them has side by side; rows whose values differ are flagged.
 */
export async function compareGroups(ctx: Ctx, ids: readonly number[]): Promise<CompareGroup[]> {
  const goods = await getGoodsByIds(ctx, ids, new Set(['breadcrumbs', 'characteristics']));
  const groups = new Map<number, { category: { id: number; title: string }; goods: GoodData[] }>();
  for (const g of goods) {
    const last = g.breadcrumbs?.at(-1);
    const category = last ? { id: last.id, title: last.title[ctx.locale] } : { id: 0, title: '—' };
    const group = groups.get(category.id) ?? { category, goods: [] };
    group.goods.push(g);
    groups.set(category.id, group);
  }
  return [...groups.values()].map(({ category, goods: list }) => {
    const titles = [...new Set(list.flatMap((g) => (g.characteristics ?? []).map((c) => c.title[ctx.locale])))];
    const rows = titles.map((title) => {
      const values = list.map(
        (g) => g.characteristics?.find((c) => c.title[ctx.locale] === title)?.value[ctx.locale] ?? '—',
      );
      return { title, values, differs: new Set(values).size > 1 };
    });
    return { category, goods: list.map((g) => toCard(g, ctx)), rows };
  });
}
