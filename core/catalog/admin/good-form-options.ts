import { and, asc, eq, gt } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { attributeOptions, attributes, brands, categoryFacetCounts, tags } from '#db/schema';
import { type AdminCategory, categoryRows } from './category-rows';

export type AdminAttribute = {
  id: number;
  code: string;
  kind: 'number' | 'option';
  title: string;
  unit: string | null;
  options: { id: number; value: string }[];
  /** Goods of the category have it (ADR 0068's counts): the form shows it without asking. */
  usedInCategory: boolean;
};

export type GoodFormOptions = {
  categories: AdminCategory[];
  brands: { id: number; title: string }[];
  attributes: AdminAttribute[];
  tags: { id: number; title: string }[];
};

/**
 * What the good form picks from: the category tree (flat, by depth), brands, characteristics with
 * their options — marked when goods of `categoryId` use them — and tags. Content editors and admins.
 */
export async function getGoodFormOptions(ctx: Ctx, actor: StaffView, categoryId?: number): Promise<GoodFormOptions> {
  requireArea(actor, 'catalog');
  const [categoryList, brandRows, attributeRows, optionRows, tagRows, used] = await Promise.all([
    categoryRows(ctx),
    ctx.db.select({ id: brands.id, title: brands.title }).from(brands).orderBy(asc(brands.title)),
    ctx.db.select().from(attributes).orderBy(asc(attributes.position), asc(attributes.id)),
    ctx.db.select().from(attributeOptions).orderBy(asc(attributeOptions.position), asc(attributeOptions.id)),
    ctx.db.select({ id: tags.id, title: tags.titleUa }).from(tags).orderBy(asc(tags.id)),
    categoryId
      ? ctx.db
          .selectDistinct({ id: categoryFacetCounts.attributeId })
          .from(categoryFacetCounts)
          .where(and(eq(categoryFacetCounts.categoryId, categoryId), gt(categoryFacetCounts.n, 0)))
      : Promise.resolve([]),
  ]);
  const usedIds = new Set(used.map((u) => u.id));
  const byAttribute = new Map<number, { id: number; value: string }[]>();
  for (const o of optionRows) {
    const list = byAttribute.get(o.attributeId) ?? [];
    list.push({ id: o.id, value: o.valueUa });
    byAttribute.set(o.attributeId, list);
  }
  return {
    categories: categoryList,
    brands: brandRows,
    attributes: attributeRows.map((a) => ({
      id: a.id,
      code: a.code,
      kind: a.kind,
      title: a.titleUa,
      unit: a.unitUa,
      options: byAttribute.get(a.id) ?? [],
      usedInCategory: usedIds.has(a.id),
    })),
    tags: tagRows,
  };
}
