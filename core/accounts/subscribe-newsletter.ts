import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { newsletterSubscriptions } from '#db/schema';
import { emailField } from './fields';

export const subscribeInput = z.strictObject({ email: emailField });

/**
 * Newsletter sign-up (SPEC §2 footer, §5). Idempotent: an e-mail is stored once, lower-cased;
 * signing up again keeps the original date and undoes an unsubscription.
 */
export async function subscribeNewsletter(ctx: Ctx, input: z.output<typeof subscribeInput>): Promise<{ ok: true }> {
  await ctx.db
    .insert(newsletterSubscriptions)
    .values({ email: input.email.toLowerCase(), locale: ctx.locale, createdAt: ctx.now })
    .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { unsubscribedAt: null } });
  return { ok: true };
}
