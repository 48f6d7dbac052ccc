import { eq } from 'drizzle-orm';
import { noteCacheTags } from '#core/cache-tags';
import { type Ctx, loc } from '#core/shared';
import { pages } from '#db/schema';
import { sanitizeRichText } from './rich-text';

/** `body` is sanitised HTML (rich-text.ts). */
export type StaticPage = { slug: string; title: string; body: string; updatedAt: Date };

/** A static page (/pages/{slug}) in the context's language, or null. Its page is tagged `page:{slug}`. */
export async function getPage(ctx: Ctx, slug: string): Promise<StaticPage | null> {
  noteCacheTags([`page:${slug}`]);
  const [row] = await ctx.db
    .select({
      slug: pages.slug,
      title: loc(ctx, pages.titleUa, pages.titleRu),
      body: loc(ctx, pages.bodyUa, pages.bodyRu),
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(eq(pages.slug, slug));
  return row ? { ...row, body: sanitizeRichText(row.body) } : null;
}
