import { and, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { loyaltyCards } from '#db/schema';

/** A card is activated within 24 hours of its owner form (SPEC §1). */
export const cardActivationMs = 24 * 3600 * 1000;

/**
 * Activates every card whose owner form has been submitted (run at least hourly by a scheduler,
 * ADR 0024); returns how many. Forms submitted after `now` (clock skew) wait for the next run.
 */
export async function activateCards(ctx: Ctx): Promise<number> {
  const rows = await ctx.db
    .update(loyaltyCards)
    .set({ activatedAt: ctx.now })
    .where(
      and(
        isNull(loyaltyCards.activatedAt),
        isNotNull(loyaltyCards.ownerFormAt),
        lte(loyaltyCards.ownerFormAt, ctx.now),
      ),
    )
    .returning({ number: loyaltyCards.number });
  return rows.length;
}

/** Active once activated, or at the latest 24 h after the owner form, even if the job was late. */
export function isCardActive(card: { ownerFormAt: Date | null; activatedAt: Date | null }, now: Date): boolean {
  if (card.activatedAt && card.activatedAt <= now) return true;
  return !!card.ownerFormAt && card.ownerFormAt.getTime() + cardActivationMs <= now.getTime();
}
