import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import { type CategoryNode, getCategoryTree } from '#core/catalog';
import type { Ctx } from '#core/shared';
import {
  articles,
  blogCategories,
  brands,
  directions,
  fishTypes,
  goods,
  pages,
  promotions,
  stores,
  towns,
} from '#db/schema';

/** The sitemap files (ADR 0061): one per kind of page; goods split into parts. */
export const sitemapSections = [
  'pages',
  'categories',
  'goods',
  'brands',
  'promotions',
  'articles',
  'shops',
  'fish',
] as const;
export type SitemapSection = (typeof sitemapSections)[number];

/** A page to list: its Ukrainian path (the Russian one adds /ru) and when it last changed, if known. */
export type SitemapEntry = { path: string; lastModified?: Date };

/**
 * Goods per goods sitemap: each good is listed in both languages, so a part holds 50,000 `<url>`
 * entries, the protocol's limit per file.
 */
export const goodsPerSitemap = 25_000;

/** Screens that exist once (SPEC §2 fixed routes) and are worth a search engine's visit. */
const fixedPages = [
  '/',
  '/promotions',
  '/sale',
  '/tags',
  '/hits',
  '/novelty',
  '/discounts',
  '/all-fish',
  '/pages/brands',
  '/shops',
  '/blog',
  '/news',
];

/** How many goods sitemaps there are (at least one, possibly empty). */
export async function countGoodsSitemaps(ctx: Ctx): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(goods).where(eq(goods.isActive, true));
  return Math.max(1, Math.ceil((row?.n ?? 0) / goodsPerSitemap));
}

/**
 * The indexable pages of one sitemap section, read from the database: only addresses that answer
 * 200 and are their own canonical (a fish's view of a category, a sort order, a filter are not).
 * `part` (from 1) pages through goods.
 */
export async function listSitemapEntries(ctx: Ctx, section: SitemapSection, part = 1): Promise<SitemapEntry[]> {
  switch (section) {
    case 'pages': {
      const [staticPages, directionRows, blogRows] = await Promise.all([
        ctx.db.select({ slug: pages.slug, updatedAt: pages.updatedAt }).from(pages).orderBy(asc(pages.slug)),
        ctx.db.select({ id: directions.id }).from(directions).orderBy(asc(directions.position), asc(directions.id)),
        ctx.db.select({ slug: blogCategories.slug }).from(blogCategories).orderBy(asc(blogCategories.position)),
      ]);
      return [
        ...fixedPages.map((path) => ({ path })),
        // The page `online` lives at /online (ADR 0049).
        ...staticPages.map((p) => ({
          path: p.slug === 'online' ? '/online' : `/pages/${p.slug}`,
          lastModified: p.updatedAt,
        })),
        ...directionRows.map((d) => ({ path: `/direct=${d.id}` })),
        ...blogRows.map((c) => ({ path: `/blog/${c.slug}` })),
      ];
    }
    case 'categories': {
      const flat = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
      return flat(await getCategoryTree(ctx)).map((c) => ({ path: `/${c.slug}/c${c.id}` }));
    }
    case 'goods': {
      // A product page changes when a promotion with a price rule starts or ends for it (ADR 0081).
      const now = sql`${ctx.now.toISOString()}::timestamptz`;
      const lastModified = sql<Date>`greatest(${goods.createdAt}, (
        select max(case when p.ends_at <= ${now} then p.ends_at else p.starts_at end)
        from promotion_goods pg join promotions p on p.id = pg.promotion_id
        where pg.good_id = ${goods.id} and p.starts_at <= ${now}
          and (p.discount_percent is not null or pg.price is not null)))`.mapWith(goods.createdAt);
      const rows = await ctx.db
        .select({ id: goods.id, slug: goods.slug, createdAt: lastModified })
        .from(goods)
        .where(eq(goods.isActive, true))
        .orderBy(asc(goods.id))
        .limit(goodsPerSitemap)
        .offset((Math.max(1, part) - 1) * goodsPerSitemap);
      return rows.map((g) => ({ path: `/${g.slug}/p${g.id}`, lastModified: g.createdAt }));
    }
    case 'brands': {
      const rows = await ctx.db.select({ slug: brands.slug }).from(brands).orderBy(asc(brands.slug));
      return rows.map((b) => ({ path: `/pages/brands/${b.slug}` }));
    }
    case 'promotions': {
      // Upcoming ones too: their pages answer (with a countdown) and are linked from the list.
      const rows = await ctx.db
        .select({ id: promotions.id, slug: promotions.slug, startsAt: promotions.startsAt, endsAt: promotions.endsAt })
        .from(promotions)
        .orderBy(asc(promotions.id));
      // Its page changes at start (countdown → running, prices) and at end.
      const changedAt = (p: { startsAt: Date; endsAt: Date }) =>
        p.endsAt <= ctx.now ? p.endsAt : p.startsAt <= ctx.now ? p.startsAt : undefined;
      return rows.map((p) => {
        const lastModified = changedAt(p);
        return { path: `/promotions/${p.id}-${p.slug}`, ...(lastModified ? { lastModified } : {}) };
      });
    }
    case 'articles': {
      const rows = await ctx.db
        .select({ id: articles.id, kind: articles.kind, slug: articles.slug, publishedAt: articles.publishedAt })
        .from(articles)
        .where(lte(articles.publishedAt, ctx.now))
        .orderBy(asc(articles.id));
      return rows.map((a) => ({ path: `/${a.kind}/${a.id}-${a.slug}`, lastModified: a.publishedAt }));
    }
    case 'shops': {
      const rows = await ctx.db
        .select({ town: towns.slug, shop: stores.slug })
        .from(stores)
        .innerJoin(towns, eq(towns.code, stores.townCode))
        .where(and(eq(stores.isActive, true)))
        .orderBy(asc(towns.slug), asc(stores.id));
      const townPaths = [...new Set(rows.map((r) => `/shops/${r.town}`))];
      return [...townPaths.map((path) => ({ path })), ...rows.map((r) => ({ path: `/shops/${r.town}/${r.shop}` }))];
    }
    case 'fish': {
      const rows = await ctx.db
        .select({ id: fishTypes.id, slug: fishTypes.slug })
        .from(fishTypes)
        .orderBy(asc(fishTypes.position), asc(fishTypes.id));
      return rows.map((f) => ({ path: `/${f.slug}/f${f.id}` }));
    }
  }
}
