import { z } from 'zod';
import type { Ctx } from '#core/shared';
import { findUserByToken } from './tokens';
import { loadUserView, type UserView } from './user-view';

/** POST /users/auth: the token as a form field (the Token header is read by the API layer). */
export const tokenCheckInput = z.strictObject({ token: z.string().max(200).optional() });

/** Startup token validation (SPEC §4): the user of a live token, or `token_invalid`. */
export async function getUserByToken(
  ctx: Ctx,
  token: string | null | undefined,
): Promise<{ ok: true; user: UserView } | { ok: false; error: 'token_invalid' }> {
  const found = token ? await findUserByToken(ctx, token.trim()) : null;
  const user = found ? await loadUserView(ctx, found.id) : null;
  return user ? { ok: true, user } : { ok: false, error: 'token_invalid' };
}
