import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { users } from '#db/schema';
import { maxInput, optionalText, requiredText } from './fields';

/** Addresses are longer than names: street, house, flat (ADR 0014). */
export const maxAddress = 200;

/** SPEC §5: the city must be given; the address is optional. */
export const addressInput = z.strictObject({
  city: requiredText('city_required', maxInput),
  address: optionalText(maxAddress),
});

/** Saves the signed-in user's city and address (used to prefill checkout). */
export async function updateAddress(
  ctx: Ctx & { user: { id: number } },
  input: z.output<typeof addressInput>,
): Promise<{ ok: true }> {
  await ctx.db.update(users).set({ city: input.city, address: input.address }).where(eq(users.id, ctx.user.id));
  return { ok: true };
}
