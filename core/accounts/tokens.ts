import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { authTokens, users } from '#db/schema';

/** Tokens live 31 days (SPEC §6: the token cookie lasts 31 days). */
export const tokenLifetimeMs = 31 * 24 * 60 * 60 * 1000;

export type AuthUser = { id: number; phone: string; firstName: string; lastName: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a random 256-bit token for a user; only its SHA-256 is stored. */
export async function issueToken(ctx: Ctx, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.now.getTime() + tokenLifetimeMs);
  await ctx.db.insert(authTokens).values({ userId, tokenHash: hashToken(token), createdAt: ctx.now, expiresAt });
  return { token, expiresAt };
}

/** The user a token belongs to, or null when it is unknown, expired or revoked, or the user is blocked. */
export async function findUserByToken(ctx: Ctx, token: string): Promise<AuthUser | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await ctx.db
    .select({ id: users.id, phone: users.phone, firstName: users.firstName, lastName: users.lastName })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        gt(authTokens.expiresAt, ctx.now),
        isNull(authTokens.revokedAt),
        // A blocked customer's tokens stop at once, even one a sign-in issued while the block landed.
        isNull(users.blockedAt),
      ),
    );
  return row ?? null;
}

/** Sign-out: the token stops working at once. */
export async function revokeToken(ctx: Ctx, token: string): Promise<void> {
  await ctx.db
    .update(authTokens)
    .set({ revokedAt: ctx.now })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt)));
}

/** Revokes every live token of a user (password recovery, ADR 0012), optionally keeping one. */
export async function revokeUserTokens(ctx: Ctx, userId: number, keepToken?: string): Promise<void> {
  const keep = keepToken ? hashToken(keepToken) : null;
  await ctx.db
    .update(authTokens)
    .set({ revokedAt: ctx.now })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        ...(keep ? [ne(authTokens.tokenHash, keep)] : []),
      ),
    );
}
