import { eq } from 'drizzle-orm';
import { applyPromotionPrices } from '#core/pricing';
import type { Ctx } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { promotions } from '#db/schema';
import { promotionSnapshot } from './promotion-snapshot';

export type EndPromotionResult =
  | { ok: true; pricesChanged: number }
  | { ok: false; error: 'promotion_not_found' | 'already_ended' };

/**
 * Ends a running or planned promotion now (area `promotions`): its end moves to `now` (a planned
 * one's start too, so it never runs), its goods go back to their prices in the same transaction
 * (ADR 0081), and the audit log records the period before and after.
 */
export async function endPromotion(ctx: Ctx, actor: StaffView, id: number): Promise<EndPromotionResult> {
  requireArea(actor, 'promotions');
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const before = await promotionSnapshot(txCtx, id);
    if (!before) return { ok: false, error: 'promotion_not_found' } as const;
    if (before.endsAt <= ctx.now) return { ok: false, error: 'already_ended' } as const;
    const startsAt = before.startsAt < ctx.now ? before.startsAt : ctx.now;
    await tx.update(promotions).set({ startsAt, endsAt: ctx.now }).where(eq(promotions.id, id));
    const applied = await applyPromotionPrices(
      txCtx,
      before.goods.map((g) => g.goodId),
    );
    await recordAudit(
      txCtx,
      { kind: 'staff', staff: actor },
      {
        action: 'promotion.end',
        entity: 'promotion',
        entityId: id,
        before: { startsAt: before.startsAt, endsAt: before.endsAt },
        after: { startsAt, endsAt: ctx.now },
      },
    );
    return { ok: true, pricesChanged: applied.changed } as const;
  });
}
