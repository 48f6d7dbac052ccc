import { type StaffView, staffBySession } from '#core/staff';
import { ctxOf, type Services } from '#server/context';
import { readCookie } from '#server/http/cookies';

/** The back office's cookies (ADR 0090): only `/admin` sees them; never sent from another site. */
export const staffCookie = 'staff_session';
export const staffDeviceCookie = 'staff_device';

const attributes = 'Path=/admin; HttpOnly; SameSite=Strict';

/** Set-Cookie of a staff session: a browser-session cookie, the server ends it (30 min idle, 12 h). */
export const staffCookieHeader = (token: string | null) =>
  token ? `${staffCookie}=${token}; ${attributes}` : `${staffCookie}=; ${attributes}; Max-Age=0`;

/** The browser's mark for the sign-in budgets: a year (ADR 0090). */
export const staffDeviceHeader = (device: string) =>
  `${staffDeviceCookie}=${device}; ${attributes}; Max-Age=${365 * 24 * 3600}`;

export const staffToken = (request: Request) => readCookie(request, staffCookie);

/** The signed-in staff member of a request, or null. */
export async function currentStaff(request: Request, services: Services): Promise<StaffView | null> {
  return staffBySession(ctxOf(services), staffToken(request));
}
