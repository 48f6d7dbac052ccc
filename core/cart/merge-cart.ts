import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { cartLines, goods } from '#db/schema';
import { type CartLine, maxLines, maxQuantity } from './limits';
import { listCart } from './list-cart';

/** One local cart entry as the browser kept it; anything may be in there. */
const localLine = z.object({ id: z.unknown(), quantity: z.unknown() }).passthrough();

/**
 * `lines`: the guest's local cart as JSON, `[{"id":123,"quantity":2},…]` (like checkout's
 * `cart (JSON)` in SPEC §7), at most 100 entries. Entries without a numeric id are ignored
 * (SPEC §5); a quantity that is not an integer 1…999 is clamped into it (1 when not a number).
 */
export const mergeCartInput = z.strictObject({
  lines: z
    .string()
    .min(2, 'cart_lines_invalid')
    .max(10_000, 'cart_lines_invalid')
    .transform((text, issue) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        issue.addIssue({ code: 'custom', message: 'cart_lines_invalid' });
        return z.NEVER;
      }
    })
    .pipe(z.array(localLine, 'cart_lines_invalid').max(maxLines, 'cart_lines_invalid'))
    .transform((entries) => {
      const merged = new Map<number, number>();
      for (const entry of entries) {
        const id = typeof entry.id === 'string' && /^\d{1,9}$/.test(entry.id) ? Number(entry.id) : entry.id;
        if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || id > 999_999_999) continue;
        const raw = typeof entry.quantity === 'string' ? Number(entry.quantity) : entry.quantity;
        const quantity =
          typeof raw === 'number' && Number.isFinite(raw) ? Math.min(maxQuantity, Math.max(1, Math.trunc(raw))) : 1;
        merged.set(id, Math.max(merged.get(id) ?? 0, quantity));
      }
      return [...merged].map(([id, quantity]) => ({ id, quantity }));
    }),
});
export type MergeCartInput = z.infer<typeof mergeCartInput>;

export type MergeCartResult = { cart: CartLine[]; merged: number; skipped: number };

/**
 * Pushes a guest's local cart into the server cart at sign-in (SPEC §4). Per good the larger
 * quantity wins (not the sum), so a retried or repeated merge changes nothing (ADR 0017); a
 * soft-deleted server line comes back with the local quantity. Unknown goods are skipped, and
 * so are new lines beyond the 100-line limit.
 */
export async function mergeCart(ctx: Ctx & { user: { id: number } }, input: MergeCartInput): Promise<MergeCartResult> {
  const userId = ctx.user.id;
  return ctx.db.transaction(async (tx) => {
    const ids = input.lines.map((l) => l.id);
    const known = ids.length
      ? await tx
          .select({ id: goods.id })
          .from(goods)
          .where(and(inArray(goods.id, ids), eq(goods.isActive, true)))
      : [];
    const knownIds = new Set(known.map((g) => g.id));
    const existing = await tx.select({ goodId: cartLines.goodId }).from(cartLines).where(eq(cartLines.userId, userId));
    const inCart = new Set(existing.map((l) => l.goodId));
    let room = maxLines - inCart.size;
    const rows: (typeof cartLines.$inferInsert)[] = [];
    for (const line of input.lines) {
      if (!knownIds.has(line.id)) continue;
      if (!inCart.has(line.id)) {
        if (room <= 0) continue;
        room -= 1;
      }
      rows.push({ userId, goodId: line.id, quantity: line.quantity, addedAt: ctx.now, updatedAt: ctx.now });
    }
    if (rows.length)
      await tx
        .insert(cartLines)
        .values(rows)
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.goodId],
          set: {
            quantity: sql`case when ${cartLines.isDeleted} then excluded.quantity else greatest(${cartLines.quantity}, excluded.quantity) end`,
            isDeleted: false,
            updatedAt: ctx.now,
          },
        });
    const cart = await listCart({ ...ctx, db: tx, user: ctx.user });
    return { cart, merged: rows.length, skipped: input.lines.length - rows.length };
  });
}
