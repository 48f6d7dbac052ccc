import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorTexts } from '#core/i18n';
import './errors';
import type { Ctx } from '#core/shared';
import { users } from '#db/schema';
import { phoneField } from './fields';
import { generatePassword } from './generate-password';
import { hashPassword } from './password';
import { outboxSmsGateway, type SmsGateway } from './sms-gateway';
import { revokeUserTokens } from './tokens';

export const recoveryInput = z.strictObject({ phone: phoneField });

/**
 * SPEC §4 recovery: sets a new random password, revokes the user's tokens and texts the password
 * to the phone, all in one transaction (ADR 0012). Unknown phone → `phone_not_registered`.
 */
export async function recoverPassword(
  ctx: Ctx,
  input: z.output<typeof recoveryInput>,
  sms: SmsGateway = outboxSmsGateway,
): Promise<{ ok: true; phone: string } | { ok: false; error: 'phone_not_registered' }> {
  const [user] = await ctx.db
    .select({ id: users.id, phone: users.phone, locale: users.locale })
    .from(users)
    .where(eq(users.phone, input.phone));
  if (!user) return { ok: false, error: 'phone_not_registered' };
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const texts = errorTexts('sms_new_password', { password });
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeUserTokens(txCtx, user.id);
    await sms.send(txCtx, user.phone, user.locale === 'ru' ? texts.message : texts.message_ua, 'password_recovery');
  });
  return { ok: true, phone: user.phone };
}
