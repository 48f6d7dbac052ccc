import type { Ctx } from '#core/shared';
import type { LineIdInput } from './delete-line';
import { type LineResult, updateLine } from './edit-line';

/** "Return" after a soft delete: the line comes back with its previous quantity (SPEC §4). */
export function restoreLine(ctx: Ctx & { user: { id: number } }, input: LineIdInput): Promise<LineResult> {
  return updateLine(ctx, input.id, { isDeleted: false, updatedAt: ctx.now });
}
