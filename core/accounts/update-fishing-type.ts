import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { users } from '#db/schema';
import { fishingTypeIds } from './fishing-types';

/** SPEC §5: the fishing type must be given, one of the known kinds. */
export const fishingInput = z.strictObject({
  fishing_type: z.enum(fishingTypeIds, { error: 'fishing_type_required' }),
});

/** Saves the signed-in user's kind of fishing. */
export async function updateFishingType(
  ctx: Ctx & { user: { id: number } },
  input: z.output<typeof fishingInput>,
): Promise<{ ok: true }> {
  await ctx.db.update(users).set({ fishingType: input.fishing_type }).where(eq(users.id, ctx.user.id));
  return { ok: true };
}
