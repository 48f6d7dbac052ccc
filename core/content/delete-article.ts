import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { deleteAudited } from './audited-record';

/** Deletes an article (area `content`); the audit row keeps it as it was. */
export async function deleteArticle(
  ctx: Ctx,
  actor: StaffView,
  id: number,
): Promise<{ ok: true } | { ok: false; error: 'not_found' }> {
  requireArea(actor, 'content');
  return deleteAudited(ctx, actor, 'article', id);
}
