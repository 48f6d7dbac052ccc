import { sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { loyaltyMonths, loyaltyYears } from '#db/schema';
import { kyivDate, monthKey } from './calendar';
import { basePercent, levelForPurchases, levelThresholds } from './rules';

/**
 * Adds a completed purchase (kopiyky) to the shopper's year and month totals (SPEC §1). The
 * stored level is max(stored, level of the new total): it never falls within the year.
 */
export async function recordPurchase(ctx: Ctx, input: { userId: number; amount: number; at: Date }): Promise<void> {
  if (input.amount <= 0) return;
  const { year } = kyivDate(input.at);
  const total = sql`${loyaltyYears.purchases} + excluded.purchases`;
  const level = sql.join(
    [
      sql`case`,
      ...levelThresholds.map((t) => sql`when ${total} > ${t.over}::int then ${t.percent}::int`),
      sql`else ${basePercent}::int end`,
    ],
    sql` `,
  );
  await ctx.db
    .insert(loyaltyYears)
    .values({ userId: input.userId, year, purchases: input.amount, levelPercent: levelForPurchases(input.amount) })
    .onConflictDoUpdate({
      target: [loyaltyYears.userId, loyaltyYears.year],
      set: { purchases: total, levelPercent: sql`greatest(${loyaltyYears.levelPercent}, ${level})` },
    });
  await ctx.db
    .insert(loyaltyMonths)
    .values({ userId: input.userId, month: monthKey(input.at), purchases: input.amount })
    .onConflictDoUpdate({
      target: [loyaltyMonths.userId, loyaltyMonths.month],
      set: { purchases: sql`${loyaltyMonths.purchases} + excluded.purchases` },
    });
}
