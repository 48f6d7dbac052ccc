import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { pages } from '#db/schema';
import { richTextToStore, sanitizeRichText } from './rich-text';
import { changedFields, line, richText, type SaveResult, slug } from './staff-fields';

/** A static page (`/pages/{slug}`); `create` adds one under a new slug, else the slug's page is edited. */
export const pageInput = z.object({
  create: z.boolean().default(false),
  /** Its address; kept for good once created (links and search engines know it). */
  slug: slug(60),
  titleUa: line(300),
  titleRu: line(300),
  bodyUa: richText.refine((s) => s.trim().length > 0, 'required'),
  bodyRu: richText.refine((s) => s.trim().length > 0, 'required'),
});
export type PageInput = z.input<typeof pageInput>;

/**
 * Creates or edits a static page (area `content`): bodies sanitised (rich-text.ts), `updated_at` now,
 * audited with what changed; its cached page drops by `page:{slug}` (ADR 0095).
 */
export async function savePage(
  ctx: Ctx,
  actor: StaffView,
  input: PageInput,
): Promise<SaveResult<string> | { ok: false; error: 'slug_taken' }> {
  requireArea(actor, 'content');
  const parsed = pageInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', issues: parsed.error.issues };
  const { create, ...rest } = parsed.data;
  const fields = {
    ...rest,
    bodyUa: sanitizeRichText(rest.bodyUa),
    bodyRu: sanitizeRichText(rest.bodyRu),
    updatedAt: ctx.now,
  };
  return ctx.db.transaction(async (tx) => {
    const audit = (action: string, before: unknown, after: unknown) =>
      recordAudit(
        { ...ctx, db: tx },
        { kind: 'staff', staff: actor },
        { action, entity: 'page', entityId: fields.slug, before, after },
      );
    const [before] = await tx.select().from(pages).where(eq(pages.slug, fields.slug)).for('update');
    if (create) {
      if (before) return { ok: false, error: 'slug_taken' } as const;
      const [row] = await tx.insert(pages).values(fields).returning();
      await audit('page.create', null, row);
      return { ok: true, id: fields.slug } as const;
    }
    if (!before) return { ok: false, error: 'not_found' } as const;
    // A body that sanitises to the stored one is the stored one.
    const kept = {
      ...fields,
      bodyUa: richTextToStore(before.bodyUa, rest.bodyUa),
      bodyRu: richTextToStore(before.bodyRu, rest.bodyRu),
    };
    const [after] = await tx.update(pages).set(kept).where(eq(pages.slug, fields.slug)).returning();
    if (!after) throw new Error('page not updated');
    // The texts that changed (its new `updated_at` says nothing the audit row's time does not).
    const change = changedFields({ ...before, updatedAt: null }, { ...after, updatedAt: null });
    await audit('page.update', change.before, change.after);
    return { ok: true, id: fields.slug } as const;
  });
}
