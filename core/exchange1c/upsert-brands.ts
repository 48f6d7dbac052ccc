import { sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { brands } from '#db/schema';
import { slugify } from '#db/translit';

/** Brands by 1C's maker Ид and by title (lower case), loaded once per run and grown as makers appear. */
export type BrandCache = { byExchange: Map<string, number>; byTitle: Map<string, number>; slugs: Set<string> };

export async function loadBrandCache(ctx: Ctx): Promise<BrandCache> {
  const rows = await ctx.db
    .select({ id: brands.id, title: brands.title, slug: brands.slug, exchangeId: brands.exchangeId })
    .from(brands);
  const cache: BrandCache = { byExchange: new Map(), byTitle: new Map(), slugs: new Set() };
  for (const b of rows) {
    if (b.exchangeId) cache.byExchange.set(b.exchangeId, b.id);
    cache.byTitle.set(b.title.trim().toLowerCase(), b.id);
    cache.slugs.add(b.slug);
  }
  return cache;
}

/**
 * 1C's maker (Изготовитель) → a brand: by its Ид, else by the same title (the shop's own
 * brand gets linked), else a new brand. Inside the batch's transaction.
 */
export async function brandOf(ctx: Ctx, cache: BrandCache, maker: { id: string; name: string }): Promise<number> {
  const exchangeId = maker.id || `name:${maker.name.trim().toLowerCase()}`;
  const known = cache.byExchange.get(exchangeId) ?? cache.byTitle.get(maker.name.trim().toLowerCase());
  if (known !== undefined) {
    if (!cache.byExchange.has(exchangeId)) {
      await ctx.db
        .update(brands)
        .set({ exchangeId })
        .where(sql`${brands.id} = ${known} and ${brands.exchangeId} is null`);
      cache.byExchange.set(exchangeId, known);
    }
    return known;
  }
  const base = slugify(maker.name, 80) || 'brand';
  let slug = base;
  for (let n = 2; cache.slugs.has(slug); n++) slug = `${base}-${n}`;
  const [row] = await ctx.db
    .insert(brands)
    .values({ title: maker.name.slice(0, 200), slug, exchangeId })
    .returning({ id: brands.id });
  if (!row) throw new Error('brand not created');
  cache.slugs.add(slug);
  cache.byExchange.set(exchangeId, row.id);
  cache.byTitle.set(maker.name.trim().toLowerCase(), row.id);
  return row.id;
}
