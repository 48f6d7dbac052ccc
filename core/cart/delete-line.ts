import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { type LineResult, updateLine } from './edit-line';
import { cartGoodId } from './limits';

export const lineIdInput = z.strictObject({ id: cartGoodId });
export type LineIdInput = z.infer<typeof lineIdInput>;

/** Soft delete: the line stays with isDeleted=1 until the cart is closed (SPEC §4). */
export function deleteLine(ctx: Ctx & { user: { id: number } }, input: LineIdInput): Promise<LineResult> {
  return updateLine(ctx, input.id, { isDeleted: true, updatedAt: ctx.now });
}
