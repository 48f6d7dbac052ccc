import { eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { tooltips } from '#db/schema';

/** Deletes a header tooltip (area `content`); the audit row keeps it as it was. */
export async function deleteTooltip(
  ctx: Ctx,
  actor: StaffView,
  id: number,
): Promise<{ ok: true } | { ok: false; error: 'not_found' }> {
  requireArea(actor, 'content');
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.delete(tooltips).where(eq(tooltips.id, id)).returning();
    if (!before) return { ok: false, error: 'not_found' } as const;
    await recordAudit(
      { ...ctx, db: tx },
      { kind: 'staff', staff: actor },
      { action: 'tooltip.delete', entity: 'tooltip', entityId: id, before, after: null },
    );
    return { ok: true } as const;
  });
}
