import { asc, inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { brands } from '#db/schema';
import type { FacetAttribute } from './catalog-attributes';
import type { CatalogPage } from './catalog-page';
import { subtreeCounts, subtreePriceRange } from './listing-page';

/** A facet row as the scanning query returns it (`attributeFacets` turns rows into facets). */
export type AttrRow = {
  attributeId: number;
  optionId: number | null;
  count: number;
  min: number | null;
  max: number | null;
};

/**
 * The total and facets of a category subtree filtered at most by availability, from the maintained
 * counts (ADR 0068) instead of a scan of its goods — the same figures the scan gives: brands and
 * options present among the listed goods (zero counts kept), each counted with the OTHER filters
 * (here: availability, except for the availability facet itself); ranges over counted values.
 */
export async function countedFacets(
  ctx: Ctx,
  categoryIds: readonly number[],
  availableOnly: boolean,
  attributes: ReadonlyMap<string, FacetAttribute>,
): Promise<{ total: number; facets: Omit<CatalogPage['facets'], 'attributes'>; attrRows: AttrRow[] }> {
  const [counts, price] = await Promise.all([
    subtreeCounts(ctx, categoryIds),
    subtreePriceRange(ctx, categoryIds, availableOnly),
  ]);
  const counted = (isAvailable: boolean) => !availableOnly || isAvailable;
  let total = 0;
  let available = 0;
  const brandCounts = new Map<number, number>();
  const facetIds = new Map([...attributes.values()].map((a) => [a.id, a]));
  const rows = new Map<string, AttrRow>();
  for (const c of counts) {
    const n = counted(c.isAvailable) ? c.n : 0;
    if (c.attributeId === 0) {
      total += n;
      if (c.isAvailable) available += c.n;
      if (c.key !== 0) brandCounts.set(c.key, (brandCounts.get(c.key) ?? 0) + n);
      continue;
    }
    const attribute = facetIds.get(c.attributeId);
    if (!attribute) continue;
    const optionId = attribute.kind === 'option' && c.key !== 0 ? c.key : null;
    const id = `${c.attributeId}:${optionId}`;
    const row = rows.get(id) ?? { attributeId: c.attributeId, optionId, count: 0, min: null, max: null };
    row.count += n;
    // NaN stands for a characteristic without a number: counted, but no bound (as SQL min/max).
    if (n > 0 && attribute.kind === 'number' && !Number.isNaN(c.num)) {
      row.min = row.min === null ? c.num : Math.min(row.min, c.num);
      row.max = row.max === null ? c.num : Math.max(row.max, c.num);
    }
    rows.set(id, row);
  }
  const brandRows = brandCounts.size
    ? await ctx.db
        .select({ id: brands.id, slug: brands.slug, title: brands.title })
        .from(brands)
        .where(inArray(brands.id, [...brandCounts.keys()]))
        .orderBy(asc(brands.title))
    : [];
  return {
    total,
    facets: {
      brands: brandRows.map((b) => ({ ...b, count: brandCounts.get(b.id) ?? 0 })),
      price,
      available,
    },
    attrRows: [...rows.values()],
  };
}
