import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorTexts } from '#core/i18n';
import './errors';
import type { Ctx } from '#core/shared';
import { phoneCodes, users } from '#db/schema';
import { phoneField } from './fields';
import { wipeExpiredSms, wipeSecretSms } from './recover-password';
import { outboxSmsGateway, type SmsGateway } from './sms-gateway';

/** A registration code works for 10 minutes; its SMS text is wiped then, or when used or replaced (ADR 0116). */
export const registrationCodeLifetimeMs = 10 * 60 * 1000;

/** The code field of registration's second step: 6 digits, spaces forgiven. */
export const codeField = z
  .string()
  .max(20, 'code_invalid')
  .transform((value, ctx) => {
    const digits = value.replace(/\s/g, '');
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: 'code_required', input: value });
      return z.NEVER;
    }
    if (!/^\d{6}$/.test(digits)) {
      ctx.addIssue({ code: 'custom', message: 'code_invalid', input: value });
      return z.NEVER;
    }
    return digits;
  });

export const registrationCodeInput = z.strictObject({ phone: phoneField });

/** SHA-256 of the phone and the code: the table never holds a code as sent. */
export const hashCode = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest('hex');

/** Whether `code` is the phone's pending code (constant time). */
export function codeMatches(phone: string, code: string, codeHash: string): boolean {
  const given = Buffer.from(hashCode(phone, code), 'hex');
  const stored = Buffer.from(codeHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * Registration step 1 (ADR 0116): texts a 6-digit code to the phone, valid 10 minutes;
 * a new request replaces the pending code (and wipes its SMS). A number whose owner already proved
 * it → `phone_registered` (SPEC §8, what the §5 phone check tells anyway); a free number and one
 * registered but never verified get the same answer — the latter may be reclaimed by its owner.
 * The code is returned for the demo's page (ADR 0116); the edges show it only with demo SMS.
 */
export async function sendRegistrationCode(
  ctx: Ctx,
  input: z.output<typeof registrationCodeInput>,
  sms: SmsGateway = outboxSmsGateway,
): Promise<{ ok: true; phone: string; code: string; expiresAt: Date } | { ok: false; error: 'phone_registered' }> {
  const [owner] = await ctx.db
    .select({ verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.phone, input.phone));
  if (owner?.verifiedAt) return { ok: false, error: 'phone_registered' };
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  const expiresAt = new Date(ctx.now.getTime() + registrationCodeLifetimeMs);
  const texts = errorTexts('sms_registration_code', { code });
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const row = { codeHash: hashCode(input.phone, code), expiresAt, createdAt: ctx.now };
    await tx
      .insert(phoneCodes)
      .values({ phone: input.phone, ...row })
      .onConflictDoUpdate({ target: phoneCodes.phone, set: row });
    await wipeSecretSms(txCtx, input.phone, 'registration_code');
    await sms.send(txCtx, input.phone, ctx.locale === 'ru' ? texts.message : texts.message_ua, 'registration_code', {
      wipeAt: expiresAt,
    });
  });
  await wipeExpiredSms(ctx);
  return { ok: true, phone: input.phone, code, expiresAt };
}
