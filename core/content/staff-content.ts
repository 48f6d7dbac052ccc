import { and, asc, count, desc, eq, gt, ilike, lte, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { articles, banners, blogCategories, pages, tooltips } from '#db/schema';
import { draftPublishedAt } from './save-article';

/**
 * The back office's reads of the shop's content (area `content`): every banner, tooltip and page
 * (small tables, listed whole), articles by page, and one record for its form.
 */

export async function listStaffBanners(ctx: Ctx, actor: StaffView) {
  requireArea(actor, 'content');
  return ctx.db.select().from(banners).orderBy(asc(banners.place), asc(banners.position), asc(banners.id));
}

export async function getStaffBanner(ctx: Ctx, actor: StaffView, id: number) {
  requireArea(actor, 'content');
  const [row] = await ctx.db.select().from(banners).where(eq(banners.id, id));
  return row ?? null;
}

export async function listStaffTooltips(ctx: Ctx, actor: StaffView) {
  requireArea(actor, 'content');
  return ctx.db.select().from(tooltips).orderBy(desc(tooltips.id));
}

export async function getStaffTooltip(ctx: Ctx, actor: StaffView, id: number) {
  requireArea(actor, 'content');
  const [row] = await ctx.db.select().from(tooltips).where(eq(tooltips.id, id));
  return row ?? null;
}

export async function listStaffPages(ctx: Ctx, actor: StaffView) {
  requireArea(actor, 'content');
  return ctx.db
    .select({ slug: pages.slug, titleUa: pages.titleUa, updatedAt: pages.updatedAt })
    .from(pages)
    .orderBy(asc(pages.slug));
}

export async function getStaffPage(ctx: Ctx, actor: StaffView, slug: string) {
  requireArea(actor, 'content');
  const [row] = await ctx.db.select().from(pages).where(eq(pages.slug, slug));
  return row ?? null;
}

/** An article's state: a draft, planned (its date is to come) or published. */
export type ArticleState = 'draft' | 'planned' | 'published';
export function articleState(publishedAt: Date, now: Date): ArticleState {
  return publishedAt.getTime() >= draftPublishedAt.getTime() ? 'draft' : publishedAt > now ? 'planned' : 'published';
}

export const staffArticleFilter = z.object({
  kind: z.enum(['blog', 'news']).optional().catch(undefined),
  state: z.enum(['draft', 'planned', 'published']).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  perPage: z.coerce
    .number()
    .pipe(z.union([z.literal(20), z.literal(50), z.literal(100)]))
    .catch(20)
    .default(20),
});
export type StaffArticleFilter = z.input<typeof staffArticleFilter>;

/** Articles of both kinds, newest date first (drafts on top), filtered by kind, state and title. */
export async function listStaffArticles(ctx: Ctx, actor: StaffView, input: StaffArticleFilter) {
  requireArea(actor, 'content');
  const filter = staffArticleFilter.parse(input);
  const where: SQL[] = [];
  if (filter.kind) where.push(eq(articles.kind, filter.kind));
  if (filter.state === 'draft') where.push(eq(articles.publishedAt, draftPublishedAt));
  if (filter.state === 'planned')
    where.push(gt(articles.publishedAt, ctx.now), lte(articles.publishedAt, new Date(draftPublishedAt.getTime() - 1)));
  if (filter.state === 'published') where.push(lte(articles.publishedAt, ctx.now));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(articles.titleUa, like), ilike(articles.titleRu, like)) as SQL);
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: articles.id,
        kind: articles.kind,
        slug: articles.slug,
        titleUa: articles.titleUa,
        publishedAt: articles.publishedAt,
        category: blogCategories.titleUa,
      })
      .from(articles)
      .leftJoin(blogCategories, eq(blogCategories.id, articles.blogCategoryId))
      .where(condition)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    ctx.db.select({ n: count() }).from(articles).where(condition),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, state: articleState(row.publishedAt, ctx.now) })),
    total: total?.n ?? 0,
    page: filter.page,
    perPage: filter.perPage,
  };
}

export async function getStaffArticle(ctx: Ctx, actor: StaffView, id: number) {
  requireArea(actor, 'content');
  const [row] = await ctx.db.select().from(articles).where(eq(articles.id, id));
  return row ? { ...row, state: articleState(row.publishedAt, ctx.now) } : null;
}

/** The blog's categories, for an article's form. */
export async function listStaffBlogCategories(ctx: Ctx, actor: StaffView) {
  requireArea(actor, 'content');
  return ctx.db
    .select({ id: blogCategories.id, titleUa: blogCategories.titleUa })
    .from(blogCategories)
    .orderBy(asc(blogCategories.position), asc(blogCategories.id));
}
