import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { loyaltyMonths, loyaltyYears, users } from '#db/schema';
import { kyivDate, monthKey } from './calendar';
import { basePercent, birthdayPercent, isBirthdayWindow, levelForPurchases, monthlyPercent } from './rules';

export type LoyaltyReason = 'level' | 'birthday' | 'monthly' | 'personal';
export type LoyaltyDiscount = { percent: number; reason: LoyaltyReason | null; level: number };

/**
 * The signed-in shopper's club discount (SPEC §1, ADR 0024): the best ONE of the year level
 * (never below last year's level or the level stored this year), the birthday 10 %, the monthly
 * discount and the shop's personal percent. Guests get nothing.
 */
export async function getLoyaltyDiscount(ctx: Ctx): Promise<LoyaltyDiscount> {
  if (!ctx.user) return { percent: 0, reason: null, level: 0 };
  const userId = ctx.user.id;
  const { year } = kyivDate(ctx.now);
  const [user] = await ctx.db
    .select({ birthDate: users.birthDate, personal: users.personalDiscount })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return { percent: 0, reason: null, level: 0 };
  const [years, months] = await Promise.all([
    ctx.db
      .select()
      .from(loyaltyYears)
      .where(and(eq(loyaltyYears.userId, userId), inArray(loyaltyYears.year, [year, year - 1]))),
    ctx.db
      .select({ purchases: loyaltyMonths.purchases })
      .from(loyaltyMonths)
      .where(and(eq(loyaltyMonths.userId, userId), eq(loyaltyMonths.month, monthKey(ctx.now, 1)))),
  ]);
  const current = years.find((y) => y.year === year);
  const previous = years.find((y) => y.year === year - 1);
  const level = Math.max(
    basePercent,
    current?.levelPercent ?? 0,
    levelForPurchases(current?.purchases ?? 0),
    previous?.levelPercent ?? 0,
  );
  const candidates: [LoyaltyReason, number][] = [
    ['level', level],
    ['birthday', isBirthdayWindow(user.birthDate, ctx.now) ? birthdayPercent : 0],
    ['monthly', monthlyPercent(months[0]?.purchases ?? 0)],
    ['personal', user.personal],
  ];
  // The first candidate wins ties, so the reason shown is the level unless something beats it.
  const [reason, percent] = candidates.reduce((best, c) => (c[1] > best[1] ? c : best));
  return { percent, reason, level };
}
