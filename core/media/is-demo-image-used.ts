import { sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { brands, goods } from '#db/schema';

/**
 * Whether the shop's data names this demo drawing (`/images/demo/<name>.svg`), so only pictures
 * the catalogue shows get variants (ADR 0079). Goods' drawings (`p-…`, ~4
 * million names by their rules) and brand logos (`logo-<any slug>`) must be referenced by a good
 * or a brand; the other families (icons, banners, scenes, top strips, fish) are a few hundred
 * names fixed by the drawing rules themselves.
 */
export async function isDemoImageUsed(ctx: Pick<Ctx, 'db'>, name: string): Promise<boolean> {
  const url = `/images/demo/${name}.svg`;
  if (name.startsWith('p-')) {
    const rows = await ctx.db
      .select({ id: goods.id })
      .from(goods)
      .where(sql`${goods.images} @> ${JSON.stringify([url])}::jsonb`)
      .limit(1);
    return rows.length > 0;
  }
  if (name.startsWith('logo-')) {
    const rows = await ctx.db.select({ id: brands.id }).from(brands).where(sql`${brands.logo} = ${url}`).limit(1);
    return rows.length > 0;
  }
  return true;
}
