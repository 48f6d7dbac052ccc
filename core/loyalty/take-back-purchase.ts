import { and, eq, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { loyaltyMonths, loyaltyYears } from '#db/schema';
import { kyivDate, monthKey } from './calendar';
import { basePercent, levelThresholds } from './rules';

/**
 * Takes a returned purchase back out of the year and month it was recorded in (ADR 0091): the
 * totals drop by its amount (never below 0) and the year's level becomes the level of what is
 * left — a level "never falls" for purchases kept, and a returned one was never kept.
 */
export async function takeBackPurchase(
  ctx: Ctx,
  input: { userId: number; amount: number; recordedAt: Date },
): Promise<void> {
  if (input.amount <= 0) return;
  const { year } = kyivDate(input.recordedAt);
  const left = sql`greatest(${loyaltyYears.purchases} - ${input.amount}::bigint, 0)`;
  const level = sql.join(
    [
      sql`case`,
      ...levelThresholds.map((t) => sql`when ${left} > ${t.over}::int then ${t.percent}::int`),
      sql`else ${basePercent}::int end`,
    ],
    sql` `,
  );
  await ctx.db
    .update(loyaltyYears)
    .set({ purchases: left, levelPercent: level })
    .where(and(eq(loyaltyYears.userId, input.userId), eq(loyaltyYears.year, year)));
  await ctx.db
    .update(loyaltyMonths)
    .set({ purchases: sql`greatest(${loyaltyMonths.purchases} - ${input.amount}::bigint, 0)` })
    .where(and(eq(loyaltyMonths.userId, input.userId), eq(loyaltyMonths.month, monthKey(input.recordedAt))));
}
