import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import { errorTexts } from '#core/i18n';
import './errors';
import { hashPassword } from '#core/passwords';
import type { Ctx } from '#core/shared';
import { smsOutbox, users } from '#db/schema';
import { phoneField } from './fields';
import { generatePassword } from './generate-password';
import { outboxSmsGateway, type SmsGateway, type SmsPurpose } from './sms-gateway';

export const recoveryInput = z.strictObject({ phone: phoneField });

/** A recovery password works for an hour; its SMS text is wiped from the outbox then (ADR 0035). */
export const recoveryLifetimeMs = 60 * 60 * 1000;

/**
 * SPEC §4 recovery: texts a new random password to the phone. The current password and sessions
 * stay valid until the new one is used to sign in (ADR 0035), so a stranger who knows the number
 * cannot lock its owner out. A new request replaces the pending password. Unknown phone →
 * `phone_not_registered` (the §5 registered-phone check tells as much).
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
  const recoveryPasswordHash = await hashPassword(password);
  const recoveryExpiresAt = new Date(ctx.now.getTime() + recoveryLifetimeMs);
  const texts = errorTexts('sms_new_password', { password });
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await tx.update(users).set({ recoveryPasswordHash, recoveryExpiresAt }).where(eq(users.id, user.id));
    await wipeRecoverySms(txCtx, user.phone);
    await sms.send(txCtx, user.phone, user.locale === 'ru' ? texts.message : texts.message_ua, 'password_recovery', {
      wipeAt: recoveryExpiresAt,
    });
  });
  await wipeExpiredSms(ctx);
  return { ok: true, phone: user.phone };
}

const wiped = '';

/** Wipes the text of every recovery SMS to a phone (its password was used or replaced). */
export async function wipeRecoverySms(ctx: Ctx, phone: string): Promise<void> {
  await wipeSecretSms(ctx, phone, 'password_recovery');
}

/** Wipes the secret texts of one purpose sent to a phone (a password or a code used or replaced). */
export async function wipeSecretSms(ctx: Ctx, phone: string, purpose: SmsPurpose): Promise<void> {
  await ctx.db
    .update(smsOutbox)
    .set({ text: wiped, wipeAt: null })
    .where(and(eq(smsOutbox.phone, phone), eq(smsOutbox.purpose, purpose), isNotNull(smsOutbox.wipeAt)));
}

/** Wipes secret SMS texts whose time is up, sent or not (called on recovery and every minute by the server). */
export async function wipeExpiredSms(ctx: Ctx): Promise<number> {
  const rows = await ctx.db
    .update(smsOutbox)
    .set({ text: wiped, wipeAt: null })
    .where(lte(smsOutbox.wipeAt, ctx.now))
    .returning({ id: smsOutbox.id });
  return rows.length;
}
