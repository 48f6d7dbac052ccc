import { and, eq, inArray, isNull } from 'drizzle-orm';
import { outboxSmsGateway, queueEmail } from '#core/accounts';
import { onSaleSql } from '#core/catalog';
import type { Ctx } from '#core/shared';
import { chainStock } from '#core/stores';
import { goods, users, waitlist } from '#db/schema';

const texts = {
  ua: (title: string) => `Поплавок: «${title}» знову в наявності. Замовляйте, поки є!`,
  ru: (title: string) => `Поплавок: «${title}» снова в наличии. Заказывайте, пока есть!`,
};

/**
 * Tells the waiting customers that a good is back: for each of `goodIds` that the chain
 * now holds (stock summed over active stores, less what orders hold: ADR 0083, 0120) and sells, every waiting-list entry not
 * yet told gets one SMS (and an e-mail where the customer gave one), and is marked, so a good that
 * sells out and returns again notifies only those who asked since. Run it in the transaction that
 * changed the stock (an edit or an import batch). Returns how many entries were told.
 */
export async function notifyBackInStock(ctx: Ctx, goodIds: readonly number[]): Promise<number> {
  if (goodIds.length === 0) return 0;
  const held = await chainStock(ctx, goodIds);
  const inStock = [...held].filter(([, quantity]) => quantity > 0).map(([id]) => id);
  if (inStock.length === 0) return 0;
  const waiting = await ctx.db
    .select({
      userId: waitlist.userId,
      goodId: waitlist.goodId,
      phone: users.phone,
      email: users.email,
      locale: users.locale,
      titleUa: goods.titleUa,
      titleRu: goods.titleRu,
    })
    .from(waitlist)
    .innerJoin(users, eq(users.id, waitlist.userId))
    .innerJoin(goods, eq(goods.id, waitlist.goodId))
    .where(and(inArray(waitlist.goodId, inStock), isNull(waitlist.notifiedAt), eq(goods.isActive, true), onSaleSql()));
  for (const row of waiting) {
    const text = texts[row.locale](row.locale === 'ru' ? row.titleRu : row.titleUa);
    await outboxSmsGateway.send(ctx, row.phone, text, 'back_in_stock');
    if (row.email) await queueEmail(ctx, { to: row.email, subject: text, text, purpose: 'back_in_stock' });
    await ctx.db
      .update(waitlist)
      .set({ notifiedAt: ctx.now })
      .where(and(eq(waitlist.userId, row.userId), eq(waitlist.goodId, row.goodId)));
  }
  return waiting.length;
}
