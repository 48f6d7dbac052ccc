import { inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { brands } from '#db/schema';
import type { Bi } from './bilingual';
import { type CategoryNode, getCategoryTree } from './category-tree';

export type NamedCategory = { id: number; slug: string; title: Bi };
export type NamedBrand = { id: number; slug: string; title: string };

/**
 * Slug and titles (both languages) of active categories by id, in the order given; unknown or
 * hidden ids skipped. Reads the memoised category trees, no query of its own.
 */
export async function categoriesByIds(ctx: Ctx, ids: readonly number[]): Promise<NamedCategory[]> {
  if (ids.length === 0) return [];
  const [ua, ru] = await Promise.all([
    getCategoryTree({ ...ctx, locale: 'ua' }),
    getCategoryTree({ ...ctx, locale: 'ru' }),
  ]);
  const flat = (nodes: CategoryNode[], into = new Map<number, CategoryNode>()) => {
    for (const node of nodes) {
      into.set(node.id, node);
      flat(node.children, into);
    }
    return into;
  };
  const byIdUa = flat(ua);
  const byIdRu = flat(ru);
  return ids.flatMap((id) => {
    const node = byIdUa.get(id);
    return node ? [{ id, slug: node.slug, title: { ua: node.title, ru: byIdRu.get(id)?.title ?? node.title } }] : [];
  });
}

/** Slug and title of brands by id, in the order given; unknown ids skipped. */
export async function brandsByIds(ctx: Ctx, ids: readonly number[]): Promise<NamedBrand[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ id: brands.id, slug: brands.slug, title: brands.title })
    .from(brands)
    .where(inArray(brands.id, [...new Set(ids)]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const brand = byId.get(id);
    return brand ? [brand] : [];
  });
}
