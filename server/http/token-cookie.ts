import { tokenLifetimeMs } from '#core/accounts';
import { tokenCookie } from './cookie-names';

/**
 * The token cookie's one writer, for the API's sign-in and the storefront's form (ADR 0011, 0042):
 * HttpOnly, SameSite=Lax, Path=/, 31 days (SPEC §6); `Secure` over HTTPS (the server adds it to
 * every cookie of an HTTPS answer in any case). `null` clears it.
 */
export function tokenCookieHeader(token: string | null, secure: boolean): string {
  const value = token === null ? '' : encodeURIComponent(token);
  const maxAge = token === null ? 0 : Math.floor(tokenLifetimeMs / 1000);
  return `${tokenCookie}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
