import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { users } from '#db/schema';
import { newPasswordField, optionalEmailField, optionalName, phoneField, requiredName } from './fields';
import { hashPassword } from './password';
import { issueToken } from './tokens';
import { toUserView, type UserView, userViewColumns } from './user-view';

/** SPEC §3 Registration / §5 rules. Name parts are stripped to Cyrillic first (ADR 0010). */
export const registrationInput = z.strictObject({
  phone: phoneField,
  password: newPasswordField,
  email: optionalEmailField,
  first_name: requiredName('first_name_required'),
  last_name: requiredName('last_name_required'),
  father_name: optionalName,
});
export type RegistrationInput = z.output<typeof registrationInput>;

export type SignedIn = { ok: true; token: string; expiresAt: Date; user: UserView };

/** Creates a shopper (password hashed) and signs them in; a phone may register once. */
export async function registerUser(
  ctx: Ctx,
  input: RegistrationInput,
): Promise<SignedIn | { ok: false; error: 'phone_registered' }> {
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
  if (existing) return { ok: false, error: 'phone_registered' }; // before hashing: no 100 ms for nothing
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        phone: input.phone,
        passwordHash,
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        patronymic: input.father_name,
        locale: ctx.locale,
        createdAt: ctx.now,
      })
      .onConflictDoNothing({ target: users.phone }) // a concurrent registration of the same phone
      .returning(userViewColumns);
    if (!row) return { ok: false, error: 'phone_registered' } as const;
    const { token, expiresAt } = await issueToken({ ...ctx, db: tx }, row.id);
    return { ok: true, token, expiresAt, user: toUserView(row) } as const;
  });
}
