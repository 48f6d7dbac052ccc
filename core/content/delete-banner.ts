import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { deleteAudited } from './audited-record';

/** Deletes a banner (area `content`); the audit row keeps it as it was. */
export async function deleteBanner(
  ctx: Ctx,
  actor: StaffView,
  id: number,
): Promise<{ ok: true } | { ok: false; error: 'not_found' }> {
  requireArea(actor, 'content');
  return deleteAudited(ctx, actor, 'banner', id);
}
