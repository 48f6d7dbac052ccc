import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { cartLines, goods } from '#db/schema';
import { type CartLine, cartGoodId, cartQuantity, maxLines, maxQuantity } from './limits';
import { checkStock, type StockRefusal, wantedQuantity } from './stock-limit';

export const addLineInput = z.strictObject({ id: cartGoodId, quantity: cartQuantity });
export type AddLineInput = z.infer<typeof addLineInput>;

export type AddLineResult =
  | { ok: true; line: CartLine }
  | { ok: false; error: 'good_not_found' | 'cart_full' }
  | StockRefusal;

/**
 * Adds `quantity` of a good: an existing line grows (capped at 999), a soft-deleted line comes
 * back with just this quantity, a new line is created (at most 100 lines; ADR 0017). More than the
 * chain's stores hold is refused with how many there are (ADR 0083), never cut down silently.
 */
export async function addLine(ctx: Ctx & { user: { id: number } }, input: AddLineInput): Promise<AddLineResult> {
  const userId = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    const [good] = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.id, input.id), eq(goods.isActive, true)));
    if (!good) return { ok: false, error: 'good_not_found' } as const;
    const [existing] = await tx
      .select({ quantity: cartLines.quantity, isDeleted: cartLines.isDeleted })
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), eq(cartLines.goodId, input.id)));
    const wanted = wantedQuantity(existing, { intent: 'add', ...input }) ?? input.quantity;
    const refused = await checkStock({ db: tx }, input.id, wanted);
    if (refused) return refused;
    if (!existing) {
      const [lines] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId));
      if ((lines?.n ?? 0) >= maxLines) return { ok: false, error: 'cart_full' } as const;
    }
    const [line] = await tx
      .insert(cartLines)
      .values({ userId, goodId: input.id, quantity: input.quantity, addedAt: ctx.now, updatedAt: ctx.now })
      .onConflictDoUpdate({
        target: [cartLines.userId, cartLines.goodId],
        set: {
          quantity: sql`case when ${cartLines.isDeleted} then excluded.quantity else least(${cartLines.quantity} + excluded.quantity, ${maxQuantity}) end`,
          isDeleted: false,
          updatedAt: ctx.now,
        },
      })
      .returning({
        goodId: cartLines.goodId,
        quantity: cartLines.quantity,
        isDeleted: cartLines.isDeleted,
        isChecked: cartLines.isChecked,
      });
    if (!line) throw new Error('cart upsert returned nothing');
    return { ok: true, line } as const;
  });
}
