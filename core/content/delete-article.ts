import { eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { articles } from '#db/schema';

/** Deletes an article (area `content`); the audit row keeps it as it was. */
export async function deleteArticle(
  ctx: Ctx,
  actor: StaffView,
  id: number,
): Promise<{ ok: true } | { ok: false; error: 'not_found' }> {
  requireArea(actor, 'content');
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.delete(articles).where(eq(articles.id, id)).returning();
    if (!before) return { ok: false, error: 'not_found' } as const;
    await recordAudit(
      { ...ctx, db: tx },
      { kind: 'staff', staff: actor },
      { action: 'article.delete', entity: 'article', entityId: id, before, after: null },
    );
    return { ok: true } as const;
  });
}
