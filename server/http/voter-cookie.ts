import { randomBytes } from 'node:crypto';
import type { Voter } from '#core/reviews';
import { readCookie } from './cookies';

/** The guest's voter cookie (ADR 0080): a random id, one like per review each. */
export const voterCookie = 'voter';

const validId = /^[A-Za-z0-9_-]{22,64}$/;
const oneYear = 365 * 24 * 3600;

/**
 * Who likes, for both doors (`POST /site/reviews/{id}/like` and the product page's like form):
 * a signed-in shopper by id; a guest by the voter cookie, made on their first like (random,
 * HttpOnly, SameSite=Lax, a year; Secure over HTTPS — the app adds it behind a TLS proxy too);
 * both with the client address for the per-address cap (a day-old account's likes count in it). `setCookie` is the header to send, or null.
 */
export function likeVoter(
  request: Request,
  userId: number | undefined,
  ip: string,
): { voter: Voter; setCookie: string | null } {
  if (userId !== undefined) return { voter: { userId, ip }, setCookie: null };
  const found = readCookie(request, voterCookie);
  if (found && validId.test(found)) return { voter: { guestId: found, ip }, setCookie: null };
  const guestId = randomBytes(16).toString('base64url');
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return {
    voter: { guestId, ip },
    setCookie: `${voterCookie}=${guestId}; Path=/; Max-Age=${oneYear}; HttpOnly; SameSite=Lax${secure}`,
  };
}
