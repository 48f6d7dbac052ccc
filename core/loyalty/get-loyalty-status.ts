import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { loyaltyMonths, loyaltyYears, users } from '#db/schema';
import { kyivDate, monthKey } from './calendar';
import {
  basePercent,
  birthdayPercent,
  isBirthdayWindow,
  levelForPurchases,
  levelThresholds,
  monthlyPercent,
} from './rules';

export type LoyaltyReason = 'level' | 'birthday' | 'monthly' | 'personal';
/** A tier still to reach: this year's purchases must exceed `over`; `missing` kopiyky are left to buy. */
export type LoyaltyGoal = { percent: number; over: number; missing: number };

/** Everything the shop knows about a shopper's club discount, and which one applies (SPEC §1, ADR 0024). */
export type LoyaltyStatus = {
  /** The club level in force: the best of this year's, last year's (held through this year) and 5 %. */
  level: number;
  /** Why the level is what it is: reached this year, held from last year, or the first-purchase 5 %. */
  levelSource: 'this_year' | 'last_year' | 'base';
  /** The Kyiv calendar year, and this and last year's completed purchases (kopiyky). */
  year: number;
  purchasesThisYear: number;
  purchasesLastYear: number;
  /** The next tier above the level in force, or null at 15 %. */
  next: LoyaltyGoal | null;
  /** Held from last year and not yet reached this year: what keeps it for next year. */
  keep: LoyaltyGoal | null;
  birthday: { percent: number; isActive: boolean };
  /** The monthly discount from last month's purchases ("YYYY-MM", kopiyky). */
  monthly: { percent: number; month: string; purchases: number };
  personal: number;
  /** The one discount that applies: the best of the four; the level wins ties. */
  percent: number;
  reason: LoyaltyReason;
};

/**
 * The only place that computes a shopper's club level and discount (SPEC §1, ADR 0024, 0082):
 * the profile, getAddition and checkout all read it. Null for a guest or an unknown user.
 */
export async function getLoyaltyStatus(ctx: Ctx): Promise<LoyaltyStatus | null> {
  if (!ctx.user) return null;
  const userId = ctx.user.id;
  const { year } = kyivDate(ctx.now);
  const month = monthKey(ctx.now, 1);
  // One after another, not Promise.all: checkout reads this inside its transaction, and one
  // PostgreSQL connection runs one query at a time (node-postgres deprecates queueing them).
  const [user] = await ctx.db
    .select({ birthDate: users.birthDate, personal: users.personalDiscount })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const years = await ctx.db
    .select()
    .from(loyaltyYears)
    .where(and(eq(loyaltyYears.userId, userId), inArray(loyaltyYears.year, [year, year - 1])));
  const months = await ctx.db
    .select({ purchases: loyaltyMonths.purchases })
    .from(loyaltyMonths)
    .where(and(eq(loyaltyMonths.userId, userId), eq(loyaltyMonths.month, month)));
  const current = years.find((y) => y.year === year);
  const previous = years.find((y) => y.year === year - 1);
  const purchasesThisYear = current?.purchases ?? 0;
  // Stored or computed, whichever is higher: the stored level never falls (a refund lowers purchases).
  const levelOf = (row: typeof current) => (row ? Math.max(row.levelPercent, levelForPurchases(row.purchases)) : 0);
  const thisYear = levelOf(current);
  const lastYear = levelOf(previous);
  const level = Math.max(basePercent, thisYear, lastYear);
  const levelSource = level === thisYear ? 'this_year' : level === lastYear ? 'last_year' : 'base';
  const goal = (percent: number): LoyaltyGoal | null => {
    const tier = levelThresholds.find((t) => t.percent === percent);
    return tier ? { percent, over: tier.over, missing: Math.max(0, tier.over + 1 - purchasesThisYear) } : null;
  };
  const nextTier = [...levelThresholds].reverse().find((t) => t.percent > level);
  const lastMonth = months[0]?.purchases ?? 0;
  const monthlyNow = monthlyPercent(lastMonth);
  const birthday = { percent: birthdayPercent, isActive: isBirthdayWindow(user.birthDate, ctx.now) };
  const candidates: [LoyaltyReason, number][] = [
    ['level', level],
    ['birthday', birthday.isActive ? birthdayPercent : 0],
    ['monthly', monthlyNow],
    ['personal', user.personal],
  ];
  const [reason, percent] = candidates.reduce((best, c) => (c[1] > best[1] ? c : best));
  return {
    level,
    levelSource,
    year,
    purchasesThisYear,
    purchasesLastYear: previous?.purchases ?? 0,
    next: nextTier ? goal(nextTier.percent) : null,
    keep: levelSource === 'last_year' ? goal(level) : null,
    birthday,
    monthly: { percent: monthlyNow, month, purchases: lastMonth },
    personal: user.personal,
    percent,
    reason,
  };
}
