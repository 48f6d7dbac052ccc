import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { loginDevices, users } from '#db/schema';

const hashDevice = (device: string) => createHash('sha256').update(device).digest('hex');
const deviceShape = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Whether `device` (the browser's device cookie) has signed in as the owner of `phone` before.
 * Such a browser gets its own sign-in budget (ADR 0035).
 */
export async function isKnownDevice(ctx: Ctx, phone: string, device: string | null | undefined): Promise<boolean> {
  if (!device || !deviceShape.test(device)) return false;
  const [row] = await ctx.db
    .select({ userId: loginDevices.userId })
    .from(loginDevices)
    .innerJoin(users, eq(users.id, loginDevices.userId))
    .where(and(eq(loginDevices.deviceHash, hashDevice(device)), eq(users.phone, phone)));
  return row !== undefined;
}

/** Remembers the browser a shopper just signed in from; returns its device value (new when unknown). */
export async function rememberDevice(ctx: Ctx, userId: number, device: string | null | undefined): Promise<string> {
  if (device && deviceShape.test(device)) {
    const updated = await ctx.db
      .update(loginDevices)
      .set({ lastUsedAt: ctx.now })
      .where(and(eq(loginDevices.deviceHash, hashDevice(device)), eq(loginDevices.userId, userId)))
      .returning({ userId: loginDevices.userId });
    if (updated.length) return device;
  }
  const fresh = randomBytes(24).toString('base64url');
  await ctx.db
    .insert(loginDevices)
    .values({ deviceHash: hashDevice(fresh), userId, createdAt: ctx.now, lastUsedAt: ctx.now });
  return fresh;
}

/** Stable key for a device's sign-in budget that does not store the cookie itself. */
export const deviceBudgetKey = (device: string) => `device:${hashDevice(device)}`;
