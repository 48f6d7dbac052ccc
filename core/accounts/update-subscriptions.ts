import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { users } from '#db/schema';

const flag = z.enum(['0', '1'], { error: 'subscription_invalid' }).transform((v) => v === '1');

/** SPEC §3 subscriptions: Viber/SMS to the main number, and e-mail; both given as '0' or '1'. */
export const subscriptionsInput = z.strictObject({ sms: flag, email: flag });

/** Saves the signed-in user's subscription choices. */
export async function updateSubscriptions(
  ctx: Ctx & { user: { id: number } },
  input: z.output<typeof subscriptionsInput>,
): Promise<{ ok: true }> {
  await ctx.db
    .update(users)
    .set({ subscribeSms: input.sms, subscribeEmail: input.email })
    .where(eq(users.id, ctx.user.id));
  return { ok: true };
}
