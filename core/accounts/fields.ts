import { z } from 'zod';
import { normalizePhone } from './phone';

/**
 * Schema params whose message is `code` for a missing (or non-string) value only, so that other
 * checks keep their own messages (a schema-wide `error` would also replace "too long").
 */
export const missing = (code: string) => ({
  error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? code : undefined),
});

/** SPEC §5 / §9: every text input is at most 100 characters (callback comment 1000). */
export const maxInput = 100;
export const maxComment = 1000;
export const minPassword = 5;

/** Phone through the §5 mask, normalised to +380XXXXXXXXX; codes `phone_required` / `phone_invalid`. */
export const phoneField = z
  .string(missing('phone_required'))
  .max(maxInput, 'phone_invalid')
  .transform((value, ctx) => {
    if (!value.trim()) {
      ctx.addIssue({ code: 'custom', message: 'phone_required', input: value });
      return z.NEVER;
    }
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'phone_invalid', input: value });
      return z.NEVER;
    }
    return phone;
  });

/** An optional second phone: blank → null, otherwise the same rules as `phoneField`. */
export const optionalPhoneField = z
  .string()
  .max(maxInput, 'phone_invalid')
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'phone_invalid', input: value });
      return z.NEVER;
    }
    return phone;
  });

// Cyrillic letters (Ukrainian and Russian), hyphen, apostrophes (' ’ ʼ), space — SPEC §5.
const notNameChar = /[^\p{Script=Cyrillic}'’ʼ\- ]/gu;

/** Strips what a name part may not contain (SPEC §5 "others stripped"), collapses spaces. */
export function cleanName(value: string): string {
  return value.replace(notNameChar, '').replace(/\s+/g, ' ').trim();
}

/** A required name part: stripped first, then it must be non-empty (ADR 0010). */
export const requiredName = (requiredCode: string) =>
  z
    .string(missing(requiredCode))
    .max(maxInput)
    .transform((value, ctx) => {
      const name = cleanName(value);
      if (!name) {
        ctx.addIssue({ code: 'custom', message: requiredCode, input: value });
        return z.NEVER;
      }
      return name;
    });

/** An optional name part (patronymic): stripped, blank → null. */
export const optionalName = z
  .string()
  .max(maxInput)
  .optional()
  .transform((value) => (value ? cleanName(value) || null : null));

// local@domain.tld; the domain may be Cyrillic (.укр); no spaces, quotes or brackets.
const emailPattern = /^[^\s@"<>()[\]\\,;:]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

/** Trimmed e-mail or an `email_invalid` issue. */
export const emailField = z
  .string(missing('email_required'))
  .max(maxInput)
  .transform((value, ctx) => {
    const email = value.trim();
    if (!email) {
      ctx.addIssue({ code: 'custom', message: 'email_required', input: value });
      return z.NEVER;
    }
    if (!emailPattern.test(email)) {
      ctx.addIssue({ code: 'custom', message: 'email_invalid', input: value });
      return z.NEVER;
    }
    return email;
  });

/** Optional e-mail: blank → null, otherwise it must look like one (SPEC §5). */
export const optionalEmailField = z
  .string()
  .max(maxInput)
  .optional()
  .transform((value, ctx) => {
    const email = value?.trim();
    if (!email) return null;
    if (!emailPattern.test(email)) {
      ctx.addIssue({ code: 'custom', message: 'email_invalid', input: value });
      return z.NEVER;
    }
    return email;
  });

/** A new password: required, 5–100 characters, taken as typed (never trimmed). */
export const newPasswordField = z
  .string(missing('password_required'))
  .min(1, 'password_required')
  .min(minPassword, 'password_too_short')
  .max(maxInput);

/** A password to check: required; length is not checked (old passwords may predate the rules). */
export const passwordField = z.string(missing('password_required')).min(1, 'password_required').max(maxInput);

/** Free text with a required code, trimmed, bounded. */
export const requiredText = (requiredCode: string, max: number) =>
  z
    .string(missing(requiredCode))
    .max(max)
    .transform((value, ctx) => {
      const text = value.trim();
      if (!text) {
        ctx.addIssue({ code: 'custom', message: requiredCode, input: value });
        return z.NEVER;
      }
      return text;
    });

/** Optional free text, trimmed, blank → null. */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((value) => value?.trim() || null);
