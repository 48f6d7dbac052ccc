import { and, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { loyaltyYears } from '#db/schema';
import { kyivDate } from './calendar';
import { basePercent, levelThresholds } from './rules';

export type LoyaltyProgress = {
  /** Level reached this calendar year (never falls within it, SPEC §1). */
  level: number;
  /** Kopiyky of this year's completed purchases. */
  purchases: number;
  /** The next tier: its percent and the purchases it needs to be exceeded; null at the top. */
  next: { percent: number; over: number } | null;
};

/** The signed-in shopper's club level and how far this year's purchases are from the next tier (SPEC §1). */
export async function getLoyaltyProgress(ctx: Ctx & { user: { id: number } }): Promise<LoyaltyProgress> {
  const { year } = kyivDate(ctx.now);
  const [row] = await ctx.db
    .select({ purchases: loyaltyYears.purchases, level: loyaltyYears.levelPercent })
    .from(loyaltyYears)
    .where(and(eq(loyaltyYears.userId, ctx.user.id), eq(loyaltyYears.year, year)));
  const level = row?.level ?? basePercent;
  const next = [...levelThresholds].reverse().find((t) => t.percent > level) ?? null;
  return { level, purchases: row?.purchases ?? 0, next: next ? { percent: next.percent, over: next.over } : null };
}
