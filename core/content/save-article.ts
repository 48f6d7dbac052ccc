import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { type Ctx, idSchema } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { blogCategories } from '#db/schema';
import { saveAudited } from './audited-record';
import { richTextToStore, sanitizeRichText } from './rich-text';
import { line, picture, richText, type SaveResult, slug } from './staff-fields';

/**
 * `published_at` of an article not published (a draft): the table has no flag, and the storefront
 * shows articles whose date has come, so a draft's date never comes (ADR 0095).
 */
export const draftPublishedAt = new Date('9999-12-31T00:00:00Z');

/** A blog article or a news item (SPEC §2 /blog, /news); bodies are sanitised on save. */
export const articleInput = z
  .object({
    id: idSchema().optional(),
    kind: z.enum(['blog', 'news']),
    /** Blog only. */
    blogCategoryId: idSchema().nullable().default(null),
    slug: slug(200),
    titleUa: line(300),
    titleRu: line(300),
    excerptUa: z.string().trim().max(1_000).default(''),
    excerptRu: z.string().trim().max(1_000).default(''),
    bodyUa: richText.refine((s) => s.trim().length > 0, 'required'),
    bodyRu: richText.refine((s) => s.trim().length > 0, 'required'),
    image: picture.nullable().default(null),
    /** Its date; with `published` false it is kept as a draft whatever the date. */
    publishedAt: z.date(),
    published: z.boolean(),
  })
  .refine((a) => a.kind === 'blog' || a.blogCategoryId === null, {
    message: 'category_blog_only',
    path: ['blogCategoryId'],
  });
export type ArticleInput = z.input<typeof articleInput>;

/**
 * Creates or edits an article (area `content`): bodies sanitised (rich-text.ts), audited with what
 * changed; its pages and lists drop it through the change feed (`article:{id}`, `articles:{kind}`).
 */
export async function saveArticle(
  ctx: Ctx,
  actor: StaffView,
  input: ArticleInput,
): Promise<SaveResult | { ok: false; error: 'category_not_found' }> {
  requireArea(actor, 'content');
  const parsed = articleInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', issues: parsed.error.issues };
  const { id, published, publishedAt, ...rest } = parsed.data;
  const fields = {
    ...rest,
    bodyUa: sanitizeRichText(rest.bodyUa),
    bodyRu: sanitizeRichText(rest.bodyRu),
    publishedAt: published ? publishedAt : draftPublishedAt,
  };
  return saveAudited(ctx, actor, 'article', id, fields, {
    check: async (tx) => {
      if (fields.blogCategoryId === null) return null;
      const [category] = await tx
        .select({ id: blogCategories.id })
        .from(blogCategories)
        .where(eq(blogCategories.id, fields.blogCategoryId));
      return category ? null : ({ ok: false, error: 'category_not_found' } as const);
    },
    // A body that sanitises to the stored one is the stored one.
    edit: (before) => ({
      ...fields,
      bodyUa: richTextToStore(before.bodyUa, rest.bodyUa),
      bodyRu: richTextToStore(before.bodyRu, rest.bodyRu),
    }),
  });
}
