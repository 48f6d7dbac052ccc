import { type AuthUser, findUserByToken, tokenLifetimeMs } from '#core/accounts';
import type { Services } from '#server/context';

/** The same HttpOnly cookie the API sets on sign-in (SPEC §6: token cookie for 31 days). */
const cookieName = 'token';

export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function sessionToken(request: Request): string | null {
  return readCookie(request, cookieName);
}

/** The signed-in shopper, or null (no cookie, or an unknown, expired or revoked token). */
export async function sessionUser(request: Request, services: Services): Promise<AuthUser | null> {
  const token = sessionToken(request);
  return token ? findUserByToken({ db: services.db, locale: 'ua', now: services.now() }, token) : null;
}

export function setSessionCookie(token: string, secure: boolean): string {
  const maxAge = Math.floor(tokenLifetimeMs / 1000);
  return `${cookieName}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearSessionCookie(): string {
  return `${cookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}
