import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { users } from '#db/schema';
import { phoneField } from './fields';

export const phoneCheckInput = z.strictObject({ phone: phoneField });

/** SPEC §4/§5 registration phone check: is there an account with this phone? */
export async function isPhoneRegistered(ctx: Ctx, input: z.output<typeof phoneCheckInput>): Promise<boolean> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
  return Boolean(row);
}
