import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Context, Hono } from 'hono';
import { clientIp, createFailureBudget } from '../api/rate-limit';
import type { Services } from '../context';
import { readCookie } from '../cookies';
import { appendToFile, insideDir, removeOldSessions, safeFileName } from './files';
import { failureReason, finishPortions, importState } from './imports';
import { handleSaleExchange } from './sale';
import {
  basicCredentials,
  credentialsMatch,
  type ExchangeCredentials,
  exchangeCookie,
  newSession,
  sessionDirOf,
  sessionOf,
  sessionSeconds,
} from './session';

export { exchangeImportsSettled } from './imports';
export type { SaleExchangeAnswer, SaleExchangeRequest } from './sale';

/** The exchange's address: what 1C's "адрес сайта" setting points at. */
export const exchangePath = '/1c/exchange';

/** Wrong logins one client address may try per 15 minutes before every try is refused. */
const failedSignIns = createFailureBudget('exchange-1c', 10, 15 * 60);

const plain = (c: Context, body: string, status: 200 | 401 | 404 | 429 = 200) =>
  c.body(body, status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });

/**
 * 1C's standard "обмін з сайтом" (CommerceML over HTTP, Bitrix-compatible; issue 21, ADR 0102):
 * `checkauth` (HTTP Basic → a signed session cookie), `init`, `file` (the body appended to the
 * session's file), `import` (in the background: `progress` … `success` | `failure`) for
 * `type=catalog`; `type=sale` modes go to ./sale.ts. A machine client: mounted before the
 * storefront's form and same-origin checks and never cached. Off (404) without credentials in the
 * environment.
 */
export function exchangeRoutes(services: Services) {
  const app = new Hono({ strict: false });
  const { env, log } = services;
  const credentials: ExchangeCredentials | null =
    env.EXCHANGE_1C_LOGIN && env.EXCHANGE_1C_PASSWORD
      ? { login: env.EXCHANGE_1C_LOGIN, password: env.EXCHANGE_1C_PASSWORD }
      : null;
  const root = path.resolve(env.DATA_DIR, 'exchange-1c');
  const fileLimit = env.EXCHANGE_1C_FILE_LIMIT_MB * 1024 * 1024;

  const handle = async (c: Context) => {
    if (!credentials) return c.notFound();
    const type = c.req.query('type') ?? '';
    const mode = c.req.query('mode') ?? '';
    if (type !== 'catalog' && type !== 'sale') return plain(c, 'failure\nunknown type');
    const ip = clientIp(c);
    if (mode === 'checkauth') {
      const blocked = await failedSignIns.blocked(ip);
      if (!blocked.ok) {
        c.header('Retry-After', String(blocked.retryAfter));
        return plain(c, 'failure\ntoo many attempts', 429);
      }
      if (!credentialsMatch(basicCredentials(c.req.header('authorization')), credentials)) {
        await failedSignIns.fail(ip);
        log.warn({ ip }, '1C exchange: wrong login or password');
        return plain(c, 'failure\nwrong login or password', 401);
      }
      const session = newSession(credentials, services.now());
      await mkdir(sessionDirOf(env.DATA_DIR, session.id), { recursive: true });
      // Sessions of a day ago are done: their files go.
      void removeOldSessions(root, services.now(), 2 * sessionSeconds * 1000).catch(() => undefined);
      return plain(c, `success\n${exchangeCookie}\n${session.token}`);
    }
    // Later calls carry the cookie (or, from some 1C versions, `sessid` or Basic credentials again).
    const token = readCookie(c.req.raw, exchangeCookie) ?? c.req.query('sessid') ?? null;
    let session = sessionOf(credentials, token, services.now());
    if (!session && credentialsMatch(basicCredentials(c.req.header('authorization')), credentials)) {
      session = newSession(credentials, services.now()).id;
    }
    if (!session) return plain(c, 'failure\nnot signed in (checkauth first)', 401);
    const dir = sessionDirOf(env.DATA_DIR, session);
    await mkdir(dir, { recursive: true });
    const rawName = c.req.query('filename') ?? null;
    const filename = safeFileName(rawName);
    if (rawName !== null && filename === null) {
      log.warn({ ip, filename: rawName.slice(0, 200) }, '1C exchange: file name refused');
      return plain(c, 'failure\nbad file name');
    }
    if (mode === 'init') return plain(c, `zip=yes\nfile_limit=${fileLimit}\nsessid=${token ?? ''}\nversion=2.08`);
    if (type === 'sale') {
      const body = mode === 'file' ? new Uint8Array(await c.req.arrayBuffer()) : null;
      const answer = await handleSaleExchange({ mode, filename, body, sessionDir: dir, services, address: ip });
      return c.body(answer.body as string, 200, { 'Content-Type': answer.contentType, 'Cache-Control': 'no-store' });
    }
    if (mode === 'file') {
      const file = filename ? insideDir(dir, filename) : null;
      if (!file) return plain(c, 'failure\nno file name');
      const kept = await appendToFile(dir, file, c.req.raw.body, fileLimit);
      return plain(c, kept ? 'success' : 'failure\nover the file limit or the session disk limit');
    }
    if (mode === 'import') {
      if (!filename) return plain(c, 'failure\nno file name');
      const state = await importState(services, dir, filename);
      return plain(c, state.state === 'failure' ? `failure\n${state.reason}` : state.state);
    }
    if (mode === 'deactivate' || mode === 'complete') {
      try {
        await finishPortions(services, dir);
      } catch (error) {
        const reason = failureReason(error);
        log.warn({ reason }, '1C exchange: hiding after portions failed');
        return plain(c, `failure\n${reason}`);
      }
      return plain(c, 'success');
    }
    return plain(c, 'failure\nunknown mode');
  };
  app.get(exchangePath, handle);
  app.post(exchangePath, handle);
  return app;
}
