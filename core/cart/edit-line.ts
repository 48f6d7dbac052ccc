import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { cartLines } from '#db/schema';
import { type CartLine, cartGoodId, maxQuantity } from './limits';
import { checkStock, type StockRefusal } from './stock-limit';

export const editLineInput = z.strictObject({
  id: cartGoodId,
  /** ≤ 0 removes softly (SPEC §4); 1…999 sets the quantity and restores a removed line. */
  quantity: z
    .string()
    .regex(/^-?\d{1,3}$/, 'cart_quantity_invalid')
    .transform(Number)
    .refine((n) => n <= maxQuantity, 'cart_quantity_invalid'),
});
export type EditLineInput = z.infer<typeof editLineInput>;

export type LineResult = { ok: true; line: CartLine } | { ok: false; error: 'cart_line_not_found' };

/**
 * Sets a line's quantity; 0 or less marks it isDeleted=1 keeping the old quantity for Return (SPEC §4).
 * More than the chain holds is refused with how many there are (ADR 0083).
 */
export async function editLine(
  ctx: Ctx & { user: { id: number } },
  input: EditLineInput,
): Promise<LineResult | StockRefusal> {
  if (input.quantity > 0) {
    const refused = await checkStock(ctx, input.id, input.quantity);
    if (refused) return refused;
  }
  const set =
    input.quantity <= 0
      ? { isDeleted: true, updatedAt: ctx.now }
      : { quantity: input.quantity, isDeleted: false, updatedAt: ctx.now };
  return updateLine(ctx, input.id, set);
}

/** Shared by edit, delete and restore: updates the user's own line or reports it missing (SPEC §8). */
export async function updateLine(
  ctx: Ctx & { user: { id: number } },
  goodId: number,
  set: Partial<typeof cartLines.$inferInsert>,
): Promise<LineResult> {
  const [line] = await ctx.db
    .update(cartLines)
    .set(set)
    .where(and(eq(cartLines.userId, ctx.user.id), eq(cartLines.goodId, goodId)))
    .returning({
      goodId: cartLines.goodId,
      quantity: cartLines.quantity,
      isDeleted: cartLines.isDeleted,
      isChecked: cartLines.isChecked,
    });
  return line ? { ok: true, line } : { ok: false, error: 'cart_line_not_found' };
}
