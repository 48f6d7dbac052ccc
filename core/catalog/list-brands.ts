import { asc, desc, eq } from 'drizzle-orm';
import { type Ctx, memo } from '#core/shared';
import { brands } from '#db/schema';

export type BrandCard = { id: number; slug: string; title: string; logo: string | null; isOwn: boolean };

/** Brands, popular first; `popularOnly` for the home page and the search panel. */
async function loadBrands(ctx: Ctx, options: { popularOnly?: boolean; limit?: number } = {}): Promise<BrandCard[]> {
  const query = ctx.db
    .select({ id: brands.id, slug: brands.slug, title: brands.title, logo: brands.logo, isOwn: brands.isOwn })
    .from(brands)
    .where(options.popularOnly ? eq(brands.isPopular, true) : undefined)
    .orderBy(desc(brands.isPopular), asc(brands.title));
  return options.limit ? query.limit(options.limit) : query;
}

/** Brands, popular first; `popularOnly` for the home page and the search panel (cached). */
export function listBrands(ctx: Ctx, options: { popularOnly?: boolean; limit?: number } = {}): Promise<BrandCard[]> {
  return memo(ctx.db, `brands:${options.popularOnly ?? false}:${options.limit ?? 0}`, () => loadBrands(ctx, options));
}
