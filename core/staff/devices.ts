import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { staff } from '#db/schema';

const label = 'poplavok-staff-device:';
const sign = (passwordHash: string, nonce: string) =>
  createHmac('sha256', passwordHash)
    .update(label + nonce)
    .digest('base64url');

/**
 * A browser's mark after a staff member signed in from it (ADR 0090): a nonce and its HMAC under
 * the account's password hash — nothing stored; a new password forgets every browser. Its own
 * failure budget means a stranger's guesses cannot lock the owner out (ADR 0035's rule for staff).
 */
export function newStaffDevice(passwordHash: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(passwordHash, nonce)}`;
}

/** Whether `device` is a mark this login's account gave a browser. */
export async function isKnownStaffDevice(ctx: Ctx, login: string, device: string | null | undefined) {
  const [nonce, mac, extra] = (device ?? '').split('.');
  if (!nonce || !mac || extra !== undefined || nonce.length > 64) return false;
  const [row] = await ctx.db.select({ hash: staff.passwordHash }).from(staff).where(eq(staff.login, login));
  if (!row) return false;
  const expected = Buffer.from(sign(row.hash, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
