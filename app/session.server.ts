import { type AuthUser, findUserByToken } from '#core/accounts';
import { ctxOf, type Services } from '#server/context';
import { tokenCookie as cookieName } from '#server/http/cookie-names';
import { readCookie } from '#server/http/cookies';
import { tokenCookieHeader } from '#server/http/token-cookie';

/** The one cookie reader (server/http/cookies.ts): a malformed value is absent, never a 500. */
export { readCookie } from '#server/http/cookies';

export function sessionToken(request: Request): string | null {
  return readCookie(request, cookieName);
}

/** The signed-in shopper, or null (no cookie, or an unknown, expired or revoked token). */
export async function sessionUser(request: Request, services: Services): Promise<AuthUser | null> {
  const token = sessionToken(request);
  return token ? findUserByToken(ctxOf(services), token) : null;
}

/** Set-Cookie of a new session: the API's writer, so both doors set the same cookie (ADR 0042). */
export function setSessionCookie(token: string, secure: boolean): string {
  return tokenCookieHeader(token, secure);
}

export function clearSessionCookie(): string {
  return tokenCookieHeader(null, false);
}
