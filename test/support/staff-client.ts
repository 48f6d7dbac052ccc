import { staffCsrfToken, startStaffSession } from '#core/staff';
import { staff } from '#db/schema';
import { seededAt } from '#test/support/db';
import type { TestShop } from '#test/support/shop';

export type StaffClient = Awaited<ReturnType<typeof staffClient>>;

/**
 * Every demo staff member signed in to `shop`, and requests as each of them the way a browser sends
 * them (the back-office tests): `get` asks for the page, `post` is a same-origin form
 * post — a record becomes url-encoded fields as given (add `_csrf` with `form`), FormData goes as is.
 */
export async function staffClient(shop: TestShop) {
  const sessions: Record<string, { cookie: string; csrf: string }> = {};
  const ctx = { db: shop.database.db, locale: 'ua' as const, now: seededAt };
  for (const row of await shop.database.db.select().from(staff)) {
    const token = await startStaffSession(ctx, row.id);
    sessions[row.login] = { cookie: `staff_session=${token}`, csrf: staffCsrfToken(token) };
  }
  const as = (login: string) => {
    const session = sessions[login];
    if (!session) throw new Error(`no demo staff ${login}`);
    return session;
  };
  const get = (login: string, path: string) =>
    shop.app.request(`http://shop.test${path}`, { headers: { cookie: as(login).cookie, accept: 'text/html' } });
  const post = (login: string, path: string, body: Record<string, string> | FormData | URLSearchParams) =>
    shop.app.request(`http://shop.test${path}`, {
      method: 'POST',
      headers: {
        cookie: as(login).cookie,
        origin: 'http://shop.test',
        'sec-fetch-site': 'same-origin',
        accept: 'text/html',
      },
      body: body instanceof FormData || body instanceof URLSearchParams ? body : new URLSearchParams(body),
    });
  /** A form post with the session's token, as the back office's forms send it. */
  const form = (login: string, path: string, fields: Record<string, string>) =>
    post(login, path, { _csrf: as(login).csrf, ...fields });
  return { as, get, post, form };
}
