import { totpCode } from '#core/staff';
import { demoAdminTotpSecret } from '#db/demo';

export type Page = { status: number; ms: number; html: string };

/**
 * A back-office browser for the list benchmark: its own session cookie, plain GETs of whole
 * pages as staff open them (the HTML document, server-rendered), timed from request to last byte.
 */
export class StaffBrowser {
  private cookie = '';

  constructor(private readonly origin: string) {}

  /**
   * Signs in a demo staff member (README: password `poplavok`; the admin adds its TOTP code). A
   * code works once and the server takes one step either side, so a refused admin code is retried
   * with the next step's: the benchmark signs the admin in once per server.
   */
  async signIn(login: string): Promise<void> {
    for (const ahead of [0, 1, -1]) {
      const totp = login === 'admin' ? totpCode(demoAdminTotpSecret, new Date(Date.now() + ahead * 30_000)) : '';
      const answer = await fetch(`${this.origin}/admin/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ login, password: 'poplavok', totp, next: '/admin' }).toString(),
      });
      await answer.arrayBuffer();
      const session = answer.headers.getSetCookie().find((c) => c.startsWith('staff_session='));
      if (answer.status >= 300 && answer.status < 400 && session) {
        this.cookie = session.split(';')[0] ?? '';
        return;
      }
    }
    throw new Error(`${login} could not sign in to the back office`);
  }

  async get(path: string): Promise<Page> {
    const started = performance.now();
    const answer = await fetch(`${this.origin}${path}`, {
      headers: { cookie: this.cookie, accept: 'text/html' },
      redirect: 'manual',
    });
    const html = await answer.text();
    return { status: answer.status, ms: performance.now() - started, html };
  }
}

/** The page's "next" link (old numbered pages and keyset pages alike), or null on the last page. */
export function nextLink(html: string): string | null {
  const tag = /<a\b[^>]*\brel="next"[^>]*>/.exec(html)?.[0];
  const href = tag ? /\bhref="([^"]*)"/.exec(tag)?.[1] : undefined;
  return href ? href.replaceAll('&amp;', '&') : null;
}

/** How many rows a list page shows (its table body's rows). */
export function rowCount(html: string): number {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return (body.match(/<tr\b/g) ?? []).length;
}
