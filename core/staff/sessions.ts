import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { type StaffRole, staff, staffSessions } from '#db/schema';

/** A back-office session ends after 30 minutes without a request, and after 12 hours at most. */
export const staffIdleMs = 30 * 60_000;
export const staffSessionMaxMs = 12 * 60 * 60_000;
/** `last_seen_at` is written at most once a minute per session, not on every request. */
const touchEveryMs = 60_000;

export type StaffView = { id: number; login: string; name: string; role: StaffRole; storeId: number | null };

/** What `staff_sessions` keeps of a session's token: its SHA-256. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');
const hash = hashSessionToken;
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** Starts a session: the token goes to the cookie, only its hash to the database. */
export async function startStaffSession(ctx: Ctx, staffId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db
    .insert(staffSessions)
    .values({ tokenHash: hash(token), staffId, createdAt: ctx.now, lastSeenAt: ctx.now });
  return token;
}

/** The staff member of a live session (not ended, idle or too old; not blocked), or null. */
export async function staffBySession(ctx: Ctx, token: string | null | undefined): Promise<StaffView | null> {
  if (!token || !tokenShape.test(token)) return null;
  const [row] = await ctx.db
    .select({
      id: staff.id,
      login: staff.login,
      name: staff.name,
      role: staff.role,
      storeId: staff.storeId,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hash(token)),
        isNull(staffSessions.endedAt),
        isNull(staff.blockedAt),
        gt(staffSessions.lastSeenAt, new Date(ctx.now.getTime() - staffIdleMs)),
        gt(staffSessions.createdAt, new Date(ctx.now.getTime() - staffSessionMaxMs)),
      ),
    );
  if (!row) return null;
  if (ctx.now.getTime() - row.lastSeenAt.getTime() >= touchEveryMs) {
    await ctx.db
      .update(staffSessions)
      .set({ lastSeenAt: ctx.now })
      .where(eq(staffSessions.tokenHash, hash(token)));
  }
  const { lastSeenAt: _seen, ...view } = row;
  return view;
}

/** Sign-out: the session stops working at once. */
export async function endStaffSession(ctx: Ctx, token: string): Promise<void> {
  await ctx.db
    .update(staffSessions)
    .set({ endedAt: ctx.now })
    .where(and(eq(staffSessions.tokenHash, hash(token)), isNull(staffSessions.endedAt)));
}

/** Ends every session of one staff member (blocked, password changed). */
export async function endStaffSessions(ctx: Ctx, staffId: number): Promise<void> {
  await ctx.db
    .update(staffSessions)
    .set({ endedAt: ctx.now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
}

/**
 * The CSRF token of a session: an HMAC of a fixed label under the session's own token, so it needs
 * no storage and dies with the session. Every back-office form carries it; the server compares.
 */
export function staffCsrfToken(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('poplavok-admin-csrf').digest('base64url');
}

export function isStaffCsrfValid(sessionToken: string, sent: string | null | undefined): boolean {
  if (!sent) return false;
  const expected = Buffer.from(staffCsrfToken(sessionToken));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
