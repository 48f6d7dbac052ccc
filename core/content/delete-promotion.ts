import { eq } from 'drizzle-orm';
import { applyPromotionPrices } from '#core/pricing';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { promotions } from '#db/schema';
import { promotionSnapshot } from './promotion-snapshot';

export type DeletePromotionResult = { ok: true; pricesChanged: number } | { ok: false; error: 'promotion_not_found' };

/**
 * Deletes a promotion and its goods list (area `promotions`); its goods go back to their prices in
 * the same transaction (ADR 0081). The audit row keeps the whole promotion as it was.
 */
export async function deletePromotion(ctx: Ctx, actor: StaffView, id: number): Promise<DeletePromotionResult> {
  requireArea(actor, 'promotions');
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const before = await promotionSnapshot(txCtx, id);
    if (!before) return { ok: false, error: 'promotion_not_found' } as const;
    await tx.delete(promotions).where(eq(promotions.id, id));
    const applied = await applyPromotionPrices(
      txCtx,
      before.goods.map((g) => g.goodId),
    );
    await recordAudit(
      txCtx,
      { kind: 'staff', staff: actor },
      { action: 'promotion.delete', entity: 'promotion', entityId: id, before, after: null },
    );
    return { ok: true, pricesChanged: applied.changed } as const;
  });
}
