import type { Ctx } from '#core/shared';
import { getLoyaltyStatus, type LoyaltyReason } from './get-loyalty-status';

export type LoyaltyDiscount = { percent: number; reason: LoyaltyReason | null; level: number };

/**
 * The signed-in shopper's club discount as checkout applies it: the best ONE of level, birthday,
 * monthly and personal, read from `getLoyaltyStatus` (the one source, ADR 0082). Guests get nothing.
 */
export async function getLoyaltyDiscount(ctx: Ctx): Promise<LoyaltyDiscount> {
  const status = await getLoyaltyStatus(ctx);
  if (!status) return { percent: 0, reason: null, level: 0 };
  return { percent: status.percent, reason: status.reason, level: status.level };
}
