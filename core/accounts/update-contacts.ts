import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { users } from '#db/schema';
import { optionalEmailField, optionalName, optionalPhoneField, requiredName } from './fields';

/** The "change contact info" dialog. The main phone is not a field: it changes only via the call centre (§6). */
export const contactsInput = z.strictObject({
  first_name: requiredName('first_name_required'),
  last_name: requiredName('last_name_required'),
  father_name: optionalName,
  email: optionalEmailField,
  additional_phone: optionalPhoneField,
});

/** Replaces the signed-in user's names, e-mail and additional phone (blank optional fields clear them). */
export async function updateContacts(
  ctx: Ctx & { user: { id: number } },
  input: z.output<typeof contactsInput>,
): Promise<{ ok: true }> {
  await ctx.db
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      patronymic: input.father_name,
      email: input.email,
      additionalPhone: input.additional_phone,
    })
    .where(eq(users.id, ctx.user.id));
  return { ok: true };
}
