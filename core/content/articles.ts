import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import { noteCacheTags } from '#core/cache-tags';
import { type Ctx, loc } from '#core/shared';
import { articles, blogCategories } from '#db/schema';
import { sanitizeRichText } from './rich-text';

export type ArticleKind = 'blog' | 'news';
export type ArticleCard = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string | null;
  publishedAt: Date;
};
export type Article = ArticleCard & { body: string; category: { slug: string; title: string } | null };
export type BlogCategory = { id: number; slug: string; title: string };

export const articlesPerPage = 12;

/** Published articles of a kind (blog optionally by category), newest first (SPEC §2 /blog, /news). */
export async function listArticles(
  ctx: Ctx,
  kind: ArticleKind,
  options: { categorySlug?: string; page?: number } = {},
): Promise<{
  articles: ArticleCard[];
  total: number;
  page: number;
  pageCount: number;
  categories: BlogCategory[];
} | null> {
  // Any article of the kind written, or a blog category, changes the list (migration 0014, ADR 0095).
  noteCacheTags([`articles:${kind}`, 'blog-categories']);
  const categories = await ctx.db
    .select({
      id: blogCategories.id,
      slug: blogCategories.slug,
      title: loc(ctx, blogCategories.titleUa, blogCategories.titleRu),
    })
    .from(blogCategories)
    .orderBy(asc(blogCategories.position), asc(blogCategories.id));
  const category = options.categorySlug ? categories.find((c) => c.slug === options.categorySlug) : undefined;
  if (options.categorySlug && !category) return null;
  const page = Math.max(1, options.page ?? 1);
  const where = and(
    eq(articles.kind, kind),
    lte(articles.publishedAt, ctx.now),
    category ? eq(articles.blogCategoryId, category.id) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({
        id: articles.id,
        slug: articles.slug,
        title: loc(ctx, articles.titleUa, articles.titleRu),
        excerpt: loc(ctx, articles.excerptUa, articles.excerptRu),
        image: articles.image,
        publishedAt: articles.publishedAt,
      })
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(articlesPerPage)
      .offset((page - 1) * articlesPerPage),
    ctx.db.select({ total: count() }).from(articles).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    articles: rows,
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / articlesPerPage)),
    categories: kind === 'blog' ? categories : [],
  };
}

/** One published article of a kind, or null (unknown, unpublished, or of the other kind). */
export async function getArticle(ctx: Ctx, kind: ArticleKind, id: number): Promise<Article | null> {
  noteCacheTags([`article:${id}`, 'blog-categories']);
  const [row] = await ctx.db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: loc(ctx, articles.titleUa, articles.titleRu),
      excerpt: loc(ctx, articles.excerptUa, articles.excerptRu),
      body: loc(ctx, articles.bodyUa, articles.bodyRu),
      image: articles.image,
      publishedAt: articles.publishedAt,
      categorySlug: blogCategories.slug,
      categoryTitle: loc(ctx, blogCategories.titleUa, blogCategories.titleRu),
    })
    .from(articles)
    .leftJoin(blogCategories, eq(blogCategories.id, articles.blogCategoryId))
    .where(and(eq(articles.id, id), eq(articles.kind, kind), lte(articles.publishedAt, ctx.now)));
  if (!row) return null;
  const { categorySlug, categoryTitle, ...article } = row;
  return {
    ...article,
    body: sanitizeRichText(article.body),
    category: categorySlug && categoryTitle ? { slug: categorySlug, title: categoryTitle } : null,
  };
}
