import { eq, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { brands, categories, stores, towns } from '#db/schema';

/** The small tables rows refer to, loaded once per run (a few hundred rows each). */
export type Dictionaries = {
  categories: ReadonlySet<number>;
  /** A brand by id, slug or title (lower case; a title two brands share is not a key). */
  brands: ReadonlyMap<string, number>;
  brandSlugs: ReadonlyMap<number, string>;
  /** A store by id or by its code `town-slug/store-slug` (lower case). */
  stores: ReadonlyMap<string, number>;
};

export async function loadDictionaries(ctx: Ctx, needs: readonly (keyof Dictionaries)[]): Promise<Dictionaries> {
  const dict = {
    categories: new Set<number>(),
    brands: new Map<string, number>(),
    brandSlugs: new Map<number, string>(),
    stores: new Map<string, number>(),
  };
  if (needs.includes('categories')) {
    for (const c of await ctx.db.select({ id: categories.id }).from(categories)) dict.categories.add(c.id);
  }
  if (needs.includes('brands') || needs.includes('brandSlugs')) {
    const rows = await ctx.db.select({ id: brands.id, slug: brands.slug, title: brands.title }).from(brands);
    const titles = new Map<string, number>();
    for (const b of rows) titles.set(b.title.trim().toLowerCase(), (titles.get(b.title.trim().toLowerCase()) ?? 0) + 1);
    for (const b of rows) {
      const title = b.title.trim().toLowerCase();
      if (titles.get(title) === 1) dict.brands.set(title, b.id);
    }
    for (const b of rows) {
      dict.brands.set(b.slug.toLowerCase(), b.id);
      dict.brands.set(String(b.id), b.id);
      dict.brandSlugs.set(b.id, b.slug);
    }
  }
  if (needs.includes('stores')) {
    const rows = await ctx.db
      .select({ id: stores.id, slug: stores.slug, town: towns.slug })
      .from(stores)
      .innerJoin(towns, eq(towns.code, stores.townCode))
      .orderBy(sql`${stores.id}`);
    for (const s of rows) {
      dict.stores.set(String(s.id), s.id);
      dict.stores.set(`${s.town}/${s.slug}`.toLowerCase(), s.id);
    }
  }
  return dict;
}
