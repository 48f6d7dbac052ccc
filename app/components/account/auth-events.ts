/**
 * Browser-side doors into the accounts UI that any feature may use: `openLogin(message?)` opens the
 * login / registration dialog (e.g. a guest adding to a wish list, SPEC §6), `showNotice(text)`
 * shows a 5 s tooltip (§4, §9). Without JavaScript, link to `loginHref(path)` instead.
 */
export const openLoginEvent = 'poplavok:open-login';
export const noticeEvent = 'poplavok:notice';

export type OpenLoginDetail = { message?: string; view?: 'login' | 'register' | 'recovery' };

export function openLogin(message?: string, view: OpenLoginDetail['view'] = 'login'): void {
  window.dispatchEvent(new CustomEvent<OpenLoginDetail>(openLoginEvent, { detail: { message, view } }));
}

export function showNotice(text: string): void {
  window.dispatchEvent(new CustomEvent<string>(noticeEvent, { detail: text }));
}

/** The no-JS fallback of `openLogin`: the sign-in page, coming back to `next` (a canonical path). */
export function loginHref(next?: string): string {
  return next ? `/profile?next=${encodeURIComponent(next)}` : '/profile';
}

/** Notices shown once after a redirect (`?notice=…`), for pages reached without JavaScript. */
export const notices = ['logged_in', 'logged_out', 'registered', 'saved', 'password_changed', 'subscribed'] as const;
export type Notice = (typeof notices)[number];
